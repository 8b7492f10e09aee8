import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createAppProtocolHandler } from '../../src/main/protocol';
import { contentSecurityPolicy } from '../../src/main/security';
import { installFakeBridge } from './desktop-bridge';
import { portFromEnv } from './free-port';
import { DEMO_PASSWORD } from './helpers';

/**
 * The desktop console's own renderer build (electron-vite → out/renderer), served exactly as
 * main's app:// protocol handler serves it — same file resolution, same CSP — on an HTTP port that
 * stands in for app://plataforma (playwright.config.ts allows it for CORS, as the server allows
 * app://plataforma). It proves the build boots under its CSP, loads on deep routes, and signs in
 * against the API on another origin.
 */
const RENDERER = path.resolve(import.meta.dirname, '../../out/renderer');
// Chosen by playwright.config.ts (a free port, or E2E_DESKTOP_PORT) and allowed there for CORS.
const APP_PORT = portFromEnv('E2E_DESKTOP_PORT');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json', '.txt': 'text/plain', '.webmanifest': 'application/manifest+json' };

let server: Server;
let apiOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  expect(existsSync(path.join(RENDERER, 'index.html')), 'run `npm run build:desktop` first (npm test does)').toBe(true);
  apiOrigin = baseURL!;
  // Electron's net.fetch of a file:// URL answers the file with its MIME type; this does the same.
  const fetchFile = async (url: string) => {
    const file = fileURLToPath(url);
    return new Response(await readFile(file), { headers: { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' } });
  };
  const handler = createAppProtocolHandler(RENDERER, fetchFile, () => contentSecurityPolicy(apiOrigin));
  server = createServer(async (request, response) => {
    const answer = await handler(new Request(`app://plataforma${request.url}`, { method: request.method }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(APP_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the desktop build boots under its CSP, signs in against the API and opens deep routes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await installFakeBridge(page, { serverOrigin: apiOrigin });

  const document = await page.goto(`http://127.0.0.1:${APP_PORT}/login`);
  expect(document!.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByLabel('Correo electrónico').fill('admin@logistica.demo.mx');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/seleccionar-empresa$/);
  await page.getByRole('button', { name: /Logística Portuaria del Pacífico/ }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('button', { name: 'Descargas' })).toBeVisible();

  // A reload on a nested route still finds its assets (absolute base) and its session (keychain).
  await page.goto(`http://127.0.0.1:${APP_PORT}/perfil`);
  await expect(page.getByRole('button', { name: 'Descargas' })).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  expect(problems).toEqual([]);
});

test('the kiosk opens on the clock’s deep route with its administrator exit', async ({ page }) => {
  await installFakeBridge(page, { serverOrigin: apiOrigin, kiosk: true });
  await page.goto(`http://127.0.0.1:${APP_PORT}/control-asistencia/reloj`);
  await expect(page.getByRole('button', { name: 'Administración' })).toBeVisible();
});
