import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { businessDateOf } from '../../../shared/business-time';
import { prefixUpperBound, termRowsOf } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { EmployeesTable } from './employees.tables';

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
  'employees.hire_date',
  'employees.rfc',
  'employees.curp',
  'employees.nss',
  'employees.created_at',
  'employees.updated_at',
] as const;

/** An employee; the department's name comes from the departments service, a query per page. */
function employeeQuery(db: Db) {
  return db.selectFrom('employees').select(EMPLOYEE_COLUMNS);
}

export type EmployeeRow = Awaited<ReturnType<ReturnType<typeof employeeQuery>['executeTakeFirstOrThrow']>>;

/** The columns an employee is written with (search_text is derived from them by the service). */
export type EmployeeValues = Omit<Selectable<EmployeesTable>, 'id' | 'company_id' | 'created_at' | 'updated_at'>;

// Every finder takes the caller's TenantScope: an employee of another company is not there.

export function findById(db: Db, scope: TenantScope, id: number) {
  return employeeQuery(db).where('employees.id', '=', id).where(inScope(scope, 'employees.company_id')).executeTakeFirst();
}

/** Several employees at once (other modules show drivers by id). */
export function findByIds(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return employeeQuery(db).where('employees.id', 'in', ids).where(inScope(scope, 'employees.company_id')).execute();
}

