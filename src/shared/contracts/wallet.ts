import { z } from 'zod';
import { idQueryFilterSchema, idSchema, pageOf, pageQuerySchema, textSchema, tooLong } from './common';

/*
 * The wallet (payment service, `/payment-api/v1`). Money is integer centavos of MXN, points are
 * integers; nothing here is ever a float. Every write carries an `Idempotency-Key` header.
 */

/** The only currency: a wallet holds Mexican pesos. */
export const WALLET_CURRENCY = 'MXN';
/** A recharge is $20.00 to $10,000.00 (in centavos). */
export const RECHARGE_MIN_CENTAVOS = 2_000;
export const RECHARGE_MAX_CENTAVOS = 1_000_000;
/** A company charge is at most $100,000.00. */
export const CHARGE_MAX_CENTAVOS = 10_000_000;
/** One point pays 10 centavos. */
export const POINT_VALUE_CENTAVOS = 10;
/** One point earned per $10.00 recharged or paid in money (points pay no points). */
export const CENTAVOS_PER_POINT_EARNED = 1_000;
/** Points pay at most half of a charge. */
export const MAX_POINTS_SHARE_PERCENT = 50;
/** Points expire 365 days after they are earned. */
export const POINTS_LIFETIME_DAYS = 365;
export const WALLET_PAGE_SIZE = 20;

/** Points a money amount earns: one per whole $10 (points paid with points earn nothing). */
export const pointsEarnedBy = (centavos: number) => Math.floor(centavos / CENTAVOS_PER_POINT_EARNED);

/** The most points a charge takes: MAX_POINTS_SHARE_PERCENT of it, in whole points. */
export const maxPointsFor = (amount: number) => Math.floor((amount * MAX_POINTS_SHARE_PERCENT) / 100 / POINT_VALUE_CENTAVOS);

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Falta el encabezado Idempotency-Key: cada operación lleva una llave única para no repetirse.' })
    .trim()
    .min(8, 'La llave Idempotency-Key debe tener entre 8 y 100 caracteres.')
    .max(100, 'La llave Idempotency-Key debe tener entre 8 y 100 caracteres.'),
});

