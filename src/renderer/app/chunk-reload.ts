/**
 * Spec §2: a failed chunk load (usually a new release replaced the files) reloads to the target
 * route — once. The marker remembers the path that was reloaded, so a chunk that is really
 * missing shows the error page instead of looping.
 */
const MARKER = 'plataforma.chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
}

/** True when a reload was started (the caller shows nothing more). */
export function reloadOnceFor(path: string, storage: Storage = sessionStorage, reload: (path: string) => void = (p) => window.location.assign(p)): boolean {
  if (storage.getItem(MARKER) === path) {
    storage.removeItem(MARKER);
    return false;
  }
  storage.setItem(MARKER, path);
  reload(path);
  return true;
}
