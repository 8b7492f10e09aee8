import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations } from './helpers';
import { serveVariant } from './variant-server';

/**
 * The superempleos build (spec §1: VITE_IS_SUPEREMPLEOS=true, `npm run build:web:superempleos`)
 * served by a server of its own, on a phone: `/` is the job board's landing in its own layout
 * (brand, search, categories with counts, public statistics), axe-clean, and its search box opens
 * the search with the words typed, once the visitor has signed in.
 */
// Built by the caller (E2E_SUPEREMPLEOS_WEB=$PWD/out/web-superempleos); a run of this file alone builds it here.
const ORIGIN = serveVariant({ name: 'superempleos', prebuilt: process.env.E2E_SUPEREMPLEOS_WEB, outDir: 'out/web-superempleos-e2e', viteArgs: ['--mode', 'superempleos'] });

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone, `/` is the job board: brand, search, categories with counts, statistics; the search box opens the search', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Superempleos, página de inicio' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentra empleo con salario a la vista' })).toBeVisible();
  await expect(page.getByText(/\d+ vacantes publicadas/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Logística, transporte y distribución.*\d+ vacantes/ })).toBeVisible();
  await expect(page.getByText('candidatos', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'superempleos landing (phone)');

  // The phone's menu holds the job-board navigation.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Buscar vacantes' })).toBeVisible();
  await expectNoAxeViolations(page, 'superempleos menu (phone)');
  await page.keyboard.press('Escape');

  await page.getByLabel('Puesto, palabra clave o empresa').fill('ingeniero logistica');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // The search is private (spec §2): a visitor signs in and lands on it with the words typed.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill('candidato@demo.mx');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/superempleos\/vacantes\?q=ingeniero\+logistica$/);
  await expect(page.getByText(/Ingeniero en Logística/).first()).toBeVisible();
  await context.close();
});
