import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_SIGNATURE_HEADER, signWebhook } from '../../../../src/server/modules/wallet/providers/sandbox';
import { ledgerViolations } from '../../../../src/server/modules/wallet/wallet.ledger';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { signInWalletCast } from '../../../helpers/wallet-cast';

/**
 * The wallet on both databases: recharges credited only by the provider's verified webhook,
 * idempotent writes, 50 concurrent spends of one balance, payments with points, refunds that
 * reverse the points, the points expiry sweep, owner 404s and bad input. After EVERY test the
 * ledger's invariants hold (debits = credits per transaction and unit, balances = ledger sums =
 * lots, no user account below zero, every unit sums to zero).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const DAY = 86_400_000;
let nowMs = Date.parse('2026-12-05T18:00:00.000Z');

type Who = 'ana' | 'beto' | 'caro' | 'horizonte' | 'empleado' | 'ajena' | 'candidato';
type Payer = 'ana' | 'beto' | 'caro';
const key = () => `prueba-${randomUUID()}`;
const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object, idempotencyKey: string | null = key()) =>
  t.app.inject({ method, url, headers: { ...t.bearer(tokens[who]!), ...(idempotencyKey && method === 'POST' ? { 'idempotency-key': idempotencyKey } : {}) }, ...(payload ? { payload } : {}) });
const count = async (table: 'wallet_recharges' | 'wallet_transactions' | 'wallet_payments' | 'wallet_charges') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const balanceOf = async (who: Payer) => (await call('GET', `/payment-api/v1/users/${ids[who]}/transactions`, who)).json().balance as number;
const pointsOf = async (who: Payer) => (await call('GET', `/payment-api/v1/users/${ids[who]}/points`, who)).json().balance as number;

async function recharge(who: Payer, amount: number, card: string = SANDBOX_CARDS.succeeds) {
  const started = await call('POST', `/payment-api/v1/payment/${ids[who]}/recharge`, who, { amount });
  expect(started.statusCode, started.body).toBe(201);
  const paid = await call('POST', `/payment-api/v1/sandbox/checkout/${started.json().id}`, who, { card_number: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { id: number; status: string; failure_reason: string | null };
}

async function createCharge(amount: number, payer: number | null, concept = 'Boleto de prueba') {
  const response = await call('POST', '/payment-api/v1/companies/3/charges', 'horizonte', { concept, amount, payer_user_id: payer });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** A webhook as the sandbox would sign it, for the tests that forge or replay one. */
