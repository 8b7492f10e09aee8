import path from 'node:path';
import { BrowserWindow, Menu, Notification, app, dialog, ipcMain, net, protocol, screen, session, shell } from 'electron';
import { io } from 'socket.io-client';
import { IPC_CHANNELS, type DesktopInfo } from '../shared/ipc';
import { createDownloadManager } from './downloads';
import { IpcFailure, createIpcRegistrar } from './ipc';
import { downloadIdSchema, downloadRequestSchema, kioskCredentialsSchema, serverUrlSchema, tokensSchema } from './ipc-schemas';
import { createTokenKeychain, loadKeytar } from './keychain';
import { KIOSK_ROUTE, guardKiosk, kioskWindowOptions } from './kiosk';
import { verifyKioskAdministrator } from './kiosk-exit';
import { createNotificationRelay } from './notifications';
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol';
import { contentSecurityPolicy, guardPermissions, guardWebContents, isTrustedSender } from './security';
import { checkServer } from './server-check';
import { chooseServer, loadSettings, parseLaunchArgs, saveSettings } from './settings';
import { restorableBounds, trackWindowBounds } from './window-state';
import { mainWindowOptions } from './window-options';

/**
 * The composition root: Electron's objects are handed to the small modules beside this file,
 * which hold every rule and are tested in plain Node (tests/main).
 */

// The desktop OAuth client (../shared/demo-data.md). An installed app cannot keep a secret; the
// pair only tells the server which app is calling, so a site may set its own through the environment.
const DESKTOP_CLIENT = {
  id: process.env.PLATAFORMA_OAUTH_CLIENT_ID || 'desktop',
  secret: process.env.PLATAFORMA_OAUTH_CLIENT_SECRET || 'desktop-dev-secret',
};

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// One console per machine: a second launch focuses the first window.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

