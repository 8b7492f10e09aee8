import { AppError } from '../../../errors';

/**
 * The seam between the wallet and whoever takes the money. Each adapter (the embedded sandbox,
 * Mercado Pago) implements the same two calls: open a checkout for a pending recharge, and turn a
 * webhook request into a verified event (or refuse it). The wallet moves money only on a verified
 * `payment.succeeded` event, never on what the browser says.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Shown as «modo de prueba» on screen. */
  readonly testMode: boolean;
  /** Throws a 502/503 AppError when the provider cannot be reached: the caller's transaction then writes nothing. */
  createCheckout(input: CheckoutInput): Promise<{ reference: string; checkout: Record<string, string> }>;
  /**
   * Verifies the request (signature over what the provider signs) and reads the event; throws a
   * 400 when forged, stale or malformed, a 502/503 when the provider must be asked and cannot be.
   * `null`: a genuine notification about nothing the wallet acts on (acknowledged, nothing moves).
   */
  verifyWebhook(request: WebhookRequest): Promise<ProviderEvent | null>;
}

export type CheckoutInput = { rechargeId: number; amount: number; currency: string };
export type WebhookRequest = { rawBody: string; headers: Record<string, string | string[] | undefined>; query: Record<string, string | undefined> };

/**
 * What a provider confirmed. `id` is recorded once per provider (a replay answers `duplicate`);
 * `reference` names the recharge (`provider_reference`); `amount` is in centavos. `payment.pending`
 * (an OXXO ticket not paid yet, a card under review) is recorded and moves nothing.
 */
export type ProviderEvent = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.pending';
  reference: string;
  amount: number;
  currency: string;
  reason: string | null;
};

/** A signed event older (or newer) than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const forgedWebhook = (why: string) => new AppError('invalid_webhook_signature', `Firma del aviso de pago no válida: ${why}.`, 400);

export const headerOf = (headers: WebhookRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};
