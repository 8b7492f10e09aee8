import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type AttendanceRecord,
  type AttendanceRecordList,
  type EmployeeStatus,
  type attendanceListQuerySchema,
  type createAttendanceInputSchema,
  manualRecordFutureErrors,
  type myAttendancesQuerySchema,
  type updateAttendanceInputSchema,
} from '../../../shared/contracts/attendance-records';
import type { Database } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { AbsenceSweeps } from './attendance-absences';
import * as repository from './attendance-records.repository';
import { assertCanReadAttendance, visibleEmployee } from './attendance.access';
import { loadPlan } from './attendance.plan';
import { type Plan, lateMinutes, occurrence, occurrenceForCheckIn, paidRecessAllowance } from './attendance.rules';
import { addDays, localDateOf } from './attendance.time';
import { closedRecordValues, fullName, statusesFrom, toRecord } from './attendance.values';

export type AttendanceRecordsService = ReturnType<typeof createAttendanceRecordsService>;

/** A record with no shift closes this long after its check-in if nobody checks out. */
const UNSCHEDULED_CLOSE_HOURS = 16;
const RECORD_NOT_FOUND = 'No encontramos ese registro de asistencia.';
const NO_TOTALS = { days_worked: 0, worked_minutes: 0, late_count: 0, early_exit_count: 0, absent_count: 0, auto_closed_count: 0 };

