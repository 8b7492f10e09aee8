import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Two additions of reference data and help-desk bookkeeping:
 *
 * - `reference_catalogues`: which version of a catalogue shipped with the server (the INEGI
 *   municipalities) the database holds, by checksum, so the start-up loader skips the work with
 *   one primary-key read instead of counting rows, and notices a refreshed file whose row count
 *   did not change (renamed municipalities).
 * - Contact messages get a help-desk reference (`CT-2026-000123`: series, year in Mexico City,
 *   number within that series and year). `contact_reference_counters` holds the last number
 *   handed out per series and year; the service increments it with an upsert in the same
 *   transaction as the message, so numbers are unique and have no gaps from failed inserts.
 *   Messages stored before this migration get references here, in the order they arrived.
 *
 * Frozen in time: imports no app code (the series letters and the time zone are copied here).
 */
const SERIES_OF_KIND: Record<string, string> = { contact: 'CT', company: 'EM' };
const yearIn = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' });

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('reference_catalogues')
    .addColumn('name', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('version', 'varchar(200)')
    // sha256 (hex) of the rows as loaded.
    .addColumn('checksum', 'varchar(64)', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('loaded_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contact_reference_counters')
    .addColumn('series', 'varchar(4)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('contact_reference_counters_pk', ['series', 'year'])
    .execute();

  // Nullable only because SQLite cannot add a NOT NULL column without a default; every row is
  // given one below and the service always writes it.
  await db.schema.alterTable('contact_messages').addColumn('reference', 'varchar(20)').execute();
  const rows: { id: number; kind: string; created_at: string | Date }[] = await db
    .selectFrom('contact_messages')
    .select(['id', 'kind', 'created_at'])
    .orderBy('id')
    .execute();
  const counters = new Map<string, number>();
  for (const row of rows) {
    const series = SERIES_OF_KIND[row.kind] ?? 'CT';
    const year = Number(yearIn.format(new Date(row.created_at)));
    const key = `${series}-${year}`;
    const number = (counters.get(key) ?? 0) + 1;
    counters.set(key, number);
    await db
      .updateTable('contact_messages')
      .set({ reference: `${key}-${String(number).padStart(6, '0')}` })
      .where('id', '=', row.id)
      .execute();
  }
  for (const [key, last] of counters) {
    const [series, year] = key.split('-');
    await db.insertInto('contact_reference_counters').values({ series, year: Number(year), last_number: last }).execute();
  }
  await db.schema.createIndex('contact_messages_reference_unique').on('contact_messages').column('reference').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_reference_unique').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('reference').execute();
  await db.schema.dropTable('contact_reference_counters').ifExists().execute();
  await db.schema.dropTable('reference_catalogues').ifExists().execute();
}
