import type { Kysely } from 'kysely';

/**
 * Revision-order search (issue 14) as ticket search: one `revision_order_search_terms` row per
 * distinct word of an order's `search_text` (reference, number, asset label, template name —
 * written once, when the order is made), each carrying that text, under an index that leads with
 * (company_id, term) and holds the text and the order id (the tickets' shape, migration
 * 2026_11_28_1200). `q`'s leading word is a range of that index and its other words are checked
 * on the entries, instead of a `LIKE` over every order of the company.
 *
 * Existing orders get their rows here: their `search_text` is already normalized (words of
 * [a-z0-9@] separated by one space), so a word is what lies between two spaces. Splitting a
 * string into rows has no common SQL form on SQLite and PostgreSQL, hence a read in batches and
 * inserts. Frozen in time: imports no app code (the split is lib/search-text `termsOf`, copied).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revision_order_search_terms')
    .addColumn('revision_order_id', 'integer', (col) => col.notNull().references('revision_orders.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .addColumn('search_text', 'varchar(300)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revision_order_search_terms_text_index').on('revision_order_search_terms').columns(['company_id', 'term', 'search_text', 'revision_order_id']).execute();
  await db.schema.createIndex('revision_order_search_terms_order_index').on('revision_order_search_terms').column('revision_order_id').execute();

  const termsOf = (text: string) => [...new Set(text.split(' ').filter(Boolean).map((word) => word.slice(0, 100)))];
  for (let after = 0; ; ) {
    const orders: { id: number; company_id: number; search_text: string }[] = await db
      .selectFrom('revision_orders')
      .select(['id', 'company_id', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (orders.length === 0) break;
    const rows = orders.flatMap((order) => termsOf(order.search_text).map((term) => ({ revision_order_id: order.id, company_id: order.company_id, term, search_text: order.search_text })));
    // Four columns a row: 100 rows a statement stay far below SQLite's parameter limit.
    for (let start = 0; start < rows.length; start += 100) await db.insertInto('revision_order_search_terms').values(rows.slice(start, start + 100)).execute();
    after = orders.at(-1)!.id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revision_order_search_terms').execute();
}
