import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../../../src/server/modules/wallet/providers/sandbox';
import { chartMonths, sumPerMonth } from '../../../../src/server/modules/wallet/wallet-reads.service';
import { ledgerViolations } from '../../../../src/server/modules/wallet/wallet.ledger';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { signInWalletCast } from '../../../helpers/wallet-cast';

/**
 * The reads behind the wallet's screens on both databases: the summary (balance, points, the
 * months' chart), a recharge while it is paid, the charges waiting for someone, a company's
 * charges, their payments and its income, and a transaction's PDF receipt — each for its owner or
 * the charging company's admins only (others 404, a plain employee 403). The ledger still holds.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const nowMs = Date.parse('2026-12-05T18:00:00.000Z');

type Who = 'ana' | 'beto' | 'horizonte' | 'empleado' | 'ajena';
const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: { ...t.bearer(tokens[who]!), ...(method === 'POST' ? { 'idempotency-key': `lectura-${randomUUID()}` } : {}) }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(nowMs) });
  await signInWalletCast(
    t,
    { people: { ana: 'ana.lecturas@demo.mx', beto: 'beto.lecturas@demo.mx' }, demo: { horizonte: 'admin@horizonte.demo.mx', empleado: 'empleado@horizonte.demo.mx', ajena: 'admin@ajena.demo.mx' } },
    ids,
    tokens,
  );
});
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('chart months', () => {
  it('are the last six months of Mexico City, oldest first, starting at local midnight', () => {
    // 03:00 UTC on 1 December is still 30 November in Mexico City.
    expect(chartMonths(new Date('2026-12-01T03:00:00Z'))).toEqual({ months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'], since: '2026-06-01T06:00:00.000Z' });
    expect(chartMonths(new Date('2026-02-10T12:00:00Z'), 3).months).toEqual(['2025-12', '2026-01', '2026-02']);
  });
  it('sum credits in and debits out per month, leaving out entries outside them', () => {
    const months = ['2026-11', '2026-12'];
    const entries = [
      { created_at: '2026-12-01T05:59:00.000Z', debit: 0, credit: 100 },
      { created_at: '2026-12-01T06:00:00.000Z', debit: 30, credit: 0 },
      { created_at: '2026-10-15T12:00:00.000Z', debit: 0, credit: 999 },
    ];
    expect(sumPerMonth(months, entries)).toEqual([
      { month: '2026-11', money_in: 100, money_out: 0 },
      { month: '2026-12', money_in: 0, money_out: 30 },
    ]);
  });
});

describe('my wallet', () => {
  it('the summary starts empty and moves with a recharge only once the provider confirms it', async () => {
    const empty = await call('GET', `/payment-api/v1/users/${ids.ana}/wallet`, 'ana');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ balance: 0, points: 0, points_value: 0, currency: 'MXN', points_expiring: { points: 0, first_expires_at: null } });
    expect(empty.json().months).toHaveLength(6);
    expect(empty.json().months.at(-1)).toEqual({ month: '2026-12', money_in: 0, money_out: 0 });

    const started = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 50_000 });
    expect(started.statusCode).toBe(201);
    const pending = await call('GET', `/payment-api/v1/recharges/${started.json().id}`, 'ana');
    expect(pending.json()).toMatchObject({ id: started.json().id, status: 'pending', amount: 50_000, test_mode: true, checkout: {} });
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/wallet`, 'ana')).json().balance).toBe(0);

    await call('POST', `/payment-api/v1/sandbox/checkout/${started.json().id}`, 'ana', { card_number: SANDBOX_CARDS.succeeds });
    expect((await call('GET', `/payment-api/v1/recharges/${started.json().id}`, 'ana')).json()).toMatchObject({ status: 'succeeded' });
    const after = (await call('GET', `/payment-api/v1/users/${ids.ana}/wallet`, 'ana')).json();
    expect(after).toMatchObject({ balance: 50_000, points: 50, points_value: 500, points_expiring: { points: 0 } });
    expect(after.months.at(-1)).toEqual({ month: '2026-12', money_in: 50_000, money_out: 0 });
  });

  it('another person’s summary, charges and recharge read as missing', async () => {
    const recharge = await t.database.db.selectFrom('wallet_recharges').select('id').where('user_id', '=', ids.ana!).executeTakeFirstOrThrow();
    for (const url of [`/payment-api/v1/users/${ids.ana}/wallet`, `/payment-api/v1/users/${ids.ana}/charges`, `/payment-api/v1/recharges/${recharge.id}`]) {
      const response = await call('GET', url, 'beto');
      expect(response.statusCode, url).toBe(404);
      expectErrorShape(response.json(), 404);
    }
  });
});

describe('charges and receipts', () => {
  it('a charge for Ana waits in her list only, she pays it with points, and its receipt explains the entries', async () => {
    const created = await call('POST', '/payment-api/v1/companies/3/charges', 'horizonte', { concept: 'Credencial de lectura', amount: 10_000, payer_user_id: ids.ana });
    expect(created.statusCode, created.body).toBe(201);
    const chargeId = created.json().id as number;
    const mine = (await call('GET', `/payment-api/v1/users/${ids.ana}/charges`, 'ana')).json();
    expect(mine.data).toEqual([expect.objectContaining({ id: chargeId, concept: 'Credencial de lectura', amount: 10_000, status: 'open', company_name: expect.any(String) })]);
    expect((await call('GET', `/payment-api/v1/users/${ids.beto}/charges`, 'beto')).json().data).toEqual([]);
    expect((await call('GET', `/payment-api/v1/charges/${chargeId}`, 'ana')).statusCode).toBe(200);
    expect((await call('GET', `/payment-api/v1/charges/${chargeId}`, 'horizonte')).statusCode).toBe(200);
    expect((await call('GET', `/payment-api/v1/charges/${chargeId}`, 'beto')).statusCode).toBe(404);

    const paid = await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', { points: 20 });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/charges`, 'ana')).json().data).toEqual([]);
    const summary = (await call('GET', `/payment-api/v1/users/${ids.ana}/wallet`, 'ana')).json();
    expect(summary.months.at(-1)).toEqual({ month: '2026-12', money_in: 50_000, money_out: 9_800 });

    const history = (await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?kind=payment`, 'ana')).json();
    const transactionId = history.data[0].id as number;
    const receipt = await call('GET', `/payment-api/v1/transactions/${transactionId}/receipt`, 'ana');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="recibo-${transactionId}.pdf"`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const who of ['beto', 'horizonte'] as const) {
      const other = await call('GET', `/payment-api/v1/transactions/${transactionId}/receipt`, who);
      expect(other.statusCode, who).toBe(404);
      expectErrorShape(other.json(), 404);
    }
    expect((await call('GET', '/payment-api/v1/transactions/999999/receipt', 'ana')).statusCode).toBe(404);
  });

  it('the company’s admins list its charges with payments and totals, see a charge’s payments and the income per month', async () => {
    const page = await call('GET', '/payment-api/v1/companies/3/charges', 'horizonte');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ current_page: 1, per_page: 20 });
    const charge = page.json().data.find((row: { concept: string }) => row.concept === 'Credencial de lectura');
    expect(charge).toMatchObject({ payments_count: 1, paid_total: 10_000, payer_name: 'Ana', status: 'paid' });
    expect(page.json().data.every((row: { company_id: number }) => row.company_id === 3)).toBe(true);

    const payments = await call('GET', `/payment-api/v1/charges/${charge.id}/payments`, 'horizonte');
    expect(payments.statusCode).toBe(200);
    expect(payments.json().data).toEqual([expect.objectContaining({ user_id: ids.ana, user_name: 'Ana', user_email: 'ana.lecturas@demo.mx', amount: 10_000, cash_amount: 9_800, points_redeemed: 20, status: 'paid' })]);

    const before = (await call('GET', '/payment-api/v1/companies/3/income', 'horizonte')).json();
    expect(before.months).toHaveLength(6);
    expect(before.months.at(-1).money_in).toBeGreaterThanOrEqual(10_000);
    const refunded = await call('POST', `/payment-api/v1/payments/${payments.json().data[0].id}/refund`, 'horizonte');
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (await call('GET', '/payment-api/v1/companies/3/income', 'horizonte')).json();
    expect(after.months.at(-1).money_out - before.months.at(-1).money_out).toBe(10_000);
    const again = (await call('GET', '/payment-api/v1/companies/3/charges', 'horizonte')).json().data.find((row: { id: number }) => row.id === charge.id);
    expect(again).toMatchObject({ payments_count: 1, paid_total: 0, status: 'open' });
  });

  it('another company reads them as missing; a plain employee is refused; a bad page is a Spanish 4xx', async () => {
    const charge = await t.database.db.selectFrom('wallet_charges').select('id').where('company_id', '=', 3).executeTakeFirstOrThrow();
    for (const url of ['/payment-api/v1/companies/3/charges', '/payment-api/v1/companies/3/income', `/payment-api/v1/charges/${charge.id}/payments`]) {
      const foreign = await call('GET', url, 'ajena');
      expect(foreign.statusCode, url).toBe(404);
      expectErrorShape(foreign.json(), 404);
      const employee = await call('GET', url, 'empleado');
      expect(employee.statusCode, url).toBe(403);
      expectErrorShape(employee.json(), 403);
    }
    const bad = await call('GET', '/payment-api/v1/companies/3/charges?page=0', 'horizonte');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(expectErrorShape(bad.json(), 422).data.errors)).toMatch(/La página empieza en 1/);
  });
});
