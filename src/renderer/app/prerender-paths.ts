import type { BuildFlags } from '../lib/flags';
import { PUBLIC_PATHS, redirectFor } from './route-rules';

/**
 * The public routes the web build renders to HTML ahead of time (issue 18), so a phone paints the
 * page before the JavaScript has downloaded and run; the app then hydrates that HTML. Every public
 * route of spec §2 whose page is the same for every visitor: `/directorio` shows the directory's
 * data instead (the server sends its head with it, modules/public-pages), and a route this build
 * redirects (the logistics build's `/` → `/login`) has no page to render.
 */
const WITH_DATA = new Set<string>(['/directorio']);

export function prerenderedPathsFor(flags: BuildFlags): string[] {
  return PUBLIC_PATHS.filter((path) => !WITH_DATA.has(path) && redirectFor(path, false, flags) === null);
}

/** The attribute on #root that names the route its HTML was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the app should hydrate the HTML it found rather than render afresh: only the page it was
 * rendered for, and only for a signed-out visitor (a session changes the header, and `/login`
 * sends a signed-in user on, so the first render would not match).
 */
export function shouldHydrate(prerenderedFor: string | null | undefined, pathname: string, authenticated: boolean): boolean {
  if (!prerenderedFor || authenticated) return false;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prerenderedFor === normalized;
}
