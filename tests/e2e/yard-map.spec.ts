import { expect, test } from '@playwright/test';
import { enterCompany, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes } from './helpers';

const COMPANY = 'Logística Portuaria del Pacífico';


/**
 * The yard map (issue 19.2) as the demo operator (container_admin) uses it: a bay of the map
 * opens its containers, one of them is moved to the slot the server suggests, and a slot outside
 * the yard's layout is refused in Spanish beside its field.
 */
test('the yard map opens a stack, a move takes the suggested slot, and a slot outside the yard is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await enterCompany(page, 'operador@logistica.demo.mx', COMPANY);
  await page.goto('/contenedores/patio');
  await expect(page.getByRole('heading', { level: 1, name: 'Patio' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bloque A' })).toBeVisible();
  // Six demo blocks of 30 bays, each bay a button saying how full it is.
  await expect(page.getByRole('button', { name: /^Bloque [A-F], bahía \d+: \d+ de 30$/ })).toHaveCount(180);

  // A bay with containers: its drawer lists them, each a link to its page.
  const bay = page.getByRole('button', { name: /^Bloque [A-F], bahía \d+: [1-9]\d* de 30$/ }).first();
  const label = (await bay.getAttribute('aria-label'))!;
  const [, block, bayNumber, count] = /^Bloque (\w+), bahía (\d+): (\d+) de 30$/.exec(label)!;
  await bay.click();
  const drawer = page.getByRole('dialog', { name: `Bloque ${block}, bahía ${bayNumber}` });
  await expect(drawer).toBeVisible();
  const links = drawer.getByRole('link');
  await expect(links).toHaveCount(Number(count));
  await expectNoAxeViolations(page, 'yard map with a bay open');
  const number = (await links.first().textContent())!;
  await links.first().click();
  await expect(page).toHaveURL(/\/contenedores\/\d+\/detalles$/);
  await expect(page.getByTestId('posicion-actual')).toHaveText(new RegExp(`^${block}-${bayNumber!.padStart(2, '0')}-`));

  // Move it to the slot the server suggests.
  await page.getByRole('button', { name: 'Movimiento en patio' }).click();
  const move = page.getByRole('dialog', { name: new RegExp(`Movimiento en patio · ${number}`) });
  await move.getByRole('button', { name: 'Sugerir posición' }).click();
  const note = move.getByText(/^Sugerida: /);
  await expect(note).toBeVisible();
  const suggested = /^Sugerida: ([A-Z0-9]+-\d{2}-\d{2}-\d)/.exec((await note.textContent())!)![1]!;
  const [suggestedBlock] = suggested.split('-');
  await expect(move.getByLabel('Bloque')).toHaveValue(suggestedBlock!);
  await move.getByRole('button', { name: 'Registrar movimiento en patio' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByTestId('posicion-actual')).toHaveText(suggested);

  // A block the yard does not have, then a bay beyond block A: refused, in Spanish, beside the field.
  await page.getByRole('button', { name: 'Movimiento en patio' }).click();
  await move.getByLabel('Bloque').fill('Z');
  await move.getByRole('button', { name: 'Registrar movimiento en patio' }).click();
  await expect(move.getByText('El bloque Z no existe en el patio.')).toBeVisible();
  await move.getByLabel('Bloque').fill('A');
  await move.getByLabel('Bahía').fill('99');
  await move.getByRole('button', { name: 'Registrar movimiento en patio' }).click();
  await expect(move.getByText('La bahía 99 está fuera del bloque A (1–30).')).toBeVisible();
  await expect(move.getByLabel('Bahía')).toHaveValue('99');
  await expectNoAxeViolations(page, 'movement form with a refused slot');
  await move.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('posicion-actual')).toHaveText(suggested);
});

/** The yard page (map and layout editor) passes axe (WCAG 2.2 AA) in light and dark. */
test('the yard page passes axe in light and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await enterCompany(page, 'operador@logistica.demo.mx', COMPANY);
  await page.goto('/contenedores/patio');
  await expect(page.getByRole('heading', { level: 1, name: 'Patio' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bloques del patio' })).toBeVisible();
  await expect(page.getByLabel(/^Cargando/)).toHaveCount(0);
  await expectNoAxeViolationsInBothSchemes(page, '/contenedores/patio');
});
