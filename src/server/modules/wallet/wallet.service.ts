import type { Kysely, Transaction } from 'kysely';
import { businessDayRange } from '../../../shared/business-time';
import {
  CENTAVOS_PER_POINT_EARNED,
  MAX_POINTS_SHARE_PERCENT,
  POINTS_LIFETIME_DAYS,
  POINT_VALUE_CENTAVOS,
  type Points,
  type Recharge,
  type RechargeInput,
  TRANSACTION_KINDS,
  type TransactionKind,
  type TransactionsQuery,
  WALLET_PAGE_SIZE,
  type WalletTransaction,
  pointsEarnedBy,
} from '../../../shared/contracts/wallet';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { Principal } from '../../principal';
import type { PaymentProvider, WebhookRequest } from './providers/payment-provider';
import { type SandboxProvider, sandboxCheckout } from './providers/sandbox';
import type { Idempotency } from './wallet.idempotency';
import { accountCodes, post } from './wallet.ledger';
import { addLot, expireUserPoints } from './wallet.points';
import * as repository from './wallet.repository';
import type { RechargeRow } from './wallet.repository';

export type WalletService = ReturnType<typeof createWalletService>;
type Request = { key: string; fingerprint: string };

/** A wallet is its owner's alone: anyone else's id reads as missing, super admins included. */
export function assertOwner(principal: Principal, userId: number): void {
  if (principal.userId !== userId) throw notFound('No encontramos esa cartera.');
}

/**
 * The recharge as the contract has it, by provider: the sandbox's card form is known from the id;
 * Mercado Pago's checkout link is handed out in the answer that creates it (`checkout` given) and
 * is `null` afterwards.
 */
