import type { Kysely, Transaction } from 'kysely';
import { type ApplyPaymentInput, type Charge, type CreateChargeInput, MAX_POINTS_SHARE_PERCENT, POINT_VALUE_CENTAVOS, type Payment, maxPointsFor, pointsEarnedBy } from '../../../shared/contracts/wallet';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { type Principal, assertCanIn, assertCompanyVisible } from '../../principal';
import type { Idempotency } from './wallet.idempotency';
import { OverdraftError, accountCodes, formatMxn, lockUserAccounts, post } from './wallet.ledger';
import { addLot, takePoints } from './wallet.points';
import * as repository from './wallet.repository';
import type { ChargeRow, PaymentRow } from './wallet.repository';

export type WalletPaymentsService = ReturnType<typeof createWalletPaymentsService>;
type Request = { key: string; fingerprint: string };

/** A charge row as the contract shows it (also the screens' reads). */
export const chargeView = (row: Omit<ChargeRow, 'created_by'>): Charge => ({
  id: row.id,
  company_id: row.company_id,
  concept: row.concept,
  amount: Number(row.amount),
  currency: row.currency,
  payer_user_id: row.payer_user_id,
  status: row.status as Charge['status'],
  created_at: row.created_at,
});


/** Pays a charge from a user's wallet inside the caller's transaction (the route's, or the demo loader's). */
export async function payCharge(trx: Transaction<Database>, userId: number, charge: ChargeRow, points: number, at: Date): Promise<number> {
  const amount = Number(charge.amount);
  if (points > maxPointsFor(amount)) throw invalid('points_limit', `Con puntos se paga a lo más el ${MAX_POINTS_SHARE_PERCENT} % de un cobro: hasta ${maxPointsFor(amount)} puntos en este.`);
  const cash = amount - points * POINT_VALUE_CENTAVOS;
  const earned = pointsEarnedBy(cash);
  const [wallet, pointsAccount, revenue, funding, issued, redeemed] = await repository.ensureAccounts(trx, [
    accountCodes.userWallet(userId),
    accountCodes.userPoints(userId),
    accountCodes.companyRevenue(charge.company_id),
    accountCodes.pointsFunding(),
    accountCodes.pointsIssued(),
    accountCodes.pointsRedeemed(),
  ]);
  // The points row is locked before its lots are read; the earned points of this very payment
  // must not pay for it, so the redeemed ones are checked against the balance held before.
  const pointsHeld = (await lockUserAccounts(trx, [wallet, pointsAccount])).get(pointsAccount.id)!;
  if (points > pointsHeld) throw new AppError('insufficient_points', `No tienes puntos suficientes: tienes ${pointsHeld}.`, 409, { points_balance: pointsHeld });
  if (charge.payer_user_id !== null && !(await repository.markChargePaid(trx, charge.id))) throw conflict('charge_paid', 'Este cobro ya está pagado.');
  let transactionId: number;
  try {
    transactionId = await post(trx, { kind: 'payment', user_id: userId, company_id: charge.company_id, description: charge.concept, created_at: at.toISOString() }, [
      { account: wallet, debit: cash },
      { account: funding, debit: points * POINT_VALUE_CENTAVOS },
      { account: revenue, credit: amount },
      { account: pointsAccount, debit: points },
      { account: redeemed, credit: points },
      { account: issued, debit: earned },
      { account: pointsAccount, credit: earned },
    ]);
  } catch (error) {
    if (!(error instanceof OverdraftError)) throw error;
    const balance = await repository.findAccountBalance(trx, wallet.id === error.account.id ? accountCodes.userWallet(userId).code : accountCodes.userPoints(userId).code);
    throw new AppError('insufficient_balance', `Saldo insuficiente: tienes ${formatMxn(balance)} y el pago requiere ${formatMxn(cash)}. Recarga tu cartera para continuar.`, 409, { balance, required: cash });
  }
  await takePoints(trx, userId, points);
  const lotId = await addLot(trx, userId, transactionId, earned, at);
  const paymentId = await repository.insertPayment(trx, {
    charge_id: charge.id,
    company_id: charge.company_id,
    user_id: userId,
    amount,
    cash_amount: cash,
    points_redeemed: points,
    points_earned: earned,
    earned_lot_id: lotId,
    status: 'paid',
    transaction_id: transactionId,
    refund_transaction_id: null,
    created_at: at.toISOString(),
    refunded_at: null,
  });
  await repository.setTransactionPayment(trx, transactionId, paymentId);
  return paymentId;
}

