import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContactMessagesTable } from './contact.tables';

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>): Promise<number> {
  const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Subscribing twice is not an error: the address is simply already there. */
export async function subscribe(db: Kysely<Database>, emails: string[]): Promise<void> {
  await db
    .insertInto('mailing_list_subscribers')
    .values(emails.map((email) => ({ email })))
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
