import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from 'app-builder-lib/out/util/config/config';
import { IPC_CHANNELS } from '../../src/shared/ipc';
import { KIOSK_URL, kioskWindowOptions } from '../../src/main/kiosk';
import { createAppProtocolHandler } from '../../src/main/protocol';
import { contentSecurityPolicy, guardWebContents, isPermissionAllowed, isSafeExternalUrl, isTrustedSender } from '../../src/main/security';
import { normalizeServerUrl } from '../../src/main/settings';
import { mainWindowOptions } from '../../src/main/window-options';

/**
 * The Electron security checklist (https://www.electronjs.org/docs/latest/tutorial/security),
 * item by item. Each item is asserted here or points at the test that covers it in depth.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const exposed: Record<string, unknown> = {};
const invoked: { channel: string; argument: unknown }[] = [];
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: {
    invoke: async (channel: string, argument: unknown) => {
      invoked.push({ channel, argument });
      return { ok: true, value: null };
    },
    on: () => undefined,
    removeListener: () => undefined,
  },
}));

const windows = [mainWindowOptions('/app/preload.cjs'), kioskWindowOptions('/app/preload.cjs')];
const mainSource = readFileSync(path.join(ROOT, 'src/main/index.ts'), 'utf8');

beforeAll(async () => {
  await import('../../src/preload/index');
});

describe('Electron security checklist', () => {
  it('1. only secure content: the app from app://, remote servers only over https', () => {
    expect(mainSource).not.toMatch(/loadFile\(|file:\/\//);
    expect(normalizeServerUrl('http://servidor.empresa.mx').ok).toBe(false);
    expect(normalizeServerUrl('https://servidor.empresa.mx').ok).toBe(true);
  });

  it('2. no Node.js integration in any renderer, worker or frame', () => {
    for (const options of windows) {
      expect(options.webPreferences).toMatchObject({ nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false });
    }
  });

  it('3. context isolation on', () => {
    for (const options of windows) expect(options.webPreferences?.contextIsolation).toBe(true);
  });

  it('4. process sandboxing on', () => {
    for (const options of windows) expect(options.webPreferences?.sandbox).toBe(true);
  });

  it('5. permission requests handled: camera and microphone for the app only (tests/main/security.test.ts)', () => {
    expect(isPermissionAllowed('media', 'app://plataforma/', ['video'])).toBe(true);
    expect(isPermissionAllowed('geolocation', 'app://plataforma/')).toBe(false);
    expect(mainSource).toContain('guardPermissions(session.defaultSession');
  });

  it('6. webSecurity never disabled', () => {
    for (const options of windows) expect(options.webPreferences?.webSecurity).toBe(true);
  });

  it('7. a Content-Security-Policy on every app:// response', async () => {
    const handler = createAppProtocolHandler(path.join(ROOT, 'out/renderer'), async () => new Response('<!doctype html>'), () => contentSecurityPolicy('https://p.mx'));
    const response = await handler(new Request('app://plataforma/inicio'));
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const missing = await handler(new Request('app://plataforma/nada.png'));
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('8. allowRunningInsecureContent off', () => {
    for (const options of windows) expect(options.webPreferences?.allowRunningInsecureContent).toBe(false);
  });

  it('9. experimental features off', () => {
    for (const options of windows) expect(options.webPreferences?.experimentalFeatures).toBe(false);
  });

  it('10. no enableBlinkFeatures', () => {
    for (const options of windows) expect(options.webPreferences).not.toHaveProperty('enableBlinkFeatures');
    expect(mainSource).not.toContain('enableBlinkFeatures');
  });

  it('11 and 12. no <webview> (so no allowpopups and no webview options to verify): the tag is off and attaching one is refused', () => {
    for (const options of windows) expect(options.webPreferences?.webviewTag).toBe(false);
    const listeners = new Map<string, (event: { preventDefault(): void }) => void>();
    guardWebContents({ on: (event: string, listener: never) => listeners.set(event, listener), setWindowOpenHandler: () => undefined } as never, () => undefined);
    let prevented = false;
    listeners.get('will-attach-webview')!({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('13. navigation limited to the app (tests/main/security.test.ts); every web contents is guarded', () => {
    expect(mainSource).toMatch(/web-contents-created[\s\S]*guardWebContents/);
    expect(KIOSK_URL).toBe('app://plataforma/control-asistencia/reloj');
  });

  it('14. new windows never created (window.open denied)', () => {
    let handler: ((details: { url: string }) => { action: string }) | null = null;
    guardWebContents({ on: () => undefined, setWindowOpenHandler: (next: never) => (handler = next) } as never, () => undefined);
    expect(handler!({ url: 'app://plataforma/otra' })).toEqual({ action: 'deny' });
  });

  it('15. shell.openExternal only after URL checks', () => {
    expect(isSafeExternalUrl('https://www.gob.mx/')).toBe(true);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(mainSource.match(/openExternal\(/g)).toHaveLength(1);
    expect(mainSource).toContain('guardWebContents(contents, (url) => shell.openExternal(url)');
  });

  it('16. a current Electron (a supported major: the latest three)', () => {
    const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8')).version as string;
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(43);
  });

  it('17. every IPC handler checks its sender (tests/main/ipc.test.ts)', () => {
    expect(isTrustedSender({ sender: { id: 1 }, senderFrame: { url: 'app://plataforma/', parent: null } }, new Set([1]))).toBe(true);
    expect(mainSource).not.toMatch(/ipcMain\.(on|handle)\(/);
    expect(mainSource).toContain('createIpcRegistrar(ipcMain, (event) => isTrustedSender(');
  });

  it('18. no file:// — the renderer comes from the app:// protocol (tests/main/protocol.test.ts)', () => {
    expect(mainSource).toContain('protocol.handle(APP_SCHEME');
    expect(mainSource).toContain('registerSchemesAsPrivileged');
  });

  it('19. fuses set as electron-builder’s security guide recommends (flipped in the packaging dry run)', async () => {
    const config = await getConfig(ROOT, null, null);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('20. no Electron API exposed: the preload offers typed capabilities on fixed channels only', async () => {
    const bridge = exposed.desktop as Record<string, unknown>;
    expect(Object.keys(exposed)).toEqual(['desktop']);
    expect(Object.keys(bridge).sort()).toEqual(['downloads', 'info', 'isDesktop', 'kiosk', 'onOpenRoute', 'platform', 'server', 'tokens']);
    const members = JSON.stringify(bridge, (_key, value) => (typeof value === 'function' ? 'fn' : value));
    expect(members).not.toMatch(/"(send|invoke|on|ipcRenderer|require|process)"/);
    const typed = exposed.desktop as { tokens: { save(value: unknown): Promise<unknown> }; downloads: { start(value: unknown): Promise<unknown> } };
    await typed.tokens.save({ accessToken: 'a', refreshToken: null });
    await typed.downloads.start({ id: 'x', url: '/r', fileName: 'r.csv' });
    expect(invoked.map((call) => call.channel)).toEqual([IPC_CHANNELS.tokensSave, IPC_CHANNELS.downloadStart]);
  });
});
