import { type Insertable, type Kysely, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import type {
  AttendanceDevicesTable,
  AttendancePunchesTable,
  AttendanceRecessesTable,
  AttendanceRecordsTable,
  AttendanceSchedulesTable,
  AttendanceShiftsTable,
} from './attendance.tables';

type Db = Kysely<Database> | Transaction<Database>;

export type ShiftRow = Selectable<AttendanceShiftsTable>;
export type RecessRow = Selectable<AttendanceRecessesTable> & { shift_name: string };
export type RecordRow = Selectable<AttendanceRecordsTable>;
export type DeviceRow = Selectable<AttendanceDevicesTable>;
export type PunchRow = Selectable<AttendancePunchesTable>;

// ---------------------------------------------------------------- shifts

export function shiftsOfCompany(db: Db, companyId: number) {
  return db.selectFrom('attendance_shifts').selectAll().where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
}

export function findShift(db: Db, id: number) {
  return db.selectFrom('attendance_shifts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function shiftsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('attendance_shifts').selectAll().where('id', 'in', ids).execute();
}

export async function insertShift(db: Db, values: Insertable<AttendanceShiftsTable>) {
  const { id } = await db.insertInto('attendance_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateShift(db: Db, id: number, values: Updateable<AttendanceShiftsTable>) {
  return db.updateTable('attendance_shifts').set(values).where('id', '=', id).execute();
}

export function deleteShift(db: Db, id: number) {
  return db.deleteFrom('attendance_shifts').where('id', '=', id).execute();
}

/** How many employees and departments each shift is assigned to (today or later). */
export async function assignmentCounts(db: Db, shiftIds: number[], today: string) {
  if (shiftIds.length === 0) return { employees: new Map<number, number>(), departments: new Map<number, number>() };
  const current = <T extends 'attendance_employee_shifts' | 'attendance_department_shifts'>(table: T) =>
    db
      .selectFrom(table as 'attendance_employee_shifts')
      .select(['shift_id', (eb) => eb.fn.countAll<number>().as('total')])
      .where('shift_id', 'in', shiftIds)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
      .groupBy('shift_id')
      .execute();
  const [employees, departments] = await Promise.all([current('attendance_employee_shifts'), current('attendance_department_shifts')]);
  return {
    employees: new Map(employees.map((row) => [row.shift_id, Number(row.total)])),
    departments: new Map(departments.map((row) => [row.shift_id, Number(row.total)])),
  };
}

// ---------------------------------------------------------------- recesses

function recessQuery(db: Db) {
  return db
    .selectFrom('attendance_recesses')
    .innerJoin('attendance_shifts', 'attendance_shifts.id', 'attendance_recesses.shift_id')
    .selectAll('attendance_recesses')
    .select('attendance_shifts.name as shift_name');
}

export function recessesOfCompany(db: Db, companyId: number) {
  return recessQuery(db).where('attendance_recesses.company_id', '=', companyId).orderBy('attendance_shifts.name').orderBy('attendance_recesses.start_time').execute();
}

export function recessesOfShifts(db: Db, shiftIds: number[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return recessQuery(db).where('attendance_recesses.shift_id', 'in', shiftIds).orderBy('attendance_recesses.start_time').execute();
}

export function findRecess(db: Db, id: number) {
  return recessQuery(db).where('attendance_recesses.id', '=', id).executeTakeFirst();
}

export async function insertRecess(db: Db, values: Insertable<AttendanceRecessesTable>) {
  const { id } = await db.insertInto('attendance_recesses').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateRecess(db: Db, id: number, values: Updateable<AttendanceRecessesTable>) {
  return db.updateTable('attendance_recesses').set(values).where('id', '=', id).execute();
}

export function deleteRecess(db: Db, id: number) {
  return db.deleteFrom('attendance_recesses').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- schedules

function scheduleQuery(db: Db) {
  return db
    .selectFrom('attendance_schedules')
    .leftJoin('departments', 'departments.id', 'attendance_schedules.department_id')
    .selectAll('attendance_schedules')
    .select('departments.name as department_name');
}
export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['executeTakeFirstOrThrow']>>;

export function schedulesOfCompany(db: Db, companyId: number) {
  return scheduleQuery(db).where('attendance_schedules.company_id', '=', companyId).orderBy('attendance_schedules.start_date', 'desc').orderBy('attendance_schedules.id').execute();
}

/** Non-working periods that touch [from, to]. */
export function schedulesBetween(db: Db, companyId: number, from: string, to: string) {
  return scheduleQuery(db)
    .where('attendance_schedules.company_id', '=', companyId)
    .where('attendance_schedules.start_date', '<=', to)
    .where('attendance_schedules.end_date', '>=', from)
    .orderBy('attendance_schedules.start_date')
    .execute();
}

export function findSchedule(db: Db, id: number) {
  return scheduleQuery(db).where('attendance_schedules.id', '=', id).executeTakeFirst();
}

export async function insertSchedule(db: Db, values: Insertable<AttendanceSchedulesTable>) {
  const { id } = await db.insertInto('attendance_schedules').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateSchedule(db: Db, id: number, values: Updateable<AttendanceSchedulesTable>) {
  return db.updateTable('attendance_schedules').set(values).where('id', '=', id).execute();
}

export function deleteSchedule(db: Db, id: number) {
  return db.deleteFrom('attendance_schedules').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- assignments

const fullNameSql = sql<string>`trim(employees.name || ' ' || coalesce(employees.surname, '') || ' ' || coalesce(employees.lastname, ''))`;

function employeeShiftQuery(db: Db) {
  return db
    .selectFrom('attendance_employee_shifts as assignment')
    .innerJoin('employees', 'employees.id', 'assignment.employee_id')
    .selectAll('assignment')
    .select(['employees.name', 'employees.surname', 'employees.lastname', 'employees.department_id']);
}
export type EmployeeShiftRow = Awaited<ReturnType<ReturnType<typeof employeeShiftQuery>['executeTakeFirstOrThrow']>>;

function departmentShiftQuery(db: Db) {
  return db
    .selectFrom('attendance_department_shifts as assignment')
    .innerJoin('departments', 'departments.id', 'assignment.department_id')
    .selectAll('assignment')
    .select('departments.name as department_name');
}
export type DepartmentShiftRow = Awaited<ReturnType<ReturnType<typeof departmentShiftQuery>['executeTakeFirstOrThrow']>>;

/** Assignments whose validity touches [from, to] (all of the company's when no range). */
export function employeeShifts(db: Db, filter: { companyId: number; employeeId?: number; from?: string; to?: string }) {
  let query = employeeShiftQuery(db).where('assignment.company_id', '=', filter.companyId);
  if (filter.employeeId !== undefined) query = query.where('assignment.employee_id', '=', filter.employeeId);
  if (filter.to) query = query.where('assignment.valid_from', '<=', filter.to);
  if (filter.from) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('assignment.valid_to', 'is', null), eb('assignment.valid_to', '>=', from)]));
  }
  return query.orderBy('assignment.valid_from').orderBy('assignment.id').execute();
}

export function departmentShifts(db: Db, filter: { companyId: number; departmentId?: number; from?: string; to?: string }) {
  let query = departmentShiftQuery(db).where('assignment.company_id', '=', filter.companyId);
  if (filter.departmentId !== undefined) query = query.where('assignment.department_id', '=', filter.departmentId);
  if (filter.to) query = query.where('assignment.valid_from', '<=', filter.to);
  if (filter.from) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('assignment.valid_to', 'is', null), eb('assignment.valid_to', '>=', from)]));
  }
  return query.orderBy('assignment.valid_from').orderBy('assignment.id').execute();
}