const sandboxSecret = () => createHmac('sha256', t.config.appKey).update('wallet-sandbox-webhook').digest('hex');
const postWebhook = (body: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/payment-api/v1/webhooks/sandbox', payload: body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } });

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(nowMs) });
  await signInWalletCast(
    t,
    {
      people: { ana: 'ana.cartera@demo.mx', beto: 'beto.cartera@demo.mx', caro: 'caro.cartera@demo.mx' },
      demo: { candidato: 'candidato@demo.mx', horizonte: 'admin@horizonte.demo.mx', empleado: 'empleado@horizonte.demo.mx', ajena: 'admin@ajena.demo.mx' },
    },
    ids,
    tokens,
  );
});
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('recharges', () => {
  it('moves the balance only on the provider’s confirmed webhook, with points by rule', async () => {
    const started = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 50_000 });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: 'pending', amount: 50_000, currency: 'MXN', provider: 'sandbox', test_mode: true });
    expect(started.json().checkout.url).toBe(`/payment-api/v1/sandbox/checkout/${started.json().id}`);
    expect(await balanceOf('ana')).toBe(0);
    const paid = await call('POST', `/payment-api/v1/sandbox/checkout/${started.json().id}`, 'ana', { card_number: '4242 4242 4242 4242' });
    expect(paid.json().status).toBe('succeeded');
    expect(await balanceOf('ana')).toBe(50_000);
    expect(await pointsOf('ana')).toBe(50);
  });

  it('a declined test card fails the recharge and moves nothing', async () => {
    const before = await count('wallet_transactions');
    const failed = await recharge('beto', 10_000, SANDBOX_CARDS.declined);
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toMatch(/rechazada/);
    expect(await count('wallet_transactions')).toBe(before);
    expect(await balanceOf('beto')).toBe(0);
  });

  it('refuses a forged or stale signature and ignores a replayed event', async () => {
    const started = (await call('POST', `/payment-api/v1/payment/${ids.beto}/recharge`, 'beto', { amount: 3_000 })).json();
    const { provider_reference: reference } = await t.database.db.selectFrom('wallet_recharges').select('provider_reference').where('id', '=', started.id).executeTakeFirstOrThrow();
    const body = JSON.stringify({ id: 'evt_prueba_1', type: 'payment.succeeded', reference, amount: 3_000, currency: 'MXN' });
    const nowSeconds = Math.floor(nowMs / 1000);
    const forged = await postWebhook(body, signWebhook('otra-clave', body, nowSeconds));
    expect(forged.statusCode).toBe(400);
    expect(expectErrorShape(forged.json(), 400).data.code).toBe('invalid_webhook_signature');
    const stale = await postWebhook(body, signWebhook(sandboxSecret(), body, nowSeconds - 3_600));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/venció/);
    const tampered = await postWebhook(body.replace('3000', '300000'), signWebhook(sandboxSecret(), body, nowSeconds));
    expect(tampered.statusCode).toBe(400);
    expect(await balanceOf('beto')).toBe(0);

    const first = await postWebhook(body, signWebhook(sandboxSecret(), body, nowSeconds));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await postWebhook(body, signWebhook(sandboxSecret(), body, nowSeconds));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf('beto')).toBe(3_000);
  });

  it('fails a recharge whose confirmed amount differs, and answers 404 for an unknown provider', async () => {
    const started = (await call('POST', `/payment-api/v1/payment/${ids.beto}/recharge`, 'beto', { amount: 4_000 })).json();
    const { provider_reference: reference } = await t.database.db.selectFrom('wallet_recharges').select('provider_reference').where('id', '=', started.id).executeTakeFirstOrThrow();
    const body = JSON.stringify({ id: 'evt_prueba_monto', type: 'payment.succeeded', reference, amount: 400_000, currency: 'MXN' });
    const balance = await balanceOf('beto');
    expect((await postWebhook(body, signWebhook(sandboxSecret(), body, Math.floor(nowMs / 1000)))).json()).toEqual({ received: true, duplicate: false });
    const recharge = await t.database.db.selectFrom('wallet_recharges').select(['status', 'failure_reason']).where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(recharge).toEqual({ status: 'failed', failure_reason: 'El proveedor confirmó un monto distinto al de la recarga.' });
    expect(await balanceOf('beto')).toBe(balance);
    const unknown = await t.app.inject({ method: 'POST', url: '/payment-api/v1/webhooks/otro', payload: body, headers: { 'content-type': 'application/json' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad amounts and currencies in Spanish, with nothing written', async () => {
    const before = await count('wallet_recharges');
    const cases: [object, RegExp][] = [
      [{ amount: -5_000 }, /mayor que cero/],
      [{ amount: 2_500.5 }, /sin decimales/],
      [{ amount: 5_000, currency: 'USD' }, /MXN/],
      [{ amount: 100 }, /mínimo/],
      [{ amount: 5_000_000 }, /máximo/],
      [{ amount: '5000' }, /número entero de centavos/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(expectErrorShape(response.json(), 422))).toMatch(message);
    }
    const keyless = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 5_000 }, null);
    expect(keyless.statusCode).toBe(422);
    expect(JSON.stringify(keyless.json())).toMatch(/Idempotency-Key/);
    expect(await count('wallet_recharges')).toBe(before);
  });
});

