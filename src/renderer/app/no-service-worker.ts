/**
 * The desktop build has no service worker (the renderer loads from the app's own protocol);
 * electron.vite.config.ts points `virtual:pwa-register` here.
 */
export function registerSW(_options: unknown): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
