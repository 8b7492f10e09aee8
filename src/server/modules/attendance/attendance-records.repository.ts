import { type Insertable, type Kysely, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { AttendanceRecordsTable } from './attendance.tables';

/**
 * Attendance records (one per employee and shift occurrence) and the employees attendance reads.
 * Every finder reads only inside the scope it is given; writes go by the id of a row a scoped
 * finder has already returned.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type RecordRow = Selectable<AttendanceRecordsTable>;

function employeeQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('employees')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .select([
      'employees.id',
      'employees.company_id',
      'employees.department_id',
      'employees.user_id',
      'employees.name',
      'employees.surname',
      'employees.lastname',
      'employees.employee_number',
      'employees.pin_hash',
      'employees.hire_date',
      'employees.created_at',
      'departments.name as department_name',
    ])
    .where(inScope(scope, 'employees.company_id'));
}
export type AttendanceEmployeeRow = Awaited<ReturnType<ReturnType<typeof employeeQuery>['executeTakeFirstOrThrow']>>;

export function employeesOfCompany(db: Db, scope: TenantScope, companyId: number, filter: { departmentId?: number; employeeId?: number } = {}) {
  let query = employeeQuery(db, scope).where('employees.company_id', '=', companyId);
  if (filter.departmentId !== undefined) query = query.where('employees.department_id', '=', filter.departmentId);
  if (filter.employeeId !== undefined) query = query.where('employees.id', '=', filter.employeeId);
  return query.orderBy('employees.search_text').orderBy('employees.id').execute();
}

export function findEmployee(db: Db, scope: TenantScope, id: number) {
  return employeeQuery(db, scope).where('employees.id', '=', id).executeTakeFirst();
}

/** The employee rows linked to a user's account, one per company they work for. */
export function employeesOfUser(db: Db, scope: TenantScope, userId: number) {
  return employeeQuery(db, scope)
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .select('companies.name as company_name')
    .where('employees.user_id', '=', userId)
    .orderBy('employees.company_id')
    .execute();
}

/** Employees of a company by badge code or id, for a batch of punches (one query, not one per punch). */
export function employeesForPunches(db: Db, scope: TenantScope, companyId: number, badgeCodes: string[], ids: number[]) {
  if (badgeCodes.length === 0 && ids.length === 0) return Promise.resolve([]);
  return employeeQuery(db, scope)
    .select('employees.badge_code')
    .where('employees.company_id', '=', companyId)
    .where((eb) => eb.or([...(badgeCodes.length ? [eb('employees.badge_code', 'in', badgeCodes)] : []), ...(ids.length ? [eb('employees.id', 'in', ids)] : [])]))
    .execute();
}

function recordQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('attendance_records')
    .innerJoin('employees', 'employees.id', 'attendance_records.employee_id')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .selectAll('attendance_records')
    .select(['employees.name', 'employees.surname', 'employees.lastname', 'employees.employee_number', 'employees.department_id', 'departments.name as department_name'])
    .where(inScope(scope, 'attendance_records.company_id'));
}
export type RecordWithEmployeeRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export interface RecordFilter {
  companyId: number;
  employeeIds?: number[];
  departmentId?: number;
  from?: string;
  to?: string;
  status?: 'open' | 'closed' | 'absent' | 'late' | 'early_exit' | 'auto_closed' | 'needs_review';
  q?: string[];
}

function filtered(db: Db, scope: TenantScope, filter: RecordFilter) {
  let query = recordQuery(db, scope).where('attendance_records.company_id', '=', filter.companyId);
  if (filter.employeeIds) query = query.where('attendance_records.employee_id', 'in', filter.employeeIds.length ? filter.employeeIds : [0]);
  if (filter.departmentId !== undefined) query = query.where('employees.department_id', '=', filter.departmentId);
  if (filter.from) query = query.where('attendance_records.work_date', '>=', filter.from);
  if (filter.to) query = query.where('attendance_records.work_date', '<=', filter.to);
  if (filter.q?.length) {
    const words = filter.q;
    query = query.where((eb) => matchesEveryWord(eb, 'employees.search_text', words));
  }
  switch (filter.status) {
    case 'open':
    case 'closed':
    case 'absent':
      query = query.where('attendance_records.status', '=', filter.status);
      break;
    case 'late':
      query = query.where('attendance_records.late_minutes', '>', 0);
      break;
    case 'early_exit':
      query = query.where('attendance_records.early_exit_minutes', '>', 0);
      break;
    case 'auto_closed':
      query = query.where('attendance_records.auto_closed', '=', 1);
      break;
    case 'needs_review':
      query = query.where('attendance_records.needs_review', '=', 1);
      break;
  }
  return query;
}

