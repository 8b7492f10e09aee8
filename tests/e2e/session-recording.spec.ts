import { expect, test } from '@playwright/test';
import { enterCompany, loginAs } from './helpers';
import { serveVariant } from './variant-server';

/**
 * Session recording (issue 20) in a PRODUCTION build — the only build that records — served by a
 * server of its own: the visitor is asked first; a signed-in employee who agreed is recorded with
 * every input masked (the password typed on the profile never reaches the server); the super admin
 * finds the recording by the employee's e-mail and replays it. The ordinary e2e build records
 * nothing (tests/renderer/lib/session-recording.test.ts and the first-load budget check that).
 */
// Built by scripts/e2e.mjs before the shards start; a run of this file alone builds it here.
const ORIGIN = serveVariant({ name: 'grabacion', prebuilt: process.env.E2E_PRODUCTION_WEB, outDir: 'out/web-production', viteEnv: { VITE_PUBLIC_ENV: 'production' } });
const TYPED_SECRET = 'NoDebeGrabarse-93517';

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
