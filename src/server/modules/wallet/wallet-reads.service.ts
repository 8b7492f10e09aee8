import type { Kysely } from 'kysely';
import { businessDateOf, zonedInstant } from '../../../shared/business-time';
import type { Recharge } from '../../../shared/contracts/wallet';
import {
  COMPANY_CHARGES_PAGE_SIZE,
  type ChargePayment,
  type CompanyCharge,
  type CompanyChargesPage,
  type CompanyIncome,
  POINTS_EXPIRING_SOON_DAYS,
  type PayableCharge,
  WALLET_CHART_MONTHS,
  type WalletMonth,
  type WalletSummary,
} from '../../../shared/contracts/wallet-reads';
import { POINT_VALUE_CENTAVOS } from '../../../shared/contracts/wallet';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { type Principal, assertCanIn, assertCompanyVisible, canIn } from '../../principal';
import type { PaymentProvider } from './providers/payment-provider';
import { renderReceiptPdf } from './wallet-receipt.pdf';
import * as reads from './wallet-reads.repository';
import { accountCodes } from './wallet.ledger';
import * as repository from './wallet.repository';
import { assertOwner, rechargeView } from './wallet.service';
import { chargeView } from './wallet-payments.service';

export type WalletReadsService = ReturnType<typeof createWalletReadsService>;

/** The last `count` months of Mexico City up to the one of `now` (`YYYY-MM`, oldest first) and the instant the first began. */
export function chartMonths(now: Date, count = WALLET_CHART_MONTHS): { months: string[]; since: string } {
  const [year, month] = businessDateOf(now).split('-').map(Number) as [number, number];
  const months = Array.from({ length: count }, (_, index) => {
    const shifted = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return shifted.toISOString().slice(0, 7);
  });
  return { months, since: zonedInstant(`${months[0]}-01`, '00:00').toISOString() };
}

/** Sums entries per month: what the account was credited (in) and debited (out). */
export function sumPerMonth(months: string[], entries: { created_at: string; debit: number; credit: number }[]): WalletMonth[] {
  const totals = new Map(months.map((month) => [month, { month, money_in: 0, money_out: 0 }]));
  for (const entry of entries) {
    const total = totals.get(businessDateOf(entry.created_at).slice(0, 7));
    if (!total) continue;
    total.money_in += entry.credit;
    total.money_out += entry.debit;
  }
  return [...totals.values()];
}

/**
 * What the wallet's screens read: one's wallet at a glance, one's recharge while it is being
 * paid, the charges waiting for one, a transaction's receipt; and, for a company's admins
 * (`wallet.charges`), its charges, their payments and its income per month. Another person's
 * wallet or recharge reads as missing; another company's charges too.
 */
