import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Employment letters (issue 15, carta laboral): an employee's request to one of their companies,
 * the admin's draft (the template's fields, copied here so the letter reads the same later),
 * the decision (issued, rejected, cancelled by the employee, revoked). The salary is in cents
 * (exact on both dialects). The public verification link's token is stored as its SHA-256 only.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const user = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');

  await db.schema
    .createTable('job_letters')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // The requester: their letters go with their account.
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('status', 'varchar(15)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(300)', (col) => col.notNull())
    .addColumn('addressee', 'varchar(150)')
    .addColumn('include_salary', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('employee_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'varchar(150)')
    .addColumn('department', 'varchar(150)')
    .addColumn('hire_date', 'varchar(10)')
    // At most 10,000,000.00 pesos: 1e9 cents fits an integer (pg answers bigint as text).
    .addColumn('salary_cents', 'integer')
    .addColumn('additional_text', 'varchar(1000)')
    .addColumn('signer_name', 'varchar(150)')
    .addColumn('signer_title', 'varchar(150)')
    .addColumn('reason', 'varchar(500)')
    .addColumn('drafted_by', 'integer', user)
    .addColumn('drafted_at', ts)
    .addColumn('decided_by', 'integer', user)
    .addColumn('issued_at', ts)
    .addColumn('rejected_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('verification_token_hash', 'varchar(64)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // The company admin's list (newest first, by status) and a person's own letters.
  await db.schema.createIndex('job_letters_company_status_index').on('job_letters').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('job_letters_company_index').on('job_letters').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('job_letters_user_index').on('job_letters').columns(['user_id', 'company_id', 'id']).execute();
  await db.schema.createIndex('job_letters_verification_unique').on('job_letters').column('verification_token_hash').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_letters').execute();
}
