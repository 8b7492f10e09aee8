import { type Kysely, sql } from 'kysely';

/**
 * Search with a status filter at a million tickets (issue 14, bench/support.mjs): each
 * `ticket_search_terms` row carries its ticket's status and number, and the index holds them right
 * after the term. Before, every candidate of the leading word was read from `tickets` to check its
 * status and sort it by number ("monitor patio" with `status=open`: 5,625 tickets read for 625
 * matches, 57–59 ms p95 on PostgreSQL). Now the status is checked on the index entry, and when
 * the leading word's range holds a single term, (company_id, term, status) is one tight range
 * already in number order: the newest matches are a backward walk of the index, and only the
 * page's tickets are read. A search without a status sorts its matching entries by number without
 * reading a ticket either.
 *
 * The number never changes; the status is kept in step by the app (every change of a ticket's
 * status rewrites its term rows in the same transaction). Existing rows are filled from their
 * ticket with one join (UPDATE … FROM, SQLite ≥ 3.33 and PostgreSQL alike) rather than a lookup per
 * row; the old index is dropped first so the fill does not maintain it, then replaced by one that
 * serves every query it served. Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; the fill and every writer set them.
  await db.schema.alterTable('ticket_search_terms').addColumn('status', 'varchar(25)', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ticket_search_terms').addColumn('number', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.dropIndex('ticket_search_terms_text_index').execute();
  await sql`update ticket_search_terms set status = tickets.status, number = tickets.number from tickets where tickets.id = ticket_search_terms.ticket_id`.execute(db);
  await db.schema
    .createIndex('ticket_search_terms_status_index')
    .on('ticket_search_terms')
    .columns(['company_id', 'term', 'status', 'number', 'search_text', 'ticket_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ticket_search_terms_status_index').execute();
  await db.schema.createIndex('ticket_search_terms_text_index').on('ticket_search_terms').columns(['company_id', 'term', 'search_text', 'ticket_id']).execute();
  await db.schema.alterTable('ticket_search_terms').dropColumn('number').execute();
  await db.schema.alterTable('ticket_search_terms').dropColumn('status').execute();
}
