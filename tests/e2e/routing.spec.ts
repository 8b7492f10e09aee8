import { expect, test } from '@playwright/test';
import { enterCompany, loginAs } from './helpers';

const PUBLIC_PATHS = [
  '/',
  '/login',
  '/registro',
  '/registro/superempleos',
  '/politicas-cookies',
  '/terminos-servicio',
  '/politicas-privacidad',
  '/verificarme',
  '/recuperar-password',
  '/empresa',
  '/usuarios',
  '/contacto',
  '/nosotros',
  '/preguntas-frecuentes',
];

test.describe('routing rules (spec §2)', () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} opens without a session`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('a private path sends a visitor to /login', async ({ page }) => {
    for (const path of ['/inicio', '/perfil', '/dashboard', '/seleccionar-empresa']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('/login/logistica lands on /login', async ({ page }) => {
    await page.goto('/login/logistica');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with the spec message', async ({ page }) => {
    await page.goto('/no-existe/en-absoluto');
    await expect(page.getByText('Page not found: /no-existe/en-absoluto')).toBeVisible();
  });
});

test.describe('session and company (spec §4)', () => {
  test('login reaches /seleccionar-empresa; picking a company reaches /inicio', async ({ page }) => {
    await enterCompany(page, 'operador@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await expect(page.getByRole('heading', { name: 'Hola, Jorge' })).toBeVisible();
    await expect(page.getByText('Trabajas en Logística Portuaria del Pacífico.')).toBeVisible();
    // The session is persisted: a reload keeps the person signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hola, Jorge' })).toBeVisible();
    // An authenticated user opening /login goes to /seleccionar-empresa.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/seleccionar-empresa$/);
  });

  test('a wrong password says so and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('operador@logistica.demo.mx');
    await page.getByLabel('Contraseña').fill('no-es-esta');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('El correo o la contraseña no son correctos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('remember me keeps the token cookie; logout revokes the session and blanks it', async ({ page, context }) => {
    await loginAs(page, 'admin@logistica.demo.mx', { remember: true });
    const cookie = (await context.cookies()).find((c) => c.name === 'token');
    expect(cookie?.value).toBeTruthy();
    const token = decodeURIComponent(cookie!.value);
    await page.getByRole('button', { name: /Logística Portuaria/ }).click();
    await page.getByRole('button', { name: /^Arturo\s*, menú de usuario$/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');
    // The app forgets the session first and revokes it on the server after (offline, that call
    // may fail and the token still expires): the page is on /login before the revoke lands.
    await expect.poll(async () => (await page.request.get('/api/v1/user', { headers: { authorization: `Bearer ${token}` } })).status(), { timeout: 10_000 }).toBe(401);
  });

  test('a stored token that no longer works is cleared on start, without a message', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() =>
      localStorage.setItem('plataforma.session', JSON.stringify({ state: { token: 'x'.repeat(43), authenticated: false }, version: 0 })),
    );
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.session') ?? '{}').state?.token ?? null);
    expect(stored).toBeNull();
  });

  test('a person without companies can continue to /inicio', async ({ page }) => {
    await loginAs(page, 'candidato@demo.mx');
    await expect(page.getByText('Tu cuenta no pertenece a ninguna empresa todavía.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test('a company admin sees the registered-users chart on the dashboard', async ({ page }) => {
    await enterCompany(page, 'super@demo.mx', 'Autotransportes Parabus');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Tablero', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios registrados en la plataforma' })).toBeVisible();
    await expect(page.getByText('Total')).toBeVisible();
  });
});
