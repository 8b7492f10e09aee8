import { type Kysely, sql } from 'kysely';

/**
 * Ticket search at a million tickets (issue 14, bench): each `ticket_search_terms` row carries its
 * ticket's `search_text`, and the index leads with (company_id, term) and holds that text and the
 * ticket id, as `employee_search_terms` does. A query's leading word is a range of that index;
 * its other words and the count are then read on the index entries themselves, instead of on
 * every matching ticket (a common word — "falla" in every subject — walked 900,000 tickets).
 *
 * The old (company_id, term, ticket_id) index is replaced, not kept beside it: the new one serves
 * every query the old one did, and each ticket write maintains one index instead of two.
 *
 * Existing rows are filled from their ticket in one statement. Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticket_search_terms').addColumn('search_text', 'varchar(400)', (col) => col.notNull().defaultTo('')).execute();
  await sql`update ticket_search_terms set search_text = (select tickets.search_text from tickets where tickets.id = ticket_search_terms.ticket_id)`.execute(db);
  await db.schema.createIndex('ticket_search_terms_text_index').on('ticket_search_terms').columns(['company_id', 'term', 'search_text', 'ticket_id']).execute();
  await db.schema.dropIndex('ticket_search_terms_unique').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ticket_search_terms_unique').on('ticket_search_terms').columns(['company_id', 'term', 'ticket_id']).unique().execute();
  await db.schema.dropIndex('ticket_search_terms_text_index').execute();
  await db.schema.alterTable('ticket_search_terms').dropColumn('search_text').execute();
}
