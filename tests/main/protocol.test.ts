import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, resolveAppFile } from '../../src/main/protocol';

let root: string;
let outside: string;
beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'plataforma-protocol-'));
  root = path.join(base, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  outside = path.join(base, 'secret.txt');
  writeFileSync(outside, 'no');
});

describe('app:// protocol', () => {
  it('serves files inside the renderer folder', () => {
    expect(resolveAppFile('app://plataforma/assets/app-1a2b.js', root)).toEqual({ file: path.join(root, 'assets', 'app-1a2b.js') });
    expect(resolveAppFile('app://plataforma/', root)).toEqual({ file: path.join(root, 'index.html') });
  });

  it('answers client routes with index.html (SPA fallback)', () => {
    for (const route of ['/inicio', '/contenedores/12/detalles', '/control-asistencia/reloj?x=1']) {
      expect(resolveAppFile(`app://plataforma${route}`, root)).toEqual({ file: path.join(root, 'index.html') });
    }
  });

  it('never serves anything outside the folder, however the path is spelled', () => {
    for (const hostile of [
      'app://plataforma/../secret.txt',
      'app://plataforma/%2e%2e/secret.txt',
      'app://plataforma/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://plataforma/..%5csecret.txt',
      'app://plataforma/%00index.html',
      'app://plataforma/%E0%A4%A',
    ]) {
      const resolution = resolveAppFile(hostile, root);
      const safe = 'status' in resolution || resolution.file.startsWith(root + path.sep);
      expect(safe, hostile).toBe(true);
      expect(resolution).not.toEqual({ file: outside });
    }
  });

  it('answers 404 for a missing file, another host or another scheme', () => {
    expect(resolveAppFile('app://plataforma/assets/no-existe.js', root)).toEqual({ status: 404 });
    expect(resolveAppFile('app://otro/index.html', root)).toEqual({ status: 404 });
    expect(resolveAppFile('file:///etc/passwd', root)).toEqual({ status: 404 });
  });

  it('hands the resolved file to Electron net.fetch, and a 404 otherwise', async () => {
    const fetched: string[] = [];
    const handler = createAppProtocolHandler(
      root,
      async (url) => {
        fetched.push(url);
        return new Response('ok', { headers: { 'content-type': 'text/html' } });
      },
      () => "default-src 'self'",
    );
    const page = await handler(new Request('app://plataforma/inicio'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(fetched).toEqual([`file://${path.join(root, 'index.html')}`]);
    expect((await handler(new Request('app://plataforma/x.png'))).status).toBe(404);
    expect((await handler(new Request('app://plataforma/../secret.txt'))).status).not.toBe(200);
    expect((await handler(new Request('app://plataforma/inicio', { method: 'POST' }))).status).toBe(405);
    expect(fetched).toHaveLength(1);
  });
});
