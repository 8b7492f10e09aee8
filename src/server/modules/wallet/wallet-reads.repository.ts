import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The queries behind the wallet's screens: money moved per month, the charges waiting for a
 * payer, a company's charges with their payments, and one transaction's entries for its receipt.
 * The writes' queries stay in wallet.repository.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Every entry of one account since an instant, with its transaction's time (the charts sum them per month). */
export async function entriesOfAccountSince(db: Db, accountCode: string, since: string) {
  const rows = await db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.created_at', 'e.debit', 'e.credit'])
    .where('a.code', '=', accountCode)
    .where('t.created_at', '>=', since)
    .execute();
  return rows.map((row) => ({ created_at: String(row.created_at), debit: Number(row.debit), credit: Number(row.credit) }));
}

const chargeColumns = ['c.id', 'c.company_id', 'c.concept', 'c.amount', 'c.currency', 'c.payer_user_id', 'c.status', 'c.created_at'] as const;

/** The open charges addressed to this person, newest first, with the charging company's name. */
export async function openChargesFor(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('wallet_charges as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .select([...chargeColumns, 'co.name as company_name'])
    .where('c.payer_user_id', '=', userId)
    .where('c.status', '=', 'open')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findChargeWithCompany(db: Db, chargeId: number) {
  return db.selectFrom('wallet_charges as c').innerJoin('companies as co', 'co.id', 'c.company_id').select([...chargeColumns, 'co.name as company_name']).where('c.id', '=', chargeId).executeTakeFirst();
}

export async function countCompanyCharges(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a company's charges, newest first: the payer's name, how many payments and what they still hold. */
export async function pageOfCompanyCharges(db: Db, companyId: number, limit: number, offset: number) {
  return db
    .selectFrom('wallet_charges as c')
    .leftJoin('users as u', 'u.id', 'c.payer_user_id')
    .select([
      ...chargeColumns,
      'u.name as payer_name',
      (eb) => eb.selectFrom('wallet_payments as p').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('p.charge_id', '=', 'c.id').as('payments_count'),
      (eb) =>
        eb
          .selectFrom('wallet_payments as p')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('p.amount'), inner.lit(0)).as('total'))
          .whereRef('p.charge_id', '=', 'c.id')
          .where('p.status', '=', 'paid')
          .as('paid_total'),
    ])
    .where('c.company_id', '=', companyId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The payments of one charge, newest first, with who paid. */
export async function paymentsOfCharge(db: Db, chargeId: number) {
  return db
    .selectFrom('wallet_payments as p')
    .innerJoin('wallet_charges as c', 'c.id', 'p.charge_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.charge_id', 'p.company_id', 'p.user_id', 'c.concept', 'p.amount', 'p.cash_amount', 'p.points_redeemed', 'p.points_earned', 'p.status', 'p.created_at', 'p.refunded_at', 'u.name as user_name', 'u.email as user_email'])
    .where('p.charge_id', '=', chargeId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(500)
    .execute();
}

export async function findTransaction(db: Db, transactionId: number) {
  return db.selectFrom('wallet_transactions').select(['id', 'kind', 'user_id', 'company_id', 'description', 'recharge_id', 'payment_id', 'created_at']).where('id', '=', transactionId).executeTakeFirst();
}

/** A transaction's entries with their accounts, in the order they were written (the receipt explains each). */
export async function entriesOfTransaction(db: Db, transactionId: number) {
  return db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .select(['e.id', 'a.kind', 'a.unit', 'a.user_id', 'a.company_id', 'e.debit', 'e.credit'])
    .where('e.transaction_id', '=', transactionId)
    .orderBy('e.id')
    .execute();
}

export async function companyName(db: Db, companyId: number): Promise<string | null> {
  return (await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst())?.name ?? null;
}

export async function personOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'surname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirst();
}
