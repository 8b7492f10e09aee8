import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_SCRIPT_ID } from '../../shared/page-data-script';
import type { BuildFlags } from '../lib/flags';
import { PUBLIC_PATHS, redirectFor } from './route-rules';

/**
 * The public routes the web build renders to HTML ahead of time (issue 18), so a phone paints the
 * page before the JavaScript has downloaded and run; the app then hydrates that HTML. Every public
 * route of spec §2 but one this build redirects (the logistics build's `/` → `/login`). The
 * directory is written in its loading state (its frame, filters and placeholders): the server
 * renders it again with its data (app/page-data.ts) and adds its head (title, Open Graph, JSON-LD;
 * modules/public-pages), and sends the loading state only when that render fails.
 */
export function prerenderedPathsFor(flags: BuildFlags): string[] {
  return PUBLIC_PATHS.filter((path) => redirectFor(path, false, flags) === null);
}

/** The attribute on #root that names the route its HTML was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the app should hydrate the HTML it found rather than render afresh: only the page it was
 * rendered for, with no query (a list's filters in the address change its first render), and only
 * for a signed-out visitor (a session changes the header, and `/login` sends a signed-in user on,
 * so the first render would not match).
 */
export function shouldHydrate(prerenderedFor: string | null | undefined, location: { pathname: string; search: string }, authenticated: boolean): boolean {
  if (!prerenderedFor || authenticated || location.search !== '') return false;
  const { pathname } = location;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prerenderedFor === normalized;
}

/**
 * The data the server rendered the page with (app/page-data.ts), or undefined: a page without
 * data, or one the server served as the build wrote it (its render failed; the app then asks).
 */
export function pageDataOf(document: Pick<Document, 'getElementById'>): DehydratedState | undefined {
  const text = document.getElementById(PAGE_DATA_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
