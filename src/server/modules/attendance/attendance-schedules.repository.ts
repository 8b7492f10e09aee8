import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { AttendanceSchedulesTable } from './attendance.tables';

/** Schedules (horarios): a company's non-working periods. Finders read only inside their scope. */

type Db = Kysely<Database> | Transaction<Database>;

function scheduleQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('attendance_schedules')
    .leftJoin('departments', 'departments.id', 'attendance_schedules.department_id')
    .selectAll('attendance_schedules')
    .select('departments.name as department_name')
    .where(inScope(scope, 'attendance_schedules.company_id'));
}
export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['executeTakeFirstOrThrow']>>;

export function schedulesOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return scheduleQuery(db, scope)
    .where('attendance_schedules.company_id', '=', companyId)
    .orderBy('attendance_schedules.start_date', 'desc')
    .orderBy('attendance_schedules.id')
    .execute();
}

/** Non-working periods that touch [from, to]. */
export function schedulesBetween(db: Db, scope: TenantScope, companyId: number, from: string, to: string) {
  return scheduleQuery(db, scope)
    .where('attendance_schedules.company_id', '=', companyId)
    .where('attendance_schedules.start_date', '<=', to)
    .where('attendance_schedules.end_date', '>=', from)
    .orderBy('attendance_schedules.start_date')
    .execute();
}

export function findSchedule(db: Db, scope: TenantScope, id: number) {
  return scheduleQuery(db, scope).where('attendance_schedules.id', '=', id).executeTakeFirst();
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
