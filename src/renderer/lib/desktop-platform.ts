import type { DesktopBridge, IpcErrorCode, IpcResult } from '../../shared/ipc';
import { useDesktopStore } from '../stores/desktop';
import { absoluteServerUrl } from './api-client';
import type { ReportSaver } from './downloads';
import type { TokenVault } from './platform';

/**
 * The renderer's side of the desktop app: the preload's `window.desktop` bridge behind the same
 * interfaces the PWA uses (token vault, report saver), so pages never ask which app they run in.
 */
export function desktopBridge(): DesktopBridge | null {
  return (window as { desktop?: DesktopBridge }).desktop ?? null;
}

/** A refusal from main: its Spanish message for people and its code (one of IPC_ERROR_CODES) for code. */
export class DesktopError extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DesktopError';
  }
}

/** An IpcResult's value, or a DesktopError with main's Spanish message and code. */
export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new DesktopError(result.error.code, result.error.message);
}

/** Tokens in the OS keychain through main: never in localStorage or cookies. */
export function desktopVault(bridge: DesktopBridge): TokenVault {
  return {
    external: true,
    async load() {
      return unwrap(await bridge.tokens.load());
    },
    async save(tokens) {
      unwrap(await bridge.tokens.save({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
    },
    async clear() {
      unwrap(await bridge.tokens.clear());
    },
  };
}

let downloadSequence = 0;

/** Reports go through main to the Downloads folder; progress lands in the desktop store. */
export function desktopReportSaver(bridge: DesktopBridge): ReportSaver {
  return {
    async save({ url, fileName }) {
      const id = `d${Date.now().toString(36)}${(downloadSequence++).toString(36)}`;
      useDesktopStore.getState().addDownload(id, fileName);
      const result = await bridge.downloads.start({ id, url: absoluteServerUrl(url), fileName });
      if (!result.ok) {
        useDesktopStore.getState().applyEvent({ id, state: 'failed', code: result.error.code, message: result.error.message });
        throw new DesktopError(result.error.code, result.error.message);
      }
    },
  };
}
