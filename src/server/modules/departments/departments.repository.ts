import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A department with its manager's name and its head count. The manager and the count come from
 * the employees table by join: one query for the org chart instead of one per department.
 */
function departmentQuery(db: Db) {
  return db
    .selectFrom('departments')
    .leftJoin('employees as manager', 'manager.id', 'departments.manager_employee_id')
    .select((eb) => [
      'departments.id',
      'departments.company_id',
      'departments.name',
      'departments.slug',
      'departments.description',
      'departments.parent_id',
      'departments.manager_employee_id',
      'manager.name as manager_name',
      'manager.surname as manager_surname',
      'manager.lastname as manager_lastname',
      'manager.position as manager_position',
      eb
        .selectFrom('employees')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('employees.department_id', '=', 'departments.id')
        .as('employees_count'),
      'departments.created_at',
      'departments.updated_at',
    ]);
}

export type DepartmentRow = Awaited<ReturnType<ReturnType<typeof departmentQuery>['executeTakeFirstOrThrow']>>;

// Every finder takes the caller's TenantScope: a department of another company is not there.

export function listOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return departmentQuery(db)
    .where('departments.company_id', '=', companyId)
    .where(inScope(scope, 'departments.company_id'))
    .orderBy('departments.name')
    .orderBy('departments.id')
    .execute();
}

export function findById(db: Db, scope: TenantScope, id: number) {
  return departmentQuery(db).where('departments.id', '=', id).where(inScope(scope, 'departments.company_id')).executeTakeFirst();
}

/** Just where a department belongs: for tenancy checks of other modules. */
export function findPlace(db: Db, scope: TenantScope, id: number) {
  return db
    .selectFrom('departments')
    .select(['id', 'company_id', 'name', 'slug'])
    .where('id', '=', id)
    .where(inScope(scope, 'company_id'))
    .executeTakeFirst();
}

/** Where several departments belong, with their names: for other modules' lists. */
export function placesByIds(db: Db, scope: TenantScope, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('departments')
    .select(['id', 'company_id', 'name', 'slug'])
    .where('id', 'in', [...ids])
    .where(inScope(scope, 'company_id'))
    .execute();
}

export function placesOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('departments')
    .select(['id', 'company_id', 'name', 'slug'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .execute();
}

export function treeOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return db.selectFrom('departments').select(['id', 'parent_id']).where('company_id', '=', companyId).where(inScope(scope, 'company_id')).execute();
}

export async function slugTaken(db: Db, companyId: number, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The employee, if they work for this company (a manager must). */
export function employeeOfCompany(db: Db, scope: TenantScope, companyId: number, employeeId: number) {
  return db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .executeTakeFirst();
}

export interface DepartmentWrite {
  name?: string;
  slug?: string;
  description?: string | null;
  parent_id?: number | null;
  manager_employee_id?: number | null;
  search_text?: string;
}

export async function insert(db: Db, values: DepartmentWrite & { company_id: number; name: string; slug: string; search_text: string }, now: string) {
  const { id } = await db
    .insertInto('departments')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(db: Db, id: number, values: DepartmentWrite, now: string) {
  await db
    .updateTable('departments')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** People still attached: employees (directory) and user accounts (membership). */
export async function occupancy(db: Db, id: number) {
  const [employees, users] = await Promise.all([
    db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).where('department_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('department_users').select((eb) => eb.fn.countAll<number>().as('n')).where('department_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return { employees: Number(employees.n), users: Number(users.n) };
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom('departments').where('id', '=', id).execute();
}

export async function search(db: Db, scope: TenantScope, words: string[], limit: number, offset: number) {
  let rows = departmentQuery(db).where(inScope(scope, 'departments.company_id'));
  let count = db.selectFrom('departments').where(inScope(scope, 'departments.company_id'));
  if (words.length) {
    rows = rows.where((eb) => matchesEveryWord(eb, 'departments.search_text', words));
    count = count.where((eb) => matchesEveryWord(eb, 'departments.search_text', words));
  }
  const [page, total] = await Promise.all([
    rows.orderBy('departments.name').orderBy('departments.id').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/** Users who belong to the department of a company with this slug (e.g. `soporte-tecnico`). */
export async function memberUserIdsOfSlug(db: Db, scope: TenantScope, companyId: number, slug: string): Promise<number[]> {
  const rows = await db
    .selectFrom('department_users')
    .innerJoin('departments', 'departments.id', 'department_users.department_id')
    .select('department_users.user_id')
    .distinct()
    .where(inScope(scope, 'departments.company_id'))
    .where('departments.company_id', '=', companyId)
    .where('departments.slug', '=', slug)
    .execute();
  return rows.map((row) => row.user_id);
}
