import { create } from 'zustand';
import type { DesktopInfo, DownloadEvent } from '../../shared/ipc';

/**
 * The desktop app's state in the renderer: what main said at start (server, kiosk, keychain) and
 * the report downloads of this run with their progress. Empty in the PWA.
 */
export interface DownloadEntry {
  id: string;
  fileName: string;
  state: 'progress' | 'done' | 'failed';
  received: number;
  total: number | null;
  path: string | null;
  message: string | null;
}

interface DesktopState {
  info: DesktopInfo | null;
  downloads: DownloadEntry[];
  /** The paired clock's device token, set by the clock page: kiosk exit asks whose clock this is. */
  kioskDeviceToken: string | null;
  setKioskDeviceToken(token: string | null): void;
  setInfo(info: DesktopInfo): void;
  addDownload(id: string, fileName: string): void;
  applyEvent(event: DownloadEvent): void;
  setDownloadDir(folder: string): void;
  clearFinished(): void;
}

export const useDesktopStore = create<DesktopState>()((set) => ({
  info: null,
  downloads: [],
  kioskDeviceToken: null,
  setKioskDeviceToken: (kioskDeviceToken) => set({ kioskDeviceToken }),
  setInfo: (info) => set({ info }),
  addDownload: (id, fileName) =>
    set((state) => ({ downloads: [{ id, fileName, state: 'progress', received: 0, total: null, path: null, message: null }, ...state.downloads] })),
  applyEvent: (event) =>
    set((state) => ({
      downloads: state.downloads.map((entry) => {
        if (entry.id !== event.id) return entry;
        if (event.state === 'progress') return { ...entry, received: event.received, total: event.total };
        if (event.state === 'done') return { ...entry, state: 'done', received: event.bytes, total: event.bytes, path: event.path };
        return { ...entry, state: 'failed', message: event.message };
      }),
    })),
  setDownloadDir: (folder) => set((state) => (state.info ? { info: { ...state.info, downloadDir: folder } } : {})),
  clearFinished: () => set((state) => ({ downloads: state.downloads.filter((entry) => entry.state === 'progress') })),
}));
