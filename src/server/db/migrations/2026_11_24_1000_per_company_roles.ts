import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Roles are held per company (issue 12): `role_assignments` replaces `user_roles`. A row with a
 * `company_id` grants the role in that company only; `company_id` null is a platform-wide role,
 * and only `super_admin` and `final_user` may be held that way (the service enforces it).
 *
 * Existing data: the two global roles keep their single row; every other role a user held is
 * granted in each company the user belonged to (directly or through a department) — which is
 * what the platform-wide role meant for them in practice. A company role held by a user of no
 * company had no effect before and is dropped.
 *
 * Frozen in time: imports no app code; the global role slugs are spelled here on purpose.
 */
const GLOBAL_ROLES = sql.join(['super_admin', 'final_user'].map((slug) => sql.lit(slug)));

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('role_assignments')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .execute();
  // One row per (user, role, company), and one per (user, role) for the global ones: a NULL never
  // equals another NULL in a unique index, so the global case needs an index of its own.
  await sql`create unique index role_assignments_company_unique on role_assignments (user_id, role_id, company_id) where company_id is not null`.execute(db);
  await sql`create unique index role_assignments_global_unique on role_assignments (user_id, role_id) where company_id is null`.execute(db);
  await db.schema.createIndex('role_assignments_company_index').on('role_assignments').column('company_id').execute();

  await sql`
    insert into role_assignments (user_id, role_id, company_id)
    select user_roles.user_id, user_roles.role_id, null
    from user_roles inner join roles on roles.id = user_roles.role_id
    where roles.slug in (${GLOBAL_ROLES})
  `.execute(db);
  await sql`
    insert into role_assignments (user_id, role_id, company_id)
    select distinct user_roles.user_id, user_roles.role_id, memberships.company_id
    from user_roles
    inner join roles on roles.id = user_roles.role_id
    inner join (
      select user_id, company_id from company_users
      union
      select department_users.user_id, departments.company_id
      from department_users inner join departments on departments.id = department_users.department_id
    ) memberships on memberships.user_id = user_roles.user_id
    where roles.slug not in (${GLOBAL_ROLES})
  `.execute(db);

  await db.schema.dropTable('user_roles').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await sql`insert into user_roles (user_id, role_id) select distinct user_id, role_id from role_assignments`.execute(db);
  await db.schema.dropTable('role_assignments').execute();
}
