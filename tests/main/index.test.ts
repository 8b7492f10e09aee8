import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../../src/shared/ipc';

/**
 * The composition root (src/main/index.ts) with only the `electron` module replaced: what it
 * registers, the window it opens, and its IPC handlers end to end (sender check → validation →
 * module → settings file).
 */
type Handler = (event: unknown, ...args: unknown[]) => Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;

function fakeElectron(userData: string, fetchImpl: typeof fetch) {
  const record = {
    singleInstance: 0,
    privileged: [] as unknown[],
    protocols: [] as string[],
    handlers: new Map<string, Handler>(),
    windows: [] as { options: Record<string, unknown>; loaded: string[]; webContents: { id: number } }[],
    menu: [] as unknown[],
    permissionHandlers: 0,
    appEvents: [] as string[],
  };
  let nextId = 1;
  class BrowserWindow {
    static getAllWindows = () => record.windows;
    options: Record<string, unknown>;
    loaded: string[] = [];
    webContents: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      this.webContents = { id: nextId++, on: () => undefined, send: () => undefined, setWindowOpenHandler: () => undefined, isDestroyed: () => false };
      record.windows.push(this as never);
    }
    once() {}
    on() {}
    show() {}
    maximize() {}
    isMinimized() {
      return false;
    }
    setProgressBar() {}
    getNormalBounds() {
      return { x: 0, y: 0, width: 1440, height: 900 };
    }
    isMaximized() {
      return false;
    }
    isDestroyed() {
      return false;
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
  }
  const electron = {
    app: {
      isPackaged: true,
      requestSingleInstanceLock: () => (record.singleInstance++, true),
      getPath: (name: string) => (name === 'downloads' ? path.join(userData, 'Descargas') : userData),
      whenReady: async () => undefined,
      on: (event: string) => void record.appEvents.push(event),
      quit: () => undefined,
      exit: () => undefined,
      relaunch: () => undefined,
      setBadgeCount: () => true,
    },
    BrowserWindow,
    Menu: { setApplicationMenu: (menu: unknown) => void record.menu.push(menu), getApplicationMenu: () => null },
    Notification: class {
      static isSupported = () => true;
    },
    dialog: { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) },
    ipcMain: { handle: (channel: string, handler: Handler) => void record.handlers.set(channel, handler) },
    net: { fetch: fetchImpl },
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => void record.privileged.push(...schemes), handle: (scheme: string) => void record.protocols.push(scheme) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    session: { defaultSession: { setPermissionRequestHandler: () => void record.permissionHandlers++, setPermissionCheckHandler: () => void record.permissionHandlers++ } },
    shell: { openExternal: async () => undefined, showItemInFolder: () => undefined },
  };
  return { electron, record };
}