export function createWalletReadsService(deps: { db: Kysely<Database>; providers: Record<string, PaymentProvider>; now: () => Date }) {
  const { db, providers, now } = deps;

  /** A charge's admins: the charging company's `wallet.charges` holders (another company's reads as missing). */
  function assertChargesAdmin(principal: Principal, companyId: number) {
    assertCompanyVisible(principal, companyId);
    assertCanIn(principal, companyId, 'wallet.charges');
  }

  return {
    async summary(principal: Principal, userId: number): Promise<WalletSummary> {
      assertOwner(principal, userId);
      const at = now();
      const accounts = await repository.accountIdsOfUser(db, userId);
      const balanceOf = (kind: 'user_wallet' | 'user_points') => Number(accounts.find((account) => account.kind === kind)?.balance ?? 0);
      const balance = balanceOf('user_wallet');
      const points = balanceOf('user_points');
      const soon = new Date(at.getTime() + POINTS_EXPIRING_SOON_DAYS * 86_400_000).toISOString();
      const expiring = (await repository.liveLots(db, userId)).filter((lot) => String(lot.expires_at) <= soon);
      const { months, since } = chartMonths(at);
      return {
        balance,
        currency: 'MXN',
        points,
        points_value: points * POINT_VALUE_CENTAVOS,
        points_expiring: { points: expiring.reduce((sum, lot) => sum + Number(lot.remaining), 0), first_expires_at: expiring[0] ? String(expiring[0].expires_at) : null },
        months: sumPerMonth(months, await reads.entriesOfAccountSince(db, accountCodes.userWallet(userId).code, since)),
      };
    },

    /** One's own recharge (the screen polls it until the provider's webhook settles it). */
    async recharge(principal: Principal, rechargeId: number): Promise<Recharge> {
      const row = await repository.findRecharge(db, rechargeId);
      if (!row || row.user_id !== principal.userId) throw notFound('No encontramos esa recarga.');
      return rechargeView(row, providers[row.provider]);
    },

    async openCharges(principal: Principal, userId: number): Promise<{ data: PayableCharge[] }> {
      assertOwner(principal, userId);
      const rows = await reads.openChargesFor(db, userId, 100);
      return { data: rows.map((row) => ({ ...chargeView(row), company_name: row.company_name })) };
    },

    /**
     * A charge by id: its payer, or its company's admins; a charge open to anyone (a ticket) is
     * readable by anyone signed in, as it is payable by anyone.
     */
    async charge(principal: Principal, chargeId: number): Promise<PayableCharge> {
      const row = await reads.findChargeWithCompany(db, chargeId);
      const admin = row !== undefined && canIn(principal, row.company_id, 'wallet.charges');
      if (!row || (row.payer_user_id !== null && row.payer_user_id !== principal.userId && !admin)) throw notFound('No encontramos ese cobro.');
      return { ...chargeView(row), company_name: row.company_name };
    },

    async companyCharges(principal: Principal, companyId: number, page: number): Promise<CompanyChargesPage> {
      assertChargesAdmin(principal, companyId);
      const total = await reads.countCompanyCharges(db, companyId);
      const rows = await reads.pageOfCompanyCharges(db, companyId, COMPANY_CHARGES_PAGE_SIZE, (page - 1) * COMPANY_CHARGES_PAGE_SIZE);
      const data: CompanyCharge[] = rows.map((row) => ({ ...chargeView(row), payer_name: row.payer_name, payments_count: Number(row.payments_count ?? 0), paid_total: Number(row.paid_total ?? 0) }));
      return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / COMPANY_CHARGES_PAGE_SIZE)), per_page: COMPANY_CHARGES_PAGE_SIZE, total };
    },

    async chargePayments(principal: Principal, chargeId: number): Promise<{ data: ChargePayment[] }> {
      const charge = await repository.findCharge(db, chargeId);
      if (!charge) throw notFound('No encontramos ese cobro.');
      assertChargesAdmin(principal, charge.company_id);
      const rows = await reads.paymentsOfCharge(db, chargeId);
      return {
        data: rows.map((row) => ({
          ...row,
          amount: Number(row.amount),
          cash_amount: Number(row.cash_amount),
          points_redeemed: Number(row.points_redeemed),
          points_earned: Number(row.points_earned),
          status: row.status as ChargePayment['status'],
          created_at: String(row.created_at),
          refunded_at: row.refunded_at === null ? null : String(row.refunded_at),
        })),
      };
    },

    /** The company's revenue account per month: paid to it (in) and refunded by it (out). */
    async companyIncome(principal: Principal, companyId: number): Promise<CompanyIncome> {
      assertChargesAdmin(principal, companyId);
      const { months, since } = chartMonths(now());
      return { currency: 'MXN', months: sumPerMonth(months, await reads.entriesOfAccountSince(db, accountCodes.companyRevenue(companyId).code, since)) };
    },

    /** The PDF receipt of one of one's own transactions; anyone else's reads as missing. */
    async receipt(principal: Principal, transactionId: number) {
      const transaction = await reads.findTransaction(db, transactionId);
      if (!transaction || transaction.user_id !== principal.userId) throw notFound('No encontramos ese movimiento.');
      const entries = await reads.entriesOfTransaction(db, transactionId);
      const payment = transaction.payment_id === null ? undefined : await repository.findPayment(db, transaction.payment_id);
      const recharge = transaction.recharge_id === null ? undefined : await repository.findRecharge(db, transaction.recharge_id);
      const person = await reads.personOf(db, principal.userId);
      const company = transaction.company_id === null ? null : await reads.companyName(db, transaction.company_id);
      const stream = renderReceiptPdf({
        transaction: { ...transaction, created_at: String(transaction.created_at) },
        entries: entries.map((entry) => ({ ...entry, debit: Number(entry.debit), credit: Number(entry.credit) })),
        ownerId: principal.userId,
        person: person ? { name: [person.name, person.surname, person.lastname].filter(Boolean).join(' '), email: person.email } : null,
        company,
        payment: payment && { id: payment.id, concept: payment.concept, amount: Number(payment.amount), cash_amount: Number(payment.cash_amount), points_redeemed: Number(payment.points_redeemed), points_earned: Number(payment.points_earned), status: payment.status },
        recharge: recharge && { id: recharge.id, provider: recharge.provider, reference: recharge.provider_reference },
        at: now(),
      });
      return { stream, filename: `recibo-${transactionId}.pdf` };
    },
  };
}
