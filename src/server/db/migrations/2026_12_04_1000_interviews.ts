import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Live interviews (issue 16): a company schedules an interview with one applicant of one of its
 * vacancies — by video in the app's room or in person at an address — with the staff who will
 * interview. The candidate confirms or rejects it (with a reason) in the app or from the e-mail
 * link, which carries a one-time token stored here only as its SHA-256. `ics_sequence` is the
 * iCalendar SEQUENCE the e-mailed `.ics` carries, raised on every change so calendars replace
 * the event instead of adding a second one (RFC 5545 §3.8.7.4). `reminder_sent_at` makes the
 * reminder sweep send once per interview, whichever instance runs it.
 *
 * Status: scheduled (waiting for the candidate) → confirmed | rejected; scheduled or confirmed →
 * cancelled (by the company) | completed.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const userCascade = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('interviews')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('vacancy_id', 'integer', (col) => col.notNull().references('vacancies.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('candidate_user_id', 'integer', userCascade)
    .addColumn('starts_at', ts, (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('mode', 'varchar(10)', (col) => col.notNull())
    .addColumn('location', 'varchar(300)')
    .addColumn('notes', 'varchar(1000)')
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('response_reason', 'varchar(500)')
    .addColumn('responded_at', ts)
    .addColumn('response_token_hash', 'varchar(64)')
    .addColumn('ics_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reminder_sent_at', ts)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // A company's agenda by date; a candidate's; one application's interviews; the reminder sweep.
  await db.schema.createIndex('interviews_company_starts_index').on('interviews').columns(['company_id', 'starts_at', 'id']).execute();
  await db.schema.createIndex('interviews_candidate_starts_index').on('interviews').columns(['candidate_user_id', 'starts_at', 'id']).execute();
  await db.schema.createIndex('interviews_application_index').on('interviews').columns(['application_id', 'id']).execute();
  await db.schema.createIndex('interviews_status_starts_index').on('interviews').columns(['status', 'starts_at']).execute();
  await db.schema.createIndex('interviews_response_token_index').on('interviews').column('response_token_hash').execute();

  await db.schema
    .createTable('interview_interviewers')
    .addColumn('interview_id', 'integer', (col) => col.notNull().references('interviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', userCascade)
    .addPrimaryKeyConstraint('interview_interviewers_pk', ['interview_id', 'user_id'])
    .execute();
  // An interviewer's own agenda.
  await db.schema.createIndex('interview_interviewers_user_index').on('interview_interviewers').columns(['user_id', 'interview_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interview_interviewers').execute();
  await db.schema.dropTable('interviews').execute();
}
