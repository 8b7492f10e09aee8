import { contextBridge } from 'electron';
import type { DesktopBridge } from '../shared/ipc';

/** The typed bridge: one member per capability, nothing generic (CONVENTIONS.md §4). */
const desktop: DesktopBridge = {
  isDesktop: true,
  platform: process.platform,
};

contextBridge.exposeInMainWorld('desktop', desktop);
