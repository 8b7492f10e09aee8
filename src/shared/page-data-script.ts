/**
 * A public page the server renders with its data (issue 18) carries that data for the browser's
 * hydration: a JSON script element (not run, so outside the Content-Security-Policy's scripts) with
 * this id, right after #root, holding TanStack Query's dehydrated state.
 */
export const PAGE_DATA_SCRIPT_ID = 'app-state';

/**
 * Written by the web build right after #root's closing tag on prerendered pages, so the server can
 * put a render with data in place of the build's markup without parsing the HTML.
 */
export const ROOT_END_MARKER = '<!--/root-->';

/** In the web build's server bundle folder (`<webDir>-ssr`): `{ "entry": "prerender-<hash>.js" }`. */
export const SSR_MANIFEST = 'manifest.json';
