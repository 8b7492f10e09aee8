import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Employees get a hire date and the identifiers Mexican HR keeps — RFC, CURP and NSS — each unique
 * within a company when present. Existing employees are given the day they were added (Mexico
 * City) as their hire date: until now that day was when attendance started counting them.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('employees')
    .addColumn('hire_date', 'varchar(10)')
    .execute();
  for (const column of ['rfc', 'curp', 'nss']) {
    await db.schema.alterTable('employees').addColumn(column, 'varchar(18)').execute();
  }
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // created_at is a timestamptz on PostgreSQL and ISO text (UTC) on SQLite; Mexico City has been
  // UTC-6 all year since 2022.
  if (postgres) {
    await sql`update employees set hire_date = to_char(created_at at time zone 'America/Mexico_City', 'YYYY-MM-DD')`.execute(db);
  } else {
    await sql`update employees set hire_date = date(created_at, '-6 hours')`.execute(db);
  }
  for (const column of ['rfc', 'curp', 'nss']) {
    await sql`create unique index ${sql.raw(`employees_company_${column}_unique`)} on employees (company_id, ${sql.ref(column)}) where ${sql.ref(column)} is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['rfc', 'curp', 'nss']) await db.schema.dropIndex(`employees_company_${column}_unique`).execute();
  for (const column of ['nss', 'curp', 'rfc', 'hire_date']) await db.schema.alterTable('employees').dropColumn(column).execute();
}
