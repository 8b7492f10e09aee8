/**
 * Public pages with data (issue 18): `/directorio`, `/parabus/ruta-{number}`, `/empleos/{id}`.
 *
 * Why the server writes their heads: search engines and link previews (WhatsApp, Facebook, X)
 * read the HTML they are sent, and most of them run no JavaScript, so the SPA's shell alone shows
 * them «Plataforma» on every page. These pages are the ones worth finding, so the server sends the
 * same shell with the page's own title, description, Open Graph tags and JSON-LD; the SPA then
 * boots as usual. A page that does not exist is answered 404 with a «no encontrada» head, so
 * search engines drop it, while the SPA still shows its own 404 page.
 *
 * One engine, a kind per area (like report kinds): each kind says which paths are its own and
 * reads its head through its area's public service. `plugins/static.ts` calls `render` for a
 * client route without a prerendered page.
 */
import { AppError } from '../../errors';
import { type PageHead, withHead } from './public-pages.head';

/** What a kind's head lookup is given besides its path's parameters. */
export interface PageContext {
  /** The visitor's address: the public services limit reads per address. */
  address: string;
  /** The site's absolute base URL (`PUBLIC_URL`), for the URLs of the structured data. */
  publicUrl: string;
}

export interface PageKindDefinition<Params> {
  /** For logs and the registry's duplicate check. */
  name: string;
  /** This kind's parameters for a path (`/parabus/ruta-101` → `{ number: '101' }`), or null when the path is not this kind's. */
  match(pathname: string): Params | null;
  /**
   * The page's head, or null when the page does not exist (a 404 thrown by the area's service
   * means the same). Validate the parameters here: nonsense ids are pages that do not exist.
   */
  head(params: Params, context: PageContext): Promise<PageHead | null>;
  /** The title and description of the 404 answer for one of this kind's paths. */
  notFound: { title: string; description: string };
}

/** A registered kind, its parameters erased. */
export interface PageKind {
  name: string;
  notFound: { title: string; description: string };
  /** The head lookup of this path's page, or null when the path is not this kind's. */
  lookup(pathname: string): ((context: PageContext) => Promise<PageHead | null>) | null;
}

export function definePageKind<Params>(definition: PageKindDefinition<Params>): PageKind {
  const { name, notFound, match, head } = definition;
  return {
    name,
    notFound,
    lookup(pathname) {
      const params = match(pathname);
      return params === null ? null : (context) => head(params, context);
    },
  };
}

export interface RenderedPage {
  status: number;
  html: string;
}

export type PublicPages = ReturnType<typeof createPublicPages>;

export function createPublicPages(deps: { publicUrl: string; onError: (error: unknown, pathname: string) => void }) {
  const { publicUrl, onError } = deps;
  const kinds: PageKind[] = [];

  return {
    register(kind: PageKind) {
      if (kinds.some((known) => known.name === kind.name)) throw new Error(`public page kind "${kind.name}" registered twice`);
      kinds.push(kind);
    },

    /**
     * The shell (read by `page` only for a path a kind claims) with the head of the page at
     * `pathname`, 404 with a «no encontrada» head when the
     * page does not exist, or null (the plain shell) when no kind claims the path — or when the
     * lookup failed: a database down must not turn a page that the SPA could still show into a 500.
     */
    async render(pathname: string, page: () => Promise<string>, request: { address: string }): Promise<RenderedPage | null> {
      for (const kind of kinds) {
        const lookup = kind.lookup(pathname);
        if (!lookup) continue;
        let head: PageHead | null;
        try {
          head = await lookup({ address: request.address, publicUrl });
        } catch (error) {
          if (error instanceof AppError && error.status === 404) head = null;
          else {
            // Too many reads from one address is the limit working, not a failure to report.
            if (!(error instanceof AppError && error.status === 429)) onError(error, pathname);
            return null;
          }
        }
        const shell = await page();
        if (!head) return { status: 404, html: withHead(shell, { ...kind.notFound, noindex: true }, { publicUrl }) };
        return { status: 200, html: withHead(shell, head, { publicUrl }) };
      }
      return null;
    },
  };
}
