import { type Page, expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from './helpers';

/*
 * Revision orders end to end against the real server and its demo: support of Logística Portuaria
 * del Pacífico writes a checklist template, programs an inspection of a piece of equipment with
 * it, runs the checklist (pass, fail with a note, not applicable), finishes it — the server's
 * Spanish messages say what is missing on the way — and makes the failed item's service order in
 * one click (a second click makes none). Axe (WCAG 2.2 AA) on the list, the checklist and the
 * templates screens.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const SUPPORT = 'soporte@logistica.demo.mx';

const item = (page: Page, label: RegExp) => page.getByRole('region', { name: label });
const pick = async (page: Page, scope: Page | ReturnType<Page['getByRole']>, combobox: string, option: string | RegExp) => {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
};

test('support writes a template, programs an inspection, runs the checklist and finishes it', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100_000;
  const templateName = `Revisión de montacargas ${suffix}`;
  await enterCompany(page, SUPPORT, COMPANY);

  // The list has the demo's orders and a way to the templates.
  await page.goto('/soporte/ordenes-revision');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de revisión' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Órdenes de revisión' }).getByText('Inspección de tractocamión').first()).toBeVisible();
  await expectNoAxeViolations(page, 'revision orders list');

  // A template of three items.
  await page.getByRole('link', { name: 'Plantillas de revisión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas de revisión' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Inspección de contenedor' })).toBeVisible();
  await expectNoAxeViolations(page, 'templates');
  await page.getByRole('button', { name: 'Nueva plantilla' }).click();
  await page.getByLabel('Nombre').fill(templateName);
  await pick(page, page, 'Tipo de activo', 'Equipo');
  await page.getByRole('textbox', { name: 'Punto 1' }).fill('Frenos de servicio');
  await page.getByRole('button', { name: 'Agregar punto' }).click();
  await page.getByRole('textbox', { name: 'Punto 2' }).fill('Claxon y alarma de reversa');
  await page.getByRole('button', { name: 'Agregar punto' }).click();
  await page.getByRole('textbox', { name: 'Punto 3' }).fill('Jaula antivuelco');
  await expectNoAxeViolations(page, 'template editor');
  await page.getByRole('button', { name: 'Guardar plantilla' }).click();
  await expect(page.getByRole('article', { name: templateName })).toContainText('3 puntos');

  // An inspection of a piece of equipment with it.
  await page.getByRole('link', { name: '← Órdenes de revisión' }).click();
  await page.getByRole('button', { name: 'Nueva orden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva orden de revisión' });
  await pick(page, dialog, 'Tipo de activo', 'Equipo');
  await pick(page, dialog, 'Plantilla', new RegExp(templateName));
  await dialog.getByLabel('Equipo').fill('Montacargas 3, almacén norte');
  await dialog.getByLabel('Fecha y hora programada').fill('2026-12-01T09:00');
  await dialog.getByRole('button', { name: 'Programar revisión' }).click();
  await expect(page).toHaveURL(/\/soporte\/ordenes-revision\/\d+\/detalles$/);
  await expect(page.getByRole('heading', { level: 1, name: `${templateName}: equipo Montacargas 3, almacén norte` })).toBeVisible();
  await expect(page.getByText('0 de 3 puntos respondidos')).toBeVisible();

  // The checklist: pass by pointer, fail by keyboard, and finishing tells what is missing.
  await item(page, /Frenos de servicio/).getByRole('button', { name: 'Cumple' }).click();
  await expect(item(page, /Frenos de servicio/).getByRole('button', { name: 'Cumple' })).toHaveAttribute('aria-pressed', 'true');
  await item(page, /Claxon/).getByRole('button', { name: 'Falla' }).focus();
  await page.keyboard.press('Space');
  await expect(item(page, /Claxon/).getByRole('button', { name: 'Falla' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 de 3 puntos respondidos · 1 con falla')).toBeVisible();
  await page.getByRole('button', { name: 'Terminar revisión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Faltan 1 de 3 puntos por responder' })).toBeVisible();
  await item(page, /Jaula antivuelco/).getByRole('button', { name: 'No aplica' }).click();
  await expect(page.getByText('3 de 3 puntos respondidos · 1 con falla')).toBeVisible();
  await page.getByRole('button', { name: 'Terminar revisión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'El punto «Claxon y alarma de reversa» falló: escribe una nota' })).toBeVisible();
  const note = item(page, /Claxon/).getByRole('textbox', { name: /Nota/ });
  await note.fill('La alarma de reversa no suena.');
  await note.blur();
  await expect(item(page, /Claxon/).getByText('Escribe qué se encontró.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crear órdenes de servicio (1)' })).toBeVisible();
  await expectNoAxeViolations(page, 'checklist run');
  await page.getByRole('button', { name: 'Terminar revisión' }).click();
  await expect(page.locator('.mantine-Badge-root').filter({ hasText: /^Terminada$/ })).toBeVisible();
  await expect(item(page, /Frenos de servicio/).getByRole('button', { name: 'Cumple' })).toBeDisabled();

  // The failed item becomes a service order in one click; the item shows it; a second click makes none.
  await page.getByRole('button', { name: 'Crear órdenes de servicio (1)' }).click();
  const made = page.getByRole('status').filter({ hasText: 'Órdenes de servicio' });
  await expect(made).toContainText(/«Claxon y alarma de reversa»: orden de servicio #\d+ \(nueva\)/);
  await expect(item(page, /Claxon/).getByRole('link', { name: /^Orden de servicio #\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Crear órdenes de servicio (1)' }).click();
  await expect(made).toContainText('(ya existía)');
  await expectNoAxeViolations(page, 'checklist with its service order');
  // The link opens the service order made from the failure.
  await item(page, /Claxon/).getByRole('link', { name: /^Orden de servicio #\d+$/ }).click();
  await expect(page).toHaveURL(/\/soporte\/ordenes-servicio\/\d+\/detalles$/);
  await expect(page.getByText('Claxon y alarma de reversa').first()).toBeVisible();
  await page.goBack();

  // The finished checklist, light and dark.
  await page.reload();
  await expect(page.getByText('3 de 3 puntos respondidos · 1 con falla')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'checklist done');
});
