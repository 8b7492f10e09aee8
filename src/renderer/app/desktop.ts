import type { DesktopInfo } from '../../shared/ipc';
import { setServerOrigin } from '../lib/api-client';
import { desktopBridge, desktopReportSaver, desktopVault, unwrap } from '../lib/desktop-platform';
import { setReportSaver } from '../lib/downloads';
import { setTokenVault } from '../lib/platform';
import { useDesktopStore } from '../stores/desktop';
import { navigateTo } from './router';

/**
 * Runs before anything else in the desktop app: the API goes to the configured server, the
 * token to the OS keychain, reports to disk through main, and a clicked native notification
 * opens its route here. Returns null in the browser.
 */
export async function installDesktop(): Promise<DesktopInfo | null> {
  const bridge = desktopBridge();
  if (!bridge) return null;
  const info = unwrap(await bridge.info());
  useDesktopStore.getState().setInfo(info);
  setServerOrigin(info.serverOrigin);
  setTokenVault(desktopVault(bridge));
  setReportSaver(desktopReportSaver(bridge));
  bridge.downloads.onEvent((event) => useDesktopStore.getState().applyEvent(event));
  bridge.onOpenRoute((route) => navigateTo(route));
  return info;
}