export function findEmployeeShift(db: Db, id: number) {
  return employeeShiftQuery(db).where('assignment.id', '=', id).executeTakeFirst();
}

export function findDepartmentShift(db: Db, id: number) {
  return departmentShiftQuery(db).where('assignment.id', '=', id).executeTakeFirst();
}

export async function insertEmployeeShift(db: Db, values: { company_id: number; employee_id: number; shift_id: number; valid_from: string; valid_to: string | null }) {
  const { id } = await db.insertInto('attendance_employee_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertDepartmentShift(db: Db, values: { company_id: number; department_id: number; shift_id: number; valid_from: string; valid_to: string | null }) {
  const { id } = await db.insertInto('attendance_department_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function deleteEmployeeShift(db: Db, id: number) {
  return db.deleteFrom('attendance_employee_shifts').where('id', '=', id).execute();
}

export function deleteDepartmentShift(db: Db, id: number) {
  return db.deleteFrom('attendance_department_shifts').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- employees (read for attendance)

function employeeQuery(db: Db) {
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
      'employees.created_at',
      'departments.name as department_name',
    ]);
}
export type AttendanceEmployeeRow = Awaited<ReturnType<ReturnType<typeof employeeQuery>['executeTakeFirstOrThrow']>>;

export function employeesOfCompany(db: Db, companyId: number, filter: { departmentId?: number; employeeId?: number } = {}) {
  let query = employeeQuery(db).where('employees.company_id', '=', companyId);
  if (filter.departmentId !== undefined) query = query.where('employees.department_id', '=', filter.departmentId);
  if (filter.employeeId !== undefined) query = query.where('employees.id', '=', filter.employeeId);
  return query.orderBy('employees.search_text').orderBy('employees.id').execute();
}

export function findEmployee(db: Db, id: number) {
  return employeeQuery(db).where('employees.id', '=', id).executeTakeFirst();
}


export function employeesOfUser(db: Db, userId: number) {
  return employeeQuery(db)
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .select('companies.name as company_name')
    .where('employees.user_id', '=', userId)
    .orderBy('employees.company_id')
    .execute();
}

// ---------------------------------------------------------------- records

function recordQuery(db: Db) {
  return db
    .selectFrom('attendance_records')
    .innerJoin('employees', 'employees.id', 'attendance_records.employee_id')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .selectAll('attendance_records')
    .select(['employees.name', 'employees.surname', 'employees.lastname', 'employees.employee_number', 'employees.department_id', 'departments.name as department_name']);
}
export type RecordWithEmployeeRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export interface RecordFilter {
  companyId: number;
  employeeIds?: number[];
  departmentId?: number;
  from?: string;
  to?: string;
  status?: 'open' | 'closed' | 'absent' | 'late' | 'early_exit' | 'auto_closed';
  q?: string[];
}

function filtered(db: Db, filter: RecordFilter) {
  let query = recordQuery(db).where('attendance_records.company_id', '=', filter.companyId);
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
  }
  return query;
}