/** Refunds a payment inside the caller's transaction. */
export async function refundPayment(trx: Transaction<Database>, payment: PaymentRow & { concept: string }, at: Date): Promise<void> {
  const userId = payment.user_id;
  const [wallet, pointsAccount, revenue, funding, issued, redeemed] = await repository.ensureAccounts(trx, [
    accountCodes.userWallet(userId),
    accountCodes.userPoints(userId),
    accountCodes.companyRevenue(payment.company_id),
    accountCodes.pointsFunding(),
    accountCodes.pointsIssued(),
    accountCodes.pointsRedeemed(),
  ]);
  const redeemedPoints = Number(payment.points_redeemed);
  const earned = Number(payment.points_earned);
  const cash = Number(payment.cash_amount);
  const held = (await lockUserAccounts(trx, [wallet, pointsAccount])).get(pointsAccount.id)!;
  // Earned points already spent cannot be taken back as points: their value stays with the company.
  const reversible = Math.min(earned, held + redeemedPoints);
  const spentValue = (earned - reversible) * POINT_VALUE_CENTAVOS;
  const transactionId = await post(trx, { kind: 'refund', user_id: userId, company_id: payment.company_id, description: `Reembolso: ${payment.concept}`, payment_id: payment.id, created_at: at.toISOString() }, [
    { account: revenue, debit: Number(payment.amount) - spentValue },
    { account: wallet, credit: cash - spentValue },
    { account: funding, credit: redeemedPoints * POINT_VALUE_CENTAVOS },
    { account: redeemed, debit: redeemedPoints },
    { account: pointsAccount, credit: redeemedPoints },
    { account: pointsAccount, debit: reversible },
    { account: issued, credit: reversible },
  ]);
  await addLot(trx, userId, transactionId, redeemedPoints, at);
  await takePoints(trx, userId, reversible, payment.earned_lot_id);
  if (!(await repository.markPaymentRefunded(trx, payment.id, transactionId, at.toISOString()))) throw conflict('payment_refunded', 'Este pago ya fue reembolsado.');
  await repository.reopenCharge(trx, payment.charge_id);
}

/**
 * What companies charge and users pay from their wallets: a payment moves the money part from
 * the wallet and the points part (valued by the platform's points funding account) to the
 * company's revenue, and earns points on the money part. A refund reverses all of it — the money,
 * the points it earned (those already spent are taken from the money returned, at the points'
 * value) — and gives back the points it redeemed as a new lot.
 */
export function createWalletPaymentsService(deps: { db: Kysely<Database>; idempotency: Idempotency; userExists: (userId: number) => Promise<boolean>; now: () => Date }) {
  const { db, idempotency, userExists, now } = deps;

  async function paymentView(trx: Transaction<Database> | Kysely<Database>, paymentId: number): Promise<Payment> {
    const row = (await repository.findPayment(trx, paymentId))!;
    return {
      id: row.id,
      charge_id: row.charge_id,
      company_id: row.company_id,
      user_id: row.user_id,
      concept: row.concept,
      amount: Number(row.amount),
      cash_amount: Number(row.cash_amount),
      points_redeemed: Number(row.points_redeemed),
      points_earned: Number(row.points_earned),
      status: row.status as Payment['status'],
      created_at: row.created_at,
      refunded_at: row.refunded_at,
      balance: await repository.findAccountBalance(trx, accountCodes.userWallet(row.user_id).code),
      points_balance: await repository.findAccountBalance(trx, accountCodes.userPoints(row.user_id).code),
    };
  }

  return {
    async createCharge(principal: Principal, companyId: number, input: CreateChargeInput, request: Request) {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'wallet.charges');
      if (input.payer_user_id && !(await userExists(input.payer_user_id))) throw invalid('invalid_reference', 'No encontramos a la persona a quien se cobra.', { payer_user_id: ['No encontramos a esa persona.'] });
      return idempotency.run(principal.userId, request.key, request.fingerprint, 201, async (trx) => {
        const id = await repository.insertCharge(trx, { company_id: companyId, concept: input.concept, amount: input.amount, currency: input.currency, payer_user_id: input.payer_user_id ?? null, status: 'open', created_by: principal.userId, created_at: now().toISOString() });
        return chargeView((await repository.findCharge(trx, id))!);
      });
    },

    /** Pays a charge from the caller's wallet: a charge for someone else reads as missing. */
    async apply(principal: Principal, chargeId: number, input: ApplyPaymentInput, request: Request) {
      const charge = await repository.findCharge(db, chargeId);
      if (!charge || (charge.payer_user_id !== null && charge.payer_user_id !== principal.userId)) throw notFound('No encontramos ese cobro.');
      if (charge.status === 'paid') throw conflict('charge_paid', 'Este cobro ya está pagado.');
      return idempotency.run(principal.userId, request.key, request.fingerprint, 201, async (trx) => paymentView(trx, await payCharge(trx, principal.userId, charge, input.points, now())));
    },

    /** The charging company's admin refunds a payment; another company's payment reads as missing. */
    async refund(principal: Principal, paymentId: number, request: Request) {
      const payment = await repository.findPayment(db, paymentId);
      if (!payment) throw notFound('No encontramos ese pago.');
      assertCompanyVisible(principal, payment.company_id);
      assertCanIn(principal, payment.company_id, 'wallet.charges');
      if (payment.status === 'refunded') throw conflict('payment_refunded', 'Este pago ya fue reembolsado.');
      return idempotency.run(principal.userId, request.key, request.fingerprint, 200, async (trx) => {
        await refundPayment(trx, payment, now());
        return paymentView(trx, paymentId);
      });
    },
  };
}