describe('owner only', () => {
  it('another user’s wallet, points, recharge and checkout read as missing', async () => {
    const mine = (await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 5_000 })).json();
    for (const [method, url, payload] of [
      ['POST', `/payment-api/v1/payment/${ids.ana}/recharge`, { amount: 5_000 }],
      ['GET', `/payment-api/v1/users/${ids.ana}/transactions`, undefined],
      ['GET', `/payment-api/v1/users/${ids.ana}/points`, undefined],
      ['POST', `/payment-api/v1/sandbox/checkout/${mine.id}`, { card_number: SANDBOX_CARDS.succeeds }],
    ] as const) {
      const response = await call(method, url, 'beto', payload);
      expect(response.statusCode, url).toBe(404);
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
    expect((await t.database.db.selectFrom('wallet_recharges').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });
});

describe('idempotency', () => {
  it('the same key and request answers the same, once; a different request with it is a 409', async () => {
    const idempotencyKey = key();
    const before = await count('wallet_recharges');
    const first = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 7_000 }, idempotencyKey);
    const again = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 7_000 }, idempotencyKey);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('wallet_recharges')).toBe(before + 1);
    const other = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 8_000 }, idempotencyKey);
    expect(other.statusCode).toBe(409);
    expect(expectErrorShape(other.json(), 409).data.code).toBe('idempotency_key_reused');
    expect(await count('wallet_recharges')).toBe(before + 1);
  });

  it('a retried payment pays once, even when the retries race', async () => {
    const chargeId = await createCharge(2_000, null);
    const balance = await balanceOf('ana');
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', {}, idempotencyKey)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await balanceOf('ana')).toBe(balance - 2_000);
  });
});

describe('payments', () => {
  it('50 concurrent spends of one balance never overdraw', async () => {
    await recharge('beto', 10_000 - (await balanceOf('beto')));
    expect(await balanceOf('beto')).toBe(10_000);
    const chargeId = await createCharge(1_000, null, 'Boleto concurrido');
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'beto', {})));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.data).toMatchObject({ code: 'insufficient_balance', balance: 0, required: 1_000 });
    expect(refused.message).toMatch(/Saldo insuficiente/);
    expect(await balanceOf('beto')).toBe(0);
  });

  it('pays with points up to half of a charge, and refuses more points than held', async () => {
    const points = await pointsOf('ana');
    const balance = await balanceOf('ana');
    const chargeId = await createCharge(6_000, ids.ana!, 'Cuota con puntos');
    const tooMany = await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', { points: 301 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toMatch(/50 %/);
    // Ana holds 52 points (50 from her first recharge, 2 from a $20 payment): 53 are more than she has.
    expect(points).toBe(52);
    const notHeld = await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', { points: points + 1 });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().data).toMatchObject({ code: 'insufficient_points', points_balance: 52 });
    const paid = await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', { points: Math.min(points, 20) });
    expect(paid.statusCode, paid.body).toBe(201);
    const used = Math.min(points, 20);
    expect(paid.json()).toMatchObject({ amount: 6_000, points_redeemed: used, cash_amount: 6_000 - used * 10, points_earned: Math.floor((6_000 - used * 10) / 1_000), balance: balance - (6_000 - used * 10) });
    const twice = await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', {});
    expect(twice.json().data.code).toBe('charge_paid');
    expect((await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'beto', {})).statusCode).toBe(404);
  });

  it('a company admin creates charges; others may not', async () => {
    const body = { concept: 'Intruso', amount: 1_000 };
    expect((await call('POST', '/payment-api/v1/companies/3/charges', 'ajena', body)).statusCode).toBe(404);
    expect((await call('POST', '/payment-api/v1/companies/3/charges', 'empleado', body)).statusCode).toBe(403);
    const bad = await call('POST', '/payment-api/v1/companies/3/charges', 'horizonte', { concept: '', amount: 10.5 });
    expect(bad.statusCode).toBe(422);
    expect(await t.database.db.selectFrom('wallet_charges').select('id').where('concept', '=', 'Intruso').execute()).toEqual([]);
  });
});

