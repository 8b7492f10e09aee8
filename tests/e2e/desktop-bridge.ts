import type { Page } from '@playwright/test';

/**
 * A stand-in for the preload's `window.desktop` bridge, for browser tests of the renderer as the
 * desktop console runs it. It keeps its "keychain" in sessionStorage so that it survives a reload,
 * records every call, and lets the test finish downloads and click notifications.
 */
export interface FakeOptions {
  /** The API server the console is set to (default: the page's own origin). */
  serverOrigin?: string;
  firstRun?: boolean;
  kiosk?: boolean;
  vault?: { mode: 'keychain' } | { mode: 'memory'; reason: string };
}

export async function installFakeBridge(page: Page, options: FakeOptions = {}) {
  await page.addInitScript((settings: FakeOptions) => {
    const ok = (value: unknown) => ({ ok: true, value });
    const fail = (code: string, message: string) => ({ ok: false, error: { code, message } });
    const record = (name: string, argument?: unknown) => {
      const calls = JSON.parse(sessionStorage.getItem('fake-calls') ?? '[]');
      calls.push([name, argument ?? null]);
      sessionStorage.setItem('fake-calls', JSON.stringify(calls));
    };
    const downloadListeners: ((event: unknown) => void)[] = [];
    const routeListeners: ((route: string) => void)[] = [];
    const pending = new Map<string, () => void>();
    (window as unknown as Record<string, unknown>).__fake = {
      finishDownload: (id: string) => pending.get(id)?.(),
      openRoute: (route: string) => routeListeners.forEach((listener) => listener(route)),
    };
    (window as unknown as Record<string, unknown>).desktop = {
      isDesktop: true,
      platform: 'linux',
      info: async () =>
        ok({
          serverOrigin: settings.serverOrigin ?? location.origin,
          firstRun: settings.firstRun ?? false,
          kiosk: settings.kiosk ?? false,
          vault: settings.vault ?? { mode: 'keychain' },
          downloadDir: '/home/operador/Descargas',
        }),
      tokens: {
        load: async () => ok(JSON.parse(sessionStorage.getItem('fake-keychain') ?? 'null')),
        save: async (tokens: unknown) => {
          record('tokens.save');
          sessionStorage.setItem('fake-keychain', JSON.stringify(tokens));
          return ok(null);
        },
        clear: async () => {
          record('tokens.clear');
          sessionStorage.removeItem('fake-keychain');
          return ok(null);
        },
      },
      server: {
        test: async (url: string) => {
          record('server.test', url);
          return url.replace(/\/$/, '') === (settings.serverOrigin ?? location.origin) ? ok({ origin: settings.serverOrigin ?? location.origin, version: '1.14.1' }) : fail('sin_respuesta', `No hubo respuesta de ${url}. Revisa la dirección y que el servidor esté encendido.`);
        },
        save: async (url: string) => {
          record('server.save', url);
          return ok({ origin: url });
        },
      },
      downloads: {
        start: async (request: { id: string; url: string; fileName: string }) => {
          record('downloads.start', request);
          // Like main: fetch the signed URL (here without a token: the signature is the permission).
          const response = await fetch(request.url);
          const bytes = (await response.arrayBuffer()).byteLength;
          downloadListeners.forEach((listener) => listener({ id: request.id, state: 'progress', received: Math.floor(bytes / 2), total: bytes }));
          await new Promise<void>((resolve) => pending.set(request.id, resolve));
          const path = `/home/operador/Descargas/${request.fileName}`;
          downloadListeners.forEach((listener) => listener({ id: request.id, state: 'done', path, bytes }));
          return ok({ path, bytes });
        },
        showInFolder: async (id: string) => {
          record('downloads.showInFolder', id);
          return ok(null);
        },
        chooseFolder: async () => ok('/home/operador/Reportes'),
        onEvent: (listener: (event: unknown) => void) => {
          downloadListeners.push(listener);
          return () => undefined;
        },
      },
      kiosk: {
        exit: async (credentials: { email: string; password: string }) => {
          record('kiosk.exit', credentials.email);
          return fail('sin_permiso', 'Solo un administrador de la empresa puede salir del modo quiosco.');
        },
      },
      onOpenRoute: (listener: (route: string) => void) => {
        routeListeners.push(listener);
        return () => undefined;
      },
    };
  }, options);
}


export const bridgeCalls = async (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('fake-calls') ?? '[]') as [string, unknown][]);