/** Attendance records (lists with totals, manual capture and corrections) and who is in right now. */
export function createAttendanceRecordsService({ db, now, sweeps }: { db: Kysely<Database>; now: () => Date; sweeps: AbsenceSweeps }) {
  async function recordDetail(scope: TenantScope, id: number): Promise<AttendanceRecord> {
    return toRecord(orNotFound(await repository.findRecord(db, scope, id), RECORD_NOT_FOUND));
  }

  async function listRecords(scope: TenantScope, filter: repository.RecordFilter, page: number, perPage: number): Promise<AttendanceRecordList> {
    const { rows, totals } = await repository.pageOfRecords(db, scope, filter, perPage, (page - 1) * perPage);
    const total = Number(totals.total);
    return {
      ...pageFrom(rows.map(toRecord), total, page, perPage),
      totals: {
        days_worked: Number(totals.days_worked ?? 0),
        worked_minutes: Number(totals.worked_minutes ?? 0),
        late_count: Number(totals.late_count ?? 0),
        early_exit_count: Number(totals.early_exit_count ?? 0),
        absent_count: Number(totals.absent_count ?? 0),
        auto_closed_count: Number(totals.auto_closed_count ?? 0),
      },
    };
  }

  /** The record row, if the caller sees its company (404 otherwise) and manages attendance there (403 otherwise). */
  async function recordToManage(principal: Principal, id: number) {
    const row = orNotFound(await repository.findRecordRow(db, scopeOf(principal), id), RECORD_NOT_FOUND);
    assertCanIn(principal, row.company_id, 'attendance.manage');
    return row;
  }

  /** Where each employee is now; `plan` may be passed when the caller already has today's. */
  async function statusOf(scope: TenantScope, companyId: number, filter: { employeeId?: number; plan?: Plan } = {}): Promise<EmployeeStatus[]> {
    const today = localDateOf(now());
    const [employees, records, plan] = await Promise.all([
      repository.employeesOfCompany(db, scope, companyId, filter),
      repository.recordsOfEmployees(db, scope, companyId, addDays(today, -1), today, filter.employeeId),
      filter.plan ?? loadPlan(db, scope, companyId, addDays(today, -1), today),
    ]);
    return statusesFrom(employees, records, plan, today);
  }

  return {
    recordDetail,
    listRecords,
    statusOf,

    /** The company of an employee whose attendance the caller reads (404 or 403 otherwise). */
    async companyOfVisibleEmployee(principal: Principal, employeeId: number): Promise<number> {
      return (await visibleEmployee(db, principal, employeeId, { ownAllowed: false })).company_id;
    },

    async listOfCompany(principal: Principal, companyId: number, query: z.output<typeof attendanceListQuerySchema>): Promise<AttendanceRecordList> {
      assertCanReadAttendance(principal, companyId);
      const scope = scopeOf(principal);
      await sweeps.lazySweep(scope, companyId);
      return listRecords(
        scope,
        { companyId, employeeIds: query.employee_id ? [query.employee_id] : undefined, departmentId: query.department_id, from: query.from, to: query.to, status: query.status },
        query.page,
        query.per_page,
      );
    },
    async listOfEmployee(principal: Principal, employeeId: number, query: { from?: string; to?: string; page: number; per_page: number }): Promise<AttendanceRecordList> {
      const scope = scopeOf(principal);
      const employee = await visibleEmployee(db, principal, employeeId, { ownAllowed: true });
      await sweeps.lazySweep(scope, employee.company_id);
      return listRecords(scope, { companyId: employee.company_id, employeeIds: [employee.id], from: query.from, to: query.to }, query.page, query.per_page);
    },
    async listMine(principal: Principal, query: z.output<typeof myAttendancesQuerySchema>): Promise<AttendanceRecordList> {
      const scope = scopeOf(principal);
      const mine = (await repository.employeesOfUser(db, scope, principal.userId)).filter((employee) => query.company_id === undefined || employee.company_id === query.company_id);
      if (mine.length === 0) return { ...pageFrom([], 0, query.page, 62), totals: NO_TOTALS };
      const companyId = mine[0]!.company_id;
      await sweeps.lazySweep(scope, companyId);
      return listRecords(scope, { companyId, employeeIds: mine.filter((employee) => employee.company_id === companyId).map((employee) => employee.id), from: query.from, to: query.to }, query.page, 62);
    },
    /** A record is for its company's attendance readers and for the employee it belongs to. */
    async getRecord(principal: Principal, id: number): Promise<AttendanceRecord> {
      const scope = scopeOf(principal);
      const row = orNotFound(await repository.findRecord(db, scope, id), RECORD_NOT_FOUND);
      const employee = await repository.findEmployee(db, scope, row.employee_id);
      if (employee?.user_id !== principal.userId) assertCanIn(principal, row.company_id, 'attendance.read');
      return toRecord(row);
    },
    async createRecord(principal: Principal, input: z.output<typeof createAttendanceInputSchema>): Promise<AttendanceRecord> {
      const scope = scopeOf(principal);
      // An employee named in the body that the caller cannot see is a wrong field, not a missing page.
      const employee = await repository.findEmployee(db, scope, input.employee_id);
      if (!employee) throw invalid('validation_failed', 'Ese empleado no existe.', { employee_id: ['Ese empleado no existe.'] });
      assertCanIn(principal, employee.company_id, 'attendance.manage');
      // The record says someone worked: not before it happened.
      const future = manualRecordFutureErrors(input, now());
      if (Object.keys(future).length > 0) throw invalid('validation_failed', Object.values(future)[0]!, Object.fromEntries(Object.entries(future).map(([field, message]) => [field, [message]])));
      const checkIn = new Date(input.check_in_at);
      const plan = await loadPlan(db, scope, employee.company_id, addDays(localDateOf(checkIn), -1), addDays(localDateOf(checkIn), 1));
      let shift = input.shift_id ? plan.shifts.get(input.shift_id) : undefined;
      if (input.shift_id && !shift) throw invalid('validation_failed', 'Ese turno no es de la empresa del empleado.', { shift_id: ['Ese turno no es de la empresa del empleado.'] });
      const found = shift ? null : occurrenceForCheckIn(plan, employee, checkIn, localDateOf(checkIn));
      shift = shift ?? found?.shift;
      const due = shift ? (found ?? occurrence(shift, localDateOf(checkIn))) : null;
      const nowIso = now().toISOString();
      if (due) {
        const existing = await repository.recordOfInstance(db, scope, employee.id, due.shift.id, due.workDate);
        if (existing && existing.status !== 'absent') throw conflict('conflict', `Ya hay un registro de ${fullName(employee)} para el turno «${due.shift.name}» del ${due.workDate}. Edítalo en lugar de crear otro.`);
        if (existing) await repository.deleteRecord(db, existing.id);
      }
      const id = await repository.insertRecord(db, {
        company_id: employee.company_id,
        employee_id: employee.id,
        shift_id: due?.shift.id ?? null,
        shift_name: due?.shift.name ?? null,
        work_date: due?.workDate ?? localDateOf(checkIn),
        scheduled_start: due?.start.toISOString() ?? null,
        scheduled_end: due?.end.toISOString() ?? null,
        close_due_at: due ? due.exitCloses.toISOString() : new Date(checkIn.getTime() + UNSCHEDULED_CLOSE_HOURS * 3_600_000).toISOString(),
        check_in_at: checkIn.toISOString(),
        check_out_at: null,
        status: 'open' as const,
        late_minutes: due ? lateMinutes(due.shift, due.start, checkIn) : 0,
        paid_recess_minutes: paidRecessAllowance(plan, due?.shift.id ?? null),
        source: 'manual' as const,
        notes: input.notes ?? null,
        created_at: nowIso,
        updated_at: nowIso,
      });
      if (input.check_out_at) {
        const row = (await repository.findRecordRow(db, scope, id))!;
        await repository.updateRecord(db, id, closedRecordValues(row, input.check_out_at, plan));
      }
      return recordDetail(scope, id);
    },
    async updateRecord(principal: Principal, id: number, input: z.output<typeof updateAttendanceInputSchema>): Promise<AttendanceRecord> {
      const scope = scopeOf(principal);
      const row = await recordToManage(principal, id);
      const checkIn = input.check_in_at ?? row.check_in_at;
      const checkOut = input.check_out_at === undefined ? row.check_out_at : input.check_out_at;
      if (checkIn && checkOut && checkOut <= checkIn) throw invalid('validation_failed', 'La salida debe ser posterior a la entrada.', { check_out_at: ['La salida debe ser posterior a la entrada.'] });
      const plan = await loadPlan(db, scope, row.company_id, row.work_date, row.work_date);
      const shift = row.shift_id !== null ? plan.shifts.get(row.shift_id) : undefined;
      const late = shift && row.scheduled_start && checkIn ? lateMinutes(shift, new Date(row.scheduled_start), new Date(checkIn)) : 0;
      const updated = { ...row, check_in_at: checkIn };
      await repository.updateRecord(db, id, {
        check_in_at: checkIn,
        late_minutes: late,
        missing_check_in: checkIn ? 0 : row.missing_check_in,
        ...(checkOut ? closedRecordValues(updated, checkOut, plan) : { check_out_at: null, status: checkIn ? ('open' as const) : row.status, worked_minutes: null, early_exit_minutes: 0 }),
        // A correction by a person replaces the automatic close and is the review of an unmatched punch.
        auto_closed: 0,
        needs_review: 0,
        ...(input.notes !== undefined && { notes: input.notes }),
        source: 'manual',
        updated_at: now().toISOString(),
      });
      return recordDetail(scope, id);
    },
    async deleteRecord(principal: Principal, id: number): Promise<void> {
      const row = await recordToManage(principal, id);
      await repository.deleteRecord(db, row.id);
    },

    async employeeStatus(principal: Principal, companyId: number): Promise<EmployeeStatus[]> {
      assertCanReadAttendance(principal, companyId);
      const scope = scopeOf(principal);
      await sweeps.lazySweep(scope, companyId);
      return statusOf(scope, companyId);
    },
  };
}
