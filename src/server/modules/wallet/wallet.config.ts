import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../../../shared/contracts/wallet';
import { ConfigError } from '../../lib/config-error';
import { hasProtocol, optionalText } from '../../lib/env-settings';

/**
 * The wallet's settings (modules/wallet/README.md, «Payments provider»). `config.ts` merges
 * `walletEnv` into the environment schema and calls `walletConfigFrom` once at start, so a missing
 * key stops the server with a Spanish line instead of failing at the first recharge.
 */
const optionalSecret = (label: string) =>
  optionalText().refine((value) => value === undefined || (value.length >= 8 && value.length <= 300), { message: `${label} debe tener entre 8 y 300 caracteres.` });

export const walletEnv = z.object({
  /** Who takes recharges: the embedded sandbox (default, test cards) or Mercado Pago (Checkout Pro). */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: 'PAYMENT_PROVIDER debe ser sandbox o mercadopago.' }).default('sandbox'),
  /** The application's access token (Tus integraciones → Credenciales); `TEST-…` tokens run in test mode. */
  MERCADOPAGO_ACCESS_TOKEN: optionalSecret('MERCADOPAGO_ACCESS_TOKEN'),
  /** The webhooks' secret signature (Tus integraciones → Webhooks): the HMAC key of `x-signature`. */
  MERCADOPAGO_WEBHOOK_SECRET: optionalSecret('MERCADOPAGO_WEBHOOK_SECRET'),
  /** Mercado Pago's API; tests point it at a local fake. */
  MERCADOPAGO_API_URL: z
    .string()
    .trim()
    .default('https://api.mercadopago.com')
    .refine((value) => hasProtocol(value, /^https?:$/), { message: 'MERCADOPAGO_API_URL debe ser una dirección http(s).' })
    .transform((value) => value.replace(/\/+$/, '')),
});
export type WalletEnv = z.infer<typeof walletEnv>;

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  apiUrl: string;
  /** Test credentials (`TEST-…`): the checkout is the sandbox one and the screen says «modo de prueba». */
  testMode: boolean;
}

export interface WalletConfig {
  /** The provider new recharges go to. */
  provider: PaymentProviderName;
  /** Set when its keys are: its webhooks are then accepted even while recharges go to the sandbox (earlier ones still settle). */
  mercadoPago: MercadoPagoConfig | undefined;
}

export function walletConfigFrom(values: WalletEnv): WalletConfig {
  const token = values.MERCADOPAGO_ACCESS_TOKEN;
  const secret = values.MERCADOPAGO_WEBHOOK_SECRET;
  const wanted = values.PAYMENT_PROVIDER === 'mercadopago' || token !== undefined || secret !== undefined;
  if (wanted && (!token || !secret)) {
    const why = values.PAYMENT_PROVIDER === 'mercadopago' ? 'PAYMENT_PROVIDER=mercadopago la necesita' : 'Mercado Pago necesita las dos llaves';
    throw new ConfigError([
      ...(token ? [] : [`MERCADOPAGO_ACCESS_TOKEN: falta el access token de la aplicación de Mercado Pago (${why}).`]),
      ...(secret ? [] : [`MERCADOPAGO_WEBHOOK_SECRET: falta la clave secreta de los webhooks de Mercado Pago (${why}); sin ella no podemos verificar los avisos de pago.`]),
    ]);
  }
  return {
    provider: values.PAYMENT_PROVIDER,
    mercadoPago: token && secret ? { accessToken: token, webhookSecret: secret, apiUrl: values.MERCADOPAGO_API_URL, testMode: token.startsWith('TEST-') } : undefined,
  };
}
