/**
 * The OAuth client this build identifies as (demo-data.md: `web` for the PWA, `desktop` for the
 * console, `kiosk` for the clock). A browser cannot keep a secret; the pair only tells the server
 * which app is calling.
 */
export const OAUTH_CLIENT = {
  id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'web',
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'web-dev-secret',
};
