import { APP_ORIGIN } from './protocol';

/**
 * The window's security rules (Electron security checklist), as pure functions and small
 * installers that take Electron's objects as parameters, so tests run them in plain Node.
 */

/**
 * The renderer's Content-Security-Policy, sent with every app:// response. Scripts only from the
 * app itself; the API and its socket only on the configured server. Styles allow inline because
 * Mantine writes CSS variables into style attributes. Images also from any https host: the map
 * tiles (VITE_MAP_TILE_URL, the live map of the control room) and companies' https logos; an
 * image cannot run code.
 */
export function contentSecurityPolicy(serverOrigin: string): string {
  const socketOrigin = serverOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${serverOrigin}`,
    `media-src 'self' blob: ${serverOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${serverOrigin} ${socketOrigin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The app's own pages (and, in development, electron-vite's dev server). */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.origin === APP_ORIGIN || `${parsed.protocol}//${parsed.host}` === APP_ORIGIN) return true;
    return Boolean(devServerUrl) && parsed.origin === new URL(devServerUrl!).origin;
  } catch {
    return false;
  }
}

/**
 * Links that may leave the app for the system browser: https (and mailto) only, no credentials
 * in the URL. Everything else (file:, javascript:, custom schemes, http) is dropped: the browser
 * must never be used to run or open something local.
 */
export function isSafeExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'mailto:') return /^[^\s@/]+@[^\s@/]+$/.test(decodeURIComponent(parsed.pathname));
  return parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.hostname.length > 0;
}

/** Only the camera and microphone (video rooms, speech to text), only for the app's own pages. */
export function isPermissionAllowed(permission: string, requestingUrl: string, mediaTypes: readonly string[] = [], devServerUrl?: string): boolean {
  if (permission !== 'media' || !isAppUrl(requestingUrl, devServerUrl)) return false;
  return mediaTypes.every((type) => type === 'audio' || type === 'video');
}

// Structural types of the Electron objects we touch: the real ones satisfy them.
export interface NavigationEvent {
  preventDefault(): void;
}
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string; mediaTypes?: string[] }) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean): void;
}

/**
 * Navigation stays inside the app; new windows are never created (an allowed external link goes
 * to the system browser); <webview> cannot be attached.
 */
export function guardWebContents(contents: GuardedContents, openExternal: (url: string) => unknown, devServerUrl?: string): void {
  const keepInside = (event: NavigationEvent, url: string) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  };
  contents.on('will-navigate', keepInside);
  contents.on('will-redirect', keepInside);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void openExternal(url);
    return { action: 'deny' };
  });
}

export function guardPermissions(session: PermissionSession, devServerUrl?: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl ?? '', details.mediaTypes ?? [], devServerUrl));
  });
  // Checks (as opposed to requests) carry no media types: allow the media check only for the app.
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin, [], devServerUrl));
}

/**
 * Every IPC handler asks this first: the message must come from our window's main frame, showing
 * one of the app's own pages. A frame or page we did not load gets nothing.
 */
export interface IpcSender {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}
export function isTrustedSender(event: IpcSender, trustedContentsIds: ReadonlySet<number>, devServerUrl?: string): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  return trustedContentsIds.has(event.sender.id) && isAppUrl(frame.url, devServerUrl);
}
