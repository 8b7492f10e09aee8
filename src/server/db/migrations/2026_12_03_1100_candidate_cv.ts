import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The candidate's uploaded CV (issue 15): one PDF per person, kept in a table of its own rather
 * than in `documents`, whose rows belong to a company (a job seeker has none) and are read
 * through the company's roles. The file lives under DATA_DIR/storage/candidate-cvs with a
 * generated name; the row goes with the account. `candidate_profiles.cv_document_id`, reserved
 * by the job board's migration, stays unused.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('candidate_cv_files')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stored_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('candidate_cv_files').execute();
}
