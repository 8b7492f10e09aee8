import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { AttendanceRecessesTable, AttendanceShiftsTable } from './attendance.tables';

/** Shifts (turnos) and their recesses. Every finder reads only inside the scope it is given. */

type Db = Kysely<Database> | Transaction<Database>;

export type ShiftRow = Selectable<AttendanceShiftsTable>;
export type RecessRow = Selectable<AttendanceRecessesTable> & { shift_name: string };

export function shiftsOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('attendance_shifts')
    .selectAll()
    .where(inScope(scope, 'attendance_shifts.company_id'))
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findShift(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('attendance_shifts').selectAll().where(inScope(scope, 'attendance_shifts.company_id')).where('id', '=', id).executeTakeFirst();
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
export async function assignmentCounts(db: Db, scope: TenantScope, shiftIds: number[], today: string) {
  if (shiftIds.length === 0) return { employees: new Map<number, number>(), departments: new Map<number, number>() };
  const current = <T extends 'attendance_employee_shifts' | 'attendance_department_shifts'>(table: T) =>
    db
      .selectFrom(table as 'attendance_employee_shifts')
      .select(['shift_id', (eb) => eb.fn.countAll<number>().as('total')])
      .where(inScope(scope, 'company_id'))
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

/** Companies in scope with any shift: the ones the sweeper visits. */
export async function companiesWithShifts(db: Db, scope: TenantScope) {
  const rows = await db.selectFrom('attendance_shifts').select('company_id').where(inScope(scope, 'attendance_shifts.company_id')).distinct().execute();
  return rows.map((row) => row.company_id);
}

function recessQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('attendance_recesses')
    .innerJoin('attendance_shifts', 'attendance_shifts.id', 'attendance_recesses.shift_id')
    .selectAll('attendance_recesses')
    .select('attendance_shifts.name as shift_name')
    .where(inScope(scope, 'attendance_recesses.company_id'));
}

export function recessesOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return recessQuery(db, scope).where('attendance_recesses.company_id', '=', companyId).orderBy('attendance_shifts.name').orderBy('attendance_recesses.start_time').execute();
}

export function recessesOfShifts(db: Db, scope: TenantScope, shiftIds: number[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return recessQuery(db, scope).where('attendance_recesses.shift_id', 'in', shiftIds).orderBy('attendance_recesses.start_time').execute();
}

export function findRecess(db: Db, scope: TenantScope, id: number) {
  return recessQuery(db, scope).where('attendance_recesses.id', '=', id).executeTakeFirst();
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
