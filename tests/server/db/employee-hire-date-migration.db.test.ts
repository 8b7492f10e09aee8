import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../src/server/db/migrations/2026_11_24_1800_employee_hire_date_and_ids';
import { createMigratedTestDatabase } from '../../helpers/test-app';

let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
beforeAll(async () => {
  database = await createMigratedTestDatabase();
});
afterAll(() => database.close());

describe('migration 2026_11_24_1800 on a database that already holds employees', () => {
  it('gives each one the Mexico City day it was added as its hire date', async () => {
    await migration.down(database.db);
    const before = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const companyId = (await before.insertInto('companies').values({ name: 'Antigua', search_text: 'antigua' }).returning('id').executeTakeFirstOrThrow()).id;
    const departmentId = (
      await before.insertInto('departments').values({ company_id: companyId, name: 'Patio', slug: 'patio' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const employee = (name: string, createdAt: string) => ({ company_id: companyId, department_id: departmentId, name, is_driver: 0, search_text: name.toLowerCase(), created_at: createdAt, updated_at: createdAt });
    await before
      .insertInto('employees')
      .values([employee('Temprano', '2026-03-10T15:00:00.000Z'), employee('Nocturno', '2026-03-11T03:30:00.000Z')]) // 10 March, 21:30 in Mexico City
      .execute();

    await migration.up(database.db);

    const rows = await database.db.selectFrom('employees').select(['name', 'hire_date']).where('company_id', '=', Number(companyId)).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'Temprano', hire_date: '2026-03-10' },
      { name: 'Nocturno', hire_date: '2026-03-10' },
    ]);
  });
});
