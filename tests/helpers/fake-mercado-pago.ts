import { createHmac, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Mercado Pago's HTTP API, for the tests that drive the real adapter:
 * `POST /checkout/preferences` and `GET /v1/payments/{id}` (Bearer token checked), payments made
 * on a preference with any state and amount, and notifications signed the way Mercado Pago signs
 * them (`x-signature: ts=…,v1=HMAC-SHA256(secret, "id:{data.id};request-id:{x-request-id};ts:{ts};")`)
 * delivered to our server through `deliver`. `down` makes it drop every connection.
 */
export type FakePreference = {
  id: string;
  external_reference: string;
  notification_url: string;
  back_urls: Record<string, string>;
  auto_return: string;
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  idempotencyKey: string | undefined;
};
export type FakePayment = { id: number; status: string; status_detail: string | null; transaction_amount: number; currency_id: string; external_reference: string | null };
export type Delivery = { url: string; headers: Record<string, string>; payload: string };

export async function startFakeMercadoPago(options: { accessToken: string; webhookSecret: string; deliver?: (delivery: Delivery) => Promise<{ statusCode: number; body: string }> }) {
  const preferences: FakePreference[] = [];
  const payments = new Map<number, FakePayment>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  let nextPaymentId = 90_000_001;
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const server = createServer(async (req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) return send(res, 401, { message: 'invalid_token', status: 401 });
    if (req.method === 'POST' && path === '/checkout/preferences') {
      const body = JSON.parse(await readBody(req)) as Omit<FakePreference, 'id' | 'idempotencyKey'>;
      const id = `123456789-${randomUUID()}`;
      const idempotencyKey = req.headers['x-idempotency-key'];
      preferences.push({ ...body, id, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined });
      return send(res, 201, {
        ...body,
        id,
        init_point: `https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
      });
    }
    const payment = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const found = payments.get(Number(payment[1]));
      return found ? send(res, 200, { ...found, live_mode: false }) : send(res, 404, { message: 'Payment not found', status: 404 });
    }
    send(res, 404, { message: 'not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The `x-signature` Mercado Pago would send; `secret` and `ts` (seconds) can be forged or made stale. */
  function sign(dataId: string, requestId: string, at: { secret?: string; ts?: number } = {}) {
    const ts = at.ts ?? Math.floor(Date.now() / 1000);
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    return `ts=${ts},v1=${createHmac('sha256', at.secret ?? options.webhookSecret).update(manifest).digest('hex')}`;
  }

  return {
    url,
    preferences,
    payments,
    requests,
    setDown(value: boolean) {
      down = value;
    },
    preferenceOf: (rechargeId: number) => preferences.find((preference) => preference.external_reference === String(rechargeId)),
    /** A payer pays (or fails to pay) a recharge's preference; by default the preference's amount in MXN, approved. */
    pay(rechargeId: number, payment: Partial<Omit<FakePayment, 'id'>> = {}): FakePayment {
      const preference = preferences.find((candidate) => candidate.external_reference === String(rechargeId));
      if (!preference) throw new Error(`no preference for recharge ${rechargeId}`);
      const made: FakePayment = {
        id: nextPaymentId++,
        status: 'approved',
        status_detail: payment.status === 'rejected' ? 'cc_rejected_insufficient_amount' : 'accredited',
        transaction_amount: preference.items[0]!.unit_price,
        currency_id: preference.items[0]!.currency_id,
        external_reference: preference.external_reference,
        ...payment,
      };
      payments.set(made.id, made);
      return made;
    },
    /**
     * The notification Mercado Pago sends about a payment: POST to the preference's
     * `notification_url` with `?data.id=…&type=…`, signed (with another secret, an old `ts`, or no
     * signature when a test forges one).
     */
    notification(paymentId: number | string, at: { secret?: string; ts?: number; type?: string; requestId?: string; signature?: string | null; notificationUrl?: string } = {}): Delivery {
      const requestId = at.requestId ?? randomUUID();
      const dataId = String(paymentId);
      const type = at.type ?? 'payment';
      const target = new URL(at.notificationUrl ?? preferences.at(-1)?.notification_url ?? 'https://plataforma.test/payment-api/v1/webhooks/mercadopago');
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
      const signature = at.signature === undefined ? sign(dataId, requestId, at) : at.signature;
      if (signature !== null) headers['x-signature'] = signature;
      const payload = JSON.stringify({ id: Math.floor(Math.random() * 1e12), live_mode: false, type, date_created: new Date().toISOString(), user_id: 44444, api_version: 'v1', action: `${type}.updated`, data: { id: dataId } });
      return { url: `${target.pathname}?data.id=${encodeURIComponent(dataId)}&type=${encodeURIComponent(type)}`, headers, payload };
    },
    /** Sends a notification to our server, as Mercado Pago does. */
    async deliver(delivery: Delivery) {
      if (!options.deliver) throw new Error('no deliver function given');
      return options.deliver(delivery);
    },
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;
