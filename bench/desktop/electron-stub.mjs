// A stand-in for the `electron` module so that out/main/index.js runs in plain Node: every API
// the main process touches at start-up, recording when the window is created and starts loading.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const userData = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-desktop-'));
const noop = () => undefined;
const emitter = () => ({ on: noop, once: noop, removeListener: noop });
const report = (phase) => process.send?.({ phase, at: performance.now() });
// Node's start and the loader hook are not main's work: count from here.
report('stub-evaluated');

export const app = {
  isPackaged: true,
  requestSingleInstanceLock: () => {
    report('module-loaded');
    return true;
  },
  getPath: (name) => (name === 'downloads' ? tmpdir() : userData),
  whenReady: async () => report('ready'),
  on: noop,
  quit: noop,
  exit: noop,
  relaunch: noop,
  setBadgeCount: noop,
};
export class BrowserWindow {
  static getAllWindows = () => [];
  constructor(options) {
    report('window-created');
    this.options = options;
    this.webContents = { id: 1, ...emitter(), send: noop, setWindowOpenHandler: noop, isDestroyed: () => false };
  }
  once = noop;
  on = noop;
  show = noop;
  maximize = noop;
  isMinimized = () => false;
  setProgressBar = noop;
  async loadURL(url) {
    report('load-url');
    process.send?.({ phase: 'done', url });
  }
}
export const Menu = { setApplicationMenu: noop, getApplicationMenu: () => null };
export class Notification {
  static isSupported = () => true;
}
export const dialog = { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) };
export const ipcMain = { handle: noop };
export const net = { fetch: (...args) => fetch(...args) };
export const protocol = { registerSchemesAsPrivileged: noop, handle: noop };
export const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] };
export const session = { defaultSession: { setPermissionRequestHandler: noop, setPermissionCheckHandler: noop } };
export const shell = { openExternal: async () => undefined, showItemInFolder: noop };
export default { app, BrowserWindow, Menu, Notification, dialog, ipcMain, net, protocol, screen, session, shell };
