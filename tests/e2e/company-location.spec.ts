import { expect, test } from '@playwright/test';
import { enterCompany } from './helpers';

/**
 * The INEGI catalogue on the company form: the super admin creates a company in Santa María
 * Tonameca, Oaxaca — one of Oaxaca's 570 municipalities — found by typing it without accents.
 */
test('the super admin picks Oaxaca, finds Santa María Tonameca by typing "tonameca", saves, and sees it on the company', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Mezcales de la Costa ${stamp}`;
  // A company's RFC: 3 letters (from the stamp, so each run's is new), a date and a homoclave.
  const rfc = `${stamp.replace(/[^A-Z]/g, '').padEnd(3, 'X').slice(0, 3)}900101AB1`;
  await enterCompany(page, 'super@demo.mx', 'Logística Portuaria del Pacífico');
  await page.goto('/empresas/crear-empresa');
  // The form and its catalogues are a lazy chunk: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva empresa' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Nombre comercial' }).fill(name);
  await page.getByRole('textbox', { name: 'RFC' }).fill(rfc);

  const state = page.getByRole('combobox', { name: 'Estado' });
  const municipality = page.getByRole('combobox', { name: 'Municipio' });
  await expect(municipality).toBeDisabled();
  await expect(municipality).toHaveAttribute('placeholder', 'Primero elige el estado');

  await state.click();
  await state.fill('oaxaca');
  await page.getByRole('option', { name: 'Oaxaca', exact: true }).click();
  await expect(municipality).toBeEnabled();
  await municipality.click();
  await municipality.fill('tonameca');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: 'Santa María Tonameca' }).click();
  await expect(municipality).toHaveValue('Santa María Tonameca');

  // Another state clears the municipality: it belonged to Oaxaca.
  await state.click();
  await state.fill('puebla');
  await page.getByRole('option', { name: 'Puebla', exact: true }).click();
  await expect(municipality).toHaveValue('');
  await state.click();
  await state.fill('oaxaca');
  await page.getByRole('option', { name: 'Oaxaca', exact: true }).click();
  await municipality.click();
  await municipality.fill('TONAMÉCA');
  await page.getByRole('option', { name: 'Santa María Tonameca' }).click();

  await page.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(page).toHaveURL(/\/empresas$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'Oaxaca', exact: true })).toBeVisible();

  // The company keeps it: the edit form opens on Oaxaca and Santa María Tonameca.
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Oaxaca');
  await expect(page.getByRole('combobox', { name: 'Municipio' })).toHaveValue('Santa María Tonameca');
});
