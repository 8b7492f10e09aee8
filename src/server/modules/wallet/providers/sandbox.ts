import { randomBytes } from 'node:crypto';
import { hmac, safeEqual } from '../../../lib/tokens';
import { type PaymentProvider, type ProviderEvent, WEBHOOK_TOLERANCE_SECONDS, forgedWebhook, headerOf } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** Where the screen posts the test card: our own route, so it is known from the recharge's id alone. */
export const sandboxCheckout = (rechargeId: number) => ({
  url: `/payment-api/v1/sandbox/checkout/${rechargeId}`,
  test_cards: `${SANDBOX_CARDS.succeeds} aprueba; ${SANDBOX_CARDS.declined} rechaza`,
});

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme. */
export function signWebhook(secret: string, rawBody: string, atSeconds: number): string {
  return `t=${atSeconds},v1=${hmac(secret, `${atSeconds}.${rawBody}`)}`;
}

export function verifySignature(secret: string, rawBody: string, header: string | undefined, nowSeconds: number): void {
  if (!header) throw forgedWebhook('falta la firma');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const at = Number(parts.t);
  if (!Number.isInteger(at) || !parts.v1) throw forgedWebhook('firma con formato incorrecto');
  if (Math.abs(nowSeconds - at) > WEBHOOK_TOLERANCE_SECONDS) throw forgedWebhook('la firma venció');
  if (!safeEqual(hmac(secret, `${at}.${rawBody}`), parts.v1)) throw forgedWebhook('la firma no coincide');
}

/**
 * The embedded sandbox, the default: no network and no keys. Its checkout is our own
 * `POST /payment-api/v1/sandbox/checkout/{rechargeId}`, which decides by test card and then sends
 * a signed webhook to our webhook endpoint like a real provider would.
 */
export function createSandboxProvider(options: { secret: string; now: () => Date }) {
  const { secret, now } = options;
  const provider: PaymentProvider & { chargeCard(reference: string, amount: number, currency: string, cardNumber: string): { body: string; signature: string } } = {
    name: 'sandbox',
    testMode: true,
    async createCheckout({ rechargeId }) {
      return { reference: `sbx_${randomBytes(12).toString('hex')}`, checkout: sandboxCheckout(rechargeId) };
    },
    async verifyWebhook({ rawBody, headers }) {
      verifySignature(secret, rawBody, headerOf(headers, SANDBOX_SIGNATURE_HEADER), Math.floor(now().getTime() / 1000));
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw forgedWebhook('el cuerpo no es JSON');
      }
      const e = event as Partial<ProviderEvent>;
      if (typeof e.id !== 'string' || (e.type !== 'payment.succeeded' && e.type !== 'payment.failed') || typeof e.reference !== 'string' || !Number.isSafeInteger(e.amount) || typeof e.currency !== 'string')
        throw forgedWebhook('evento incompleto');
      return { id: e.id, type: e.type, reference: e.reference, amount: e.amount!, currency: e.currency, reason: typeof e.reason === 'string' ? e.reason : null };
    },
    /** The sandbox "bank": any card but the declined one approves. Returns the signed event to deliver. */
    chargeCard(reference, amount, currency, cardNumber) {
      const declined = cardNumber === SANDBOX_CARDS.declined;
      const event: ProviderEvent = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: declined ? 'payment.failed' : 'payment.succeeded',
        reference,
        amount,
        currency,
        reason: declined ? 'La tarjeta fue rechazada por el banco emisor (tarjeta de prueba).' : null,
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(secret, body, Math.floor(now().getTime() / 1000)) };
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
