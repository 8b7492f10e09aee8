import { type Page, expect, test } from '@playwright/test';
import { iso6346CheckDigit } from '../../src/shared/iso6346';
import { enterCompany, expectNoAxeViolationsInBothSchemes } from './helpers';

const COMPANY = 'Logística Portuaria del Pacífico';

/** A fresh, valid ISO 6346 number for this run (owner PLT, category U, serial from the clock). */
function freshContainerNumber(): { number: string; serial: string } {
  const serial = String(Date.now() % 1_000_000).padStart(6, '0');
  const body = `PLTU${serial}`;
  return { number: `${body}${iso6346CheckDigit(body)}`, serial };
}

async function fillPosition(dialog: ReturnType<Page['getByRole']>, block: string, bay: number, row: number, tier: number) {
  await dialog.getByLabel('Bloque').fill(block);
  await dialog.getByLabel('Bahía').fill(String(bay));
  await dialog.getByLabel('Fila').fill(String(row));
  await dialog.getByLabel('Estiba').fill(String(tier));
}

/**
 * The control room end to end: an operator (container_admin) announces a container (the number
 * is checked as typed), brings it in through the gate, finds it again from the main table by
 * typing part of its number and using only the keyboard, moves it in the yard, and sees the
 * move in its history and — in a second window, without reloading — on the dashboard. The crane
 * operator then opens the same container and is offered yard work but never the gate.
 */
