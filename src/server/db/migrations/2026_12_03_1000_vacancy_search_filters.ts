import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The public vacancy search's term rows carry the vacancy's filter and order columns (issue 15
 * benchmark). Before, a word matching 10,000–20,000 published vacancies read each match's
 * vacancy row to filter it, sort it by publication and count its facets: "conductor" took
 * 137 ms p95 on SQLite and 458 ms on PostgreSQL at 200,000 vacancies. With publication instant,
 * category, state, municipality, modality and salary on the row, and one index holding them all
 * after the term, a query's leading word is one index range that filters, orders and counts
 * facets from the index entries alone (index-only on both dialects); the vacancy is read only
 * for the page's 20.
 *
 * The rows exist for published vacancies only and are rewritten on every publication, so the
 * copies cannot drift: a published vacancy is never edited in place (an edit sends it back to
 * review, which removes its rows). Existing rows are backfilled from their vacancy. Frozen in
 * time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  // Added nullable (SQLite adds a NOT NULL column only with a default); every writer sets them.
  await db.schema.alterTable('vacancy_search_terms').addColumn('published_at', ts).execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('job_category_id', 'integer').execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('state_id', 'integer').execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('municipality_id', 'integer').execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('modality', 'varchar(10)').execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('salary_min', 'integer').execute();
  await db.schema.alterTable('vacancy_search_terms').addColumn('salary_max', 'integer').execute();
  await sql`
    update vacancy_search_terms
    set (published_at, job_category_id, state_id, municipality_id, modality, salary_min, salary_max) =
      (select v.published_at, v.job_category_id, v.state_id, v.municipality_id, v.modality, v.salary_min, v.salary_max from vacancies v where v.id = vacancy_search_terms.vacancy_id)
  `.execute(db);
  await db.schema.dropIndex('vacancy_search_terms_term_index').execute();
  await db.schema
    .createIndex('vacancy_search_terms_filters_index')
    .on('vacancy_search_terms')
    .columns(['term', 'published_at', 'vacancy_id', 'job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_min', 'salary_max', 'search_text'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vacancy_search_terms_filters_index').execute();
  await db.schema.createIndex('vacancy_search_terms_term_index').on('vacancy_search_terms').columns(['term', 'search_text', 'vacancy_id']).execute();
  for (const column of ['salary_max', 'salary_min', 'modality', 'municipality_id', 'state_id', 'job_category_id', 'published_at']) {
    await db.schema.alterTable('vacancy_search_terms').dropColumn(column).execute();
  }
}
