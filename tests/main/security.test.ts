import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  guardPermissions,
  guardWebContents,
  isAppUrl,
  isPermissionAllowed,
  isSafeExternalUrl,
  isTrustedSender,
} from '../../src/main/security';

function fakeContents() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  return {
    on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    navigate(event: string, url: string) {
      const prevented = { value: false };
      listeners.get(event)!({ preventDefault: () => (prevented.value = true) }, url);
      return prevented.value;
    },
    attachWebview() {
      const prevented = { value: false };
      listeners.get('will-attach-webview')!({ preventDefault: () => (prevented.value = true) });
      return prevented.value;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

describe('navigation, new windows and external links', () => {
  it('keeps navigation inside app://plataforma (and the dev server only when given)', () => {
    const contents = fakeContents();
    guardWebContents(contents as never, () => undefined);
    expect(contents.navigate('will-navigate', 'app://plataforma/contenedores')).toBe(false);
    expect(contents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.navigate('will-redirect', 'http://localhost:5173/')).toBe(true);
    expect(contents.attachWebview()).toBe(true);
    const dev = fakeContents();
    guardWebContents(dev as never, () => undefined, 'http://localhost:5173');
    expect(dev.navigate('will-navigate', 'http://localhost:5173/inicio')).toBe(false);
  });

  it('never opens a window; safe links go to the system browser, the rest nowhere', () => {
    const opened: string[] = [];
    const contents = fakeContents();
    guardWebContents(contents as never, (url) => opened.push(url));
    for (const url of ['https://www.sat.gob.mx/', 'mailto:soporte@plataforma.mx', 'http://example.com/', 'file:///C:/Windows/system32/calc.exe', 'javascript:alert(1)', 'smb://host/share', 'https://user:pw@example.com/', 'ms-msdt:/id']) {
      expect(contents.open(url)).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://www.sat.gob.mx/', 'mailto:soporte@plataforma.mx']);
  });

  it('tells app URLs from everything else', () => {
    expect(isAppUrl('app://plataforma/x')).toBe(true);
    expect(isAppUrl('app://otro/x')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
    expect(isSafeExternalUrl('mailto:no-arroba')).toBe(false);
  });
});

describe('permissions', () => {
  it('grants camera and microphone to the app only, and nothing else to anyone', () => {
    expect(isPermissionAllowed('media', 'app://plataforma/sala', ['video', 'audio'])).toBe(true);
    expect(isPermissionAllowed('media', 'https://evil.example/', ['audio'])).toBe(false);
    for (const permission of ['geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi', 'display-capture', 'hid', 'serial', 'usb']) {
      expect(isPermissionAllowed(permission, 'app://plataforma/', []), permission).toBe(false);
    }
  });

  it('installs request and check handlers on the session', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void, d: { requestingUrl?: string; mediaTypes?: string[] }) => void) | null = null;
    let check: ((c: unknown, p: string, origin: string) => boolean) | null = null;
    guardPermissions({ setPermissionRequestHandler: (handler) => (request = handler), setPermissionCheckHandler: (handler) => (check = handler) });
    const answers: boolean[] = [];
    request!(null, 'media', (granted) => answers.push(granted), { requestingUrl: 'app://plataforma/', mediaTypes: ['audio'] });
    request!(null, 'geolocation', (granted) => answers.push(granted), { requestingUrl: 'app://plataforma/' });
    expect(answers).toEqual([true, false]);
    expect(check!(null, 'media', 'app://plataforma')).toBe(true);
    expect(check!(null, 'notifications', 'app://plataforma')).toBe(false);
  });
});

describe('IPC sender validation', () => {
  const trusted = new Set([7]);
  it('accepts only our window’s main frame showing an app page', () => {
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: { url: 'app://plataforma/inicio', parent: null } }, trusted)).toBe(true);
    expect(isTrustedSender({ sender: { id: 8 }, senderFrame: { url: 'app://plataforma/inicio', parent: null } }, trusted)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: { url: 'https://evil.example/', parent: null } }, trusted)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: { url: 'app://plataforma/', parent: {} } }, trusted)).toBe(false);
    expect(isTrustedSender({ sender: { id: 7 }, senderFrame: null }, trusted)).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  it('allows scripts from the app only and the API and socket on the configured server', () => {
    const policy = contentSecurityPolicy('https://plataforma.mx');
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://plataforma.mx', 'wss://plataforma.mx']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });
});

