import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/**
 * Issue 12, point 7, against the real server and the real PWA build: the security headers of the
 * pages, the assets and the API, Swagger UI still working under its own policy, and where each
 * login mode leaves the tokens.
 */

test('pages, assets and the API answer with the security headers', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  const asset = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'the entry chunk named by index.html').toBeTruthy();
  for (const url of ['/', '/login', asset!, '/api/v1/states', '/api/health']) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], url).toContain("script-src 'self'");
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], url).not.toContain('unsafe-eval');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['permissions-policy'], url).toContain('camera=(self)');
    expect(headers['permissions-policy'], url).toContain('microphone=(self)');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['strict-transport-security'], `${url} is plain http`).toBeUndefined();
  }
});

test('the PWA and Swagger UI load under their policies with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto('/api/docs');
  // Swagger UI reads the whole OpenAPI document (~800 KB) before it draws its title: 1.5 s alone here
  // since it is OpenAPI 3.0 (docs.ts), several times that on a busy CI machine.
  await expect(page.getByText('Plataforma API').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

/** Logs in through the form and answers the tokens the server handed out. */
async function login(page: Page, remember: boolean) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('admin@logistica.demo.mx');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  if (remember) await page.getByLabel('Recordarme').check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/oauth/token') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const tokens = (await (await answer).json()) as { access_token: string; refresh_token: string; expires_in: number };
  await expect(page).toHaveURL(/\/seleccionar-empresa$/);
  return tokens;
}

const readStorage = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));

test('without "Recordarme": the access token only in this tab, the refresh token in memory only, no cookie', async ({ page }) => {
  const tokens = await login(page, false);
  const stored = await readStorage(page);
  expect(stored.local).not.toContain(tokens.access_token);
  expect(stored.local).not.toContain(tokens.refresh_token);
  expect(stored.session).toContain(tokens.access_token);
  expect(stored.session).not.toContain(tokens.refresh_token);
  expect(stored.cookie).not.toMatch(/(^|;\s*)token=[^;]/);
  // A reload keeps the session (sessionStorage), still without the refresh token anywhere.
  await page.reload();
  await expect(page).toHaveURL(/\/seleccionar-empresa$/);
  await expect(page.getByRole('button', { name: /Logística Portuaria del Pacífico/ })).toBeVisible();
  const after = await readStorage(page);
  expect(after.local + after.session + after.cookie).not.toContain(tokens.refresh_token);
});

test('with "Recordarme": the session in localStorage and the access token in a short-lived token cookie', async ({ page, context }) => {
  const tokens = await login(page, true);
  const stored = await readStorage(page);
  expect(stored.local).toContain(tokens.access_token);
  expect(stored.local).toContain(tokens.refresh_token);
  expect(stored.session).not.toContain(tokens.access_token);
  expect(stored.cookie).toContain(`token=${tokens.access_token}`);
  expect(stored.cookie).not.toContain(tokens.refresh_token);
  // The cookie lives as long as the access token it holds, not 30 days.
  const cookie = (await context.cookies()).find((entry) => entry.name === 'token')!;
  expect(cookie.sameSite).toBe('Strict');
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(tokens.expires_in + 5);
});
