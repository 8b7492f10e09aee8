import { type Page, expect, test } from '@playwright/test';
import { enterCompany, wcagViolations } from './helpers';

/**
 * The bus company's tours and complaints as its coordinator lives them: the demo tour that is
 * boarding today, boarding a passenger by typed ticket code (the camera needs a device; the typed
 * field is the path every device has), the same ticket again, a code that is not of the tour; then
 * a complaint from the list to its detail, reviewed and answered. axe (WCAG 2.2 AA) on each screen.
 */

async function expectAccessible(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-LoadingOverlay-root')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await wcagViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 3).join(' | ')}`), label).toEqual([]);
}

test('a coordinator boards a passenger by typed ticket code, and answers a complaint', async ({ page }) => {
  test.setTimeout(120_000);
  // No map or tile on these screens; nothing may reach the internet anyway.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await enterCompany(page, 'transporte@parabus.demo.mx', 'Autotransportes Parabus');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });

  await nav.getByRole('link', { name: 'Tours', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  const row = page.getByRole('row', { name: /Tequila y Pueblo Mágico/ });
  await expect(row).toContainText('Abordando');
  await expectAccessible(page, 'tours');

  await row.getByRole('link', { name: 'Tequila y Pueblo Mágico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tequila y Pueblo Mágico' })).toBeVisible();
  await expect(page.getByText(/16 de \d+ asientos ocupados/)).toBeVisible();
  await expectAccessible(page, 'tour');

  // A passenger still to board: their ticket code from the list.
  const pending = page.getByRole('region', { name: 'Lista de pasajeros' }).getByRole('row', { name: /Por abordar/ }).first();
  const name = (await pending.getByRole('cell').nth(1).innerText()).trim();
  const code = (await pending.getByRole('cell').nth(5).innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{16}$/);

  await page.getByRole('switch', { name: 'Modo abordaje' }).check();
  const field = page.getByLabel('Código del boleto');
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Abordar', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: /Abordó|Ya abordó|No es de este tour|No puede abordar/ });
  await expect(result).toContainText('Abordó');
  await expect(result).toContainText(name);
  await expect(page.getByRole('region', { name: 'Lista de pasajeros' }).getByRole('row', { name: new RegExp(name) })).toContainText('Abordó');
  await expectAccessible(page, 'boarding');

  await field.fill(code);
  await field.press('Enter');
  await expect(result).toContainText(/Ya abordó a las \d\d:\d\d/);
  await field.fill('NOESDEESTETOUR00');
  await field.press('Enter');
  await expect(result).toContainText('No es de este tour');
  await expect(result).toContainText('Ese boleto no es de este tour.');

  // Complaints: the received one from the demo, reviewed and answered.
  await nav.getByRole('link', { name: 'Quejas y sugerencias', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Recibida \(\d+\)/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'complaints');
  const complaint = page.getByRole('row', { name: /parada de Av\. Juárez/ });
  const folio = (await complaint.getByRole('link').innerText()).trim();
  await complaint.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: folio })).toBeVisible();
  await expectAccessible(page, 'complaint');
  await page.getByRole('button', { name: 'Pasar a revisión' }).click();
  await expect(page.getByText('En revisión', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Escribe la respuesta que recibirá quien la envió.')).toBeVisible();
  await page.getByLabel('Respuesta').fill('Hablamos con el operador y reforzamos las paradas de Av. Juárez.');
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Respondida', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Hablamos con el operador y reforzamos las paradas de Av. Juárez.').first()).toBeVisible();
  await expectAccessible(page, 'complaint answered');
});