async function start() {
  const log = (message: string) => console.log(`[plataforma] ${message}`);
  const launch = parseLaunchArgs(process.argv);
  const userData = app.getPath('userData');
  let settings = loadSettings(userData);
  const server = chooseServer(launch, settings);
  let serverOrigin = server.origin;
  const kiosk = launch.kiosk || settings.kiosk;
  const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const rendererDir = path.join(import.meta.dirname, '../renderer');
  // Sandboxed preloads run as classic scripts: the bundle is CommonJS.
  const preload = path.join(import.meta.dirname, '../preload/index.cjs');
  const keychain = createTokenKeychain(await loadKeytar());
  const trustedContents = new Set<number>();
  let window: BrowserWindow | null = null;
  let quitting = false;

  const updateSettings = (change: Partial<typeof settings>) => {
    settings = { ...settings, ...change };
    saveSettings(userData, settings);
  };
  const accessToken = async () => (await keychain.get(serverOrigin))?.accessToken ?? null;
  const showWindow = () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  const relay = createNotificationRelay({
    io,
    fetch: net.fetch as typeof fetch,
    serverOrigin: () => serverOrigin,
    token: accessToken,
    show: ({ title, body, onClick }) => {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      notification.on('click', onClick);
      notification.show();
    },
    setBadge: (count) => app.setBadgeCount(count),
    open: (route) => {
      showWindow();
      window?.webContents.send(IPC_CHANNELS.openRoute, route);
    },
  });

  const downloads = createDownloadManager({
    fetch: net.fetch as typeof fetch,
    serverOrigin: () => serverOrigin,
    token: accessToken,
    folder: () => settings.downloadDir ?? app.getPath('downloads'),
    emit: (event) => window?.webContents.send(IPC_CHANNELS.downloadEvent, event),
    setProgressBar: (fraction) => window?.setProgressBar(fraction),
  });

  await app.whenReady();
  // The wall clock has no menu at all (and so none of its shortcuts).
  if (kiosk) Menu.setApplicationMenu(null);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir, (url) => net.fetch(url), () => contentSecurityPolicy(serverOrigin)));
  guardPermissions(session.defaultSession, devServerUrl);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, (url) => shell.openExternal(url), devServerUrl));

  const handle = createIpcRegistrar(ipcMain, (event) => isTrustedSender(event, trustedContents, devServerUrl), log);
  handle(IPC_CHANNELS.info, null, async (): Promise<DesktopInfo> => ({
    serverOrigin,
    firstRun: server.firstRun && !settings.serverUrl,
    kiosk,
    vault: keychain.status(),
    downloadDir: settings.downloadDir ?? app.getPath('downloads'),
  }));
  handle(IPC_CHANNELS.tokensLoad, null, async () => keychain.get(serverOrigin));
  handle(IPC_CHANNELS.tokensSave, tokensSchema, async (tokens) => {
    await keychain.set(serverOrigin, tokens);
    void relay.sync();
    return null;
  });
  handle(IPC_CHANNELS.tokensClear, null, async () => {
    await keychain.delete(serverOrigin);
    void relay.sync();
    return null;
  });
  handle(IPC_CHANNELS.serverTest, serverUrlSchema, async (url) => {
    const check = await checkServer(url, net.fetch as typeof fetch);
    if (!check.ok) throw new IpcFailure(check.code, check.message);
    return { origin: check.origin, version: check.version };
  });
  handle(IPC_CHANNELS.serverSave, serverUrlSchema, async (url) => {
    const check = await checkServer(url, net.fetch as typeof fetch);
    if (!check.ok) throw new IpcFailure(check.code, check.message);
    updateSettings({ serverUrl: check.origin });
    relay.stop();
    serverOrigin = check.origin;
    setTimeout(() => void window?.loadURL(`${APP_ORIGIN}/`), 50);
    return { origin: check.origin };
  });
  handle(IPC_CHANNELS.downloadStart, downloadRequestSchema, (request) => downloads.start(request));
  handle(IPC_CHANNELS.downloadShow, downloadIdSchema, async (id) => {
    const file = downloads.finishedPath(id);
    if (!file) throw new IpcFailure('descarga_desconocida', 'Esa descarga no existe en esta sesión.');
    shell.showItemInFolder(file);
    return null;
  });
  handle(IPC_CHANNELS.downloadChooseFolder, null, async () => {
    if (!window) return null;
    const choice = await dialog.showOpenDialog(window, { title: 'Carpeta para guardar los reportes', properties: ['openDirectory', 'createDirectory'] });
    if (choice.canceled || !choice.filePaths[0]) return null;
    updateSettings({ downloadDir: choice.filePaths[0] });
    return choice.filePaths[0];
  });
  handle(IPC_CHANNELS.kioskExit, kioskCredentialsSchema, async ({ email, password, deviceToken }) => {
    if (!kiosk) return null;
    const check = await verifyKioskAdministrator({ fetch: net.fetch as typeof fetch, serverOrigin, client: DESKTOP_CLIENT, email, password, deviceToken });
    if (!check.ok) throw new IpcFailure(check.code, check.message);
    updateSettings({ kiosk: false });
    app.relaunch({ args: process.argv.slice(1).filter((argument) => argument !== '--kiosk') });
    app.exit(0);
    return null;
  });

  const createWindow = () => {
    const saved = kiosk ? null : restorableBounds(settings.windowBounds, screen.getAllDisplays().map((display) => display.workArea));
    window = new BrowserWindow(kiosk ? kioskWindowOptions(preload) : mainWindowOptions(preload, saved ?? undefined));
    const contents = window.webContents;
    trustedContents.add(contents.id);
    window.once('ready-to-show', () => {
      if (saved?.maximized) window?.maximize();
      window?.show();
    });
    window.on('closed', () => {
      trustedContents.delete(contents.id);
      window = null;
    });
    if (kiosk) {
      guardKiosk(contents, globalThis, log);
      // Only an administrator's credentials (kiosk:exit) close the clock — or the OS shutting down.
      window.on('close', (event) => {
        if (!quitting) event.preventDefault();
      });
    } else {
      trackWindowBounds(window, (bounds) => updateSettings({ windowBounds: bounds }));
    }
    const route = kiosk ? KIOSK_ROUTE : '/';
    void window.loadURL(devServerUrl ? new URL(route, devServerUrl).toString() : `${APP_ORIGIN}${route}`);
  };

  app.on('before-quit', () => (quitting = true));
  app.on('second-instance', showWindow);
  app.on('window-all-closed', () => {
    relay.stop();
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  createWindow();
  void relay.sync();
}
