import { type Page, expect, test } from '@playwright/test';
import { bearer, enterCompany, expectNoAxeViolationsInBothSchemes, loginAs, tokenOf } from './helpers';

/**
 * The wallet on a phone: the candidate recharges with the sandbox's test card and sees the
 * balance and points move once the server confirms; Horizonte's admin charges them through the
 * API; they pay it from /wallet/pagos and download its receipt. Expected figures come from what
 * the page shows first, so the spec runs in any order with the others.
 */
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'es-MX' };
test.use(PHONE);

/** "$1,234.56" → 123456 centavos (the screens always show two decimals). */
const centavosOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const pointsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function readWallet(page: Page) {
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  return { balance: centavosOf(await page.getByTestId('wallet-balance').textContent()), points: pointsOf(await page.getByTestId('wallet-points').textContent()) };
}

test('the candidate recharges with a test card, pays a company charge and downloads its receipt', async ({ page, request }) => {
  // Three screens, each checked by axe in both colour schemes, on a machine shared with other runs.
  test.setTimeout(180_000);
  await loginAs(page, 'candidato@demo.mx');
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi wallet' })).toBeVisible();
  const before = await readWallet(page);
  await expect(page.getByRole('navigation', { name: 'Secciones de la wallet' }).getByRole('link', { name: 'Facturación' })).toHaveAttribute('href', '/wallet/facturacion');
  await expectNoAxeViolationsInBothSchemes(page, '/wallet');

  // $250.00 earns 25 points; the balance moves only after the sandbox's signed notice reaches the server.
  await page.getByLabel('Monto en pesos').fill('250');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText('Modo de prueba')).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, '/wallet, pago de prueba');
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar $250.00' }).click();
  await expect(page.getByText('¡Recarga acreditada!')).toBeVisible();
  await expect(page.getByText('ganaste 25 puntos')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(`$${((before.balance + 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('wallet-points')).toHaveText((before.points + 25).toLocaleString('en-US'));

  // Horizonte's admin charges the candidate $120.50 through the API.
  const me = await request.get('/api/v1/user', { headers: bearer(await tokenOf(request, 'candidato@demo.mx')) });
  const userId = ((await me.json()) as { id: number }).id;
  const concept = `Curso de montacargas ${Date.now() % 100_000}`;
  const admin = await tokenOf(request, 'admin@horizonte.demo.mx');
  const created = await request.post('/payment-api/v1/companies/3/charges', { headers: { ...bearer(admin), 'idempotency-key': `e2e-${concept}` }, data: { concept, amount: 12_050, payer_user_id: userId } });
  expect(created.status(), await created.text()).toBe(201);

  await page.getByRole('navigation', { name: 'Secciones de la wallet' }).getByRole('link', { name: 'Pagos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await expect(page.getByText(concept)).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, '/wallet/pagos');

  await page.getByRole('button', { name: `Pagar ${concept}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar: ${concept}` });
  await expect(dialog.getByTestId('split-cash')).toHaveText('$120.50');
  await dialog.getByRole('button', { name: 'Confirmar pago de $120.50' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Pagar ${concept}` })).toBeHidden();

  // The history's newest row is this payment; its receipt is a PDF named after the movement.
  const receiptButton = page.getByRole('button', { name: new RegExp(`^Recibo PDF de ${concept}`) });
  await expect(receiptButton).toBeVisible();
  const download = page.waitForEvent('download');
  await receiptButton.click();
  expect((await download).suggestedFilename()).toMatch(/^recibo-\d+\.pdf$/);

  await page.goto('/wallet');
  const after = await readWallet(page);
  // 25,000 in, 12,050 out; 25 points from the recharge and 12 from the payment.
  expect(after).toEqual({ balance: before.balance + 25_000 - 12_050, points: before.points + 25 + 12 });
});

test('a company admin sees its charges and income and refunds a payment after confirming', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The candidate pays a fresh Horizonte charge through the API (recharging first), so this spec owns its data.
  const candidate = await tokenOf(request, 'candidato@demo.mx');
  const me = await request.get('/api/v1/user', { headers: bearer(candidate) });
  const userId = ((await me.json()) as { id: number }).id;
  const stamp = Date.now() % 100_000;
  const write = (token: string, url: string, data: object, key: string) => request.post(url, { headers: { ...bearer(token), 'idempotency-key': `e2e-${key}-${stamp}` }, data });
  const recharge = await write(candidate, `/payment-api/v1/payment/${userId}/recharge`, { amount: 10_000 }, 'recarga');
  expect(recharge.status(), await recharge.text()).toBe(201);
  const rechargeId = ((await recharge.json()) as { id: number }).id;
  expect((await request.post(`/payment-api/v1/sandbox/checkout/${rechargeId}`, { headers: bearer(candidate), data: { card_number: '4242424242424242' } })).status()).toBe(200);
  const admin = await tokenOf(request, 'admin@horizonte.demo.mx');
  const concept = `Gafete de visita ${stamp}`;
  const charge = await write(admin, '/payment-api/v1/companies/3/charges', { concept, amount: 5_000, payer_user_id: userId }, 'cobro');
  expect(charge.status(), await charge.text()).toBe(201);
  const paid = await write(candidate, `/payment-api/v1/payment/${((await charge.json()) as { id: number }).id}/apply`, { points: 0 }, 'pago');
  expect(paid.status(), await paid.text()).toBe(201);

  await enterCompany(page, 'admin@horizonte.demo.mx', 'Horizonte');
  await page.goto('/wallet/pagos');
  await expect(page.getByRole('heading', { level: 2, name: 'Cobros de la empresa' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingresos por mes' })).toBeVisible();
  await page.getByRole('button', { name: `Ver pagos de ${concept}` }).click();
  const payments = page.getByRole('dialog', { name: `Pagos de «${concept}»` });
  await expect(payments.getByText('candidato@demo.mx')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, '/wallet/pagos, pagos de un cobro');

  await payments.getByRole('button', { name: /^Reembolsar el pago de / }).click();
  const confirm = page.getByRole('dialog', { name: '¿Reembolsar este pago?' });
  await expect(confirm.getByText('Regresaremos $50.00')).toBeVisible();
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog', { name: `Pagos de «${concept}»` }).getByText(/^Reembolsado/)).toBeVisible();
});