async function launch(argv: string[], fetchImpl: typeof fetch = fetch) {
  const userData = mkdtempSync(path.join(tmpdir(), 'plataforma-main-'));
  const fake = fakeElectron(userData, fetchImpl);
  vi.resetModules();
  vi.doMock('electron', () => ({ ...fake.electron, default: fake.electron }));
  // Never the developer's real keychain: without keytar, main keeps tokens in memory.
  vi.doMock('keytar', () => ({ default: {} }));
  const originalArgv = process.argv;
  process.argv = ['electron', '.', ...argv];
  try {
    await import('../../src/main/index');
    const started = Date.now();
    while (!fake.record.windows[0]?.loaded.length) {
      if (Date.now() - started > 10_000) throw new Error('the window never loaded');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    process.argv = originalArgv;
  }
  return { ...fake.record, userData };
}

const trusted = (id: number) => ({ sender: { id }, senderFrame: { url: 'app://plataforma/inicio', parent: null } });
const foreign = { sender: { id: 99 }, senderFrame: { url: 'https://evil.example/', parent: null } };

afterEach(() => {
  vi.doUnmock('electron');
  vi.doUnmock('keytar');
});

describe('the desktop main process, wired', () => {
  it('locks to one instance, registers app:// and permissions, opens the secure window on app://plataforma/', async () => {
    const run = await launch([]);
    expect(run.singleInstance).toBe(1);
    expect(run.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(run.protocols).toEqual(['app']);
    expect(run.permissionHandlers).toBe(2);
    expect(run.appEvents).toEqual(expect.arrayContaining(['web-contents-created', 'second-instance', 'window-all-closed', 'before-quit']));
    expect(run.windows).toHaveLength(1);
    expect(run.windows[0]!.loaded).toEqual(['app://plataforma/']);
    expect(run.windows[0]!.options).toMatchObject({ webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false } });
    expect(String((run.windows[0]!.options.webPreferences as { preload: string }).preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(run.menu).toEqual([]);
    expect([...run.handlers.keys()].sort()).toEqual(
      Object.values(IPC_CHANNELS)
        .filter((channel) => channel !== IPC_CHANNELS.downloadEvent && channel !== IPC_CHANNELS.openRoute)
        .sort(),
    );
  });

  it('answers IPC only to its window, and a first run reports the default server', async () => {
    const run = await launch([]);
    const id = run.windows[0]!.webContents.id;
    const info = await run.handlers.get(IPC_CHANNELS.info)!(trusted(id));
    expect(info).toMatchObject({ ok: true, value: { serverOrigin: 'http://localhost:8080', firstRun: true, kiosk: false, vault: { mode: 'memory' } } });
    expect(await run.handlers.get(IPC_CHANNELS.info)!(foreign)).toMatchObject({ ok: false, error: { code: 'remitente_no_permitido' } });
    expect(await run.handlers.get(IPC_CHANNELS.tokensSave)!(trusted(id), { accessToken: '' })).toMatchObject({ ok: false, error: { code: 'datos_invalidos' } });
    expect(await run.handlers.get(IPC_CHANNELS.tokensSave)!(trusted(id), { accessToken: 'a', refreshToken: 'r' })).toEqual({ ok: true, value: null });
    expect(await run.handlers.get(IPC_CHANNELS.tokensLoad)!(trusted(id))).toEqual({ ok: true, value: { accessToken: 'a', refreshToken: 'r' } });
    expect(await run.handlers.get(IPC_CHANNELS.downloadShow)!(trusted(id), 'nunca')).toMatchObject({ ok: false, error: { code: 'descarga_desconocida' } });
  });

  it('saves a tested server in settings.json; --server wins for the run', async () => {
    const healthy = (async () => new Response(JSON.stringify({ status: 'ok', version: '1.14.1' }), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const run = await launch(['--server=https://consola.empresa.mx'], healthy);
    const id = run.windows[0]!.webContents.id;
    expect(await run.handlers.get(IPC_CHANNELS.info)!(trusted(id))).toMatchObject({ value: { serverOrigin: 'https://consola.empresa.mx', firstRun: false } });
    expect(await run.handlers.get(IPC_CHANNELS.serverSave)!(trusted(id), 'https://plataforma.empresa.mx/')).toEqual({ ok: true, value: { origin: 'https://plataforma.empresa.mx' } });
    expect(JSON.parse(readFileSync(path.join(run.userData, 'settings.json'), 'utf8'))).toMatchObject({ serverUrl: 'https://plataforma.empresa.mx' });
    expect(await run.handlers.get(IPC_CHANNELS.serverSave)!(trusted(id), 'http://10.1.1.1')).toMatchObject({ ok: false, error: { code: 'direccion_invalida' } });
  });

  it('--kiosk opens the clock full screen without a menu', async () => {
    const run = await launch(['--kiosk']);
    expect(run.windows[0]!.loaded).toEqual(['app://plataforma/control-asistencia/reloj']);
    expect(run.windows[0]!.options).toMatchObject({ kiosk: true, fullscreen: true, webPreferences: { devTools: false } });
    expect(run.menu).toEqual([null]);
    const id = run.windows[0]!.webContents.id;
    expect(await run.handlers.get(IPC_CHANNELS.info)!(trusted(id))).toMatchObject({ value: { kiosk: true } });
  });
});