export async function pageOfRecords(db: Db, filter: RecordFilter, limit: number, offset: number) {
  const base = filtered(db, filter);
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
export function recordsQuery(db: Db, filter: RecordFilter) {
  return filtered(db, filter);
}

export function findRecord(db: Db, id: number) {
  return recordQuery(db).where('attendance_records.id', '=', id).executeTakeFirst();
}

export function findRecordRow(db: Db, id: number) {
  return db.selectFrom('attendance_records').selectAll().where('id', '=', id).executeTakeFirst();
}

export function recordsOfEmployees(db: Db, companyId: number, from: string, to: string, employeeId?: number) {
  // One employee: their own index (employee_id, work_date), not a scan of the company's day.
  let query = db.selectFrom('attendance_records').selectAll().where('work_date', '>=', from).where('work_date', '<=', to);
  query = employeeId !== undefined ? query.where('employee_id', '=', employeeId) : query.where('company_id', '=', companyId);
  return query.orderBy('id').execute();
}

/** Records of some employees between two dates (the clock's pushes after a batch). */
export function recordsOfEmployeeIds(db: Db, employeeIds: number[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('attendance_records').selectAll().where('employee_id', 'in', employeeIds).where('work_date', '>=', from).where('work_date', '<=', to).orderBy('id').execute();
}

/** Employees of a company by badge code or id, for a batch of punches (one query, not one per punch). */
export function employeesForPunches(db: Db, companyId: number, badgeCodes: string[], ids: number[]) {
  if (badgeCodes.length === 0 && ids.length === 0) return Promise.resolve([]);
  return employeeQuery(db)
    .select('employees.badge_code')
    .where('employees.company_id', '=', companyId)
    .where((eb) => eb.or([...(badgeCodes.length ? [eb('employees.badge_code', 'in', badgeCodes)] : []), ...(ids.length ? [eb('employees.id', 'in', ids)] : [])]))
    .execute();
}

/** Punches already stored under some idempotency keys. */
export function punchesByKeys(db: Db, companyId: number, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendance_punches')
    .innerJoin('employees', 'employees.id', 'attendance_punches.employee_id')
    .selectAll('attendance_punches')
    .select(fullNameSql.as('employee_name'))
    .where('attendance_punches.company_id', '=', companyId)
    .where('attendance_punches.idempotency_key', 'in', keys)
    .execute();
}

/** Open records of some employees (a punch batch reads them once). */
export function openRecordsOf(db: Db, employeeIds: number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('attendance_records').selectAll().where('employee_id', 'in', employeeIds).where('status', '=', 'open').execute();
}

/** The employee's open record (at most one is open at a time; the newest if data says otherwise). */
export function openRecordOf(db: Db, employeeId: number) {
  return db
    .selectFrom('attendance_records')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'open')
    .orderBy('check_in_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function recordOfInstance(db: Db, employeeId: number, shiftId: number, workDate: string) {
  return db.selectFrom('attendance_records').selectAll().where('employee_id', '=', employeeId).where('shift_id', '=', shiftId).where('work_date', '=', workDate).executeTakeFirst();
}

/** An automatically closed record whose exit window contains `at` (a late-synced real check-out). */
export function autoClosedCovering(db: Db, employeeId: number, at: string) {
  return db
    .selectFrom('attendance_records')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('auto_closed', '=', 1)
    .where('check_in_at', '<=', at)
    .where('close_due_at', '>=', at)
    .orderBy('check_in_at', 'desc')
    .executeTakeFirst();
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

/** Open records whose exit window has passed. */
export function overdueOpenRecords(db: Db, companyId: number | null, now: string) {
  let query = db.selectFrom('attendance_records').selectAll().where('status', '=', 'open').where('close_due_at', '<=', now);
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  return query.orderBy('id').limit(1000).execute();
}

/** Companies with any shift: the ones the sweeper visits. */
export async function companiesWithShifts(db: Db) {
  const rows = await db.selectFrom('attendance_shifts').select('company_id').distinct().execute();
  return rows.map((row) => row.company_id);
}

// ---------------------------------------------------------------- devices and punches

export async function insertDevice(db: Db, values: Insertable<AttendanceDevicesTable>) {
  const { id } = await db.insertInto('attendance_devices').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function devicesOfCompany(db: Db, companyId: number) {
  return db.selectFrom('attendance_devices').selectAll().where('company_id', '=', companyId).orderBy('revoked_at', 'desc').orderBy('id').execute();
}

export function findDevice(db: Db, id: number) {
  return db.selectFrom('attendance_devices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function deviceByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('attendance_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function updateDevice(db: Db, id: number, values: Updateable<AttendanceDevicesTable>) {
  return db.updateTable('attendance_devices').set(values).where('id', '=', id).execute();
}


/** Several punches in statements of 100 rows; their ids by idempotency key. */
export async function insertPunches(db: Db, rows: Insertable<AttendancePunchesTable>[]) {
  const ids = new Map<string, number>();
  for (let offset = 0; offset < rows.length; offset += 100) {
    const inserted = await db.insertInto('attendance_punches').values(rows.slice(offset, offset + 100)).returning(['id', 'idempotency_key']).execute();
    for (const row of inserted) ids.set(row.idempotency_key, row.id);
  }
  return ids;
}