describe('refunds', () => {
  it('reverse the money and the points earned, and give back the points redeemed, once', async () => {
    await recharge('ana', 20_000);
    const balance = await balanceOf('ana');
    const points = await pointsOf('ana');
    const chargeId = await createCharge(15_000, ids.ana!, 'Servicio reembolsable');
    const paid = (await call('POST', `/payment-api/v1/payment/${chargeId}/apply`, 'ana', { points: 10 })).json();
    expect(paid).toMatchObject({ cash_amount: 14_900, points_earned: 14, points_balance: points - 10 + 14 });
    expect((await call('POST', `/payment-api/v1/payments/${paid.id}/refund`, 'ajena')).statusCode).toBe(404);
    expect((await call('POST', `/payment-api/v1/payments/${paid.id}/refund`, 'empleado')).statusCode).toBe(403);
    const refunded = await call('POST', `/payment-api/v1/payments/${paid.id}/refund`, 'horizonte');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', balance, points_balance: points });
    expect(await balanceOf('ana')).toBe(balance);
    expect(await pointsOf('ana')).toBe(points);
    const again = await call('POST', `/payment-api/v1/payments/${paid.id}/refund`, 'horizonte');
    expect(again.json().data.code).toBe('payment_refunded');
    const history = (await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?kind=refund`, 'ana')).json();
    expect(history.data[0]).toMatchObject({ kind: 'refund', amount: 14_900, points: 10 - 14, payment_id: paid.id });
  });
});

describe('refunds of spent points', () => {
  it('keeps the value of earned points already spent out of the money returned', async () => {
    await recharge('caro', 20_000);
    const first = (await call('POST', `/payment-api/v1/payment/${await createCharge(10_000, ids.caro!, 'Primer pago')}/apply`, 'caro', {})).json();
    expect(first.points_balance).toBe(30);
    const second = (await call('POST', `/payment-api/v1/payment/${await createCharge(6_000, ids.caro!, 'Segundo pago')}/apply`, 'caro', { points: 30 })).json();
    expect(second).toMatchObject({ cash_amount: 5_700, points_earned: 5, points_balance: 5, balance: 4_300 });
    // The first payment earned 10 points; 5 are left to take back, the other 5 (50 centavos) stay with the company.
    const refunded = (await call('POST', `/payment-api/v1/payments/${first.id}/refund`, 'horizonte')).json();
    expect(refunded).toMatchObject({ status: 'refunded', balance: 4_300 + 9_950, points_balance: 0 });
  });
});

describe('the OpenAPI document', () => {
  it('lists every /payment-api/v1 route, with the Idempotency-Key header on the writes', async () => {
    const documented = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    for (const path of ['/payment-api/v1/payment/{id}/recharge', '/payment-api/v1/payment/{id}/apply', '/payment-api/v1/payments/{id}/refund', '/payment-api/v1/sandbox/checkout/{id}', '/payment-api/v1/webhooks/{provider}'])
      expect(Object.keys(documented[path] ?? {}), path).toEqual(['post']);
    // A company's charges: created with POST, listed (by the screens' reads) with GET.
    expect(Object.keys(documented['/payment-api/v1/companies/{id}/charges'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const path of [
      '/payment-api/v1/users/{id}/transactions',
      '/payment-api/v1/users/{id}/points',
      '/payment-api/v1/users/{id}/wallet',
      '/payment-api/v1/users/{id}/charges',
      '/payment-api/v1/recharges/{id}',
      '/payment-api/v1/charges/{id}',
      '/payment-api/v1/charges/{id}/payments',
      '/payment-api/v1/companies/{id}/income',
      '/payment-api/v1/transactions/{id}/receipt',
    ])
      expect(Object.keys(documented[path] ?? {}), path).toEqual(['get']);
    expect(documented['/payment-api/v1/payment/{id}/apply']!.post!.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
  });
});

describe('append-only', () => {
  it('deleting a company leaves its payments and every balance explained', async () => {
    const company = await t.database.db.insertInto('companies').values({ name: 'Cobros efímeros' }).returning('id').executeTakeFirstOrThrow();
    const horizonteAdmin = await t.userIdOf('admin@horizonte.demo.mx');
    const role = await t.database.db.selectFrom('roles').select('id').where('slug', '=', 'company_admin').executeTakeFirstOrThrow();
    await t.database.db.insertInto('company_users').values({ company_id: company.id, user_id: horizonteAdmin }).execute();
    await t.database.db.insertInto('role_assignments').values({ user_id: horizonteAdmin, role_id: role.id, company_id: company.id }).execute();
    tokens.horizonte = (await t.login('admin@horizonte.demo.mx')).access_token;
    const charge = await call('POST', `/payment-api/v1/companies/${company.id}/charges`, 'horizonte', { concept: 'Cobro efímero', amount: 2_000 });
    expect(charge.statusCode, charge.body).toBe(201);
    await recharge('caro', 5_000);
    const balance = await balanceOf('caro');
    expect((await call('POST', `/payment-api/v1/payment/${charge.json().id}/apply`, 'caro', {})).statusCode).toBe(201);
    await t.database.db.deleteFrom('companies').where('id', '=', company.id).execute();
    expect(await balanceOf('caro')).toBe(balance - 2_000);
    expect(await t.database.db.selectFrom('wallet_transactions').select('id').where('company_id', '=', company.id).execute()).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('the demo candidate’s wallet shows every kind of movement, a refund among them, explained by the ledger', async () => {
    const candidate = await t.userIdOf('candidato@demo.mx');
    const page = (await call('GET', `/payment-api/v1/users/${candidate}/transactions`, 'candidato')).json();
    expect(new Set(page.data.map((row: { kind: string }) => row.kind))).toEqual(new Set(['recharge', 'payment', 'refund', 'points_expiry']));
    expect(page.balance).toBeGreaterThan(0);
    expect(page.data.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(page.balance);
    const points = (await call('GET', `/payment-api/v1/users/${candidate}/points`, 'candidato')).json();
    expect(points.balance).toBeGreaterThan(0);
    expect(points.lots.reduce((sum: number, lot: { remaining: number }) => sum + lot.remaining, 0)).toBe(points.balance);
    const employee = await t.userIdOf('empleado@horizonte.demo.mx');
    const employeePage = (await call('GET', `/payment-api/v1/users/${employee}/transactions`, 'empleado')).json();
    expect(employeePage.balance).toBeGreaterThan(0);
    expect(employeePage.total).toBeGreaterThanOrEqual(4);
  });
});

describe('history and points', () => {
  it('pages the transactions with filters, and refuses bad filters', async () => {
    const all = (await call('GET', `/payment-api/v1/users/${ids.ana}/transactions`, 'ana')).json();
    expect(all.current_page).toBe(1);
    expect(all.total).toBeGreaterThan(3);
    expect(all.data.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(all.balance);
    const recharges = (await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?kind=recharge&from=2026-12-05&to=2026-12-05`, 'ana')).json();
    expect(recharges.data.every((row: { kind: string; amount: number }) => row.kind === 'recharge' && row.amount > 0)).toBe(true);
    expect(recharges.total).toBe(2);
    expect((await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?from=2026-12-06`, 'ana')).json().total).toBe(0);
    const bad = await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?kind=robo&page=0`, 'ana');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toMatch(/La página empieza en 1/);
  });

  it('answers a date filter the database cannot hold with 422, not 500', async () => {
    for (const filter of ['from=0000-01-01', 'from=0050-06-15', 'to=9999-12-31']) {
      const response = await call('GET', `/payment-api/v1/users/${ids.ana}/transactions?${filter}`, 'ana');
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(422);
      expectErrorShape(response.json(), 422);
      expect(JSON.stringify(response.json())).toMatch(/no es una fecha válida/);
    }
  });

  it('expires points a year later with ledger entries (FIFO lots)', async () => {
    const before = (await call('GET', `/payment-api/v1/users/${ids.ana}/points`, 'ana')).json();
    expect(before.balance).toBeGreaterThan(0);
    expect(before.lots.reduce((sum: number, lot: { remaining: number }) => sum + lot.remaining, 0)).toBe(before.balance);
    nowMs += 366 * DAY;
    await t.services.wallet.wallet.expirePoints();
    const after = (await call('GET', `/payment-api/v1/users/${ids.ana}/points`, 'ana')).json();
    expect(after.balance).toBe(0);
    expect(after.lots).toEqual([]);
    expect(after.history[0]).toMatchObject({ kind: 'points_expiry', points: -before.balance, amount: 0 });
  });
});
