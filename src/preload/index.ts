import { contextBridge, ipcRenderer } from 'electron';
import { type DesktopBridge, type DownloadEvent, IPC_CHANNELS } from '../shared/ipc';

/**
 * The typed bridge: one member per capability, each on its own fixed channel (CONVENTIONS.md §4).
 * Nothing generic is exposed — no send, invoke or on with a channel the page chooses — and the
 * Electron event object never reaches the page.
 */
const invoke = (channel: string, argument?: unknown) => ipcRenderer.invoke(channel, argument);

function subscribe<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: unknown, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

const desktop: DesktopBridge = {
  isDesktop: true,
  platform: process.platform,
  info: () => invoke(IPC_CHANNELS.info),
  tokens: {
    load: () => invoke(IPC_CHANNELS.tokensLoad),
    save: (tokens) => invoke(IPC_CHANNELS.tokensSave, tokens),
    clear: () => invoke(IPC_CHANNELS.tokensClear),
  },
  server: {
    test: (url) => invoke(IPC_CHANNELS.serverTest, url),
    save: (url) => invoke(IPC_CHANNELS.serverSave, url),
  },
  downloads: {
    start: (request) => invoke(IPC_CHANNELS.downloadStart, request),
    showInFolder: (id) => invoke(IPC_CHANNELS.downloadShow, id),
    chooseFolder: () => invoke(IPC_CHANNELS.downloadChooseFolder),
    onEvent: (listener) => subscribe<DownloadEvent>(IPC_CHANNELS.downloadEvent, listener),
  },
  kiosk: {
    exit: (credentials) => invoke(IPC_CHANNELS.kioskExit, credentials),
  },
  onOpenRoute: (listener) => subscribe<string>(IPC_CHANNELS.openRoute, listener),
};

contextBridge.exposeInMainWorld('desktop', desktop);