export async function pageOfRecords(db: Db, scope: TenantScope, filter: RecordFilter, limit: number, offset: number) {
  const base = filtered(db, scope, filter);
  const [rows, totals] = await Promise.all([
    base.orderBy('attendance_records.work_date', 'desc').orderBy('attendance_records.id', 'desc').limit(limit).offset(offset).execute(),
    base
      .clearSelect()
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('attendance_records.status', '=', 'absent').then(0).else(1).end()).as('days_worked'),
        eb.fn.sum<number>(eb.fn.coalesce('attendance_records.worked_minutes', sql.lit(0))).as('worked_minutes'),
        eb.fn.sum<number>(eb.case().when('attendance_records.late_minutes', '>', 0).then(1).else(0).end()).as('late_count'),
        eb.fn.sum<number>(eb.case().when('attendance_records.early_exit_minutes', '>', 0).then(1).else(0).end()).as('early_exit_count'),
        eb.fn.sum<number>(eb.case().when('attendance_records.status', '=', 'absent').then(1).else(0).end()).as('absent_count'),
        eb.fn.sum<number>('attendance_records.auto_closed').as('auto_closed_count'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totals };
}

/** The same filter as a keyset-friendly query, for reports. */
export function recordsQuery(db: Db, scope: TenantScope, filter: RecordFilter) {
  return filtered(db, scope, filter);
}

export function findRecord(db: Db, scope: TenantScope, id: number) {
  return recordQuery(db, scope).where('attendance_records.id', '=', id).executeTakeFirst();
}

function recordRows(db: Db, scope: TenantScope) {
  return db.selectFrom('attendance_records').selectAll().where(inScope(scope, 'attendance_records.company_id'));
}

export function findRecordRow(db: Db, scope: TenantScope, id: number) {
  return recordRows(db, scope).where('id', '=', id).executeTakeFirst();
}

export function recordsOfEmployees(db: Db, scope: TenantScope, companyId: number, from: string, to: string, employeeId?: number) {
  // One employee: their own index (employee_id, work_date), not a scan of the company's day.
  let query = recordRows(db, scope).where('work_date', '>=', from).where('work_date', '<=', to);
  query = employeeId !== undefined ? query.where('employee_id', '=', employeeId) : query.where('company_id', '=', companyId);
  return query.orderBy('id').execute();
}

/** Records of some employees between two dates (the clock's pushes after a batch). */
export function recordsOfEmployeeIds(db: Db, scope: TenantScope, employeeIds: number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return recordRows(db, scope).where('employee_id', 'in', employeeIds).where('work_date', '>=', from).where('work_date', '<=', to).orderBy('id').execute();
}

/** Open records of some employees (a punch batch reads them once). */
export function openRecordsOf(db: Db, scope: TenantScope, employeeIds: number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return recordRows(db, scope).where('employee_id', 'in', employeeIds).where('status', '=', 'open').execute();
}

/** The employee's open record (at most one is open at a time; the newest if data says otherwise). */
export function openRecordOf(db: Db, scope: TenantScope, employeeId: number) {
  return recordRows(db, scope).where('employee_id', '=', employeeId).where('status', '=', 'open').orderBy('check_in_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

export function recordOfInstance(db: Db, scope: TenantScope, employeeId: number, shiftId: number, workDate: string) {
  return recordRows(db, scope).where('employee_id', '=', employeeId).where('shift_id', '=', shiftId).where('work_date', '=', workDate).executeTakeFirst();
}

/** An automatically closed record whose exit window contains `at` (a late-synced real check-out). */
export function autoClosedCovering(db: Db, scope: TenantScope, employeeId: number, at: string) {
  return recordRows(db, scope)
    .where('employee_id', '=', employeeId)
    .where('auto_closed', '=', 1)
    .where('check_in_at', '<=', at)
    .where('close_due_at', '>=', at)
    .orderBy('check_in_at', 'desc')
    .executeTakeFirst();
}

/** Open records of a company whose exit window has passed. */
export function overdueOpenRecords(db: Db, scope: TenantScope, companyId: number, now: string) {
  return recordRows(db, scope).where('company_id', '=', companyId).where('status', '=', 'open').where('close_due_at', '<=', now).orderBy('id').limit(1000).execute();
}

export async function insertRecord(db: Db, values: Insertable<AttendanceRecordsTable>) {
  const { id } = await db.insertInto('attendance_records').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** An absence for a shift instance, unless a record for it exists (the unique index decides). */
export function insertAbsenceIfNone(db: Db, values: Insertable<AttendanceRecordsTable>) {
  return db
    .insertInto('attendance_records')
    .values(values)
    .onConflict((oc) => oc.columns(['employee_id', 'shift_id', 'work_date']).where('shift_id', 'is not', null).doNothing())
    .execute();
}

export function updateRecord(db: Db, id: number, values: Updateable<AttendanceRecordsTable>) {
  return db.updateTable('attendance_records').set(values).where('id', '=', id).execute();
}

export function deleteRecord(db: Db, id: number) {
  return db.deleteFrom('attendance_records').where('id', '=', id).execute();
}
