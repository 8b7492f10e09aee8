import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './free-port';
import { enterCompany, loginAs } from './helpers';

/**
 * Session recording (issue 20) in a PRODUCTION build — the only build that records — served by a
 * server of its own: the visitor is asked first; a signed-in employee who agreed is recorded with
 * every input masked (the password typed on the profile never reaches the server); the super admin
 * finds the recording by the employee's e-mail and replays it. The ordinary e2e build records
 * nothing (tests/renderer/lib/session-recording.test.ts and the first-load budget check that).
 */
// Built by scripts/e2e.mjs before the shards start; a run of this file alone builds it here.
const PREBUILT = process.env.E2E_PRODUCTION_WEB;
const OUT_DIR = PREBUILT ?? path.resolve('out/web-production');
const PORT = freePort();
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TYPED_SECRET = 'NoDebeGrabarse-93517';
let dataDir: string;
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!PREBUILT) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, VITE_PUBLIC_ENV: 'production' },
      stdio: 'inherit',
    });
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-grabacion-'));
  server = spawn(process.execPath, ['out/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: OUT_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'development', ANTI_BOT_COST: '1', GEOCODER_URL: 'off' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the production-build server did not start');
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (!PREBUILT) rmSync(OUT_DIR, { recursive: true, force: true });
});

test('a consenting employee is recorded with inputs masked, and the super admin replays it', async ({ browser }) => {
  test.setTimeout(120_000);
  const employee = await browser.newContext({ baseURL: ORIGIN });
  const page = await employee.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/session-recordings/chunks')) sent.push(request.postData() ?? '');
  });
  await page.goto('/login');
  const consent = page.getByRole('region', { name: 'Grabación de sesiones' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Aceptar' }).click();
  await expect(consent).toHaveCount(0);

  await enterCompany(page, 'empleado@horizonte.demo.mx', 'Comercializadora Horizonte');
  await page.goto('/perfil');
  await page.getByLabel('Contraseña actual').fill(TYPED_SECRET);
  await page.getByRole('heading', { level: 1 }).first().click();
  // The recorder sends every 10 s (and when the page is hidden).
  await expect.poll(() => sent.length, { timeout: 25_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(11_000);
  expect(sent.join('\n')).not.toContain(TYPED_SECRET);
  await employee.close();

  const admin = await browser.newContext({ baseURL: ORIGIN });
  const adminPage = await admin.newPage();
  await adminPage.addInitScript(() => localStorage.setItem('plataforma.recording-consent', 'denied'));
  await loginAs(adminPage, 'super@demo.mx');
  await adminPage.goto('/grabaciones-de-sesion');
  await adminPage.getByLabel('Persona').fill('empleado@horizonte');
  const table = adminPage.getByRole('table', { name: 'Grabaciones' });
  // Newest first: the recording in the company, where the profile was opened (signing in before
  // choosing the company is a recording of its own).
  await table.getByRole('button', { name: /^Reproducir la grabación de/ }).first().click();
  const player = adminPage.getByTestId('reproductor-grabacion');
  await expect(player.locator('iframe')).toBeAttached();
  await adminPage.getByRole('button', { name: 'Reproducir', exact: true }).click();
  const replayed = player.frameLocator('iframe');
  await expect(replayed.getByText('Contraseña actual').first()).toBeAttached({ timeout: 20_000 });
  // Masked on recording: the replayed field holds asterisks, never the secret.
  const html = await player.locator('iframe').evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.documentElement.outerHTML ?? '');
  expect(html).not.toContain(TYPED_SECRET);
  await admin.close();
});
