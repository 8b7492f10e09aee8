import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { chargeSchema, paymentSchema } from './wallet';

/*
 * The wallet's reads for its screens (`/wallet`, `/wallet/pagos` and a company's charges), kept
 * beside `wallet.ts` so the writes' contract stays as it landed. Amounts are integer centavos.
 */

/** How many months the charts cover, the current one included. */
export const WALLET_CHART_MONTHS = 6;
/** Points expiring within this many days are called out on `/wallet`. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
export const COMPANY_CHARGES_PAGE_SIZE = 20;

/** One month of a chart: `YYYY-MM` in Mexico City. */
export const walletMonthSchema = z.object({
  month: z.string(),
  /** Centavos that came in (recharges, refunds) or, for a company, that it was paid. */
  money_in: z.number().int(),
  /** Centavos that went out (payments) or, for a company, that it refunded. */
  money_out: z.number().int(),
});
export type WalletMonth = z.infer<typeof walletMonthSchema>;

/** `GET /users/{id}/wallet`: the wallet at a glance (the layout's header and `/wallet`). */
export const walletSummarySchema = z.object({
  balance: z.number().int(),
  currency: z.string(),
  points: z.number().int(),
  /** What the points are worth on a payment, centavos. */
  points_value: z.number().int(),
  /** Points that expire within POINTS_EXPIRING_SOON_DAYS, and the first of those dates. */
  points_expiring: z.object({ points: z.number().int(), first_expires_at: z.string().nullable() }),
  /** The last WALLET_CHART_MONTHS months, oldest first. */
  months: z.array(walletMonthSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** A charge as its payer sees it: with the charging company's name. */
export const payableChargeSchema = chargeSchema.extend({ company_name: z.string() });
export type PayableCharge = z.infer<typeof payableChargeSchema>;
export const payableChargesSchema = z.object({ data: z.array(payableChargeSchema) });

/** A company's charge for its admins: how many payments it has and what they brought in. */
export const companyChargeSchema = chargeSchema.extend({
  payer_name: z.string().nullable(),
  payments_count: z.number().int(),
  /** Centavos of its payments not refunded. */
  paid_total: z.number().int(),
});
export type CompanyCharge = z.infer<typeof companyChargeSchema>;
export const companyChargesQuerySchema = z.object({ page: pageQuerySchema });
export const companyChargesPageSchema = pageOf(companyChargeSchema);
export type CompanyChargesPage = z.infer<typeof companyChargesPageSchema>;

/** A payment of a charge, for the company's admins (no balances: those are the payer's). */
export const chargePaymentSchema = paymentSchema.omit({ balance: true, points_balance: true }).extend({ user_name: z.string(), user_email: z.string() });
export type ChargePayment = z.infer<typeof chargePaymentSchema>;
export const chargePaymentsSchema = z.object({ data: z.array(chargePaymentSchema) });

/** `GET /companies/{id}/income`: what the company's charges brought in per month. */
export const companyIncomeSchema = z.object({ currency: z.string(), months: z.array(walletMonthSchema) });
export type CompanyIncome = z.infer<typeof companyIncomeSchema>;
