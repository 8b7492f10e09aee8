import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath, sendRouteNotFound } from './errors';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/builds/latest.json']);

/**
 * Serves the built PWA. Hashed assets (`/assets/*`) are immutable for a year; the service worker,
 * index.html, the manifest and the build marker are never cached, so a new release is seen at
 * once. Non-API paths fall back to index.html (client-side routes).
 *
 * Files are looked up on disk per request (one wildcard route), not as a route list made at
 * start: `npm run build:web` under a running server writes an index.html that names new chunks,
 * and those must be served, not answered 404 (a white page). For the same reason a server started
 * before the first build serves it once it exists.
 *
 * Two kinds of client route get more than the empty shell (issue 18):
 * - the public pages the web build prerendered (`prerendered/<path>.html`, written by
 *   build/prerender.ts): their HTML paints before the JavaScript runs, which then hydrates it;
 * - the public pages with data (`dataPage`): the shell with the page's own title, description,
 *   Open Graph tags and JSON-LD, for search engines and link previews; and for a prerendered one
 *   (`renderData`), its data rendered into the HTML.
 */
export async function registerStatic(app: FastifyInstance, webDir: string, options: StaticOptions = {}) {
  const index = path.join(webDir, 'index.html');
  const { prerendered = true, dataPage, renderData } = options;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    // A folder ('/', '/assets/') is a client route, answered by the fallback below, not a 403.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    // A web folder that does not exist yet is normal before the first build (answered below).
    suppressWarning: true,
    // The build ships .br and .gz beside each asset (scripts/compress-web.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const urlPath = `/${path.relative(webDir, filePath).split(path.sep).join('/')}`;
      if (urlPath.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      // A prerendered page names this build's chunks, like index.html.
      else if (NEVER_CACHED.has(urlPath) || urlPath.startsWith('/prerendered/')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });

  // Every path with no route and no file on disk: API 404s, missing files, client routes.
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) return sendRouteNotFound(request, reply);
    // A path with a file extension that was not found is a missing file, not a client route.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendRouteNotFound(request, reply);
    if (!existsSync(index)) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada. Ejecuta `npm run build:web`; el servidor la sirve en cuanto exista.');
    }
    const pathname = clientPath(request.url);
    const prerenderedFile = prerendered && pathname ? prerenderedFileOf(pathname) : null;
    const file = prerenderedFile && existsSync(path.join(webDir, prerenderedFile)) ? prerenderedFile : 'index.html';
    const address = request.ip;
    // Read once, and only by a page with data: every other route is sent as the file it is.
    let read: Promise<string> | undefined;
    const fileHtml = () => (read ??= readFile(path.join(webDir, file), 'utf8'));
    // A prerendered page with data (the directory) gets its list rendered in — only without a
    // query string, the one case the app hydrates (filters in the address are another first render).
    let html: string | null = null;
    if (renderData && pathname && file !== 'index.html' && !request.url.includes('?')) html = await renderData(pathname, fileHtml, { address });
    if (dataPage && pathname) {
      // A page with data gets its head over its HTML (the directory) or the shell.
      const page = await dataPage(pathname, async () => html ?? (await fileHtml()), { address });
      if (page) return sendHtml(reply, page.status, page.html);
    }
    if (html !== null) return sendHtml(reply, 200, html);
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
}

export interface StaticOptions {
  /** Serve the build's prerendered pages (config `WEB_PRERENDER`); default on. */
  prerendered?: boolean;
  /**
   * A public page with data: the shell with that page's head, and its status (404 for one that
   * does not exist); null serves the plain shell. `address` is the visitor's, for the limits of
   * the services that read the data.
   */
  dataPage?: (pathname: string, page: () => Promise<string>, request: { address: string }) => Promise<{ status: number; html: string } | null>;
  /**
   * A prerendered page with its data rendered in (modules/public-pages/page-renderer.ts), or null
   * to serve the build's page as it is.
   */
  renderData?: (pathname: string, page: () => Promise<string>, request: { address: string }) => Promise<string | null>;
}

/** The path of a client route without its query or trailing slash, or null when it cannot name a page (dots, encoded bytes). */
function clientPath(url: string): string | null {
  const pathname = url.split('?')[0] ?? '/';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/[a-z0-9/-]*$/.test(trimmed) && !trimmed.includes('//') ? trimmed : null;
}

/**
 * Where the build wrote a route's prerendered page: `/` → prerendered/index.html, `/login` →
 * prerendered/login.html. `/index` is not `/` (null: no route ends in "index").
 */
export function prerenderedFileOf(pathname: string): string | null {
  if (pathname === '/') return 'prerendered/index.html';
  return pathname.endsWith('/index') ? null : `prerendered${pathname}.html`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
