import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_SCRIPT_ID, ROOT_END_MARKER, SSR_MANIFEST } from '../../../shared/page-data-script';
import { jsonForScript } from './public-pages.head';

/**
 * Public pages rendered with their data per request (issue 18): the directory's HTML carries its
 * list, not its loading state, so a search engine, a link preview and a phone's first paint see
 * the companies, and a desktop's largest paint is the page itself (Lighthouse desktop LCP on
 * /directorio was 1.2–1.7 s: the list came after the JavaScript and the API; CLS 0.106 when it
 * arrived taller than the room held for it).
 *
 * The web build leaves its server-side bundle beside the PWA (`<webDir>-ssr`, its entry named in
 * SSR_MANIFEST; the same React tree the browser hydrates, renderer/prerender.tsx). Which pages have data and which
 * queries their first render makes is the renderer's knowledge (renderer/app/page-data.ts); this
 * module answers those queries through the server's own routes in-process (`request`, Fastify's
 * inject: the same validation, limits and serialization a browser's request gets), puts the
 * markup into the build's page for that route (between #root's tags, where the build left
 * ROOT_END_MARKER) and the data after it for the browser's hydration.
 *
 * A page is rendered once a minute at most (`ttlMs`): every visitor without a session sees the
 * same first page, and a minute-old list is what a cache in front would serve anyway. A render
 * that fails (no bundle, a query failing) is logged and the build's page is served as it is: the
 * app then loads the list itself, as before.
 */
export interface PageRendererDeps {
  /** The build's server-side bundle's folder; may not exist (no build yet). */
  bundleDir: string;
  /** One of the app's API calls, answered in-process. */
  request(call: { method: string; url: string; headers: Record<string, string>; payload?: unknown; address: string }): Promise<{ status: number; headers: Record<string, string>; body: string }>;
  onError(error: unknown, pathname: string): void;
  ttlMs?: number;
  now?: () => number;
}

interface RenderEntry {
  rendersWithData(pathname: string): boolean;
  renderWithData(pathname: string, transport: (call: { method: string; url: string; headers: Record<string, string>; data?: unknown }) => Promise<{ status: number; headers: Record<string, string>; body: string }>): Promise<{ html: string; state: unknown } | null>;
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

export function createPageRenderer(deps: PageRendererDeps) {
  const { bundleDir, request, onError, ttlMs = 60_000, now = Date.now } = deps;
  const rendered = new Map<string, { at: number; version: string; content: Promise<string | null> }>();
  let loaded: { version: string; entry: Promise<RenderEntry | null> } | null = null;

  /**
   * The bundle, loaded again when a new build replaced it (the server keeps running across
   * `npm run build:web`). Its files are named by content, so the new one is new modules, never
   * the old ones' cache.
   */
  async function bundle(): Promise<{ version: string; entry: Promise<RenderEntry | null> } | null> {
    const manifest = await readFile(path.join(bundleDir, SSR_MANIFEST), 'utf8').then(
      (text) => JSON.parse(text) as { entry?: unknown },
      () => null,
    );
    if (typeof manifest?.entry !== 'string') return null;
    const version = manifest.entry;
    if (loaded?.version !== version) {
      // A bundle that does not load is logged once, and this build serves its pages as written.
      const entry = (import(pathToFileURL(path.join(bundleDir, version)).href) as Promise<RenderEntry>).catch((error: unknown) => {
        onError(error, version);
        return null;
      });
      loaded = { version, entry };
    }
    return loaded;
  }

  async function renderRoot(entry: RenderEntry, pathname: string, address: string): Promise<string | null> {
    const page = await entry.renderWithData(pathname, async (call) => {
      const url = new URL(call.url);
      return request({ method: call.method, url: `${url.pathname}${url.search}`, headers: call.headers, payload: call.data, address });
    });
    if (!page) return null;
    return `${page.html}</div>${ROOT_END_MARKER}<script type="application/json" id="${PAGE_DATA_SCRIPT_ID}">${jsonForScript(page.state)}</script>`;
  }

  return {
    /**
     * The build's page for `pathname` (read by `page`, only for a page with data) with its data
     * rendered in, or null to serve it as it is: a page without data, a page the build wrote
     * without the marker, or a render that failed.
     */
    async render(pathname: string, page: () => Promise<string>, context: { address: string }): Promise<string | null> {
      const current = await bundle();
      const entry = await current?.entry;
      if (!current || !entry?.rendersWithData(pathname)) return null;
      const html = await page();
      const rootEnd = html.indexOf(`</div>${ROOT_END_MARKER}`);
      const rootOpen = html.indexOf('<div id="root"');
      const rootStart = rootOpen === -1 ? -1 : html.indexOf('>', rootOpen) + 1;
      if (rootStart <= 0 || rootEnd < rootStart) return null;
      let cached = rendered.get(pathname);
      if (!cached || cached.version !== current.version || now() - cached.at >= ttlMs) {
        cached = {
          at: now(),
          version: current.version,
          // A failure is kept for the minute too: logged once, not paid by every visitor.
          content: renderRoot(entry, pathname, context.address).catch((error: unknown) => {
            onError(error, pathname);
            return null;
          }),
        };
        rendered.set(pathname, cached);
      }
      const root = await cached.content;
      return root === null ? null : `${html.slice(0, rootStart)}${root}${html.slice(rootEnd + `</div>${ROOT_END_MARKER}`.length)}`;
    },
  };
}
