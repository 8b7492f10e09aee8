import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountKind, WalletChargesTable, WalletPaymentsTable, WalletRechargesTable } from './wallet.tables';

/* Every query of the wallet. Functions take the database or the transaction the service opened. */

type Db = Kysely<Database> | Transaction<Database>;
export type Account = { id: number; kind: AccountKind; unit: string; user_id: number | null; company_id: number | null };
export type RechargeRow = Omit<WalletRechargesTable, 'id'> & { id: number };
export type ChargeRow = Omit<WalletChargesTable, 'id'> & { id: number };
export type PaymentRow = Omit<WalletPaymentsTable, 'id'> & { id: number };

/** The account named `code`, created on first use (two callers racing both get the one row). */
export async function ensureAccount(db: Db, spec: { code: string; kind: AccountKind; unit: string; user_id?: number | null; company_id?: number | null }): Promise<Account> {
  const columns = ['id', 'kind', 'unit', 'user_id', 'company_id'] as const;
  const found = await db.selectFrom('wallet_accounts').select(columns).where('code', '=', spec.code).executeTakeFirst();
  if (found) return found;
  await db
    .insertInto('wallet_accounts')
    .values({ code: spec.code, kind: spec.kind, unit: spec.unit, user_id: spec.user_id ?? null, company_id: spec.company_id ?? null, balance: spec.user_id ? 0 : null })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return db.selectFrom('wallet_accounts').select(columns).where('code', '=', spec.code).executeTakeFirstOrThrow();
}

/** Several accounts at once, in the order asked: one read when they all exist (the usual case). */
type AccountSpec = { code: string; kind: AccountKind; unit: string; user_id?: number | null; company_id?: number | null };
export async function ensureAccounts<const T extends readonly AccountSpec[]>(db: Db, specs: T): Promise<{ [K in keyof T]: Account }> {
  const read = async () =>
    new Map(
      (
        await db
          .selectFrom('wallet_accounts')
          .select(['id', 'code', 'kind', 'unit', 'user_id', 'company_id'])
          .where(
            'code',
            'in',
            specs.map((spec) => spec.code),
          )
          .execute()
      ).map((row) => [row.code, row]),
    );
  let found = await read();
  if (found.size < specs.length) {
    for (const spec of specs) if (!found.has(spec.code)) await ensureAccount(db, spec);
    found = await read();
  }
  return specs.map((spec) => {
    const { code: _code, ...account } = found.get(spec.code)!;
    return account;
  }) as { [K in keyof T]: Account };
}

