/**
 * The one inline script of the PWA's HTML: it sets Mantine's `data-mantine-color-scheme` on
 * <html> before the first paint, from the person's choice (Mantine's own localStorage key) or the
 * system's preference, as Mantine's ColorSchemeScript does. Prerendered pages (issue 18) paint
 * before the app's JavaScript runs; without it a dark-mode phone would flash the light theme.
 * The web build puts it in index.html's head; the server's Content-Security-Policy allows exactly
 * this text by its SHA-256 (plugins/security-headers.ts), so no other inline script runs.
 */
export const COLOR_SCHEME_SCRIPT =
  'try{var s=localStorage.getItem("mantine-color-scheme-value");' +
  'var c=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'document.documentElement.setAttribute("data-mantine-color-scheme",c)}catch(e){}';
