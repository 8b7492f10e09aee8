import { expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolations } from './helpers';

/*
 * The support dashboard and the queue's report, against the real server and its demo: support of
 * Logística Portuaria del Pacífico opens «Tablero de soporte» from the navigation, sees the
 * demo's tickets counted (status, backlog age, SLA compliance) with no axe violations, and
 * downloads the queue as CSV; the assignee picker lists support by full name.
 */

const COMPANY = 'Logística Portuaria del Pacífico';
const SUPPORT = 'soporte@logistica.demo.mx';

test('support reads the dashboard, downloads the queue and picks an assignee by full name', async ({ page }) => {
  test.setTimeout(120_000);
  await enterCompany(page, SUPPORT, COMPANY);
  await page.getByRole('link', { name: 'Tablero de soporte' }).first().click();
  await expect(page).toHaveURL(/\/soporte\/tablero$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de soporte' })).toBeVisible();
  // The demo has tickets in every status: some are open now.
  await expect(page.getByTestId('soporte-abiertos')).not.toHaveText('0');
  for (const title of ['Tickets por estado', 'Antigüedad del rezago', 'Creados y resueltos por día', 'Cumplimiento de SLA por agente', 'Cumplimiento de SLA por categoría']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Tickets por estado' }).getByRole('table')).toContainText('Nuevo');
  await expectNoAxeViolations(page, 'tablero de soporte');
  await page.getByText('7 días', { exact: true }).click();
  await expect(page.getByText('Creados (7 días)')).toBeVisible();
  await expectNoAxeViolations(page, 'tablero de soporte, 7 días');

  // «Descargar» on the queue: a CSV of the company's tickets.
  await page.goto('/soporte/tickets');
  await page.getByRole('button', { name: 'Descargar reporte de tickets' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tickets-soporte-.*\.csv$/);
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('referencia,asunto,categoría');

  // The assignee picker offers support by full name.
  await page.getByRole('tab', { name: 'Todos' }).click();
  await page.getByRole('table', { name: 'Tickets: Todos' }).getByRole('link').first().click();
  await page.getByRole('combobox', { name: 'Responsable' }).click();
  await expect(page.getByRole('option', { name: /Lucía Pérez/ })).toBeVisible();
  await page.keyboard.press('Escape');
});
