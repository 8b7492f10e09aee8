import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESKTOP_APP_HOST, DESKTOP_APP_ORIGIN, DESKTOP_APP_SCHEME } from '../shared/ipc';

/**
 * The renderer is served from `app://plataforma/` rather than file:// (Electron security
 * checklist: a custom protocol gives the app a real origin and lets us decide exactly which files
 * can be read). Only files inside the renderer folder are served; paths that look like client
 * routes get index.html (SPA fallback); everything else is a 404.
 */
export const APP_SCHEME = DESKTOP_APP_SCHEME;
export const APP_HOST = DESKTOP_APP_HOST;
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;

export type Resolution = { file: string } | { status: 404 };

export function resolveAppFile(requestUrl: string, rendererDir: string, isFile: (file: string) => boolean = defaultIsFile): Resolution {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { status: 404 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { status: 404 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { status: 404 };
  }
  if (pathname.includes('\0')) return { status: 404 };
  const root = path.resolve(rendererDir);
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  // Decoded "..", "%2e%2e%2f" or backslashes must never climb out of the renderer folder.
  if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return { status: 404 };
  if (candidate !== root && isFile(candidate)) return { file: candidate };
  // A path with an extension that is not there is a missing file, not a client route.
  if (path.posix.extname(pathname)) return { status: 404 };
  return { file: path.join(root, 'index.html') };
}

function defaultIsFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** What `protocol.registerSchemesAsPrivileged` gets before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

/**
 * The handler `protocol.handle(APP_SCHEME, …)` runs; `fetchFile` is Electron's `net.fetch`.
 * Every answer carries the Content-Security-Policy, so it holds for the page and its workers.
 */
export function createAppProtocolHandler(rendererDir: string, fetchFile: (url: string) => Promise<Response>, contentSecurityPolicy: () => string) {
  const securityHeaders = () => ({
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
  });
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: securityHeaders() });
    const resolution = resolveAppFile(request.url, rendererDir);
    if ('status' in resolution) {
      return new Response('No encontrado', { status: 404, headers: { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8' } });
    }
    const file = await fetchFile(pathToFileURL(resolution.file).toString());
    const headers = new Headers(file.headers);
    for (const [name, value] of Object.entries(securityHeaders())) headers.set(name, value);
    if (resolution.file.endsWith('index.html')) headers.set('cache-control', 'no-cache');
    return new Response(file.body, { status: file.status, headers });
  };
}
