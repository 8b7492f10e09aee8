import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Session recording (spec §1, issue 20): the rrweb events of a signed-in user's session, sent in
 * numbered chunks to our own server and kept for a retention period. One row per recording (a
 * user in one company, until sign-out or a company switch); its chunks hold the events as JSON
 * text, in the order they were sent. `company_id` is null for users of no company (job seekers).
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('session_recordings')
    .addColumn('id', idType, id)
    .addColumn('session_key', 'varchar(36)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('user_name', 'varchar(300)', (col) => col.notNull())
    .addColumn('user_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('first_url', 'varchar(500)')
    .addColumn('started_at', ts, (col) => col.notNull())
    .addColumn('last_event_at', ts, (col) => col.notNull())
    .addColumn('chunk_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('event_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bytes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('session_recordings_key_unique').on('session_recordings').columns(['user_id', 'session_key']).unique().execute();
  await db.schema.createIndex('session_recordings_started_index').on('session_recordings').columns(['started_at', 'id']).execute();
  await db.schema.createIndex('session_recordings_company_index').on('session_recordings').columns(['company_id', 'started_at']).execute();
  await db.schema.createIndex('session_recordings_expiry_index').on('session_recordings').column('expires_at').execute();

  await db.schema
    .createTable('session_recording_chunks')
    .addColumn('id', idType, id)
    .addColumn('recording_id', 'integer', (col) => col.notNull().references('session_recordings.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('session_recording_chunks_seq_unique').on('session_recording_chunks').columns(['recording_id', 'seq']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_recording_chunks').execute();
  await db.schema.dropTable('session_recordings').execute();
}
