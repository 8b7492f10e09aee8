/**
 * The IPC capability map between the renderer (through the preload's `window.desktop`) and the
 * Electron main process. Each capability is one typed member; main validates sender and
 * arguments and answers `IpcResult`. Nothing generic (send/invoke/on) crosses the bridge.
 */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

export interface DesktopBridge {
  /** Always true: lets the renderer tell the desktop console from the PWA. */
  readonly isDesktop: true;
  readonly platform: string;
}
