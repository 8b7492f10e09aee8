import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** Logs in through the real form; lands on /seleccionar-empresa. */
export async function loginAs(page: Page, email: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/seleccionar-empresa$/);
}

/** Logs in and enters a company; lands on /inicio. */
export async function enterCompany(page: Page, email: string, companyName: string, options: { remember?: boolean } = {}) {
  await loginAs(page, email, options);
  await page.getByRole('button', { name: new RegExp(companyName) }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's rules that read colours: all that can change between the light and the dark scheme of one screen. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe WCAG 2.2 AA on the page as it stands, once nothing is mid-transition; the violations are named
 * when it fails. `coloursOnly` runs only the colour rules: for a second colour scheme of a screen
 * whose structure was already checked (expectNoAxeViolationsInBothSchemes).
 */
export async function expectNoAxeViolations(page: Page, where: string, options: { coloursOnly?: boolean } = {}) {
  // Two frames first: a modal just opened starts its fade on the next frame (Mantine's transition),
  // and before it starts there is nothing running to wait for.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Not mid-transition: a fading drawer's text would fail contrast (spinners loop forever and are left alone).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await wcagViolations(page, options);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(' | ')}`);
  expect(summary, where).toEqual([]);
}

/**
 * axe's WCAG 2.2 AA violations on the page (only the colour rules with `coloursOnly`). Run in the
 * page itself (axe's "legacy" mode: the app has no frames; the default mode copies every partial
 * result into a second, blank page to finish there) and with details kept for violations only (by
 * default axe builds a unique selector for every passing node too). Same violations, 2–5× faster
 * per screen: /contenedores, 1,217 elements, 13.5 s → 2.5 s on the loaded test machine.
 */
export async function wcagViolations(page: Page, options: { coloursOnly?: boolean } = {}) {
  const runOnly = options.coloursOnly ? { type: 'rule' as const, values: COLOUR_RULES } : { type: 'tag' as const, values: WCAG_22_AA };
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ runOnly, resultTypes: ['violations'] }).analyze();
  return violations;
}

/** Switches the emulated colour scheme; the app follows it live (Mantine's "auto" scheme), no reload. */
export async function useColourScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * The screen as it stands, light and dark, without loading it twice: every WCAG 2.2 AA rule in light,
 * then the colour rules in dark (the structure is the same page's). Leaves the page in light.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, where: string) {
  await useColourScheme(page, 'light');
  await expectNoAxeViolations(page, `${where} (claro)`);
  await useColourScheme(page, 'dark');
  await expectNoAxeViolations(page, `${where} (oscuro)`, { coloursOnly: true });
  await useColourScheme(page, 'light');
}

/** A quoted-printable body as text (nodemailer writes non-ASCII mail that way). */
function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

/**
 * The newest e-mail the test server wrote for this address: without SMTP it writes each message
 * as an .eml file under DATA_DIR/outbox (playwright.config.ts shares DATA_DIR as E2E_DATA_DIR).
 * Polls, since mail leaves after the response. Returns the raw headers and the decoded body.
 */
export async function latestMailTo(address: string, timeoutMs = 20_000): Promise<{ headers: string; body: string }> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const raw = (await readFile(path.join(outbox, name), 'utf8')).replace(/\r\n/g, '\n');
      const split = raw.indexOf('\n\n');
      const headers = raw.slice(0, split);
      if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(headers)) continue;
      const body = raw.slice(split + 2);
      return { headers, body: /^Content-Transfer-Encoding: quoted-printable/im.test(headers) ? decodeQuotedPrintable(body) : body };
    }
    if (Date.now() > deadline) throw new Error(`No llegó ningún correo para ${address} a ${outbox}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A demo user's access token through the API (the password grant, as the web app signs in). */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/oauth/token', { data: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A fresh published vacancy of Logística (company 1), through the API (its admin writes it, the
 * super admin publishes it): a spec that applies or moves applicants works on its own vacancy and
 * leaves the demo's boards as the other specs expect them.
 */
export async function publishVacancy(request: APIRequestContext, title: string): Promise<number> {
  const admin = await tokenOf(request, 'admin@logistica.demo.mx');
  const closes = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/v1/companies/1/vacancies', {
    headers: bearer(admin),
    data: {
      title,
      job_category_id: 10,
      description: 'Planeación de embarques y control de inventarios en la terminal portuaria de Manzanillo.',
      requirements: 'Ingeniería industrial o en logística; inglés intermedio.',
      state_id: 6,
      municipality_id: 6007,
      modality: 'on_site',
      schedule: 'Lunes a viernes de 8:00 a 17:00',
      salary_min: 24000,
      salary_max: 31000,
      benefits: 'Prestaciones de ley, vales de despensa.',
      closes_on: closes,
      submit: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const superAdmin = await tokenOf(request, 'super@demo.mx');
  const published = await request.put(`/api/v1/vacancies/${id}/status`, { headers: bearer(superAdmin), data: { status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** A demo candidate applies to a vacancy through the API. */
export async function applyAs(request: APIRequestContext, username: string, vacancyId: number) {
  const applied = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, { headers: bearer(await tokenOf(request, username)), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
}
