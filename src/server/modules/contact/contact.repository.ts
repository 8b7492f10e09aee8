import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContactMessagesTable } from './contact.tables';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>): Promise<number> {
  const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * The next number of a series in a year, counted atomically: the upsert takes the counter row's
 * lock (PostgreSQL) or the write lock (SQLite), so two messages never get the same number. Run it
 * in the transaction that stores the message, so a failed insert gives its number back.
 */
export async function nextReferenceNumber(db: Db, series: string, year: number): Promise<number> {
  const { last_number } = await db
    .insertInto('contact_reference_counters')
    .values({ series, year, last_number: 1 })
    .onConflict((oc) => oc.columns(['series', 'year']).doUpdateSet({ last_number: sql<number>`contact_reference_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(last_number);
}

/** Subscribing twice is not an error: the address is simply already there. */
export async function subscribe(db: Db, emails: string[]): Promise<void> {
  await db
    .insertInto('mailing_list_subscribers')
    .values(emails.map((email) => ({ email })))
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