test('an operator finds a container by part of its number, moves it in the yard, and the dashboard follows live', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { number, serial } = freshContainerNumber();
  // "Recordarme": only a remembered session reaches a second window (otherwise it stays in this tab).
  await enterCompany(page, 'operador@logistica.demo.mx', COMPANY, { remember: true });

  // Announce it; a wrong check digit is caught while typing.
  await page.goto('/contenedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenedores' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo contenedor' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo contenedor' });
  const wrongDigit = (Number(number[10]) + 1) % 10;
  await form.getByLabel('Número de contenedor (ISO 6346)').fill(`${number.slice(0, 10)}${wrongDigit}`);
  await expect(form.getByText(`debe ser ${number[10]}`)).toBeVisible();
  await form.getByLabel('Número de contenedor (ISO 6346)').fill(number);
  await expect(form.getByText('Dígito verificador correcto.')).toBeVisible();
  await form.getByLabel('Naviera').fill('MSC');
  // A negative weight is refused as typed, never rewritten to 0 kg; nothing is sent (issue 19).
  const weight = form.getByLabel('Peso bruto (kg)');
  await weight.fill('-500');
  await form.getByRole('button', { name: 'Registrar contenedor' }).click();
  await expect(form.getByText('Debe ser un número entre 0 y 60,000.')).toBeVisible();
  await expect(weight).toHaveValue('-500');
  await expect(weight).toBeFocused();
  await expect(page).toHaveURL(/\/contenedores$/);
  await weight.fill('21,500');
  await form.getByRole('button', { name: 'Registrar contenedor' }).click();
  await expect(page).toHaveURL(/\/contenedores\/\d+\/detalles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`);

  // Gate in to A-01-01-1.
  await page.getByRole('button', { name: 'Entrada por puerta' }).click();
  const gateIn = page.getByRole('dialog', { name: new RegExp(`Entrada por puerta · ${number}`) });
  // Bay "-3" stays "-3" with its error beside it; the entry is not registered elsewhere.
  await fillPosition(gateIn, 'A', -3, 1, 1);
  await gateIn.getByRole('button', { name: 'Registrar entrada por puerta' }).click();
  await expect(gateIn.getByText('Debe ser un número entre 1 y 99.')).toBeVisible();
  await expect(gateIn.getByLabel('Bahía')).toHaveValue('-3');
  await fillPosition(gateIn, 'A', 1, 1, 1);
  await gateIn.getByRole('button', { name: 'Registrar entrada por puerta' }).click();
  await expect(gateIn).toBeHidden();
  await expect(page.getByTestId('posicion-actual')).toHaveText('A-01-01-1');
  const detailUrl = page.url();

  // The dashboard, open in a second window of the same session.
  const dashboard = await page.context().newPage();
  await dashboard.goto('/logistica/dashboard');
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Tablero de logística' })).toBeVisible();
  await expect(dashboard.getByTestId('tablero-en-patio')).toBeVisible();
  const occupancy = dashboard.getByRole('table', { name: 'Ocupación del patio por bloque' });
  // Block F's count before the move (the yard's layout fixes the blocks: A–F in the demo).
  const blockF = occupancy.getByRole('row').filter({ has: dashboard.getByRole('cell', { name: 'F', exact: true }) });
  await expect(blockF).toHaveCount(1);
  const inFBefore = Number(await blockF.getByRole('cell').nth(1).textContent());

  // Find it from the main table by part of its number, keyboard only: / searches, ↓ selects, Enter opens.
  await page.goto('/contenedores');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenedores' })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByLabel('Buscar contenedor')).toBeFocused();
  // The serial's digits: part of the number, not its start.
  await page.keyboard.type(serial);
  const grid = page.getByRole('grid', { name: 'Contenedores' });
  await expect(grid.getByRole('row', { name: new RegExp(`^${number}`) })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })).toHaveCount(1);
  await expect(page.getByText('1 contenedor coincide', { exact: true })).toBeVisible();
  // Its number is a real link (middle button: new tab), outside the grid's tab order (issue 19.8).
  const numberLink = grid.getByRole('link', { name: number, exact: true });
  await expect(numberLink).toHaveAttribute('href', /^\/contenedores\/\d+\/detalles$/);
  await expect(numberLink).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toBeFocused();
  await expect(grid.getByRole('row', { name: new RegExp(`^${number}`) })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(detailUrl);
  // Back finds the list as it was left: the search is in the address (issue 19.8).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/contenedores\\?q=${serial}$`));
  await expect(page.getByLabel('Buscar contenedor')).toHaveValue(serial);
  await expect(grid.getByRole('row', { name: new RegExp(`^${number}`) })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(detailUrl);

  // Move it in the yard.
  await page.getByRole('button', { name: 'Movimiento en patio' }).click();
  const move = page.getByRole('dialog', { name: new RegExp(`Movimiento en patio · ${number}`) });
  await expect(move.getByLabel('Bloque')).toHaveValue('A');
  // Tier 5 of the demo layout's last bay: the demo stacks never reach it.
  await fillPosition(move, 'F', 30, 6, 5);
  await move.getByRole('button', { name: 'Registrar movimiento en patio' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByTestId('posicion-actual')).toHaveText('F-30-06-5');

  // In its history…
  const history = page.getByRole('list', { name: 'Historial de movimientos' });
  const entry = history.getByTestId('history-entry').first();
  await expect(entry).toContainText('Movimiento en patio');
  await expect(entry).toContainText('Posición A-01-01-1 → F-30-06-5');
  await expect(history.getByTestId('history-entry').filter({ hasText: 'Entrada por puerta' })).toHaveCount(1);

  // …and on the dashboard, which was never reloaded.
  await expect(dashboard.getByText(`Último cambio: ${number}`)).toBeVisible({ timeout: 15_000 });
  await expect(blockF.getByRole('cell').nth(1)).toHaveText(String(inFBefore + 1), { timeout: 15_000 });

  // The crane operator works the yard but never the gate.
  const craneContext = await browser.newContext();
  const crane = await craneContext.newPage();
  await enterCompany(crane, 'grua@logistica.demo.mx', COMPANY);
  await crane.goto(detailUrl);
  await expect(crane.getByTestId('posicion-actual')).toHaveText('F-30-06-5');
  await expect(crane.getByRole('button', { name: 'Movimiento en patio' })).toBeVisible();
  await expect(crane.getByRole('button', { name: 'Carga a buque' })).toBeVisible();
  await expect(crane.getByRole('button', { name: 'Salida por puerta' })).toHaveCount(0);
  await expect(crane.getByRole('button', { name: 'Entrada por puerta' })).toHaveCount(0);
  await crane.goto('/contenedores');
  await expect(crane.getByRole('heading', { level: 1, name: 'Contenedores' })).toBeVisible();
  await expect(crane.getByRole('button', { name: 'Nuevo contenedor' })).toHaveCount(0);
  await craneContext.close();
});

/** Every container screen passes axe (WCAG 2.2 AA) in light and dark, with the demo data on it. */
test('the container screens pass axe in light and dark', async ({ page }) => {
  test.setTimeout(150_000);
  await enterCompany(page, 'operador@logistica.demo.mx', COMPANY);
  // A container's and a unit's page, reached as a user would.
  await page.goto('/contenedores');
  await page.getByRole('grid', { name: 'Contenedores' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contenedores\/\d+\/detalles$/);
  const containerUrl = new URL(page.url()).pathname;
  await page.goto('/contenedores/unidades');
  await page.getByRole('table', { name: 'Unidades' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/contenedores\/unidades\/\d+\/detalles$/);
  const unitUrl = new URL(page.url()).pathname;

  const screens = ['/contenedores', '/contenedores/stock', '/contenedores/calls', '/contenedores/reporte', '/contenedores/unidades', unitUrl, containerUrl, '/logistica/dashboard'];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByLabel(/^Cargando/)).toHaveCount(0);
    await expectNoAxeViolationsInBothSchemes(page, path);
  }
});
