import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { prefixUpperBound, termsOf } from '../../lib/search-text';

type Db = Kysely<Database> | Transaction<Database>;

const EMPLOYEE_COLUMNS = [
  'employees.id',
  'employees.company_id',
  'employees.department_id',
  'employees.user_id',
  'employees.name',
  'employees.surname',
  'employees.lastname',
  'employees.email',
  'employees.phone',
  'employees.position',
  'employees.employee_number',
  'employees.is_driver',
  'employees.license_number',
  'employees.license_expires_on',
  'employees.pin_hash',
  'employees.badge_code',
  'employees.created_at',
  'employees.updated_at',
] as const;

/** An employee with their department's name and slug (departments are read by join, not per row). */
function employeeQuery(db: Db) {
  return db
    .selectFrom('employees')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .select([...EMPLOYEE_COLUMNS, 'departments.name as department_name', 'departments.slug as department_slug']);
}

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof employeeQuery>['executeTakeFirstOrThrow']>>;

/** The columns an employee is written with (search_text is derived from them by the service). */
export interface EmployeeValues {
  department_id: number;
  user_id: number | null;
  name: string;
  surname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  position: string | null;
  employee_number: string | null;
  is_driver: number;
  license_number: string | null;
  license_expires_on: string | null;
  pin_hash: string | null;
  badge_code: string | null;
  search_text: string;
}

export function findById(db: Db, id: number) {
  return employeeQuery(db).where('employees.id', '=', id).executeTakeFirst();
}

export async function pageOfCompany(db: Db, companyId: number, onlyDrivers: boolean, limit: number, offset: number) {
  let rows = employeeQuery(db).where('employees.company_id', '=', companyId);
  let count = db.selectFrom('employees').where('company_id', '=', companyId);
  if (onlyDrivers) {
    rows = rows.where('employees.is_driver', '=', 1);
    count = count.where('is_driver', '=', 1);
  }
  const [page, total] = await Promise.all([
    rows.orderBy('employees.search_text').orderBy('employees.id').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

export async function pageOfDepartment(db: Db, departmentId: number, limit: number, offset: number) {
  const [page, total] = await Promise.all([
    employeeQuery(db)
      .where('employees.department_id', '=', departmentId)
      .orderBy('employees.search_text')
      .orderBy('employees.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('employees')
      .where('department_id', '=', departmentId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/**
 * Word-prefix search through `employee_search_terms`: each word is an index range scan
 * (`term >= 'per' and term < 'per{'`) on (company_id, term) — or on term alone for a super
 * admin — and an employee must appear under every word.
 */
export async function search(db: Db, companyIds: number[] | null, words: string[], limit: number, offset: number) {
  if (companyIds?.length === 0) return { rows: [], total: 0 };
  const matching = (query: ReturnType<typeof employeeQuery>) => {
    let scoped = companyIds ? query.where('employees.company_id', 'in', companyIds) : query;
    for (const word of words) {
      scoped = scoped.where('employees.id', 'in', (eb) => {
        let terms = eb.selectFrom('employee_search_terms').select('employee_search_terms.employee_id');
        if (companyIds) terms = terms.where('employee_search_terms.company_id', 'in', companyIds);
        return terms.where('employee_search_terms.term', '>=', word).where('employee_search_terms.term', '<', prefixUpperBound(word));
      });
    }
    return scoped;
  };
  const [rows, total] = await Promise.all([
    matching(employeeQuery(db)).orderBy('employees.search_text').orderBy('employees.id').limit(limit).offset(offset).execute(),
    matching(employeeQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Employees of a company with any of these numbers or e-mails (import matching). */
export function findByKeys(db: Db, companyId: number, numbers: string[], emails: string[]) {
  if (numbers.length === 0 && emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select([...EMPLOYEE_COLUMNS, 'employees.search_text'])
    .where('employees.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        ...(numbers.length ? [eb('employees.employee_number', 'in', numbers)] : []),
        ...(emails.length ? [eb('employees.email', 'in', emails)] : []),
      ]),
    )
    .execute();
}

/** Who holds each of these badges in the company. */
export async function badgeOwners(db: Db, companyId: number, badges: string[]): Promise<Map<string, number>> {
  if (badges.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'badge_code'])
    .where('company_id', '=', companyId)
    .where('badge_code', 'in', badges)
    .execute();
  return new Map(rows.map((row) => [row.badge_code!, row.id]));
}

/** Which unique key of the company a value collides with, ignoring one employee. */
export async function keyOwner(db: Db, companyId: number, column: 'employee_number' | 'email' | 'badge_code', value: string, exceptId: number | null) {
  let query = db.selectFrom('employees').select('id').where('company_id', '=', companyId).where(column, '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

/** Inserts in one statement (ids come back in row order) and indexes their words. */
export async function insertMany(db: Db, companyId: number, rows: EmployeeValues[], now: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('employees')
    .values(rows.map((row) => ({ ...row, company_id: companyId, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  await insertTerms(
    db,
    rows.flatMap((row, index) => termsOf(row.search_text).map((term) => ({ company_id: companyId, term, employee_id: ids[index]! }))),
  );
  return ids;
}

async function insertTerms(db: Db, terms: { company_id: number; term: string; employee_id: number }[]) {
  // A few hundred rows per statement keeps under SQLite's bound-parameter limit.
  for (let start = 0; start < terms.length; start += 2000) {
    await db.insertInto('employee_search_terms').values(terms.slice(start, start + 2000)).execute();
  }
}

/** Writes the changed columns; the words are re-indexed when search_text changed. */
export async function update(db: Db, companyId: number, id: number, values: Partial<EmployeeValues>, now: string) {
  await db
    .updateTable('employees')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
  if (values.search_text !== undefined) {
    await db.deleteFrom('employee_search_terms').where('employee_id', '=', id).execute();
    await insertTerms(
      db,
      termsOf(values.search_text).map((term) => ({ company_id: companyId, term, employee_id: id })),
    );
  }
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom('employees').where('id', '=', id).execute();
}
