import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Work interviews (issue 16): a company keeps a question bank per vacancy (text, the points a good
 * answer covers, a time limit, a weight); a work interview sent to one applicant draws
 * `question_count` of them and keeps a copy of each (`work_interview_questions`), so editing the
 * bank later never changes an interview already sent or its results. The candidate answers one
 * question at a time (`work_interview_answers`, one row per question, written once: a dropped
 * connection resumes at the first question without a row); a spoken answer keeps its audio file
 * (DATA_DIR storage, generated name) and its transcript, a typed one its text. Evaluators score
 * each answer on the rubric (`work_interview_scores`) and give an overall recommendation
 * (`work_interview_evaluations`), one row each per evaluator.
 *
 * Expected points and covered points are JSON arrays of text / indexes, always read and written
 * whole with their row.
 *
 * Status: sent → in_progress → completed; sent or in_progress → expired (past `expires_at`) |
 * cancelled (by the company).
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');
  const vacancy = (col: ColumnDefinitionBuilder) => col.notNull().references('vacancies.id').onDelete('cascade');
  const userSetNull = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');
  const workInterview = (col: ColumnDefinitionBuilder) => col.notNull().references('work_interviews.id').onDelete('cascade');

  await db.schema
    .createTable('vacancy_questions')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('text', 'varchar(1000)', (col) => col.notNull())
    .addColumn('expected_points', 'text', (col) => col.notNull())
    .addColumn('time_limit_seconds', 'integer', (col) => col.notNull())
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', userSetNull)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('vacancy_questions_vacancy_index').on('vacancy_questions').columns(['vacancy_id', 'position', 'id']).execute();

  await db.schema
    .createTable('work_interviews')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('vacancy_id', 'integer', vacancy)
    .addColumn('application_id', 'integer', (col) => col.notNull().references('job_applications.id').onDelete('cascade'))
    .addColumn('candidate_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull())
    // 'voice' or 'typed', chosen when the candidate starts (typed when no transcription service is configured).
    .addColumn('answer_mode', 'varchar(8)')
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('identity_confirmed_at', ts)
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('created_by', 'integer', userSetNull)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // A vacancy's interviews (the side-by-side comparison); a candidate's; one application's; the expiry sweep.
  await db.schema.createIndex('work_interviews_vacancy_index').on('work_interviews').columns(['vacancy_id', 'status', 'id']).execute();
  await db.schema.createIndex('work_interviews_candidate_index').on('work_interviews').columns(['candidate_user_id', 'id']).execute();
  await db.schema.createIndex('work_interviews_application_index').on('work_interviews').columns(['application_id', 'id']).execute();
  await db.schema.createIndex('work_interviews_status_expires_index').on('work_interviews').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('work_interview_questions')
    .addColumn('work_interview_id', 'integer', workInterview)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'integer', (col) => col.references('vacancy_questions.id').onDelete('set null'))
    .addColumn('text', 'varchar(1000)', (col) => col.notNull())
    .addColumn('expected_points', 'text', (col) => col.notNull())
    .addColumn('time_limit_seconds', 'integer', (col) => col.notNull())
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('work_interview_questions_pk', ['work_interview_id', 'position'])
    .execute();

  await db.schema
    .createTable('work_interview_answers')
    .addColumn('work_interview_id', 'integer', workInterview)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('answer_mode', 'varchar(8)', (col) => col.notNull())
    .addColumn('transcript', 'text', (col) => col.notNull())
    .addColumn('audio_stored_name', 'varchar(64)')
    .addColumn('audio_content_type', 'varchar(60)')
    .addColumn('audio_size', 'integer')
    .addColumn('audio_duration_ms', 'integer')
    .addColumn('transcription_provider', 'varchar(40)')
    .addColumn('covered_points', 'text', (col) => col.notNull())
    .addColumn('answered_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('work_interview_answers_pk', ['work_interview_id', 'position'])
    .execute();

  await db.schema
    .createTable('work_interview_scores')
    .addColumn('work_interview_id', 'integer', workInterview)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('evaluator_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('comment', 'varchar(1000)')
    .addColumn('scored_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('work_interview_scores_pk', ['work_interview_id', 'position', 'evaluator_user_id'])
    .execute();

  await db.schema
    .createTable('work_interview_evaluations')
    .addColumn('work_interview_id', 'integer', workInterview)
    .addColumn('evaluator_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recommendation', 'varchar(12)', (col) => col.notNull())
    .addColumn('summary', 'varchar(2000)')
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('work_interview_evaluations_pk', ['work_interview_id', 'evaluator_user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['work_interview_evaluations', 'work_interview_scores', 'work_interview_answers', 'work_interview_questions', 'work_interviews', 'vacancy_questions']) {
    await db.schema.dropTable(table).execute();
  }
}
