import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IPC_ERROR_CODES, isIpcErrorCode } from '../../src/shared/ipc';

const MAIN = path.resolve(__dirname, '../../src/main');

/**
 * Every code main writes: `code: '…'` in a result, `new IpcFailure('…'` or `new DownloadError('…'`.
 * The types already refuse an unlisted literal; this catches one that slips past them (a cast, a
 * plain Error with a code) before the renderer meets a code it cannot name.
 */
function codesMainEmits(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /(?:\bcode:\s*|new (?:IpcFailure|DownloadError)\()'([a-z_]+)'/g;
  for (const file of readdirSync(MAIN).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(MAIN, file), 'utf8');
    for (const match of source.matchAll(pattern)) found.set(match[1]!, file);
  }
  return found;
}

describe('IPC error codes', () => {
  it('lists every code main emits', () => {
    const emitted = codesMainEmits();
    // The scan must see main's codes at all, or it proves nothing.
    expect([...emitted.keys()]).toEqual(expect.arrayContaining(['remitente_no_permitido', 'disco_lleno', 'sin_respuesta', 'demasiados_intentos', 'descarga_desconocida']));
    const unlisted = [...emitted].filter(([code]) => !isIpcErrorCode(code)).map(([code, file]) => `${code} (${file})`);
    expect(unlisted).toEqual([]);
  });

  it('lists each code once', () => {
    expect(new Set(IPC_ERROR_CODES).size).toBe(IPC_ERROR_CODES.length);
  });

  it('tells listed codes from anything else', () => {
    expect(isIpcErrorCode('disco_lleno')).toBe(true);
    expect(isIpcErrorCode('ENOENT')).toBe(false);
    expect(isIpcErrorCode(42)).toBe(false);
  });
});
