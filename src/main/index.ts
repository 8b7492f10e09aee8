import path from 'node:path';
import { BrowserWindow, app, shell } from 'electron';
import { mainWindowOptions } from './window-options';

// One console per machine: a second launch focuses the first window.
if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | null = null;

function createWindow() {
  mainWindow = new BrowserWindow(mainWindowOptions(path.join(import.meta.dirname, '../preload/index.mjs')));
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  // No window.open inside the app; http(s) links open in the system browser.
  mainWindow.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void mainWindow.loadURL(devServer);
  else void mainWindow.loadFile(path.join(import.meta.dirname, '../renderer/index.html'));
}

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});
app.whenReady().then(createWindow);
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('activate', () => {
  if (BrowserWindow.getAllWindows().length === 0) createWindow();
});
