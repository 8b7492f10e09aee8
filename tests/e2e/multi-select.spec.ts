import { expect, test } from '@playwright/test';
import { enterCompany, wcagViolations } from './helpers';

/**
 * The shared multi-select (issue 20) where the fleet assigns routes to a unit: search inside it,
 * the spec's "nothing found" text, keyboard only (arrows, Enter toggles, Backspace drops the last
 * tag, Escape closes), tags for what is chosen, and an accessible open list.
 */
test('routes are chosen for a unit with the shared multi-select, by keyboard', async ({ page }) => {
  await enterCompany(page, 'admin@logistica.demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto('/contenedores/unidades');
  await page.getByRole('table', { name: 'Unidades' }).getByRole('link', { name: 'ECO-101' }).click();
  await page.getByRole('button', { name: 'Cambiar rutas' }).click();

  const box = page.getByRole('combobox', { name: 'Rutas de la unidad' });
  const tags = page.locator('.mantine-Pill-root');
  await expect(tags).toHaveCount(2);
  await box.fill('Tijuana');
  await expect(page.getByRole('status').filter({ hasText: 'No elements found. Consider changing the search query.' })).toBeVisible();

  await box.fill('quere');
  const listbox = page.getByRole('listbox', { name: 'Rutas de la unidad' });
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option', { name: /Manzanillo - Querétaro/ })).toHaveAttribute('aria-selected', 'true');
  const violations = await wcagViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // Enter on the active option takes it out; Enter again puts it back.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Enter');
  await expect(tags).toHaveCount(1);
  await expect(listbox.getByRole('option', { name: /Manzanillo - Querétaro/ })).toHaveAttribute('aria-selected', 'false');
  await box.press('Enter');
  await expect(tags).toHaveCount(2);

  // Backspace in an empty search drops the last tag; Escape closes the list.
  await box.fill('');
  await box.press('Backspace');
  await expect(tags).toHaveCount(1);
  await box.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(tags).toHaveText(['MZO-GDL · Manzanillo - Guadalajara']);
});
