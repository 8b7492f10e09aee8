import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { enterCompany } from './helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A drawer or modal still fading in has half-transparent text: axe would measure its contrast
  // mid-transition (a CI run failed that way). Wait until no finite CSS transition or animation
  // runs (spinners loop forever and are left alone).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(' | ')}`);
  expect(summary, `${label}`).toEqual([]);
}

const PUBLIC_SCREENS = [
  '/',
  '/empresa',
  '/usuarios',
  '/contacto',
  '/nosotros',
  '/preguntas-frecuentes',
  '/politicas-cookies',
  '/terminos-servicio',
  '/politicas-privacidad',
  '/login',
  '/registro',
  '/registro/superempleos',
  '/verificarme',
  '/verificarme?id=1&email=ana%40ejemplo.mx',
  '/recuperar-password',
  '/recuperar-password?token=abcdefghijklmnopqrstuvwxyz&email=ana%40ejemplo.mx',
  '/directorio',
];

test.describe('axe, WCAG 2.2 AA', () => {
  for (const path of PUBLIC_SCREENS) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${path} (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expectNoViolations(page, `${path} ${scheme}`);
      });
    }
  }

  test('the signed-in screens', async ({ page }) => {
    // Ten screens, each waited on and analysed: a busy 2-core CI machine needs more than a minute.
    test.setTimeout(150_000);
    await page.goto('/login');
    await expectNoViolations(page, '/login');
    await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await expectNoViolations(page, '/inicio');
    for (const path of ['/dashboard', '/perfil', '/notificaciones', '/seleccionar-empresa']) {
      await page.goto(path);
      await expectNoViolations(page, path);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/inicio', '/dashboard', '/perfil', '/notificaciones']) {
      await page.goto(path);
      await expectNoViolations(page, `${path} dark`);
    }
  });

  // Directory screens: a company admin's (with the forms open) and the super admin's review tools.
  for (const scheme of ['light', 'dark'] as const) {
    test(`the directory screens (${scheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
      for (const path of ['/empresas', '/empresas/crear-empresa?id=3', '/empresas/verificar-empresa', '/empresas/banners', '/empresas/landing', '/departamentos', '/empleados']) {
        await page.goto(path);
        await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await expectNoViolations(page, `${path} ${scheme}`);
      }
      await page.getByRole('button', { name: 'Nuevo empleado' }).click();
      await expect(page.getByRole('dialog', { name: 'Nuevo empleado' })).toBeVisible();
      await expectNoViolations(page, `/empleados nuevo empleado ${scheme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Importar desde archivo' }).click();
      await expectNoViolations(page, `/empleados importar ${scheme}`);
      await page.getByRole('tab', { name: 'Lista' }).click();
      await page.getByRole('link', { name: 'Adriana Vázquez Herrera' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Adriana Vázquez Herrera' })).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNoViolations(page, `ficha de empleado ${scheme}`);
      await page.goto('/departamentos');
      await page.getByRole('button', { name: 'Nuevo departamento' }).click();
      await expectNoViolations(page, `/departamentos nuevo departamento ${scheme}`);

      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await enterCompany(page, 'super@demo.mx', 'Logística Portuaria del Pacífico');
      for (const path of ['/empresas', '/empresas/crear-empresa', '/empresas/verificar-empresa']) {
        await page.goto(path);
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        await expectNoViolations(page, `${path} super admin ${scheme}`);
      }
    });
  }
});
