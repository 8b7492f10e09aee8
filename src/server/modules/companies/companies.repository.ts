import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function findCompanyById(db: Db, id: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Companies a user belongs to, directly or through a department (spec §4 company login rule). */
export async function companyIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('company_users')
    .select('company_id')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('department_users')
        .innerJoin('departments', 'departments.id', 'department_users.department_id')
        .select('departments.company_id')
        .where('department_users.user_id', '=', userId),
    )
    .execute();
  return rows.map((row) => row.company_id).sort((a, b) => a - b);
}

export function companiesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).orderBy('name').execute();
}

export function departmentsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('department_users')
    .innerJoin('departments', 'departments.id', 'department_users.department_id')
    .select(['departments.id', 'departments.slug', 'departments.name', 'departments.company_id'])
    .where('department_users.user_id', '=', userId)
    .orderBy('departments.company_id')
    .orderBy('departments.name')
    .execute();
}
