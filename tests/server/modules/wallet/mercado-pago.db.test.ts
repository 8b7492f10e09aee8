import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../../src/server/modules/wallet/wallet.ledger';
import { type Delivery, type FakeMercadoPago, startFakeMercadoPago } from '../../../helpers/fake-mercado-pago';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { signInWalletCast } from '../../../helpers/wallet-cast';

/**
 * The real Mercado Pago adapter against a local fake of its HTTP API, on both databases: a
 * recharge opens a Checkout Pro preference; a notification signed the way Mercado Pago signs it
 * makes the adapter fetch the payment, and only an approved payment of the right amount in MXN
 * credits the wallet — once. Forged, stale and replayed notifications, rejected and pending
 * payments, amount mismatches and the API being down move nothing. The ledger's invariants are
 * checked after every test.
 */
const ACCESS_TOKEN = 'TEST-1234567890-fake-access-token';
const WEBHOOK_SECRET = 'secreto-de-los-webhooks-de-prueba';
const PUBLIC_URL = 'https://plataforma.test';
let t: TestApp;
let fake: FakeMercadoPago;
const logLines: string[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Payer = 'ana' | 'beto';

const call = (method: 'GET' | 'POST', url: string, who: Payer, payload?: object, key = `prueba-${randomUUID()}`) =>
  t.app.inject({ method, url, headers: { ...t.bearer(tokens[who]!), ...(method === 'POST' ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
const balanceOf = async (who: Payer) => (await call('GET', `/payment-api/v1/users/${ids[who]}/transactions`, who)).json().balance as number;
const rechargeRow = (id: number) => t.database.db.selectFrom('wallet_recharges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const count = async (table: 'wallet_recharges' | 'wallet_transactions' | 'wallet_webhook_events' | 'wallet_idempotency_keys') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const deliver = async (delivery: Delivery) => t.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.payload });
const paymentCalls = () => fake.requests.filter((request) => request.method === 'GET').length;

async function recharge(who: Payer, amount: number) {
  const started = await call('POST', `/payment-api/v1/payment/${ids[who]}/recharge`, who, { amount });
  expect(started.statusCode, started.body).toBe(201);
  return started.json() as { id: number; provider: string; checkout: { checkout_url: string; preference_id: string } | null };
}

beforeAll(async () => {
  fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, deliver: (delivery) => deliver(delivery) });
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET, MERCADOPAGO_API_URL: fake.url, PUBLIC_URL },
    { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  await signInWalletCast(t, { people: { ana: 'ana.mp@demo.mx', beto: 'beto.mp@demo.mx' }, demo: {} }, ids, tokens);
});
beforeEach(() => fake.setDown(false));
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Mercado Pago recharges', () => {
  it('opens a Checkout Pro preference with our recharge id, the amount in pesos and our notification URL', async () => {
    const started = await recharge('ana', 50_050);
    expect(started).toMatchObject({ provider: 'mercadopago', status: 'pending', amount: 50_050, currency: 'MXN', test_mode: true });
    const preference = fake.preferenceOf(started.id)!;
    expect(preference).toMatchObject({
      external_reference: String(started.id),
      notification_url: `${PUBLIC_URL}/payment-api/v1/webhooks/mercadopago`,
      back_urls: { success: `${PUBLIC_URL}/wallet?recarga=${started.id}` },
      auto_return: 'approved',
      items: [{ quantity: 1, unit_price: 500.5, currency_id: 'MXN' }],
    });
    expect(preference.idempotencyKey).toMatch(/^[\w-]{20,}$/);
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    // Test credentials: the screen redirects to the sandbox checkout.
    expect(started.checkout).toEqual({ checkout_url: `https://sandbox.mercadopago.com.mx/checkout/v1/redirect?pref_id=${preference.id}`, preference_id: preference.id });
    expect(await balanceOf('ana')).toBe(0);
  });

  it('credits an approved payment once, only after fetching it from the API; a replay moves nothing', async () => {
    const started = await recharge('ana', 20_000);
    const before = await balanceOf('ana');
    const payment = fake.pay(started.id);
    const notification = fake.notification(payment.id);
    const calls = paymentCalls();
    const first = await fake.deliver(notification);
    expect(first.statusCode, first.body).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    expect(paymentCalls()).toBe(calls + 1);
    expect(await balanceOf('ana')).toBe(before + 20_000);
    expect(await rechargeRow(started.id)).toMatchObject({ status: 'succeeded', provider: 'mercadopago', provider_reference: String(started.id) });

    const replay = await fake.deliver(notification);
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });
    // Mercado Pago notifies again (payment.updated, a new request id): still the same state, still once.
    const again = await fake.deliver(fake.notification(payment.id));
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    expect(await balanceOf('ana')).toBe(before + 20_000);
    // The payer pays the same checkout twice: the second payment is not credited, and a person is told.
    const second = fake.pay(started.id);
    expect(JSON.parse((await fake.deliver(fake.notification(second.id))).body)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf('ana')).toBe(before + 20_000);
    expect(logLines.some((line) => (JSON.parse(line) as { rechargeId?: number; msg: string }).rechargeId === started.id && /Segundo pago/.test(JSON.parse(line).msg))).toBe(true);
    const points = (await call('GET', `/payment-api/v1/users/${ids.ana}/points`, 'ana')).json();
    expect(points.history[0]).toMatchObject({ kind: 'recharge', amount: 20_000, points: 20, recharge_id: started.id });
  });

  it('refuses forged, stale, unsigned and re-targeted notifications before asking the API, and moves nothing', async () => {
    const started = await recharge('beto', 3_000);
    const payment = fake.pay(started.id);
    const events = await count('wallet_webhook_events');
    const calls = paymentCalls();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const other = fake.pay(started.id);
    const retargeted = fake.notification(payment.id);
    // A signature for one payment sent with another payment's id in the URL.
    retargeted.url = retargeted.url.replace(`data.id=${payment.id}`, `data.id=${other.id}`);
    for (const [delivery, why] of [
      [fake.notification(payment.id, { secret: 'otra-clave-secreta' }), /no coincide/],
      [fake.notification(payment.id, { ts: nowSeconds - 3_600 }), /venció/],
      [fake.notification(payment.id, { ts: (nowSeconds - 3_600) * 1000 }), /venció/],
      [fake.notification(payment.id, { signature: null }), /falta la firma/],
      [fake.notification(payment.id, { signature: 'v1=abc' }), /formato/],
      [retargeted, /no coincide/],
    ] as const) {
      const response = await fake.deliver(delivery);
      expect(response.statusCode, response.body).toBe(400);
      const error = expectErrorShape(JSON.parse(response.body), 400);
      expect(error.data.code).toBe('invalid_webhook_signature');
      expect(error.message).toMatch(why);
    }
    expect(paymentCalls()).toBe(calls);
    expect(await count('wallet_webhook_events')).toBe(events);
    expect((await rechargeRow(started.id)).status).toBe('pending');
    expect(await balanceOf('beto')).toBe(0);
    // Mercado Pago's ts in milliseconds, within the tolerance, is genuine.
    const inMs = await fake.deliver(fake.notification(payment.id, { ts: Date.now() }));
    expect(JSON.parse(inMs.body)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf('beto')).toBe(3_000);
  });

  it('fails the recharge on a rejected payment; an approved retry on the same checkout still credits', async () => {
    const started = await recharge('beto', 5_000);
    const before = await balanceOf('beto');
    const transactions = await count('wallet_transactions');
    const rejected = fake.pay(started.id, { status: 'rejected' });
    expect(JSON.parse((await fake.deliver(fake.notification(rejected.id))).body)).toEqual({ received: true, duplicate: false });
    const row = await rechargeRow(started.id);
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toMatch(/rechazó el pago \(cc_rejected_insufficient_amount\)/);
    expect(await count('wallet_transactions')).toBe(transactions);
    expect(await balanceOf('beto')).toBe(before);

    const approved = fake.pay(started.id);
    expect(JSON.parse((await fake.deliver(fake.notification(approved.id))).body)).toEqual({ received: true, duplicate: false });
    expect(await rechargeRow(started.id)).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(await balanceOf('beto')).toBe(before + 5_000);
  });

  it('waits on a pending payment (an OXXO ticket) and credits it when it is paid', async () => {
    const started = await recharge('ana', 10_000);
    const before = await balanceOf('ana');
    const payment = fake.pay(started.id, { status: 'pending', status_detail: 'pending_waiting_payment' });
    expect(JSON.parse((await fake.deliver(fake.notification(payment.id))).body)).toEqual({ received: true, duplicate: false });
    expect((await rechargeRow(started.id)).status).toBe('pending');
    expect(await balanceOf('ana')).toBe(before);
    payment.status = 'approved';
    expect(JSON.parse((await fake.deliver(fake.notification(payment.id))).body)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf('ana')).toBe(before + 10_000);
  });

  it('credits nothing when the approved amount or currency differs from the recharge, and logs it', async () => {
    const started = await recharge('beto', 8_000);
    const before = await balanceOf('beto');
    const transactions = await count('wallet_transactions');
    const wrongAmount = fake.pay(started.id, { transaction_amount: 8 });
    expect((await fake.deliver(fake.notification(wrongAmount.id))).statusCode).toBe(200);
    const wrongCurrency = fake.pay(started.id, { currency_id: 'USD' });
    expect((await fake.deliver(fake.notification(wrongCurrency.id))).statusCode).toBe(200);
    expect(await count('wallet_transactions')).toBe(transactions);
    expect(await balanceOf('beto')).toBe(before);
    const row = await rechargeRow(started.id);
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toMatch(/monto distinto/);
    const warnings = logLines.map((line) => JSON.parse(line) as { msg: string; rechargeId?: number; confirmed?: { amount: number; currency: string } }).filter((line) => line.rechargeId === started.id);
    expect(warnings.map((line) => line.confirmed)).toEqual([
      { amount: 800, currency: 'MXN' },
      { amount: 8_000, currency: 'USD' },
    ]);
    expect(warnings[0]!.msg).toMatch(/no coincide/);
  });

  it('with Mercado Pago down a recharge answers 503 in Spanish and writes nothing; a notification answers 503 so it is sent again', async () => {
    const started = await recharge('ana', 4_000);
    const payment = fake.pay(started.id);
    const notification = fake.notification(payment.id);
    const counts = { recharges: await count('wallet_recharges'), keys: await count('wallet_idempotency_keys'), events: await count('wallet_webhook_events') };
    const before = await balanceOf('ana');
    fake.setDown(true);
    const key = `prueba-${randomUUID()}`;
    const refused = await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 2_500 }, key);
    expect(refused.statusCode).toBe(503);
    expect(expectErrorShape(refused.json(), 503).message).toMatch(/No pudimos comunicarnos con Mercado Pago/);
    const webhook = await fake.deliver(notification);
    expect(webhook.statusCode).toBe(503);
    expect({ recharges: await count('wallet_recharges'), keys: await count('wallet_idempotency_keys'), events: await count('wallet_webhook_events') }).toEqual(counts);
    expect(await balanceOf('ana')).toBe(before);

    fake.setDown(false);
    // The same key is free (nothing was stored) and Mercado Pago's retry of the notification settles it.
    expect((await call('POST', `/payment-api/v1/payment/${ids.ana}/recharge`, 'ana', { amount: 2_500 }, key)).statusCode).toBe(201);
    expect(JSON.parse((await fake.deliver(notification)).body)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf('ana')).toBe(before + 4_000);
  });

  it('acknowledges genuine notifications about nothing we act on: other topics, unknown payments, the unsigned IPN format', async () => {
    const events = await count('wallet_webhook_events');
    const calls = paymentCalls();
    const order = await fake.deliver(fake.notification('77001', { type: 'merchant_order' }));
    expect(JSON.parse(order.body)).toEqual({ received: true, duplicate: false });
    expect(paymentCalls()).toBe(calls);
    const simulated = await fake.deliver(fake.notification('123456'));
    expect(JSON.parse(simulated.body)).toEqual({ received: true, duplicate: false });
    const ipn = await t.app.inject({ method: 'POST', url: '/payment-api/v1/webhooks/mercadopago?topic=payment&id=123456', headers: { 'content-type': 'application/json' }, payload: '{"resource":"123456","topic":"payment"}' });
    expect(JSON.parse(ipn.body)).toEqual({ received: true, duplicate: false });
    expect(await count('wallet_webhook_events')).toBe(events);
    // A signed notification naming no payment id is refused.
    const garbled = await fake.deliver(fake.notification('abc-def'));
    expect(garbled.statusCode).toBe(400);
  });

  it('never answers 5xx nor writes to arbitrary notifications (query, headers, body)', async () => {
    const events = await count('wallet_webhook_events');
    const recharges = await count('wallet_recharges');
    const calls = paymentCalls();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ dataId: fc.option(fc.string({ maxLength: 80 })), type: fc.option(fc.constantFrom('payment', 'merchant_order', 'x')), topic: fc.option(fc.constantFrom('payment', 'x')) }),
        fc.option(fc.oneof(fc.string({ maxLength: 120 }), fc.tuple(fc.integer(), fc.stringMatching(/^[0-9a-f]{0,70}$/)).map(([ts, v1]) => `ts=${ts},v1=${v1}`))),
        fc.oneof(fc.json(), fc.string({ maxLength: 200 })),
        async (query, signature, body) => {
          const search = new URLSearchParams();
          if (query.dataId !== null) search.set('data.id', query.dataId);
          if (query.type !== null) search.set('type', query.type);
          if (query.topic !== null) search.set('topic', query.topic);
          const response = await t.app.inject({
            method: 'POST',
            url: `/payment-api/v1/webhooks/mercadopago?${search.toString()}`,
            headers: { 'content-type': 'application/json', 'x-request-id': 'fuzz', ...(signature === null ? {} : { 'x-signature': signature }) },
            payload: body,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode !== 200) expectErrorShape(response.json(), response.statusCode);
        },
      ),
      { numRuns: 80 },
    );
    expect({ events: await count('wallet_webhook_events'), recharges: await count('wallet_recharges'), calls: paymentCalls() }).toEqual({ events, recharges, calls });
  });
});