export async function pageOfCompany(db: Db, scope: TenantScope, companyId: number, onlyDrivers: boolean, limit: number, offset: number) {
  let rows = employeeQuery(db).where('employees.company_id', '=', companyId).where(inScope(scope, 'employees.company_id'));
  let count = db.selectFrom('employees').where('company_id', '=', companyId).where(inScope(scope, 'employees.company_id'));
  if (onlyDrivers) {
    // A literal, so SQLite can use the partial index of drivers.
    rows = rows.where('employees.is_driver', '=', sql.lit(1));
    count = count.where('is_driver', '=', sql.lit(1));
  }
  const [page, total] = await Promise.all([
    rows.orderBy('employees.search_text').orderBy('employees.id').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

export async function pageOfDepartment(db: Db, scope: TenantScope, departmentId: number, limit: number, offset: number) {
  const [page, total] = await Promise.all([
    employeeQuery(db)
      .where('employees.department_id', '=', departmentId)
      .where(inScope(scope, 'employees.company_id'))
      .orderBy('employees.search_text')
      .orderBy('employees.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('employees')
      .where('department_id', '=', departmentId)
      .where(inScope(scope, 'employees.company_id'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/**
 * Word-prefix search through `employee_search_terms`. The longest word is an index range scan
 * (`term >= 'perez' and term < 'perez{'`) on (company_id, term, sort_key, employee_id), once per
 * company the caller sees; every other word must begin a word of the entry's sort key
 * (the employee's search text). The count and the page come from the index entries alone,
 * sorted by their sort key; only the 20 employees of the page are read.
 */
export interface EmployeeSearchFilter {
  /**
   * The companies searched, one index range each: those of the scope, or the one asked for (the
   * service lists every company for a super admin, whose scope names none).
   */
  companyIds: readonly number[];
  words: string[];
  departmentId?: number;
  onlyDrivers?: boolean;
}

export async function search(db: Db, scope: TenantScope, filter: EmployeeSearchFilter, limit: number, offset: number) {
  const { companyIds, words } = filter;
  if (companyIds.length === 0) return { rows: [], total: 0 };
  if (words.length === 0) return listAll(db, scope, filter, limit, offset);
  const [first, ...others] = words as [string, ...string[]];
  const matching = () => {
    let query = db
      .selectFrom('employee_search_terms as t')
      .where('t.company_id', 'in', [...companyIds])
      .where(inScope(scope, 't.company_id'))
      .where('t.term', '>=', first)
      .where('t.term', '<', prefixUpperBound(first));
    // The department and the driver flag live on the employee: checked on its primary key
    // for the entries the word range found.
    if (filter.departmentId !== undefined || filter.onlyDrivers) {
      let narrowed = db.selectFrom('employees').select('employees.id');
      if (filter.departmentId !== undefined) narrowed = narrowed.where('employees.department_id', '=', filter.departmentId);
      if (filter.onlyDrivers) narrowed = narrowed.where('employees.is_driver', '=', sql.lit(1));
      query = query.where('t.employee_id', 'in', narrowed);
    }
    // The sort key is the employee's whole search text: the other words are checked on the
    // index entry itself, without another lookup.
    for (const word of others) query = query.where(sql<string>`' ' || t.sort_key`, 'like', `% ${word}%`);
    return query;
  };
  const [page, total] = await Promise.all([
    matching()
      .select(['t.employee_id', 't.sort_key'])
      .distinct()
      .orderBy('t.sort_key')
      .orderBy('t.employee_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    matching()
      .select((eb) => eb.fn.count<number>('t.employee_id').distinct().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((row) => row.employee_id);
  const rows = ids.length ? await employeeQuery(db).where('employees.id', 'in', ids).where(inScope(scope, 'employees.company_id')).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined), total: Number(total.total) };
}

/** No words: every employee of the companies searched (narrowed by the filter), in directory order. */
async function listAll(db: Db, scope: TenantScope, filter: EmployeeSearchFilter, limit: number, offset: number) {
  const { companyIds } = filter;
  // One company compares with =, so the (company_id, search_text, id) indexes serve the order.
  const inCompanies = companyIds.length === 1 ? sql<boolean>`employees.company_id = ${companyIds[0]!}` : sql<boolean>`employees.company_id in (${sql.join(companyIds)})`;
  let rows = employeeQuery(db).where(inCompanies).where(inScope(scope, 'employees.company_id'));
  let count = db.selectFrom('employees').where(inCompanies).where(inScope(scope, 'employees.company_id'));
  if (filter.departmentId !== undefined) {
    rows = rows.where('employees.department_id', '=', filter.departmentId);
    count = count.where('employees.department_id', '=', filter.departmentId);
  }
  if (filter.onlyDrivers) {
    // A literal, so SQLite can use the partial index of drivers.
    rows = rows.where('employees.is_driver', '=', sql.lit(1));
    count = count.where('employees.is_driver', '=', sql.lit(1));
  }
  const [page, total] = await Promise.all([
    rows.orderBy('employees.search_text').orderBy('employees.id').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/**
 * Employees of a company with any of these numbers or e-mails (import matching): one query per
 * key, each on its partial unique index (an OR of the two would scan the company's employees).
 */
export async function findByKeys(db: Db, scope: TenantScope, companyId: number, numbers: string[], emails: string[]) {
  const byKey = (column: 'employees.employee_number' | 'employees.email', values: string[]) =>
    values.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('employees')
          .select([...EMPLOYEE_COLUMNS, 'employees.search_text'])
          .where('employees.company_id', '=', companyId)
          .where(inScope(scope, 'employees.company_id'))
          .where(column, 'is not', null)
          .where(column, 'in', values)
          .execute();
  const [byNumber, byEmail] = await Promise.all([byKey('employees.employee_number', numbers), byKey('employees.email', emails)]);
  const seen = new Set(byNumber.map((row) => row.id));
  return [...byNumber, ...byEmail.filter((row) => !seen.has(row.id))];
}

/** Who holds each of these badges in the company. */
export async function badgeOwners(db: Db, scope: TenantScope, companyId: number, badges: string[]): Promise<Map<string, number>> {
  if (badges.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'badge_code'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('badge_code', 'is not', null)
    .where('badge_code', 'in', badges)
    .execute();
  return new Map(rows.map((row) => [row.badge_code!, row.id]));
}

/** Which unique key of the company a value collides with, ignoring one employee. */
export async function keyOwner(db: Db, scope: TenantScope, companyId: number, column: 'employee_number' | 'email' | 'badge_code' | 'rfc' | 'curp' | 'nss', value: string, exceptId: number | null) {
  let query = db.selectFrom('employees').select('id').where('company_id', '=', companyId).where(inScope(scope, 'company_id')).where(column, '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

/**
 * Inserts in one statement (ids come back in row order) and indexes their words. A row without a
 * hire date starts on the day it is written (Mexico City), whether typed in or imported.
 */
export async function insertMany(db: Db, companyId: number, rows: EmployeeValues[], now: string): Promise<number[]> {
  if (rows.length === 0) return [];
  const today = businessDateOf(new Date(now));
  const inserted = await db
    .insertInto('employees')
    .values(rows.map((row) => ({ ...row, hire_date: row.hire_date ?? today, company_id: companyId, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  await insertTerms(
    db,
    rows.flatMap((row, index) => termRowsOf(row.search_text).map((term) => ({ ...term, company_id: companyId, employee_id: ids[index]! }))),
  );
  return ids;
}

async function insertTerms(db: Db, terms: { company_id: number; term: string; sort_key: string; employee_id: number }[]) {
  // A few hundred rows per statement keeps under SQLite's bound-parameter limit.
  for (let start = 0; start < terms.length; start += 1000) {
    await db.insertInto('employee_search_terms').values(terms.slice(start, start + 1000)).execute();
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
      termRowsOf(values.search_text).map((term) => ({ ...term, company_id: companyId, employee_id: id })),
    );
  }
}

export async function remove(db: Db, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('employees').where('id', '=', id).where('company_id', '=', companyId).execute();
}
