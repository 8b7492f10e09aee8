import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { MIGRATIONS, currentSchemaOf, migrateToLatest } from '../../../src/server/db/migrate';
import { createTestDatabaseUrl } from '../../helpers/test-app';

/**
 * The per-company roles migration (2026_11_24_1000) on data written under the old schema: a
 * platform-wide `user_roles` row becomes one row per company the user belongs to, except the
 * two global roles, which stay global.
 */
let handle: ReturnType<typeof createDatabase>;
let drop: () => Promise<void>;
// The schema of 2026-11-23 is not the app's Database type: this test speaks to it untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than Database
let db: Kysely<any>;

beforeAll(async () => {
  const target = await createTestDatabaseUrl();
  drop = target.drop;
  handle = createDatabase(target.url, { schema: target.schema, poolSize: 2 });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  db = handle.db as Kysely<any>;
  const migrationTableSchema = target.schema ? await currentSchemaOf(db) : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error } = await migrator.migrateTo('2026_11_23_1410_logistics');
  if (error) throw error;

  const roleIds: Record<string, number> = {};
  for (const slug of ['super_admin', 'company_admin', 'employee', 'final_user']) {
    roleIds[slug] = (await db.insertInto('roles').values({ slug, name: slug }).returning('id').executeTakeFirstOrThrow()).id;
  }
  await db.insertInto('companies').values([{ id: 1, name: 'Uno' }, { id: 2, name: 'Dos' }, { id: 3, name: 'Tres' }]).execute();
  const department = (await db.insertInto('departments').values({ company_id: 2, name: 'Ventas', slug: 'ventas' }).returning('id').executeTakeFirstOrThrow()).id;
  const user = async (email: string) =>
    (await db.insertInto('users').values({ name: email, email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
  const [jefa, superAdmin, candidata, suelto] = [await user('jefa@x.mx'), await user('super@x.mx'), await user('candidata@x.mx'), await user('suelto@x.mx')];
  // jefa: company 1 directly and company 2 through a department; admin and employee.
  await db.insertInto('company_users').values({ company_id: 1, user_id: jefa }).execute();
  await db.insertInto('department_users').values({ department_id: department, user_id: jefa }).execute();
  await db.insertInto('company_users').values({ company_id: 3, user_id: superAdmin }).execute();
  await db
    .insertInto('user_roles')
    .values([
      { user_id: jefa, role_id: roleIds.company_admin },
      { user_id: jefa, role_id: roleIds.employee },
      { user_id: superAdmin, role_id: roleIds.super_admin },
      { user_id: candidata, role_id: roleIds.final_user },
      // A company role held by someone of no company meant nothing; it is dropped.
      { user_id: suelto, role_id: roleIds.employee },
    ])
    .execute();

  await migrateToLatest(db);
});

afterAll(async () => {
  await handle.destroy();
  await drop();
});

describe('2026_11_24_1000_per_company_roles', () => {
  it('grants each company role in every company the user belonged to, and keeps global roles global', async () => {
    const rows = await db
      .selectFrom('role_assignments')
      .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
      .innerJoin('users', 'users.id', 'role_assignments.user_id')
      .select(['users.email', 'roles.slug', 'role_assignments.company_id'])
      .orderBy('users.email')
      .orderBy('roles.slug')
      .orderBy('role_assignments.company_id')
      .execute();
    expect(rows).toEqual([
      { email: 'candidata@x.mx', slug: 'final_user', company_id: null },
      { email: 'jefa@x.mx', slug: 'company_admin', company_id: 1 },
      { email: 'jefa@x.mx', slug: 'company_admin', company_id: 2 },
      { email: 'jefa@x.mx', slug: 'employee', company_id: 1 },
      { email: 'jefa@x.mx', slug: 'employee', company_id: 2 },
      { email: 'super@x.mx', slug: 'super_admin', company_id: null },
    ]);
  });

  it('drops the old table and refuses a duplicate assignment, global or not', async () => {
    await expect(db.selectFrom('user_roles' as never).selectAll().execute()).rejects.toThrow();
    const any = await db.selectFrom('role_assignments').select(['user_id', 'role_id', 'company_id']).where('company_id', '=', 1).executeTakeFirstOrThrow();
    await expect(db.insertInto('role_assignments').values(any).execute()).rejects.toThrow();
    const global = await db.selectFrom('role_assignments').select(['user_id', 'role_id', 'company_id']).where('company_id', 'is', null).executeTakeFirstOrThrow();
    await expect(db.insertInto('role_assignments').values(global).execute()).rejects.toThrow();
  });
});
