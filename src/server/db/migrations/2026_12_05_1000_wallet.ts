import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The wallet (issue 17): a double-entry ledger in integer centavos (MXN) and integer points.
 *
 * - `wallet_accounts`: one row per account, named by a unique `code` (`user:12:wallet`,
 *   `user:12:points`, `company:3:revenue`, `provider:sandbox:clearing`, `platform:points:issued`…).
 *   A user's account keeps `balance` (credits − debits) in the same transaction as its entries,
 *   never below zero (CHECK); the shared accounts (company, provider, platform) keep none (NULL):
 *   every payment touches them, and a running balance there would make every payment wait on
 *   one row. Their balance is the sum of their entries.
 * - `wallet_transactions` + `wallet_entries`: every movement is one transaction of entries, each
 *   a debit or a credit of one account; debits equal credits per unit in every transaction.
 * - `wallet_recharges`: a card payment through a provider, pending until the provider's signed
 *   webhook confirms it; `wallet_webhook_events` keeps every event id once (replays ignored).
 * - `wallet_charges` (what a company charges) and `wallet_payments` (a charge paid from a wallet,
 *   with the points redeemed and earned, and its refund).
 * - `wallet_point_lots`: points earned, spent FIFO by expiry, expired by a sweep.
 * - `wallet_idempotency_keys`: per user and key, the request's fingerprint and the answer given.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  // Ledger amounts can outgrow 32 bits on platform accounts; bigint on both (SQLite integers are 64-bit).
  const money = 'bigint';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // The ledger is append-only: its rows name users and companies by id WITHOUT foreign keys, so
  // deleting a company (a super admin may) can never cascade into money history and leave a
  // user's balance unexplained. Only the idempotency store follows its user.

  await db.schema
    .createTable('wallet_accounts')
    .addColumn('id', idType, id)
    .addColumn('code', 'varchar(80)', (col) => col.notNull().unique())
    // user_wallet | user_points | provider_clearing | company_revenue | points_funding | points_issued | points_redeemed | points_expired
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('unit', 'varchar(3)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('balance', money)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'wallet_accounts_balance',
      sql`(kind in ('user_wallet', 'user_points') and balance is not null and balance >= 0) or (kind not in ('user_wallet', 'user_points') and balance is null)`,
    )
    .execute();

  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', idType, id)
    // recharge | payment | refund | points_expiry
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('recharge_id', 'integer')
    .addColumn('payment_id', 'integer')
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('wallet_transactions_user_index').on('wallet_transactions').columns(['user_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('wallet_entries')
    .addColumn('id', idType, id)
    .addColumn('transaction_id', 'integer', (col) => col.notNull().references('wallet_transactions.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('wallet_accounts.id'))
    .addColumn('debit', money, (col) => col.notNull().defaultTo(0))
    .addColumn('credit', money, (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('wallet_entries_one_side', sql`(debit > 0 and credit = 0) or (credit > 0 and debit = 0)`)
    .execute();
  await db.schema.createIndex('wallet_entries_transaction_index').on('wallet_entries').column('transaction_id').execute();
  await db.schema.createIndex('wallet_entries_account_index').on('wallet_entries').columns(['account_id', 'transaction_id']).execute();

  await db.schema
    .createTable('wallet_recharges')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('provider_reference', 'varchar(100)', (col) => col.notNull())
    // pending | succeeded | failed
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('failure_reason', 'varchar(200)')
    .addColumn('transaction_id', 'integer', (col) => col.references('wallet_transactions.id'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('completed_at', ts)
    .execute();
  await db.schema.createIndex('wallet_recharges_reference_index').on('wallet_recharges').columns(['provider', 'provider_reference']).unique().execute();

  await db.schema
    .createTable('wallet_webhook_events')
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('received_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('wallet_webhook_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('wallet_charges')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('concept', 'varchar(200)', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // null: open, anyone may pay it (a ticket); otherwise only that user, once.
    .addColumn('payer_user_id', 'integer')
    // open | paid (a payer's charge once paid; an open one stays open)
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('wallet_charges_company_index').on('wallet_charges').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('wallet_payments')
    .addColumn('id', idType, id)
    .addColumn('charge_id', 'integer', (col) => col.notNull().references('wallet_charges.id'))
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull())
    .addColumn('cash_amount', money, (col) => col.notNull())
    .addColumn('points_redeemed', money, (col) => col.notNull())
    .addColumn('points_earned', money, (col) => col.notNull())
    .addColumn('earned_lot_id', 'integer')
    // paid | refunded
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('transaction_id', 'integer', (col) => col.notNull().references('wallet_transactions.id'))
    .addColumn('refund_transaction_id', 'integer', (col) => col.references('wallet_transactions.id'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('refunded_at', ts)
    .execute();
  await db.schema.createIndex('wallet_payments_user_index').on('wallet_payments').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('wallet_point_lots')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('transaction_id', 'integer', (col) => col.notNull().references('wallet_transactions.id'))
    .addColumn('points', money, (col) => col.notNull())
    .addColumn('remaining', money, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addCheckConstraint('wallet_point_lots_remaining', sql`remaining >= 0 and remaining <= points`)
    .execute();
  await db.schema.createIndex('wallet_point_lots_user_index').on('wallet_point_lots').columns(['user_id', 'expires_at', 'id']).execute();
  await db.schema.createIndex('wallet_point_lots_expiry_index').on('wallet_point_lots').columns(['expires_at', 'remaining']).execute();

  await db.schema
    .createTable('wallet_idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('wallet_idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wallet_idempotency_keys', 'wallet_point_lots', 'wallet_payments', 'wallet_charges', 'wallet_webhook_events', 'wallet_recharges', 'wallet_entries', 'wallet_transactions', 'wallet_accounts'])
    await db.schema.dropTable(table).execute();
}
