import { expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolations } from './helpers';

/**
 * A driver (chofer@parabus.demo.mx, employee PAR-0002 with a licence) sees only their own work in
 * «Mis viajes»: bus PB-01 on route R101 and the demo tours they drive, with passengers and the
 * manifest; the managers' screens are not in their menu. axe (WCAG 2.2 AA) on the screen.
 */
test('a driver sees their bus, route and tours, and downloads the manifest', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await enterCompany(page, 'chofer@parabus.demo.mx', 'Autotransportes Parabus');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Tours', exact: true })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Mis viajes' }).click();
  await expect(page).toHaveURL(/\/parabus\/mis-viajes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis viajes' })).toBeVisible();
  const unit = page.getByRole('region', { name: 'Unidad PB-01' });
  await expect(unit).toContainText('Placas JAL1234A');
  await expect(unit.getByRole('list', { name: 'Rutas de la unidad PB-01' })).toContainText('R101');

  const today = page.getByRole('article', { name: 'Tequila y Pueblo Mágico' });
  await expect(today).toContainText(/16 pasajeros de \d+ asientos/);
  await expect(today).toContainText('Hoy');
  await expect(page.getByRole('article', { name: 'Chapala y Ajijic' })).toContainText(/12 pasajeros/);
  await expectNoAxeViolations(page, 'mis viajes');

  const download = page.waitForEvent('download');
  await today.getByRole('button', { name: 'Manifiesto (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^manifiesto-.*\.pdf$/);

  // Their tour's passengers, for boarding.
  await today.getByRole('link', { name: 'Pasajeros y abordaje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tequila y Pueblo Mágico' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lista de pasajeros' })).toBeVisible();
});

test('an employee who does not drive has no «Mis viajes» in the menu', async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await enterCompany(page, 'empleado@horizonte.demo.mx', 'Comercializadora Horizonte');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Mis horarios' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mis viajes' })).toHaveCount(0);
});
