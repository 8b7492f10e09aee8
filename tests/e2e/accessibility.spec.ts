import { type Page, expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolationsInBothSchemes } from './helpers';

/** axe WCAG 2.2 AA, light and dark, once the screen's heading is up (helpers.ts waits for transitions). */
async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, label);
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

test.describe('axe, WCAG 2.2 AA, light and dark', () => {
  for (const path of PUBLIC_SCREENS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }

  test('the signed-in screens', async ({ page }) => {
    // Six screens, each waited on and analysed twice: a busy 2-core CI machine needs more than a minute.
    test.setTimeout(150_000);
    await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
    await expectNoViolations(page, '/inicio');
    for (const path of ['/dashboard', '/perfil', '/notificaciones', '/seleccionar-empresa']) {
      await page.goto(path);
      await expectNoViolations(page, path);
    }
  });

  // Directory screens: a company admin's (with the forms open), then the super admin's review tools.
  test('the directory screens', async ({ page }) => {
    test.setTimeout(150_000);
    await enterCompany(page, 'admin@horizonte.demo.mx', 'Comercializadora Horizonte');
    for (const path of ['/empresas', '/empresas/crear-empresa?id=3', '/empresas/verificar-empresa', '/empresas/banners', '/empresas/landing', '/departamentos', '/empleados']) {
      await page.goto(path);
      await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNoViolations(page, path);
    }
    await page.getByRole('button', { name: 'Nuevo empleado' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuevo empleado' })).toBeVisible();
    await expectNoViolations(page, '/empleados nuevo empleado');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Importar desde archivo' }).click();
    await expectNoViolations(page, '/empleados importar');
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('link', { name: 'Adriana Vázquez Herrera' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adriana Vázquez Herrera' })).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectNoViolations(page, 'ficha de empleado');
    await page.goto('/departamentos');
    await page.getByRole('button', { name: 'Nuevo departamento' }).click();
    await expectNoViolations(page, '/departamentos nuevo departamento');
  });

  // Separate from the company admin's: together they ran past 150 s on the loaded CI machine.
  test('the super admin’s directory screens', async ({ page }) => {
    test.setTimeout(150_000);
    await enterCompany(page, 'super@demo.mx', 'Logística Portuaria del Pacífico');
    for (const path of ['/empresas', '/empresas/crear-empresa', '/empresas/verificar-empresa']) {
      await page.goto(path);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNoViolations(page, `${path} super admin`);
    }
  });
});
