import { beforeEach, describe, expect, it } from 'vitest';
import type { DesktopBridge, DownloadRequest, IpcErrorCode, IpcResult } from '../../../src/shared/ipc';
import { setServerOrigin } from '../../../src/renderer/lib/api-client';
import { DesktopError, desktopReportSaver, desktopVault, unwrap } from '../../../src/renderer/lib/desktop-platform';
import { useDesktopStore } from '../../../src/renderer/stores/desktop';

const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
const fail = (code: IpcErrorCode, message: string): IpcResult<never> => ({ ok: false, error: { code, message } });

function fakeBridge(overrides: { start?: (request: DownloadRequest) => Promise<IpcResult<{ path: string; bytes: number }>> } = {}) {
  const calls: [string, unknown][] = [];
  let stored: unknown = null;
  const bridge = {
    isDesktop: true,
    platform: 'linux',
    tokens: {
      load: async () => ok(stored),
      save: async (tokens: unknown) => {
        calls.push(['save', tokens]);
        stored = tokens;
        return ok(null);
      },
      clear: async () => {
        calls.push(['clear', null]);
        stored = null;
        return ok(null);
      },
    },
    downloads: {
      start: overrides.start ?? (async (request: DownloadRequest) => (calls.push(['start', request]), ok({ path: `/descargas/${request.fileName}`, bytes: 10 }))),
    },
  } as unknown as DesktopBridge;
  return { bridge, calls };
}

beforeEach(() => useDesktopStore.setState({ info: null, downloads: [] }));

describe('desktop platform adapters', () => {
  it('unwrap gives the value or throws main’s Spanish message with its code', () => {
    expect(unwrap(ok(5))).toBe(5);
    expect(() => unwrap(fail('disco_lleno', 'No hay espacio suficiente en el disco.'))).toThrow('No hay espacio suficiente en el disco.');
    let thrown: unknown;
    try {
      unwrap(fail('disco_lleno', 'x'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DesktopError);
    expect((thrown as DesktopError).code).toBe('disco_lleno');
  });

  it('the vault is external and keeps tokens only through the bridge', async () => {
    const { bridge, calls } = fakeBridge();
    const vault = desktopVault(bridge);
    expect(vault.external).toBe(true);
    expect(await vault.load()).toBeNull();
    await vault.save({ accessToken: 'a', refreshToken: 'r' }, false);
    expect(await vault.load()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    await vault.clear();
    expect(calls.map(([name]) => name)).toEqual(['save', 'clear']);
    expect(await vault.load()).toBeNull();
  });

  it('the report saver hands main an absolute URL on the configured server and tracks the download', async () => {
    setServerOrigin('https://plataforma.empresa.mx');
    const { bridge, calls } = fakeBridge();
    await desktopReportSaver(bridge).save({ url: '/api/v1/reports/members?signature=x', fileName: 'usuarios.csv' });
    const [, request] = calls.find(([name]) => name === 'start') as [string, DownloadRequest];
    expect(request.url).toBe('https://plataforma.empresa.mx/api/v1/reports/members?signature=x');
    expect(request.fileName).toBe('usuarios.csv');
    expect(request.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(useDesktopStore.getState().downloads).toMatchObject([{ id: request.id, fileName: 'usuarios.csv', state: 'progress' }]);
  });

  it('a refused download is marked failed with main’s message and the caller hears it', async () => {
    const { bridge } = fakeBridge({ start: async () => fail('nombre_invalido', 'El nombre de archivo no es válido.') });
    await expect(desktopReportSaver(bridge).save({ url: '/r', fileName: '../x.csv' })).rejects.toThrow('El nombre de archivo no es válido.');
    expect(useDesktopStore.getState().downloads).toMatchObject([{ fileName: '../x.csv', state: 'failed', message: 'El nombre de archivo no es válido.' }]);
  });
});