export function rechargeView(row: RechargeRow, provider: PaymentProvider | undefined, checkout?: Record<string, string>): Recharge {
  const common = {
    id: row.id,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status as Recharge['status'],
    test_mode: provider?.testMode ?? false,
    failure_reason: row.failure_reason,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
  if (row.provider === 'sandbox') return { ...common, provider: 'sandbox', checkout: sandboxCheckout(row.id) };
  return {
    ...common,
    provider: 'mercadopago',
    checkout: checkout?.checkout_url && checkout.preference_id ? { checkout_url: checkout.checkout_url, preference_id: checkout.preference_id } : null,
  };
}

/** Credits a confirmed recharge (and the points it earns) inside the caller's transaction. */
export async function creditRecharge(trx: Transaction<Database>, recharge: RechargeRow, at: Date) {
  const amount = Number(recharge.amount);
  const earned = pointsEarnedBy(amount);
  const [wallet, points, clearing, issued] = await repository.ensureAccounts(trx, [
    accountCodes.userWallet(recharge.user_id),
    accountCodes.userPoints(recharge.user_id),
    accountCodes.providerClearing(recharge.provider),
    accountCodes.pointsIssued(),
  ]);
  const transactionId = await post(
    trx,
    { kind: 'recharge', user_id: recharge.user_id, company_id: null, description: `Recarga con tarjeta (${recharge.provider})`, recharge_id: recharge.id, created_at: at.toISOString() },
    [
      { account: clearing, debit: amount },
      { account: wallet, credit: amount },
      { account: issued, debit: earned },
      { account: points, credit: earned },
    ],
  );
  await addLot(trx, recharge.user_id, transactionId, earned, at);
  return transactionId;
}

/**
 * Recharges (a card payment through the provider, credited only on its verified webhook), the
 * points expiry sweep and the reads of one's wallet. Charges, payments and refunds are in
 * wallet-payments.service.ts.
 */
export function createWalletService(deps: {
  db: Kysely<Database>;
  idempotency: Idempotency;
  providers: Record<string, PaymentProvider>;
  defaultProvider: string;
  sandbox: SandboxProvider;
  now: () => Date;
  /** A confirmed payment that does not match its recharge is refused and logged for a person to look at. */
  warn: (details: Record<string, unknown>, message: string) => void;
}) {
  const { db, idempotency, providers, defaultProvider, sandbox, now, warn } = deps;

  /** The rows as the person sees them: the net change of their wallet and points accounts (already read by the caller) in each. */
  async function transactionViews(accounts: Awaited<ReturnType<typeof repository.accountIdsOfUser>>, rows: Awaited<ReturnType<typeof repository.pageOfHistory>>): Promise<WalletTransaction[]> {
    const walletId = accounts.find((account) => account.kind === 'user_wallet')?.id;
    const pointsId = accounts.find((account) => account.kind === 'user_points')?.id;
    const nets = await repository.netChanges(
      db,
      rows.map((row) => row.id),
      accounts.map((account) => account.id),
    );
    const netOf = (transactionId: number, accountId: number | undefined) => nets.find((net) => net.transaction_id === transactionId && net.account_id === accountId)?.net ?? 0;
    return rows.map((row) => ({
      id: row.id,
      kind: (TRANSACTION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as TransactionKind) : 'payment',
      description: row.description,
      amount: netOf(row.id, walletId),
      points: netOf(row.id, pointsId),
      recharge_id: row.recharge_id,
      payment_id: row.payment_id,
      created_at: row.created_at,
    }));
  }

  return {
    async recharge(principal: Principal, userId: number, input: RechargeInput, request: Request) {
      assertOwner(principal, userId);
      const provider = providers[defaultProvider]!;
      return idempotency.run(principal.userId, request.key, request.fingerprint, 201, async (trx) => {
        const at = now().toISOString();
        // The row exists before the provider is asked, so the checkout can carry its id. A provider
        // that cannot be reached throws (502/503) and this transaction writes nothing.
        const id = await repository.insertRecharge(trx, { user_id: userId, amount: input.amount, currency: input.currency, provider: provider.name, provider_reference: `pending:${at}:${userId}:${request.key}`, status: 'pending', failure_reason: null, transaction_id: null, created_at: at, completed_at: null });
        const { reference, checkout } = await provider.createCheckout({ rechargeId: id, amount: input.amount, currency: input.currency });
        await repository.setRechargeReference(trx, id, reference);
        return rechargeView((await repository.findRecharge(trx, id))!, provider, checkout);
      });
    },

    /**
     * A provider's webhook: verified first (a forged or stale one is a 400 and changes nothing),
     * then recorded by event id (a replay answers `duplicate` and changes nothing), then the
     * recharge is settled once: credited on success with the amount the provider confirmed.
     */
    async receiveWebhook(providerName: string, request: WebhookRequest) {
      const provider = providers[providerName];
      if (!provider) throw notFound('No conocemos ese proveedor de pagos.');
      // Outside the transaction: an adapter may ask its API (Mercado Pago) before anything is written.
      const event = await provider.verifyWebhook(request);
      if (!event) return { received: true, duplicate: false };
      return db.transaction().execute(async (trx) => {
        const at = now();
        if (!(await repository.recordWebhookEvent(trx, provider.name, event.id, at.toISOString()))) return { received: true, duplicate: true };
        const recharge = await repository.findRechargeByReference(trx, provider.name, event.reference);
        if (!recharge || event.type === 'payment.pending') return { received: true, duplicate: false };
        const matches = event.amount === Number(recharge.amount) && event.currency === recharge.currency;
        if (event.type === 'payment.succeeded' && matches) {
          // A failed recharge settles too: with Checkout Pro the payer may retry after a rejected card,
          // and money the provider confirmed is always credited (once: only one settle can win).
          if (await repository.settleRecharge(trx, recharge.id, { status: 'succeeded', failure_reason: null, transaction_id: null, completed_at: at.toISOString() }, ['pending', 'failed'])) {
            const transactionId = await creditRecharge(trx, recharge, at);
            await repository.setRechargeTransaction(trx, recharge.id, transactionId);
          } else {
            // Another payment already credited this recharge (the payer paid one checkout twice): not credited again.
            warn({ provider: provider.name, event: event.id, rechargeId: recharge.id }, 'Segundo pago confirmado de una recarga ya acreditada: no se acredita; devuélvelo desde el proveedor');
          }
          return { received: true, duplicate: false };
        }
        if (event.type === 'payment.succeeded') {
          warn(
            { provider: provider.name, event: event.id, rechargeId: recharge.id, expected: { amount: Number(recharge.amount), currency: recharge.currency }, confirmed: { amount: event.amount, currency: event.currency } },
            'El proveedor confirmó un pago que no coincide con su recarga: no se acredita',
          );
        }
        if (event.type === 'payment.failed' && recharge.status === 'succeeded') {
          // A refund or chargeback of money already credited: the ledger is append-only, so a person reverses it.
          warn({ provider: provider.name, event: event.id, rechargeId: recharge.id }, 'El proveedor devolvió o desconoció un pago ya acreditado: revísalo y revierte la recarga');
        }
        const reason = event.type === 'payment.failed' ? (event.reason ?? 'El pago fue rechazado.') : 'El proveedor confirmó un monto distinto al de la recarga.';
        await repository.settleRecharge(trx, recharge.id, { status: 'failed', failure_reason: reason.slice(0, 200), transaction_id: null, completed_at: at.toISOString() });
        return { received: true, duplicate: false };
      });
    },

    /** The sandbox's card form: the "bank" decides by test card and sends its signed webhook through `deliver`. */
    async sandboxCheckout(principal: Principal, rechargeId: number, cardNumber: string, deliver: (body: string, signature: string) => Promise<void>) {
      const recharge = await repository.findRecharge(db, rechargeId);
      if (!recharge || recharge.user_id !== principal.userId || recharge.provider !== sandbox.name) throw notFound('No encontramos esa recarga.');
      if (recharge.status === 'pending') {
        const { body, signature } = sandbox.chargeCard(recharge.provider_reference, Number(recharge.amount), recharge.currency, cardNumber);
        await deliver(body, signature);
      }
      return rechargeView((await repository.findRecharge(db, rechargeId))!, sandbox);
    },

    /** Expires the points of lots past their date, one ledger transaction per user. */
    async expirePoints(limit = 500): Promise<number> {
      const at = now();
      const users = await repository.usersWithExpiredLots(db, at.toISOString(), limit);
      for (const userId of users) {
        await db.transaction().execute((trx) => expireUserPoints(trx, userId, at));
      }
      return users.length;
    },

    async transactions(principal: Principal, userId: number, query: TransactionsQuery) {
      assertOwner(principal, userId);
      const accounts = await repository.accountIdsOfUser(db, userId);
      // Both days are inclusive days of Mexico City: from the first one's midnight to the end of the last one.
      const filter = { kind: query.kind, from: query.from && businessDayRange(query.from).from, to: query.to && businessDayRange(query.to).to, paymentId: query.payment_id };
      const ids = accounts.map((account) => account.id);
      const total = ids.length === 0 ? 0 : await repository.countHistory(db, ids, filter);
      const rows = ids.length === 0 ? [] : await repository.pageOfHistory(db, ids, filter, WALLET_PAGE_SIZE, (query.page - 1) * WALLET_PAGE_SIZE);
      return {
        data: await transactionViews(accounts, rows),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / WALLET_PAGE_SIZE)),
        per_page: WALLET_PAGE_SIZE,
        total,
        balance: Number(accounts.find((account) => account.kind === 'user_wallet')?.balance ?? 0),
        currency: 'MXN',
      };
    },

    async points(principal: Principal, userId: number): Promise<Points> {
      assertOwner(principal, userId);
      const accounts = await repository.accountIdsOfUser(db, userId);
      const pointsAccount = accounts.find((account) => account.kind === 'user_points');
      const balance = Number(pointsAccount?.balance ?? 0);
      const lots = await repository.liveLots(db, userId);
      const rows = pointsAccount ? await repository.pageOfHistory(db, [pointsAccount.id], {}, 50, 0) : [];
      return {
        balance,
        value: balance * POINT_VALUE_CENTAVOS,
        lots: lots.map((lot) => ({ id: lot.id, points: Number(lot.points), remaining: Number(lot.remaining), expires_at: lot.expires_at, created_at: lot.created_at })),
        history: (await transactionViews(accounts, rows)).filter((row) => row.points !== 0),
        rules: { point_value_centavos: POINT_VALUE_CENTAVOS, centavos_per_point_earned: CENTAVOS_PER_POINT_EARNED, max_points_share_percent: MAX_POINTS_SHARE_PERCENT, lifetime_days: POINTS_LIFETIME_DAYS },
      };
    },
  };
}
