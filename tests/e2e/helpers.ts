import { type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** Logs in through the real form; lands on /seleccionar-empresa. */
export async function loginAs(page: Page, email: string, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/seleccionar-empresa$/);
}

/** Logs in and enters a company; lands on /inicio. */
export async function enterCompany(page: Page, email: string, companyName: string, options: { remember?: boolean } = {}) {
  await loginAs(page, email, options);
  await page.getByRole('button', { name: new RegExp(companyName) }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}
