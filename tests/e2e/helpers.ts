import AxeBuilder from '@axe-core/playwright';
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

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe WCAG 2.2 AA on the page as it stands, once nothing is mid-transition; the violations are named when it fails. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Not mid-transition: a fading drawer's text would fail contrast (spinners loop forever and are left alone).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).slice(0, 3).join(' | ')}`);
  expect(summary, where).toEqual([]);
}
