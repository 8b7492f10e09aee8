import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Searched terms count distinct clients, not posts: `search_term_clients` keeps one keyed hash
 * per (term, client address), so one client repeating a term counts once, and a term becomes a
 * public suggestion only after enough different clients searched it. `search_terms.clients` is
 * that count, kept beside the row for the suggestion query.
 *
 * Existing terms start at 0 clients: their old counts came from anonymous, unlimited posts and
 * say nothing about how many people searched them.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .alterTable('search_terms')
    .addColumn('clients', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('search_terms_clients_index').on('search_terms').columns(['clients', 'id']).execute();

  await db.schema
    .createTable('search_term_clients')
    .addColumn('term_id', 'integer', (col) => col.notNull().references('search_terms.id').onDelete('cascade'))
    .addColumn('client_hash', 'char(64)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('search_term_clients_pk', ['term_id', 'client_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_term_clients').ifExists().execute();
  await db.schema.dropIndex('search_terms_clients_index').ifExists().execute();
  await db.schema.alterTable('search_terms').dropColumn('clients').execute();
}