export const centavosSchema = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero de centavos.` })
    .int(`${label} debe ser un número entero de centavos (sin decimales).`)
    .positive(`${label} debe ser mayor que cero.`);

export const currencySchema = z.literal(WALLET_CURRENCY, { error: 'La única moneda aceptada es MXN (pesos mexicanos).' }).default(WALLET_CURRENCY);

export const rechargeInputSchema = z.object({
  amount: centavosSchema('El monto')
    .min(RECHARGE_MIN_CENTAVOS, `El monto mínimo de una recarga es de $${RECHARGE_MIN_CENTAVOS / 100} MXN.`)
    .max(RECHARGE_MAX_CENTAVOS, `El monto máximo de una recarga es de $${(RECHARGE_MAX_CENTAVOS / 100).toLocaleString('es-MX')} MXN.`),
  currency: currencySchema,
});
export type RechargeInput = z.infer<typeof rechargeInputSchema>;

export const RECHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const rechargeBaseSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  /** "modo de prueba" is shown while this is true. */
  test_mode: z.boolean(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

/**
 * A recharge, told apart by `provider`, which also says how the screen takes the money:
 * - `sandbox` (the embedded one, always `test_mode`): `checkout.url` is our own card form
 *   (`POST` it `{ card_number }`); `checkout.test_cards` lists the test cards.
 * - `mercadopago` (Checkout Pro): redirect the browser to `checkout.checkout_url` (cards, OXXO,
 *   SPEI); Mercado Pago brings the payer back to `/wallet?recarga={id}`. The link comes only in
 *   the answer that creates the recharge; afterwards `checkout` is `null`.
 * Either way the balance moves only when the provider's signed notification is verified.
 */
export const rechargeSchema = z.discriminatedUnion('provider', [
  rechargeBaseSchema.extend({
    provider: z.literal('sandbox'),
    checkout: z.object({ url: z.string(), test_cards: z.string() }),
  }),
  rechargeBaseSchema.extend({
    provider: z.literal('mercadopago'),
    checkout: z.object({ checkout_url: z.string(), preference_id: z.string() }).nullable(),
  }),
]);
export type Recharge = z.infer<typeof rechargeSchema>;

/** The sandbox's card form. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export const sandboxCheckoutInputSchema = z.object({
  card_number: z
    .string({ error: 'Escribe el número de la tarjeta.' })
    .max(40, tooLong('El número de tarjeta debe tener de 12 a 19 dígitos.'))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().max(40, tooLong('El número de tarjeta debe tener de 12 a 19 dígitos.')).regex(/^\d{12,19}$/, 'El número de tarjeta debe tener de 12 a 19 dígitos.')),
});

export const applyPaymentInputSchema = z.object({
  points: z
    .number({ error: 'Los puntos deben ser un número entero.' })
    .int('Los puntos deben ser un número entero.')
    .min(0, 'Los puntos no pueden ser negativos.')
    .max(100_000_000, 'Son demasiados puntos.')
    .default(0),
});
export type ApplyPaymentInput = z.infer<typeof applyPaymentInputSchema>;

export const createChargeInputSchema = z.object({
  concept: textSchema('El concepto', 200).min(1, 'Escribe el concepto del cobro.'),
  amount: centavosSchema('El monto').max(CHARGE_MAX_CENTAVOS, `El monto máximo de un cobro es de $${(CHARGE_MAX_CENTAVOS / 100).toLocaleString('es-MX')} MXN.`),
  currency: currencySchema,
  /** Only this user may pay it (once); absent: anyone may (a ticket). */
  payer_user_id: idSchema.nullish(),
});
export type CreateChargeInput = z.infer<typeof createChargeInputSchema>;

export const chargeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  concept: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payer_user_id: z.number().int().nullable(),
  status: z.enum(['open', 'paid']),
  created_at: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  charge_id: z.number().int(),
  company_id: z.number().int(),
  user_id: z.number().int(),
  concept: z.string(),
  amount: z.number().int(),
  cash_amount: z.number().int(),
  points_redeemed: z.number().int(),
  points_earned: z.number().int(),
  status: z.enum(['paid', 'refunded']),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  /** The wallet's balance after this operation, in centavos. */
  balance: z.number().int(),
  points_balance: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const TRANSACTION_KINDS = ['recharge', 'payment', 'refund', 'points_expiry'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/*
 * Years 1900 to 9998 only: the day's bounds must be instants PostgreSQL holds (it has no year 0000,
 * and the end of 9999-12-31 is written +010000-…) and the zone's offset is read right (Date.UTC
 * takes years 0 to 99 as 1900 to 1999). Anything else would fail in the query, a 500.
 */
const FILTER_YEARS = { min: 1900, max: 9998 };

const dateFilterSchema = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha AAAA-MM-DD.` })
    .max(10, tooLong(`${label} debe ser una fecha AAAA-MM-DD.`))
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} debe ser una fecha AAAA-MM-DD.`)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && year >= FILTER_YEARS.min && year <= FILTER_YEARS.max;
    }, `${label} no es una fecha válida.`)
    .optional();

export const transactionsQuerySchema = z.object({
  page: pageQuerySchema,
  kind: z.enum(TRANSACTION_KINDS, { error: 'El tipo debe ser recharge, payment, refund o points_expiry.' }).optional(),
  /** Days of Mexico City (America/Mexico_City), inclusive. */
  from: dateFilterSchema('La fecha inicial'),
  to: dateFilterSchema('La fecha final'),
  payment_id: idQueryFilterSchema('El pago'),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  description: z.string(),
  /** Change of the user's wallet, centavos (negative: money out). */
  amount: z.number().int(),
  /** Change of the user's points. */
  points: z.number().int(),
  recharge_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

export const transactionsPageSchema = pageOf(transactionSchema).extend({ balance: z.number().int(), currency: z.string() });

export const pointLotSchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  remaining: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
});

export const pointsSchema = z.object({
  balance: z.number().int(),
  /** What the balance is worth on a payment, centavos. */
  value: z.number().int(),
  lots: z.array(pointLotSchema),
  history: z.array(transactionSchema),
  rules: z.object({
    point_value_centavos: z.number().int(),
    centavos_per_point_earned: z.number().int(),
    max_points_share_percent: z.number().int(),
    lifetime_days: z.number().int(),
  }),
});
export type Points = z.infer<typeof pointsSchema>;

/**
 * What a provider's notification URL may carry: Mercado Pago appends `data.id` and `type` (its
 * older IPN format, `topic` and `id`). The sandbox sends none.
 */
export const webhookQuerySchema = z.object({
  'data.id': z.string().max(64, tooLong('El aviso de pago trae un identificador demasiado largo.')).optional(),
  type: z.string().max(64, tooLong('El aviso de pago trae un tipo demasiado largo.')).optional(),
  topic: z.string().max(64, tooLong('El aviso de pago trae un tema demasiado largo.')).optional(),
  id: z.string().max(64, tooLong('El aviso de pago trae un identificador demasiado largo.')).optional(),
});

export const webhookAckSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
