import { z } from 'zod';
import { AppError } from '../../../errors';

/**
 * Mercado Pago's REST API, the two calls the adapter needs, over `fetch`:
 * - `POST /checkout/preferences` (Checkout Pro): items, `external_reference`, `notification_url`,
 *   `back_urls` → `id`, `init_point`, `sandbox_init_point`;
 * - `GET /v1/payments/{id}` → `status`, `transaction_amount` (pesos, a decimal), `currency_id`,
 *   `external_reference`.
 * The official SDK (`mercadopago`) is not a dependency of this project yet; it exposes the same two
 * calls (`new Preference(client).create({ body })`, `new Payment(client).get({ id })`), so adopting
 * it replaces only this file. The token travels in the Authorization header and nowhere else.
 */
export interface MercadoPagoClient {
  createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<Preference>;
  /** `null` when Mercado Pago does not know the payment (the panel's simulated notifications). */
  getPayment(id: string): Promise<MercadoPagoPayment | null>;
}

export type PreferenceRequest = {
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  external_reference: string;
  notification_url: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved';
};

const preferenceSchema = z.object({ id: z.string().min(1), init_point: z.string().min(1), sandbox_init_point: z.string().min(1) });
export type Preference = z.infer<typeof preferenceSchema>;

const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
});
export type MercadoPagoPayment = z.infer<typeof paymentSchema>;

const unavailable = (message: string) => new AppError('service_unavailable', message, 503);
const badGateway = (message: string) => new AppError('service_unavailable', message, 502);

export function createMercadoPagoRestClient(options: { accessToken: string; apiUrl: string; timeoutMs: number; fetch?: typeof fetch }): MercadoPagoClient {
  const fetchFn = options.fetch ?? fetch;

  async function call(path: string, init: RequestInit, notFoundIsNull = false): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchFn(`${options.apiUrl}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${options.accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw unavailable(
        (error as Error).name === 'TimeoutError'
          ? 'Mercado Pago no respondió a tiempo. Intenta de nuevo en unos minutos.'
          : 'No pudimos comunicarnos con Mercado Pago. Intenta de nuevo en unos minutos.',
      );
    }
    if (notFoundIsNull && response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 401 || response.status === 403) throw badGateway('Mercado Pago rechazó la llave configurada en el servidor. Avisa al administrador.');
      if (response.status === 429 || response.status >= 500) throw unavailable('Mercado Pago no está disponible en este momento. Intenta de nuevo en unos minutos.');
      throw badGateway(`Mercado Pago no aceptó la solicitud (${response.status}). Avisa al administrador.`);
    }
    try {
      return await response.json();
    } catch {
      throw badGateway('Mercado Pago respondió algo que no entendemos. Intenta de nuevo en unos minutos.');
    }
  }

  const parsed = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw badGateway('Mercado Pago respondió algo que no entendemos. Intenta de nuevo en unos minutos.');
    return result.data;
  };

  return {
    async createPreference(body, idempotencyKey) {
      const answer = await call('/checkout/preferences', { method: 'POST', headers: { 'content-type': 'application/json', 'x-idempotency-key': idempotencyKey }, body: JSON.stringify(body) });
      return parsed(preferenceSchema, answer);
    },
    async getPayment(id) {
      const answer = await call(`/v1/payments/${encodeURIComponent(id)}`, { method: 'GET' }, true);
      return answer === null ? null : parsed(paymentSchema, answer);
    },
  };
}
