import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Tracker notices by choice (issue 13: arrivals and departures at terminals as notifications).
 *
 * `tracker_notice_choices`: one row per user and company once the user has chosen which tracker
 * events notify them there, one 0/1 flag per event kind (off route, back on route, arrival,
 * departure). No row means "never chose": the application's defaults apply, so a default can
 * change without rewriting rows and nobody has to be back-filled. Keyed by company first: the
 * ingest reads the choices of one company's recipients at a time.
 *
 * Frozen in time: imports no app code. Flags are 0/1 integers on both dialects, as in the
 * parabus migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('tracker_notice_choices')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('off_route', 'integer', (col) => col.notNull())
    .addColumn('back_on_route', 'integer', (col) => col.notNull())
    .addColumn('arrival', 'integer', (col) => col.notNull())
    .addColumn('departure', 'integer', (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('tracker_notice_choices_pk', ['company_id', 'user_id'])
    .addCheckConstraint('tracker_notice_choices_flags', sql`off_route in (0, 1) and back_on_route in (0, 1) and arrival in (0, 1) and departure in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracker_notice_choices').execute();
}
