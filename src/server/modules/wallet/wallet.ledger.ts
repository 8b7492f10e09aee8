import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import * as repository from './wallet.repository';
import type { Account } from './wallet.repository';

/**
 * The ledger's one write: a transaction of entries where, in every unit, debits equal credits
 * (TigerBeetle's first invariant), applied to the users' running balances in the same database
 * transaction. Balances are credits − debits for every account, so the platform's accounts read
 * negative when they have paid out (the provider's clearing account is what the provider owes us).
 */

/** Centavos as the wallet's messages and receipts write them: 123456 → "$1,234.56 MXN". */
export const formatMxn = (centavos: number) => `$${(centavos / 100).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

export type Entry = { account: Account; debit?: number; credit?: number };
export type Posting = {
  kind: 'recharge' | 'payment' | 'refund' | 'points_expiry';
  user_id: number | null;
  company_id: number | null;
  description: string;
  recharge_id?: number | null;
  payment_id?: number | null;
  created_at: string;
};

/** A broken ledger rule is a bug in this module, never the caller's fault: it answers a 500. */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}

/** A user account would go below zero: the caller turns it into its 409. */
export class OverdraftError extends Error {
  override name = 'OverdraftError';
  constructor(readonly account: Account) {
    super(`overdraft of account ${account.id}`);
  }
}

const USER_KINDS = new Set(['user_wallet', 'user_points']);

/**
 * The one order in which a transaction locks account rows: by id. Only a user's own accounts are
 * locked (the shared ones keep no running balance), and a transaction that must read a user's
 * balance before posting locks both of that user's accounts up front with `lockUserAccounts`, in
 * the same order — so a payment and a recharge of one user never wait on each other in a cycle.
 */
function lockOrder(a: Account, b: Account): number {
  return a.id - b.id;
}

export const accountCodes = {
  userWallet: (userId: number) => ({ code: `user:${userId}:wallet`, kind: 'user_wallet' as const, unit: 'MXN', user_id: userId }),
  userPoints: (userId: number) => ({ code: `user:${userId}:points`, kind: 'user_points' as const, unit: 'PTS', user_id: userId }),
  companyRevenue: (companyId: number) => ({ code: `company:${companyId}:revenue`, kind: 'company_revenue' as const, unit: 'MXN', company_id: companyId }),
  providerClearing: (provider: string) => ({ code: `provider:${provider}:clearing`, kind: 'provider_clearing' as const, unit: 'MXN' }),
  /** The platform pays the companies the money value of the points users redeem. */
  pointsFunding: () => ({ code: 'platform:points:funding', kind: 'points_funding' as const, unit: 'MXN' }),
  pointsIssued: () => ({ code: 'platform:points:issued', kind: 'points_issued' as const, unit: 'PTS' }),
  pointsRedeemed: () => ({ code: 'platform:points:redeemed', kind: 'points_redeemed' as const, unit: 'PTS' }),
  pointsExpired: () => ({ code: 'platform:points:expired', kind: 'points_expired' as const, unit: 'PTS' }),
};

export async function post(trx: Transaction<Database>, posting: Posting, entries: Entry[]): Promise<number> {
  const lines = entries.filter((entry) => (entry.debit ?? 0) > 0 || (entry.credit ?? 0) > 0);
  const perUnit = new Map<string, number>();
  const perAccount = new Map<number, { account: Account; delta: number }>();
  for (const { account, debit = 0, credit = 0 } of lines) {
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit) || debit < 0 || credit < 0) throw new LedgerInvariantError(`bad amounts on account ${account.id}`);
    perUnit.set(account.unit, (perUnit.get(account.unit) ?? 0) + debit - credit);
    const held = perAccount.get(account.id) ?? { account, delta: 0 };
    held.delta += credit - debit;
    perAccount.set(account.id, held);
  }
  for (const [unit, difference] of perUnit) if (difference !== 0) throw new LedgerInvariantError(`debits ≠ credits in ${unit} (${difference})`);
  if (lines.length === 0) throw new LedgerInvariantError('a transaction without entries');

  // Balances first, in LOCK_ORDER: every transaction takes its row locks in the same order, so two
  // never wait on each other in a cycle (PostgreSQL would abort one with a deadlock).
  // Only the user's accounts keep a running balance (and the floor); shared accounts are the sum
  // of their entries, so no payment waits on another's company or platform row.
  for (const { account, delta } of [...perAccount.values()].sort((a, b) => lockOrder(a.account, b.account))) {
    if (delta === 0 || !USER_KINDS.has(account.kind)) continue;
    const balance = await repository.addToBalance(trx, account.id, delta);
    if (balance === null) throw new OverdraftError(account);
  }
  const transactionId = await repository.insertTransaction(trx, {
    kind: posting.kind,
    user_id: posting.user_id,
    company_id: posting.company_id,
    description: posting.description,
    recharge_id: posting.recharge_id ?? null,
    payment_id: posting.payment_id ?? null,
    created_at: posting.created_at,
  });
  await repository.insertEntries(
    trx,
    lines.map(({ account, debit = 0, credit = 0 }) => ({ transaction_id: transactionId, account_id: account.id, debit, credit })),
  );
  return transactionId;
}

/**
 * Takes the row locks of a user's accounts (PostgreSQL; a no-op write on SQLite, whose
 * transactions run one at a time anyway) in lock order, and reads their balances by account id.
 */
export async function lockUserAccounts(trx: Transaction<Database>, accounts: Account[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (const account of [...accounts].sort(lockOrder)) {
    if (!USER_KINDS.has(account.kind)) throw new LedgerInvariantError(`account ${account.id} is not a user's`);
    const balance = await repository.addToBalance(trx, account.id, 0);
    if (balance === null) throw new LedgerInvariantError(`account ${account.id} vanished or is negative`);
    balances.set(account.id, balance);
  }
  return balances;
}

/** Every invariant of the ledger; empty when all hold. For tests, the benchmark and audits. */
export async function ledgerViolations(db: Parameters<typeof repository.unbalancedTransactions>[0]): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await repository.unbalancedTransactions(db)) problems.push(`transaction ${row.transaction_id} (${row.unit}): debits ${row.debits} ≠ credits ${row.credits}`);
  for (const row of await repository.driftingAccounts(db)) problems.push(`account ${row.code}: balance ${row.balance} ≠ ledger ${row.net ?? 0}`);
  for (const row of await repository.lotsOutOfStep(db)) problems.push(`account ${row.code}: balance ${row.balance} ≠ lots ${row.remaining ?? 0}`);
  for (const row of await repository.negativeUserAccounts(db)) problems.push(`account ${row.code} is negative: ${row.balance}`);
  for (const row of await repository.ledgerTotals(db)) if (Number(row.balances) !== 0) problems.push(`unit ${row.unit}: balances sum to ${row.balances}, not 0`);
  return problems;
}
