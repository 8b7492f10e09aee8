import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_ORIGIN } from './protocol';
import { mainWindowOptions } from './window-options';

/**
 * The attendance clock on a wall: a full-screen kiosk window on the clock's route, with no menu,
 * no dev tools and nowhere else to go. If the renderer crashes it is reloaded; if it hangs for
 * longer than `HANG_RELOAD_MS` it is killed and reloaded. Leaving kiosk mode takes an
 * administrator of the clock's own company (or a super administrator): see kiosk-exit.ts.
 */
export const KIOSK_ROUTE = '/control-asistencia/reloj';
export const KIOSK_URL = `${APP_ORIGIN}${KIOSK_ROUTE}`;
export const CRASH_RELOAD_MS = 1000;
export const HANG_RELOAD_MS = 10_000;

export function kioskWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  const base = mainWindowOptions(preloadPath);
  return {
    ...base,
    kiosk: true,
    fullscreen: true,
    frame: false,
    closable: false,
    minimizable: false,
    autoHideMenuBar: true,
    webPreferences: { ...base.webPreferences, devTools: false },
  };
}

/** The clock's route (with any query or hash) on the app's own origin. */
export function isKioskUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === APP_ORIGIN && parsed.pathname === KIOSK_ROUTE;
  } catch {
    return false;
  }
}

export interface KioskContents {
  on(event: 'did-navigate' | 'did-navigate-in-page', listener: (event: unknown, url: string) => void): unknown;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  on(event: 'before-input-event', listener: (event: { preventDefault(): void }, input: KioskInput) => void): unknown;
  loadURL(url: string): Promise<void>;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}
export interface KioskInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export interface KioskTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Shortcuts a wall clock must ignore: dev tools, full screen, view source, zoom, print, new window, quit. */
export function isBlockedShortcut(input: KioskInput): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.toLowerCase();
  // F5 (reload) stays: it only brings the clock back.
  if (key === 'f12' || key === 'f11') return true;
  const modifier = input.control || input.meta;
  if (modifier && input.shift && ['i', 'j', 'c'].includes(key)) return true;
  if (modifier && ['u', 'p', 'n', 'w', 'q', 'o', 's', '+', '-', '=', '0', 'l', 't'].includes(key)) return true;
  if (input.alt && (key === 'f4' || key === 'arrowleft' || key === 'arrowright' || key === 'home')) return true;
  return false;
}

/**
 * Keeps a kiosk window on the clock: any navigation elsewhere (including client-side route
 * changes) goes back to it; a crash or a hang reloads it. Returns the number of reloads so far.
 */
export function guardKiosk(contents: KioskContents, timers: KioskTimers = globalThis, log: (message: string) => void = () => undefined) {
  let reloads = 0;
  let hangTimer: unknown = null;
  const backToClock = () => {
    if (contents.isDestroyed()) return;
    reloads++;
    void contents.loadURL(KIOSK_URL).catch(() => undefined);
  };
  const stayOnClock = (_event: unknown, url: string) => {
    if (!isKioskUrl(url)) {
      log(`kiosk: navegación a ${url} bloqueada`);
      void contents.loadURL(KIOSK_URL).catch(() => undefined);
    }
  };
  contents.on('did-navigate', stayOnClock);
  contents.on('did-navigate-in-page', stayOnClock);
  contents.on('render-process-gone', (_event, details) => {
    log(`kiosk: el renderer terminó (${details.reason}); se recarga`);
    timers.setTimeout(backToClock, CRASH_RELOAD_MS);
  });
  contents.on('unresponsive', () => {
    if (hangTimer) return;
    hangTimer = timers.setTimeout(() => {
      hangTimer = null;
      log('kiosk: el renderer no responde; se reinicia');
      contents.forcefullyCrashRenderer();
      backToClock();
    }, HANG_RELOAD_MS);
  });
  contents.on('responsive', () => {
    if (hangTimer) timers.clearTimeout(hangTimer);
    hangTimer = null;
  });
  contents.on('before-input-event', (event, input) => {
    if (isBlockedShortcut(input)) event.preventDefault();
  });
  return { reloads: () => reloads };
}
