import { randomUUID } from 'node:crypto';
import { hmac, safeEqual } from '../../../lib/tokens';
import type { MercadoPagoClient, MercadoPagoPayment } from './mercado-pago.client';
import { type PaymentProvider, type ProviderEvent, WEBHOOK_TOLERANCE_SECONDS, forgedWebhook, headerOf } from './payment-provider';

/**
 * Mercado Pago, Checkout Pro: cards, OXXO cash and SPEI transfers in MXN (README, «Payments
 * provider»). A recharge opens a preference whose `external_reference` is the recharge's id; the
 * screen redirects to its `init_point` (`sandbox_init_point` with test credentials). Mercado Pago
 * then POSTs a notification to `notification_url` (`?data.id={payment}&type=payment`), signed in
 * `x-signature`. The notification only names the payment: after checking the signature the adapter
 * asks the API for the payment itself, and only what the API answers (status, amount, currency,
 * external_reference) becomes the event the wallet settles on.
 */
export const MERCADO_PAGO = 'mercadopago';
export const MERCADO_PAGO_SIGNATURE_HEADER = 'x-signature';
export const MERCADO_PAGO_REQUEST_ID_HEADER = 'x-request-id';

/**
 * Mercado Pago's manifest: `id:{data.id};request-id:{x-request-id};ts:{ts};`, where `data.id`
 * comes from the notification's URL, lower-cased when alphanumeric, and a part whose value the
 * notification lacks is left out. The HMAC-SHA256 (hex) of it with the webhook secret is `v1`.
 */
export function mercadoPagoManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  return `${dataId ? `id:${dataId.toLowerCase()};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** `ts` is documented in seconds but has been seen in milliseconds; both are read as an instant. */
const secondsOf = (ts: number) => (ts > 1e11 ? ts / 1000 : ts);

export function verifyMercadoPagoSignature(secret: string, header: string | undefined, dataId: string | undefined, requestId: string | undefined, nowSeconds: number): void {
  if (!header) throw forgedWebhook('falta la firma');
  const parts = new Map(header.split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()]));
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1) throw forgedWebhook('firma con formato incorrecto');
  if (Math.abs(nowSeconds - secondsOf(Number(ts))) > WEBHOOK_TOLERANCE_SECONDS) throw forgedWebhook('la firma venció');
  if (!safeEqual(hmac(secret, mercadoPagoManifest(dataId, requestId, ts)), v1)) throw forgedWebhook('la firma no coincide');
}

const FAILED_STATUSES = new Set(['rejected', 'cancelled', 'refunded', 'charged_back']);

function failureReason(payment: MercadoPagoPayment): string {
  if (payment.status === 'cancelled') return 'El pago se canceló o venció sin pagarse (por ejemplo, una ficha de OXXO no pagada a tiempo).';
  if (payment.status === 'rejected') return `Mercado Pago rechazó el pago${payment.status_detail ? ` (${payment.status_detail.slice(0, 60)})` : ''}. Puedes intentar con otro medio de pago.`;
  return `El pago fue devuelto o desconocido por el titular (${payment.status}).`;
}

/** The payment as the API answered it, in the wallet's terms; amounts become integer centavos. */
export function eventOf(payment: MercadoPagoPayment): ProviderEvent {
  const type = payment.status === 'approved' ? 'payment.succeeded' : FAILED_STATUSES.has(payment.status) ? 'payment.failed' : 'payment.pending';
  return {
    // A payment notifies each change of state; one event per (payment, state), so a replay of any
    // notification is recorded once and a pending OXXO ticket that is paid later still settles.
    id: `payment:${String(payment.id).slice(0, 40)}:${payment.status.slice(0, 20)}`,
    type,
    reference: payment.external_reference ?? '',
    amount: Math.round(payment.transaction_amount * 100),
    currency: payment.currency_id,
    reason: type === 'payment.failed' ? failureReason(payment) : null,
  };
}

export function createMercadoPagoProvider(options: {
  client: MercadoPagoClient;
  webhookSecret: string;
  testMode: boolean;
  /** Where Mercado Pago sends notifications and brings the payer back (the server's PUBLIC_URL). */
  publicUrl: string;
  now: () => Date;
  /** Notifications that are genuine but name nothing we act on are logged, not refused. */
  log: (details: Record<string, unknown>, message: string) => void;
}): PaymentProvider {
  const { client, webhookSecret, testMode, publicUrl, now, log } = options;
  return {
    name: MERCADO_PAGO,
    testMode,
    async createCheckout({ rechargeId, amount, currency }) {
      const backUrl = `${publicUrl}/wallet?recarga=${rechargeId}`;
      const preference = await client.createPreference(
        {
          items: [{ id: `recarga-${rechargeId}`, title: 'Recarga de cartera', quantity: 1, unit_price: amount / 100, currency_id: currency }],
          external_reference: String(rechargeId),
          notification_url: `${publicUrl}/payment-api/v1/webhooks/${MERCADO_PAGO}`,
          back_urls: { success: backUrl, pending: backUrl, failure: backUrl },
          auto_return: 'approved',
        },
        randomUUID(),
      );
      return {
        reference: String(rechargeId),
        checkout: { checkout_url: testMode ? preference.sandbox_init_point : preference.init_point, preference_id: preference.id },
      };
    },

    async verifyWebhook({ rawBody, headers, query }) {
      let body: { type?: unknown; data?: { id?: unknown } } = {};
      try {
        const parsed: unknown = rawBody ? JSON.parse(rawBody) : {};
        if (parsed && typeof parsed === 'object') body = parsed as typeof body;
      } catch {
        throw forgedWebhook('el cuerpo no es JSON');
      }
      // The older IPN format (`?topic=…&id=…`) is unsigned; the signed webhook for the same payment does the work.
      if (query.topic && !query['data.id']) return null;
      const dataId = query['data.id'] ?? (typeof body.data?.id === 'string' || typeof body.data?.id === 'number' ? String(body.data.id) : undefined);
      verifyMercadoPagoSignature(webhookSecret, headerOf(headers, MERCADO_PAGO_SIGNATURE_HEADER), dataId, headerOf(headers, MERCADO_PAGO_REQUEST_ID_HEADER), now().getTime() / 1000);
      const type = query.type ?? (typeof body.type === 'string' ? body.type : undefined);
      if (type !== 'payment') return null;
      if (!dataId || !/^\d{1,30}$/.test(dataId)) throw forgedWebhook('el aviso no nombra un pago');
      // Only what the API answers counts: the notification's body is never trusted for amounts or states.
      const payment = await client.getPayment(dataId);
      if (!payment) {
        log({ provider: MERCADO_PAGO, paymentId: dataId }, 'Mercado Pago avisó de un pago que su API no conoce; se ignora');
        return null;
      }
      return eventOf(payment);
    },
  };
}