export async function findAccountBalance(db: Db, code: string): Promise<number> {
  const row = await db.selectFrom('wallet_accounts').select('balance').where('code', '=', code).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Adds `delta` to a user account's running balance, only when the result stays ≥ 0 — the
 * conditional UPDATE is the overdraft guard: on PostgreSQL it takes the row lock and re-reads the
 * committed balance, so concurrent spends queue behind each other; on SQLite the transactions
 * already run one at a time. Returns the new balance, or null when the floor refused it.
 */
export async function addToBalance(db: Db, accountId: number, delta: number): Promise<number | null> {
  const row = await db
    .updateTable('wallet_accounts')
    .set({ balance: sql`balance + ${delta}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`balance + ${delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export async function insertTransaction(db: Db, values: Database['wallet_transactions'] extends infer T ? Omit<T & object, 'id'> : never): Promise<number> {
  const row = await db.insertInto('wallet_transactions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEntries(db: Db, entries: { transaction_id: number; account_id: number; debit: number; credit: number }[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('wallet_entries').values(entries).execute();
}

// Idempotency keys.

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  return db.selectFrom('wallet_idempotency_keys').select(['fingerprint', 'status_code', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

export async function insertIdempotencyKey(db: Db, values: { user_id: number; key: string; fingerprint: string; status_code: number; response: string; created_at: string }): Promise<void> {
  await db.insertInto('wallet_idempotency_keys').values(values).execute();
}

// Recharges and webhook events.

export async function insertRecharge(db: Db, values: Omit<RechargeRow, 'id'>): Promise<number> {
  return (await db.insertInto('wallet_recharges').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findRecharge(db: Db, id: number): Promise<RechargeRow | undefined> {
  return db.selectFrom('wallet_recharges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRechargeByReference(db: Db, provider: string, reference: string): Promise<RechargeRow | undefined> {
  return db.selectFrom('wallet_recharges').selectAll().where('provider', '=', provider).where('provider_reference', '=', reference).executeTakeFirst();
}

/** The provider's reference of a recharge, known once its checkout exists (the row is written first). */
export async function setRechargeReference(db: Db, id: number, reference: string): Promise<void> {
  await db.updateTable('wallet_recharges').set({ provider_reference: reference }).where('id', '=', id).execute();
}

/** The ledger transaction that credited a recharge. */
export async function setRechargeTransaction(db: Db, id: number, transactionId: number): Promise<void> {
  await db.updateTable('wallet_recharges').set({ transaction_id: transactionId }).where('id', '=', id).execute();
}

/** Settles a recharge once, from one of `from` (pending by default): false when another event settled it first. */
export async function settleRecharge(db: Db, id: number, values: { status: string; failure_reason: string | null; transaction_id: number | null; completed_at: string }, from: string[] = ['pending']): Promise<boolean> {
  const result = await db.updateTable('wallet_recharges').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a provider's event id; false when it was already recorded (a replay). */
export async function recordWebhookEvent(db: Db, provider: string, eventId: string, receivedAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('wallet_webhook_events')
    .values({ provider, event_id: eventId, received_at: receivedAt })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// Charges and payments.

export async function insertCharge(db: Db, values: Omit<ChargeRow, 'id'>): Promise<number> {
  return (await db.insertInto('wallet_charges').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findCharge(db: Db, id: number): Promise<ChargeRow | undefined> {
  return db.selectFrom('wallet_charges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A payer's charge is paid once: false when another payment took it first. */
export async function markChargePaid(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('wallet_charges').set({ status: 'paid' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reopenCharge(db: Db, id: number): Promise<void> {
  await db.updateTable('wallet_charges').set({ status: 'open' }).where('id', '=', id).where('payer_user_id', 'is not', null).execute();
}

export async function insertPayment(db: Db, values: Omit<PaymentRow, 'id'>): Promise<number> {
  return (await db.insertInto('wallet_payments').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findPayment(db: Db, id: number): Promise<(PaymentRow & { concept: string }) | undefined> {
  return db.selectFrom('wallet_payments').innerJoin('wallet_charges', 'wallet_charges.id', 'wallet_payments.charge_id').selectAll('wallet_payments').select('wallet_charges.concept').where('wallet_payments.id', '=', id).executeTakeFirst();
}

/** Marks a payment refunded once: false when another refund took it first. */
export async function markPaymentRefunded(db: Db, id: number, refundTransactionId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('wallet_payments')
    .set({ status: 'refunded', refund_transaction_id: refundTransactionId, refunded_at: at })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Point lots (read and changed only while the user's points account is locked by the service).

export async function insertLot(db: Db, values: { user_id: number; transaction_id: number; points: number; expires_at: string; created_at: string }): Promise<number> {
  return (await db.insertInto('wallet_point_lots').values({ ...values, remaining: values.points }).returning('id').executeTakeFirstOrThrow()).id;
}

/** The user's lots with points left, soonest to expire first (the order points are spent in). */
export async function liveLots(db: Db, userId: number) {
  return db.selectFrom('wallet_point_lots').select(['id', 'points', 'remaining', 'expires_at', 'created_at']).where('user_id', '=', userId).where('remaining', '>', 0).orderBy('expires_at').orderBy('id').execute();
}

export async function takeFromLot(db: Db, lotId: number, points: number): Promise<void> {
  await db.updateTable('wallet_point_lots').set({ remaining: sql`remaining - ${points}` }).where('id', '=', lotId).execute();
}

/** Users with lots past their expiry that still hold points. */
export async function usersWithExpiredLots(db: Db, at: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('wallet_point_lots').select('user_id').distinct().where('expires_at', '<=', at).where('remaining', '>', 0).limit(limit).execute();
  return rows.map((row) => row.user_id);
}

export async function expiredLotsOf(db: Db, userId: number, at: string) {
  return db.selectFrom('wallet_point_lots').select(['id', 'remaining']).where('user_id', '=', userId).where('expires_at', '<=', at).where('remaining', '>', 0).orderBy('id').execute();
}

// Reading the history.

export type TransactionFilter = { kind?: string; from?: string; to?: string; paymentId?: number };

function historyQuery(db: Db, accountIds: number[], filter: TransactionFilter) {
  return db
    .selectFrom('wallet_transactions as t')
    .where((eb) => eb.exists(eb.selectFrom('wallet_entries as e').select('e.id').whereRef('e.transaction_id', '=', 't.id').where('e.account_id', 'in', accountIds)))
    .$if(filter.kind !== undefined, (qb) => qb.where('t.kind', '=', filter.kind!))
    .$if(filter.from !== undefined, (qb) => qb.where('t.created_at', '>=', filter.from!))
    .$if(filter.to !== undefined, (qb) => qb.where('t.created_at', '<', filter.to!))
    .$if(filter.paymentId !== undefined, (qb) => qb.where('t.payment_id', '=', filter.paymentId!));
}

export async function countHistory(db: Db, accountIds: number[], filter: TransactionFilter): Promise<number> {
  const row = await historyQuery(db, accountIds, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageOfHistory(db: Db, accountIds: number[], filter: TransactionFilter, limit: number, offset: number) {
  return historyQuery(db, accountIds, filter)
    .select(['t.id', 't.kind', 't.description', 't.recharge_id', 't.payment_id', 't.created_at'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Net change (credit − debit) of each of the given accounts in each of the given transactions. */
export async function netChanges(db: Db, transactionIds: number[], accountIds: number[]) {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .selectFrom('wallet_entries')
    .select(['transaction_id', 'account_id', (eb) => eb.fn.sum<number>(sql`credit - debit`).as('net')])
    .where('transaction_id', 'in', transactionIds)
    .where('account_id', 'in', accountIds)
    .groupBy(['transaction_id', 'account_id'])
    .execute();
  return rows.map((row) => ({ ...row, net: Number(row.net) }));
}

export async function accountIdsOfUser(db: Db, userId: number) {
  return db.selectFrom('wallet_accounts').select(['id', 'kind', 'balance']).where('user_id', '=', userId).where('kind', 'in', ['user_wallet', 'user_points']).execute();
}

// The ledger's invariants, for checks (tests, the benchmark, an operator's audit).

/** Transactions whose debits and credits differ in some unit (should be none). */
export async function unbalancedTransactions(db: Db) {
  return db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(['e.transaction_id', 'a.unit', (eb) => eb.fn.sum<number>('e.debit').as('debits'), (eb) => eb.fn.sum<number>('e.credit').as('credits')])
    .groupBy(['e.transaction_id', 'a.unit'])
    .having(sql<boolean>`sum(e.debit) <> sum(e.credit)`)
    .execute();
}

/** Accounts whose running balance differs from the sum of their entries, or user accounts without one (should be none). */
export async function driftingAccounts(db: Db) {
  const sums = db.selectFrom('wallet_entries').select(['account_id', (eb) => eb.fn.sum<number>(sql`credit - debit`).as('net')]).groupBy('account_id').as('s');
  return db
    .selectFrom('wallet_accounts as a')
    .leftJoin(sums, 's.account_id', 'a.id')
    .select(['a.id', 'a.code', 'a.balance', 's.net'])
    .where(sql<boolean>`(a.balance is not null and a.balance <> coalesce(s.net, 0)) or (a.balance is null and a.user_id is not null)`)
    .execute();
}

/** Points accounts whose balance differs from what their lots still hold (should be none). */
export async function lotsOutOfStep(db: Db) {
  const lots = db.selectFrom('wallet_point_lots').select(['user_id', (eb) => eb.fn.sum<number>('remaining').as('remaining')]).groupBy('user_id').as('l');
  return db
    .selectFrom('wallet_accounts as a')
    .leftJoin(lots, 'l.user_id', 'a.user_id')
    .select(['a.id', 'a.code', 'a.balance', 'l.remaining'])
    .where('a.kind', '=', 'user_points')
    .where(sql<boolean>`a.balance <> coalesce(l.remaining, 0)`)
    .execute();
}

/** Totals over the whole ledger per unit: every account's balance (running or derived) sums to zero. */
export async function ledgerTotals(db: Db) {
  return db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(['a.unit', (eb) => eb.fn.sum<number>(sql`e.credit - e.debit`).as('balances')])
    .groupBy('a.unit')
    .execute();
}

export async function negativeUserAccounts(db: Db) {
  return db.selectFrom('wallet_accounts').select(['id', 'code', 'balance']).where('kind', 'in', ['user_wallet', 'user_points']).where('balance', '<', 0).execute();
}

export async function setTransactionPayment(db: Db, transactionId: number, paymentId: number): Promise<void> {
  await db.updateTable('wallet_transactions').set({ payment_id: paymentId }).where('id', '=', transactionId).execute();
}

/** A payer named on a charge must be a current user (the foreign key alone would answer a 500). */
export async function activeUserExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;
}
