import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, expectNoAxeViolationsInBothSchemes, loginAs, tokenOf } from './helpers';

/*
 * Billing against the real server: the demo candidate recharges (sandbox, through the API, so the
 * spec has its own invoiceable movement), then on /wallet/facturacion fills the fiscal data — the
 * RFC is checked while typed, the regime and use come from SAT's catalogues — and requests the
 * invoice, which appears as «Por timbrar». axe WCAG 2.2 AA in both colour schemes.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-MX' };
test.use(PHONE);

/** A confirmed sandbox recharge of `amount` centavos for the candidate. */
async function rechargeCandidate(request: APIRequestContext, amount: number) {
  const token = await tokenOf(request, 'candidato@demo.mx');
  const me = (await (await request.get('/api/v1/user', { headers: bearer(token) })).json()) as { id: number };
  const started = await request.post(`/payment-api/v1/payment/${me.id}/recharge`, { headers: { ...bearer(token), 'idempotency-key': `e2e-${randomUUID()}` }, data: { amount } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const paid = await request.post(`/payment-api/v1/sandbox/checkout/${id}`, { headers: bearer(token), data: { card_number: '4242 4242 4242 4242' } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
}

test('the candidate fills the fiscal data and requests an invoice of a recharge', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A recognisable amount: $200.00 to $299.99.
  const amount = 20_000 + (Date.now() % 10_000);
  const label = `$${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  await rechargeCandidate(request, amount);

  await loginAs(page, 'candidato@demo.mx');
  await page.goto('/wallet/facturacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Datos fiscales' });
  await expect(form.getByLabel('RFC')).toHaveValue('CURD950614K21');

  // The RFC is checked as it is typed, with the same schema the server uses.
  await form.getByLabel('RFC').fill('CURD951314K21');
  await expect(form.getByText('La fecha del RFC (AAMMDD) no es una fecha válida.')).toBeVisible();
  await form.getByLabel('RFC').fill('curd950614k21');
  await expect(form.getByText('La fecha del RFC (AAMMDD) no es una fecha válida.')).toHaveCount(0);
  await form.getByLabel('Nombre o razón social').fill('Daniela Cruz Reyes');
  await form.getByLabel('Código postal del domicilio fiscal').fill('06700');
  await form.getByRole('combobox', { name: 'Régimen fiscal' }).click();
  await page.getByRole('option', { name: /^612 · Personas Físicas con Actividades Empresariales/ }).click();
  await form.getByRole('combobox', { name: 'Uso del CFDI' }).click();
  await page.getByRole('option', { name: 'G03 · Gastos en general' }).click();
  await form.getByLabel('Correo para recibir facturas').fill('candidato@demo.mx');
  await form.getByRole('button', { name: 'Guardar datos fiscales' }).click();
  await expect(form.getByText('Datos fiscales guardados.')).toBeVisible();
  await expect(form.getByLabel('RFC')).toHaveValue('CURD950614K21');
  await expectNoAxeViolationsInBothSchemes(page, 'datos fiscales');

  // The recharge is among the movements to invoice; one invoice for it.
  const movement = page.getByRole('checkbox', { name: new RegExp(`^Facturar recarga del .* por \\${label.replace('.', '\\.')}$`) });
  await movement.check();
  await page.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(page.getByText(new RegExp(`Solicitamos la factura PT-\\d+ por \\${label.replace('.', '\\.')}`))).toBeVisible();
  await expect(movement).toHaveCount(0);
  const invoices = page.getByRole('region', { name: 'Lista de mis facturas' });
  await expect(invoices.getByRole('row').filter({ hasText: label }).getByText('Por timbrar')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'factura solicitada');
});
