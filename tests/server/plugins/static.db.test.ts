import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../helpers/test-app';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'plataforma-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Plataforma</title>');
  writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(web, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(web, 'assets', 'big-abc123.js'), 'console.log("x");'.repeat(200));
  writeFileSync(path.join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(readFileSync(path.join(web, 'assets', 'big-abc123.js'))));
  t = await createTestApp({ WEB_DIR: web });
});
afterAll(() => t.close());

describe('serving the built PWA', () => {
  it('caches hashed assets for a year and never caches sw.js or index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed variant the browser accepts', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('answers client routes with index.html, uncached', async () => {
    for (const url of ['/', '/login', '/seleccionar-empresa', '/contenedores/12/detalles?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Plataforma</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API 404s as JSON and a missing file as a 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/desconocido' });
    expect(expectErrorShape(api.json(), 404).data.code).toBe('route_not_found');
    expect((await t.app.inject({ method: 'GET', url: '/assets/no-existe.js' })).statusCode).toBe(404);
  });

  it('does not serve files outside the web folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('a rebuild under the running server', () => {
  it('serves an asset written after start, pre-compressed variant included', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-new456.js' })).statusCode).toBe(404);
    writeFileSync(path.join(web, 'assets', 'index-new456.js'), 'console.log("nuevo");'.repeat(50));
    writeFileSync(path.join(web, 'assets', 'index-new456.js.br'), brotliCompressSync(readFileSync(path.join(web, 'assets', 'index-new456.js'))));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('nuevo');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/index-new456.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('serves the new index.html, as a file and as the client-route fallback', async () => {
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Plataforma</title><script type="module" src="/assets/index-new456.js"></script>');
    for (const url of ['/', '/login', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('/assets/index-new456.js');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the prerendered public pages (issue 18)', () => {
  let prerendered: string;
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    prerendered = mkdtempSync(path.join(tmpdir(), 'plataforma-web-'));
    mkdirSync(path.join(prerendered, 'prerendered', 'registro'), { recursive: true });
    writeFileSync(path.join(prerendered, 'index.html'), '<!doctype html><title>Plataforma</title><div id="root"></div>');
    writeFileSync(path.join(prerendered, 'prerendered', 'index.html'), '<div id="root" data-prerendered="/"><h1>Inicio</h1></div>');
    writeFileSync(path.join(prerendered, 'prerendered', 'login.html'), '<div id="root" data-prerendered="/login"><h1>Iniciar sesión</h1><form></form></div>');
    writeFileSync(path.join(prerendered, 'prerendered', 'registro', 'superempleos.html'), '<div id="root" data-prerendered="/registro/superempleos"><h1>Crea tu cuenta</h1></div>');
    [on, off] = await Promise.all([createTestApp({ WEB_DIR: prerendered }), createTestApp({ WEB_DIR: prerendered, WEB_PRERENDER: 'off' })]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it('answers a route the build prerendered with its page, query and trailing slash aside, uncached', async () => {
    const cases = [
      ['/', 'data-prerendered="/"'],
      ['/login', 'data-prerendered="/login"'],
      ['/login/', 'data-prerendered="/login"'],
      ['/login?desde=correo', 'data-prerendered="/login"'],
      ['/registro/superempleos', 'data-prerendered="/registro/superempleos"'],
    ];
    for (const [url, marker] of cases) {
      const response = await on.app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(marker);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every other client route with the empty shell, and never reads outside prerendered/', async () => {
    for (const url of ['/registro', '/seleccionar-empresa', '/prerendered/login', '/index', '/%2e%2e/index', '/LOGIN', '/login//']) {
      const response = await on.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('data-prerendered');
    }
  });

  it('serves only the shell with WEB_PRERENDER=off (the state before, for the Lighthouse bench)', async () => {
    for (const url of ['/', '/login', '/registro/superempleos']) {
      const response = await off.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>Plataforma</title><div id="root"></div>');
    }
  });
});
