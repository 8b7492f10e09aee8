import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceFor } from '../../../src/renderer/app/chunk-reload';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('a failed chunk load', () => {
  it('is recognised by the messages browsers use', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads to the target route once, and not again for the same route', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceFor('/perfil', storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledWith('/perfil');
    expect(reloadOnceFor('/perfil', storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The marker was spent: a later failure on the same route may reload once more.
    expect(reloadOnceFor('/perfil', storage, reload)).toBe(true);
  });
});
