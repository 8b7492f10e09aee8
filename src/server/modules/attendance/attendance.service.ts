import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { crossesMidnight, minutesIntoShift, shiftLengthMinutes } from '../../../shared/contracts/attendance-time';
import {
  type Recess,
  type Shift,
  type createRecessInputSchema,
  type createShiftInputSchema,
  type updateRecessInputSchema,
  type updateShiftInputSchema,
} from '../../../shared/contracts/attendance-shifts';
import { type Schedule, type createScheduleInputSchema, type updateScheduleInputSchema } from '../../../shared/contracts/attendance-schedules';
import {
  type DepartmentShift,
  type EmployeeShift,
  type MyShifts,
  type addDepartmentShiftInputSchema,
  type addEmployeeShiftInputSchema,
} from '../../../shared/contracts/attendance-assignments';
import {
  type AttendanceRecord,
  type AttendanceRecordList,
  type EmployeePresence,
  type EmployeeStatus,
  type attendanceListQuerySchema,
  type createAttendanceInputSchema,
  type myAttendancesQuerySchema,
  type updateAttendanceInputSchema,
} from '../../../shared/contracts/attendance-records';
import { type AttendancePunchEvent } from '../../../shared/contracts/attendance-clock';
import { type attendanceSearchQuerySchema } from '../../../shared/contracts/attendance-reports';
import { type CalendarEvent, type calendarQuerySchema } from '../../../shared/contracts/attendance-calendar';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { companyAttendanceRoom } from '../../../shared/realtime';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import type { Realtime } from '../../lib/realtime';
import { type Principal, assertCan, assertCompanyVisible, canIn, canSeeCompany } from '../../principal';
import * as repository from './attendance.repository';
import {
  type Plan,
  type RecessPeriod,
  earlyExitMinutes,
  lateMinutes,
  occurrence,
  occurrenceForCheckIn,
  occurrencesBetween,
  paidRecessAllowance,
  recessMinutesOf,
  shiftsOn,
  workedMinutes,
} from './attendance.rules';
import { addDays, localDateOf, recessInstance } from './attendance.time';

export type AttendanceService = ReturnType<typeof createAttendanceService>;

const SEARCH_PER_PAGE = 20;
/** How far back the absence sweep looks (a server down over a long weekend still marks them). */
const SWEEP_DAYS = 7;
/** A record with no shift closes this long after its check-in if nobody checks out. */
const UNSCHEDULED_CLOSE_HOURS = 16;
/** Reads sweep lazily, at most this often per company (the background sweeper runs every minute). */
const LAZY_SWEEP_SECONDS = 30;

const shiftNotFound = () => notFound('No encontramos ese turno.');
const recessNotFound = () => notFound('No encontramos ese descanso.');
const scheduleNotFound = () => notFound('No encontramos ese horario.');
const assignmentNotFound = () => notFound('No encontramos esa asignación de turno.');
const recordNotFound = () => notFound('No encontramos ese registro de asistencia.');
const employeeNotFound = () => notFound('No encontramos ese empleado.');

/** "Name Surname Lastname", the parts an employee has. */
export const fullName = (row: { name: string; surname: string | null; lastname: string | null }) => [row.name, row.surname, row.lastname].filter(Boolean).join(' ');
const bool = (value: number | boolean) => value === true || value === 1;

function toShift(row: repository.ShiftRow, recesses: Recess[], counts: { employees: number; departments: number }): Shift {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    start_time: row.start_time,
    end_time: row.end_time,
    days: [...row.days].map(Number),
    crosses_midnight: crossesMidnight(row.start_time, row.end_time),
    entry_window_minutes: row.entry_window_minutes,
    exit_window_minutes: row.exit_window_minutes,
    late_grace_minutes: row.late_grace_minutes,
    early_exit_grace_minutes: row.early_exit_grace_minutes,
    color: row.color,
    recesses,
    employees_count: counts.employees,
    departments_count: counts.departments,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toRecess(row: repository.RecessRow): Recess {
  return {
    id: row.id,
    company_id: row.company_id,
    shift_id: row.shift_id,
    shift_name: row.shift_name,
    name: row.name,
    start_time: row.start_time,
    end_time: row.end_time,
    paid: bool(row.paid),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toSchedule(row: repository.ScheduleRow): Schedule {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    department_id: row.department_id,
    department_name: row.department_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function shiftSummary(shift: repository.ShiftRow) {
  return { id: shift.id, name: shift.name, start_time: shift.start_time, end_time: shift.end_time, days: [...shift.days].map(Number), color: shift.color };
}

export function toRecord(row: repository.RecordWithEmployeeRow): AttendanceRecord {
  return {
    id: row.id,
    company_id: row.company_id,
    employee_id: row.employee_id,
    employee: { id: row.employee_id, full_name: fullName(row), department_id: row.department_id, department_name: row.department_name },
    shift_id: row.shift_id,
    shift_name: row.shift_name,
    work_date: row.work_date,
    scheduled_start: row.scheduled_start,
    scheduled_end: row.scheduled_end,
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    status: row.status,
    late_minutes: row.late_minutes,
    early_exit_minutes: row.early_exit_minutes,
    auto_closed: bool(row.auto_closed),
    synced_late: bool(row.synced_late),
    missing_check_in: bool(row.missing_check_in),
    recesses: parseRecesses(row.recesses),
    recess_minutes: row.recess_minutes,
    worked_minutes: row.worked_minutes,
    source: row.source,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function parseRecesses(json: string): RecessPeriod[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as RecessPeriod[]) : [];
  } catch {
    return [];
  }
}

/** What a record looks like after its check-out (or a correction): minutes and flags recomputed. */
export function closedRecordValues(record: repository.RecordRow, checkOut: string, plan: Plan) {
  const recesses = parseRecesses(record.recesses).map((period) => (period.end_at ? period : { ...period, end_at: checkOut }));
  const recessMinutes = recessMinutesOf(recesses);
  const shift = record.shift_id !== null ? plan.shifts.get(record.shift_id) : undefined;
  const early = shift && record.scheduled_end ? earlyExitMinutes(shift, new Date(record.scheduled_end), new Date(checkOut)) : 0;
  return {
    check_out_at: checkOut,
    status: 'closed' as const,
    recesses: JSON.stringify(recesses),
    recess_minutes: recessMinutes,
    early_exit_minutes: early,
    worked_minutes: workedMinutes(record.check_in_at, checkOut, recessMinutes, record.paid_recess_minutes),
  };
}

function presenceOf(record: repository.RecordRow | undefined): { status: EmployeePresence; since: string | null } {
  if (!record) return { status: 'off', since: null };
  if (record.status === 'absent') return { status: 'absent', since: record.scheduled_start };
  if (record.status === 'closed') return { status: 'out', since: record.check_out_at };
  const open = parseRecesses(record.recesses).find((period) => period.end_at === null);
  if (open) return { status: 'recess', since: open.start_at };
  return { status: record.late_minutes > 0 ? 'late' : 'in', since: record.check_in_at };
}

/**
 * Where each employee is now, from their records of yesterday and today: an open record first
 * (a night shift from yesterday is still "in"), else today's latest; nothing today and a shift
 * ahead is "off" with that shift's times.
 */
export function statusesFrom(employees: repository.AttendanceEmployeeRow[], records: repository.RecordRow[], plan: Plan, today: string): EmployeeStatus[] {
  const current = new Map<number, repository.RecordRow>();
  const rank = (record: repository.RecordRow) => `${record.status === 'open' ? 1 : 0}|${record.work_date}|${String(record.id).padStart(12, '0')}`;
  for (const record of records) {
    if (record.status !== 'open' && record.work_date !== today) continue;
    const seen = current.get(record.employee_id);
    if (!seen || rank(record) > rank(seen)) current.set(record.employee_id, record);
  }
  return employees.map((employee) => {
    const record = current.get(employee.id);
    const { status, since } = presenceOf(record);
    const next = record ? null : shiftsOn(plan, employee, today).map((shift) => occurrence(shift, today))[0];
    return {
      employee_id: employee.id,
      full_name: fullName(employee),
      department_id: employee.department_id,
      department_name: employee.department_name,
      status,
      since,
      record_id: record?.id ?? null,
      shift_name: record?.shift_name ?? next?.shift.name ?? null,
      scheduled_start: record?.scheduled_start ?? next?.start.toISOString() ?? null,
      scheduled_end: record?.scheduled_end ?? next?.end.toISOString() ?? null,
    };
  });
}

export function createAttendanceService({
  db,
  realtime,
  now,
  departmentCompanyOf,
}: {
  db: Kysely<Database>;
  realtime: Realtime;
  now: () => Date;
  /** The departments module's answer: which company a department belongs to (null: none). */
  departmentCompanyOf: (departmentId: number) => Promise<number | null>;
}) {
  const lastSweep = new Map<number, number>();

  // ------------------------------------------------------------ plan

  /** Shifts, recesses, assignments and non-working periods of a company touching [from, to]. */
  async function loadPlan(companyId: number, from: string, to: string): Promise<Plan> {
    const [shifts, employeeAssignments, departmentAssignments, nonWorking] = await Promise.all([
      repository.shiftsOfCompany(db, companyId),
      repository.employeeShifts(db, { companyId, from, to }),
      repository.departmentShifts(db, { companyId, from, to }),
      repository.schedulesBetween(db, companyId, from, to),
    ]);
    const recesses = await repository.recessesOfShifts(db, shifts.map((shift) => shift.id));
    const group = <K, V>(items: V[], key: (item: V) => K) => {
      const map = new Map<K, V[]>();
      for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
      return map;
    };
    return {
      shifts: new Map(shifts.map((shift) => [shift.id, shift])),
      recesses: group(recesses, (recess) => recess.shift_id),
      byEmployee: group(employeeAssignments, (assignment) => assignment.employee_id),
      byDepartment: group(departmentAssignments, (assignment) => assignment.department_id),
      nonWorking,
    };
  }

  // ------------------------------------------------------------ access

  function manage(principal: Principal, companyId: number) {
    assertCompanyVisible(principal, companyId);
    assertCan(principal, 'attendance.manage');
  }

  function read(principal: Principal, companyId: number) {
    assertCompanyVisible(principal, companyId);
    assertCan(principal, 'attendance.read');
  }

  async function visibleShift(principal: Principal, id: number) {
    const shift = await repository.findShift(db, id);
    if (!shift || !canSeeCompany(principal, shift.company_id)) throw shiftNotFound();
    return shift;
  }

  /** The employee, if the caller manages their company or is that employee; 404 otherwise. */
  async function visibleEmployee(principal: Principal, id: number, { ownAllowed }: { ownAllowed: boolean }) {
    const employee = await repository.findEmployee(db, id);
    if (!employee || !canSeeCompany(principal, employee.company_id)) throw employeeNotFound();
    if (ownAllowed && employee.user_id === principal.userId) return employee;
    assertCan(principal, 'attendance.read');
    return employee;
  }

  // ------------------------------------------------------------ shifts

  async function shiftsWithDetails(rows: repository.ShiftRow[]): Promise<Shift[]> {
    const ids = rows.map((row) => row.id);
    const [recesses, counts] = await Promise.all([repository.recessesOfShifts(db, ids), repository.assignmentCounts(db, ids, localDateOf(now()))]);
    return rows.map((row) =>
      toShift(
        row,
        recesses.filter((recess) => recess.shift_id === row.id).map(toRecess),
        { employees: counts.employees.get(row.id) ?? 0, departments: counts.departments.get(row.id) ?? 0 },
      ),
    );
  }

  async function shiftDetail(id: number): Promise<Shift> {
    const row = await repository.findShift(db, id);
    if (!row) throw shiftNotFound();
    const [shift] = await shiftsWithDetails([row]);
    return shift!;
  }

  /** A recess must fit inside its shift and not overlap the shift's other recesses. */
  async function checkRecess(shift: repository.ShiftRow, times: { start_time: string; end_time: string }, exceptId: number | null) {
    const length = shiftLengthMinutes(shift.start_time, shift.end_time);
    const start = minutesIntoShift(shift.start_time, times.start_time);
    const end = minutesIntoShift(shift.start_time, times.end_time);
    const errors: Record<string, string[]> = {};
    if (times.start_time === times.end_time) errors.end_time = ['El descanso debe terminar después de empezar.'];
    else if (start >= length) errors.start_time = [`El descanso empieza fuera del turno «${shift.name}» (${shift.start_time} a ${shift.end_time}).`];
    else if (end <= start) errors.end_time = ['La hora de fin del descanso es anterior a la de inicio.'];
    else if (end > length) errors.end_time = [`El descanso termina después de la salida del turno «${shift.name}» (${shift.end_time}).`];
    if (Object.keys(errors).length === 0) {
      const others = (await repository.recessesOfShifts(db, [shift.id])).filter((recess) => recess.id !== exceptId);
      const overlapping = others.find((other) => {
        const otherStart = minutesIntoShift(shift.start_time, other.start_time);
        const otherEnd = minutesIntoShift(shift.start_time, other.end_time);
        return start < otherEnd && otherStart < end;
      });
      if (overlapping) errors.start_time = [`Se empalma con el descanso «${overlapping.name}» (${overlapping.start_time} a ${overlapping.end_time}).`];
    }
    if (Object.keys(errors).length > 0) throw invalid('validation_failed', Object.values(errors)[0]![0]!, errors);
  }

  /** Editing a shift's times must leave its recesses inside it. */
  async function checkRecessesStillFit(shift: repository.ShiftRow, times: { start_time: string; end_time: string }) {
    const length = shiftLengthMinutes(times.start_time, times.end_time);
    for (const recess of await repository.recessesOfShifts(db, [shift.id])) {
      const start = minutesIntoShift(times.start_time, recess.start_time);
      const end = minutesIntoShift(times.start_time, recess.end_time);
      if (start >= length || end > length || end <= start) {
        throw invalid('validation_failed', `El descanso «${recess.name}» (${recess.start_time} a ${recess.end_time}) quedaría fuera del turno. Ajústalo primero.`, {
          start_time: [`El descanso «${recess.name}» quedaría fuera del turno.`],
        });
      }
    }
  }

  // ------------------------------------------------------------ records

  async function recordDetail(id: number): Promise<AttendanceRecord> {
    const row = await repository.findRecord(db, id);
    if (!row) throw recordNotFound();
    return toRecord(row);
  }

  async function listRecords(filter: repository.RecordFilter, page: number, perPage: number): Promise<AttendanceRecordList> {
    const { rows, totals } = await repository.pageOfRecords(db, filter, perPage, (page - 1) * perPage);
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

  // ------------------------------------------------------------ sweeps (absences, forgotten check-outs)

  /**
   * Applies the time-driven rules of one company up to `at`: open records past their exit window
   * are closed at the shift's end (auto_closed), and shift occurrences whose entry window has
   * passed with no record become absences. Idempotent; safe to run from several processes (the
   * unique index of occurrences decides).
   */
  async function sweep(companyId: number, at: Date = now()): Promise<{ closed: number; absences: number }> {
    const nowIso = at.toISOString();
    const today = localDateOf(at);
    const from = addDays(today, -SWEEP_DAYS);
    const plan = await loadPlan(companyId, addDays(from, -1), today);
    let closed = 0;
    for (const record of await repository.overdueOpenRecords(db, companyId, nowIso)) {
      const checkOut = record.scheduled_end && record.check_in_at && record.check_in_at < record.scheduled_end ? record.scheduled_end : (record.check_in_at ?? record.close_due_at ?? nowIso);
      await repository.updateRecord(db, record.id, { ...closedRecordValues(record, checkOut, plan), early_exit_minutes: 0, auto_closed: 1, updated_at: nowIso });
      closed++;
    }
    let absences = 0;
    if (plan.byEmployee.size > 0 || plan.byDepartment.size > 0) {
      const employees = await repository.employeesOfCompany(db, companyId);
      for (const employee of employees) {
        const since = employee.created_at.slice(0, 10) > from ? employee.created_at.slice(0, 10) : from;
        for (const due of occurrencesBetween(plan, employee, since, today)) {
          if (due.entryCloses > at) continue;
          const result = await repository.insertAbsenceIfNone(db, {
            company_id: companyId,
            employee_id: employee.id,
            shift_id: due.shift.id,
            shift_name: due.shift.name,
            work_date: due.workDate,
            scheduled_start: due.start.toISOString(),
            scheduled_end: due.end.toISOString(),
            close_due_at: null,
            status: 'absent',
            source: 'clock',
            created_at: nowIso,
            updated_at: nowIso,
          });
          absences += Number(result[0]?.numInsertedOrUpdatedRows ?? 0);
        }
      }
    }
    lastSweep.set(companyId, at.getTime());
    return { closed, absences };
  }

  async function lazySweep(companyId: number) {
    const at = now();
    const last = lastSweep.get(companyId);
    if (last !== undefined && Math.abs(at.getTime() - last) < LAZY_SWEEP_SECONDS * 1000) return;
    await sweep(companyId, at);
  }

  // ------------------------------------------------------------ employee status

  /** Where each employee is now; `plan` may be passed when the caller already has today's. */
  async function statusOf(companyId: number, filter: { employeeId?: number; plan?: Plan } = {}): Promise<EmployeeStatus[]> {
    const today = localDateOf(now());
    const [employees, records, plan] = await Promise.all([
      repository.employeesOfCompany(db, companyId, filter),
      repository.recordsOfEmployees(db, companyId, addDays(today, -1), today, filter.employeeId),
      filter.plan ?? loadPlan(companyId, addDays(today, -1), today),
    ]);
    return statusesFrom(employees, records, plan, today);
  }

  // ------------------------------------------------------------ search helpers

  function matches(text: string, words: string[]) {
    const haystack = ` ${normalizeForSearch(text)}`;
    return words.every((word) => haystack.includes(` ${word}`));
  }

  function toEmployeeShift(row: repository.EmployeeShiftRow, shift: repository.ShiftRow): EmployeeShift {
    return {
      id: row.id,
      company_id: row.company_id,
      shift_id: row.shift_id,
      shift: shiftSummary(shift),
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      created_at: row.created_at,
      employee_id: row.employee_id,
      employee: { id: row.employee_id, full_name: fullName(row), department_id: row.department_id },
    };
  }

  function toDepartmentShift(row: repository.DepartmentShiftRow, shift: repository.ShiftRow): DepartmentShift {
    return {
      id: row.id,
      company_id: row.company_id,
      shift_id: row.shift_id,
      shift: shiftSummary(shift),
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      created_at: row.created_at,
      department_id: row.department_id,
      department: { id: row.department_id, name: row.department_name },
    };
  }

  async function employeeShiftsOf(companyId: number, employeeId?: number): Promise<EmployeeShift[]> {
    const [rows, shifts] = await Promise.all([repository.employeeShifts(db, { companyId, employeeId }), repository.shiftsOfCompany(db, companyId)]);
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    return rows.flatMap((row) => (byId.has(row.shift_id) ? [toEmployeeShift(row, byId.get(row.shift_id)!)] : []));
  }

  async function departmentShiftsOf(companyId: number, departmentId?: number): Promise<DepartmentShift[]> {
    const [rows, shifts] = await Promise.all([repository.departmentShifts(db, { companyId, departmentId }), repository.shiftsOfCompany(db, companyId)]);
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    return rows.flatMap((row) => (byId.has(row.shift_id) ? [toDepartmentShift(row, byId.get(row.shift_id)!)] : []));
  }

  // ------------------------------------------------------------ the service

  return {
    loadPlan,
    sweep,
    lazySweep,
    statusOf,
    recordDetail,

    /** The company of an employee whose attendance the caller manages (404 otherwise). */
    async companyOfVisibleEmployee(principal: Principal, employeeId: number): Promise<number> {
      return (await visibleEmployee(principal, employeeId, { ownAllowed: false })).company_id;
    },

    /** Every company the background sweeper should visit. */
    companiesToSweep: () => repository.companiesWithShifts(db),

    // shifts
    async listShifts(principal: Principal, companyId: number): Promise<Shift[]> {
      read(principal, companyId);
      return shiftsWithDetails(await repository.shiftsOfCompany(db, companyId));
    },
    async getShift(principal: Principal, id: number): Promise<Shift> {
      const shift = await visibleShift(principal, id);
      assertCan(principal, 'attendance.read');
      return shiftDetail(shift.id);
    },
    async createShift(principal: Principal, companyId: number, input: z.output<typeof createShiftInputSchema>): Promise<Shift> {
      manage(principal, companyId);
      const id = await repository.insertShift(db, {
        company_id: companyId,
        name: input.name,
        start_time: input.start_time,
        end_time: input.end_time,
        days: input.days.join(''),
        entry_window_minutes: input.entry_window_minutes,
        exit_window_minutes: input.exit_window_minutes,
        late_grace_minutes: input.late_grace_minutes,
        early_exit_grace_minutes: input.early_exit_grace_minutes,
        color: input.color ?? null,
        search_text: searchTextOf(input.name),
      });
      return shiftDetail(id);
    },
    async updateShift(principal: Principal, id: number, input: z.output<typeof updateShiftInputSchema>): Promise<Shift> {
      const shift = await visibleShift(principal, id);
      manage(principal, shift.company_id);
      const times = { start_time: input.start_time ?? shift.start_time, end_time: input.end_time ?? shift.end_time };
      if (times.start_time === times.end_time) throw invalid('validation_failed', 'La hora de salida no puede ser igual a la de entrada.', { end_time: ['La hora de salida no puede ser igual a la de entrada.'] });
      if (times.start_time !== shift.start_time || times.end_time !== shift.end_time) await checkRecessesStillFit(shift, times);
      await repository.updateShift(db, id, {
        ...(input.name !== undefined && { name: input.name, search_text: searchTextOf(input.name) }),
        ...times,
        ...(input.days !== undefined && { days: input.days.join('') }),
        ...(input.entry_window_minutes !== undefined && { entry_window_minutes: input.entry_window_minutes }),
        ...(input.exit_window_minutes !== undefined && { exit_window_minutes: input.exit_window_minutes }),
        ...(input.late_grace_minutes !== undefined && { late_grace_minutes: input.late_grace_minutes }),
        ...(input.early_exit_grace_minutes !== undefined && { early_exit_grace_minutes: input.early_exit_grace_minutes }),
        ...(input.color !== undefined && { color: input.color }),
        updated_at: now().toISOString(),
      });
      return shiftDetail(id);
    },
    async deleteShift(principal: Principal, id: number): Promise<void> {
      const shift = await visibleShift(principal, id);
      manage(principal, shift.company_id);
      // Records keep the shift's name; assignments and recesses go with it.
      await repository.deleteShift(db, id);
    },

    // recesses
    async listRecesses(principal: Principal, companyId: number): Promise<Recess[]> {
      read(principal, companyId);
      return (await repository.recessesOfCompany(db, companyId)).map(toRecess);
    },
    async getRecess(principal: Principal, id: number): Promise<Recess> {
      const recess = await repository.findRecess(db, id);
      if (!recess || !canSeeCompany(principal, recess.company_id)) throw recessNotFound();
      assertCan(principal, 'attendance.read');
      return toRecess(recess);
    },
    async createRecess(principal: Principal, input: z.output<typeof createRecessInputSchema>): Promise<Recess> {
      const shift = await repository.findShift(db, input.shift_id);
      if (!shift || !canSeeCompany(principal, shift.company_id)) throw invalid('validation_failed', 'Ese turno no existe.', { shift_id: ['Ese turno no existe.'] });
      manage(principal, shift.company_id);
      await checkRecess(shift, input, null);
      const id = await repository.insertRecess(db, { company_id: shift.company_id, shift_id: shift.id, name: input.name, start_time: input.start_time, end_time: input.end_time, paid: input.paid ? 1 : 0 });
      return toRecess((await repository.findRecess(db, id))!);
    },
    async updateRecess(principal: Principal, id: number, input: z.output<typeof updateRecessInputSchema>): Promise<Recess> {
      const recess = await repository.findRecess(db, id);
      if (!recess || !canSeeCompany(principal, recess.company_id)) throw recessNotFound();
      manage(principal, recess.company_id);
      const shift = (await repository.findShift(db, recess.shift_id))!;
      const times = { start_time: input.start_time ?? recess.start_time, end_time: input.end_time ?? recess.end_time };
      await checkRecess(shift, times, id);
      await repository.updateRecess(db, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...times,
        ...(input.paid !== undefined && { paid: input.paid ? 1 : 0 }),
        updated_at: now().toISOString(),
      });
      return toRecess((await repository.findRecess(db, id))!);
    },
    async deleteRecess(principal: Principal, id: number): Promise<void> {
      const recess = await repository.findRecess(db, id);
      if (!recess || !canSeeCompany(principal, recess.company_id)) throw recessNotFound();
      manage(principal, recess.company_id);
      await repository.deleteRecess(db, id);
    },

    // schedules (non-working periods)
    async listSchedules(principal: Principal, companyId: number): Promise<Schedule[]> {
      assertCompanyVisible(principal, companyId);
      return (await repository.schedulesOfCompany(db, companyId)).map(toSchedule);
    },
    async getSchedule(principal: Principal, id: number): Promise<Schedule> {
      const schedule = await repository.findSchedule(db, id);
      if (!schedule || !canSeeCompany(principal, schedule.company_id)) throw scheduleNotFound();
      return toSchedule(schedule);
    },
    async createSchedule(principal: Principal, companyId: number, input: z.output<typeof createScheduleInputSchema>): Promise<Schedule> {
      manage(principal, companyId);
      if (input.department_id && (await departmentCompanyOf(input.department_id)) !== companyId) {
        throw invalid('validation_failed', 'Ese departamento no es de esta empresa.', { department_id: ['Ese departamento no es de esta empresa.'] });
      }
      const id = await repository.insertSchedule(db, {
        company_id: companyId,
        name: input.name,
        description: input.description ?? null,
        start_date: input.start_date,
        end_date: input.end_date,
        department_id: input.department_id ?? null,
      });
      return toSchedule((await repository.findSchedule(db, id))!);
    },
    async updateSchedule(principal: Principal, id: number, input: z.output<typeof updateScheduleInputSchema>): Promise<Schedule> {
      const schedule = await repository.findSchedule(db, id);
      if (!schedule || !canSeeCompany(principal, schedule.company_id)) throw scheduleNotFound();
      manage(principal, schedule.company_id);
      const start = input.start_date ?? schedule.start_date;
      const end = input.end_date ?? schedule.end_date;
      if (end < start) throw invalid('validation_failed', 'La fecha de fin no puede ser anterior a la de inicio.', { end_date: ['La fecha de fin no puede ser anterior a la de inicio.'] });
      if (input.department_id && (await departmentCompanyOf(input.department_id)) !== schedule.company_id) {
        throw invalid('validation_failed', 'Ese departamento no es de esta empresa.', { department_id: ['Ese departamento no es de esta empresa.'] });
      }
      await repository.updateSchedule(db, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        start_date: start,
        end_date: end,
        ...(input.department_id !== undefined && { department_id: input.department_id ?? null }),
        updated_at: now().toISOString(),
      });
      return toSchedule((await repository.findSchedule(db, id))!);
    },
    async deleteSchedule(principal: Principal, id: number): Promise<void> {
      const schedule = await repository.findSchedule(db, id);
      if (!schedule || !canSeeCompany(principal, schedule.company_id)) throw scheduleNotFound();
      manage(principal, schedule.company_id);
      await repository.deleteSchedule(db, id);
    },

    // assignments
    async addEmployeeShift(principal: Principal, input: z.output<typeof addEmployeeShiftInputSchema>): Promise<EmployeeShift> {
      const employee = await repository.findEmployee(db, input.employee_id);
      if (!employee || !canSeeCompany(principal, employee.company_id)) throw invalid('validation_failed', 'Ese empleado no existe.', { employee_id: ['Ese empleado no existe.'] });
      manage(principal, employee.company_id);
      const shift = await repository.findShift(db, input.shift_id);
      if (!shift || shift.company_id !== employee.company_id) throw invalid('validation_failed', 'Ese turno no es de la empresa del empleado.', { shift_id: ['Ese turno no es de la empresa del empleado.'] });
      const overlapping = (await repository.employeeShifts(db, { companyId: employee.company_id, employeeId: employee.id, from: input.valid_from, to: input.valid_to ?? '9999-12-31' })).find(
        (assignment) => assignment.shift_id === shift.id,
      );
      if (overlapping) throw conflict('conflict', `${fullName(employee)} ya tiene el turno «${shift.name}» en esas fechas (desde ${overlapping.valid_from}).`);
      const id = await repository.insertEmployeeShift(db, { company_id: employee.company_id, employee_id: employee.id, shift_id: shift.id, valid_from: input.valid_from, valid_to: input.valid_to ?? null });
      return toEmployeeShift((await repository.findEmployeeShift(db, id))!, shift);
    },
    async removeEmployeeShift(principal: Principal, id: number): Promise<void> {
      const assignment = await repository.findEmployeeShift(db, id);
      if (!assignment || !canSeeCompany(principal, assignment.company_id)) throw assignmentNotFound();
      manage(principal, assignment.company_id);
      await repository.deleteEmployeeShift(db, id);
    },
    async shiftsOfEmployee(principal: Principal, employeeId: number): Promise<EmployeeShift[]> {
      const employee = await visibleEmployee(principal, employeeId, { ownAllowed: true });
      return employeeShiftsOf(employee.company_id, employee.id);
    },
    async employeeShiftsOfCompany(principal: Principal, companyId: number): Promise<EmployeeShift[]> {
      read(principal, companyId);
      return employeeShiftsOf(companyId);
    },
    async addDepartmentShift(principal: Principal, input: z.output<typeof addDepartmentShiftInputSchema>): Promise<DepartmentShift> {
      const companyId = await departmentCompanyOf(input.department_id);
      if (companyId === null || !canSeeCompany(principal, companyId)) throw invalid('validation_failed', 'Ese departamento no existe.', { department_id: ['Ese departamento no existe.'] });
      manage(principal, companyId);
      const shift = await repository.findShift(db, input.shift_id);
      if (!shift || shift.company_id !== companyId) throw invalid('validation_failed', 'Ese turno no es de la empresa del departamento.', { shift_id: ['Ese turno no es de la empresa del departamento.'] });
      const overlapping = (await repository.departmentShifts(db, { companyId, departmentId: input.department_id, from: input.valid_from, to: input.valid_to ?? '9999-12-31' })).find(
        (assignment) => assignment.shift_id === shift.id,
      );
      if (overlapping) throw conflict('conflict', `El departamento ya tiene el turno «${shift.name}» en esas fechas (desde ${overlapping.valid_from}).`);
      const id = await repository.insertDepartmentShift(db, { company_id: companyId, department_id: input.department_id, shift_id: shift.id, valid_from: input.valid_from, valid_to: input.valid_to ?? null });
      return toDepartmentShift((await repository.findDepartmentShift(db, id))!, shift);
    },
    async removeDepartmentShift(principal: Principal, id: number): Promise<void> {
      const assignment = await repository.findDepartmentShift(db, id);
      if (!assignment || !canSeeCompany(principal, assignment.company_id)) throw assignmentNotFound();
      manage(principal, assignment.company_id);
      await repository.deleteDepartmentShift(db, id);
    },
    async shiftsOfDepartment(principal: Principal, departmentId: number): Promise<DepartmentShift[]> {
      const companyId = await departmentCompanyOf(departmentId);
      if (companyId === null || !canSeeCompany(principal, companyId)) throw notFound('No encontramos ese departamento.');
      return departmentShiftsOf(companyId, departmentId);
    },
    async departmentShiftsOfCompany(principal: Principal, companyId: number): Promise<DepartmentShift[]> {
      read(principal, companyId);
      return departmentShiftsOf(companyId);
    },

    // records
    async listOfCompany(principal: Principal, companyId: number, query: z.output<typeof attendanceListQuerySchema>): Promise<AttendanceRecordList> {
      read(principal, companyId);
      await lazySweep(companyId);
      return listRecords(
        { companyId, employeeIds: query.employee_id ? [query.employee_id] : undefined, departmentId: query.department_id, from: query.from, to: query.to, status: query.status },
        query.page,
        query.per_page,
      );
    },
    async listOfEmployee(principal: Principal, employeeId: number, query: { from?: string; to?: string; page: number; per_page: number }): Promise<AttendanceRecordList> {
      const employee = await visibleEmployee(principal, employeeId, { ownAllowed: true });
      await lazySweep(employee.company_id);
      return listRecords({ companyId: employee.company_id, employeeIds: [employee.id], from: query.from, to: query.to }, query.page, query.per_page);
    },
    async listMine(principal: Principal, query: z.output<typeof myAttendancesQuerySchema>): Promise<AttendanceRecordList> {
      const mine = (await repository.employeesOfUser(db, principal.userId)).filter((employee) => query.company_id === undefined || employee.company_id === query.company_id);
      if (mine.length === 0) return { ...pageFrom([], 0, query.page, 62), totals: { days_worked: 0, worked_minutes: 0, late_count: 0, early_exit_count: 0, absent_count: 0, auto_closed_count: 0 } };
      await lazySweep(mine[0]!.company_id);
      return listRecords({ companyId: mine[0]!.company_id, employeeIds: mine.filter((e) => e.company_id === mine[0]!.company_id).map((e) => e.id), from: query.from, to: query.to }, query.page, 62);
    },
    async getRecord(principal: Principal, id: number): Promise<AttendanceRecord> {
      const row = await repository.findRecord(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw recordNotFound();
      const employee = await repository.findEmployee(db, row.employee_id);
      if (employee?.user_id !== principal.userId) assertCan(principal, 'attendance.read');
      return toRecord(row);
    },
    async createRecord(principal: Principal, input: z.output<typeof createAttendanceInputSchema>): Promise<AttendanceRecord> {
      const employee = await repository.findEmployee(db, input.employee_id);
      if (!employee || !canSeeCompany(principal, employee.company_id)) throw invalid('validation_failed', 'Ese empleado no existe.', { employee_id: ['Ese empleado no existe.'] });
      manage(principal, employee.company_id);
      const checkIn = new Date(input.check_in_at);
      const plan = await loadPlan(employee.company_id, addDays(localDateOf(checkIn), -1), addDays(localDateOf(checkIn), 1));
      let shift = input.shift_id ? plan.shifts.get(input.shift_id) : undefined;
      if (input.shift_id && !shift) throw invalid('validation_failed', 'Ese turno no es de la empresa del empleado.', { shift_id: ['Ese turno no es de la empresa del empleado.'] });
      const found = shift ? null : occurrenceForCheckIn(plan, employee, checkIn, localDateOf(checkIn));
      shift = shift ?? found?.shift;
      const due = shift ? (found ?? occurrence(shift, localDateOf(checkIn))) : null;
      const nowIso = now().toISOString();
      if (due) {
        const existing = await repository.recordOfInstance(db, employee.id, due.shift.id, due.workDate);
        if (existing && existing.status !== 'absent') throw conflict('conflict', `Ya hay un registro de ${fullName(employee)} para el turno «${due.shift.name}» del ${due.workDate}. Edítalo en lugar de crear otro.`);
        if (existing) await repository.deleteRecord(db, existing.id);
      }
      const base = {
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
      };
      const id = await repository.insertRecord(db, base);
      if (input.check_out_at) {
        const row = (await repository.findRecordRow(db, id))!;
        await repository.updateRecord(db, id, closedRecordValues(row, input.check_out_at, plan));
      }
      return recordDetail(id);
    },
    async updateRecord(principal: Principal, id: number, input: z.output<typeof updateAttendanceInputSchema>): Promise<AttendanceRecord> {
      const row = await repository.findRecordRow(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw recordNotFound();
      manage(principal, row.company_id);
      const checkIn = input.check_in_at ?? row.check_in_at;
      const checkOut = input.check_out_at === undefined ? row.check_out_at : input.check_out_at;
      if (checkIn && checkOut && checkOut <= checkIn) throw invalid('validation_failed', 'La salida debe ser posterior a la entrada.', { check_out_at: ['La salida debe ser posterior a la entrada.'] });
      const plan = await loadPlan(row.company_id, row.work_date, row.work_date);
      const shift = row.shift_id !== null ? plan.shifts.get(row.shift_id) : undefined;
      const late = shift && row.scheduled_start && checkIn ? lateMinutes(shift, new Date(row.scheduled_start), new Date(checkIn)) : 0;
      const updated = { ...row, check_in_at: checkIn };
      await repository.updateRecord(db, id, {
        check_in_at: checkIn,
        late_minutes: late,
        missing_check_in: checkIn ? 0 : row.missing_check_in,
        ...(checkOut ? closedRecordValues(updated, checkOut, plan) : { check_out_at: null, status: checkIn ? ('open' as const) : row.status, worked_minutes: null, early_exit_minutes: 0 }),
        // A correction by a person replaces the automatic close.
        auto_closed: 0,
        ...(input.notes !== undefined && { notes: input.notes }),
        source: 'manual',
        updated_at: now().toISOString(),
      });
      return recordDetail(id);
    },
    async deleteRecord(principal: Principal, id: number): Promise<void> {
      const row = await repository.findRecordRow(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw recordNotFound();
      manage(principal, row.company_id);
      await repository.deleteRecord(db, id);
    },

    // status, own shifts, calendar
    async employeeStatus(principal: Principal, companyId: number): Promise<EmployeeStatus[]> {
      read(principal, companyId);
      await lazySweep(companyId);
      return statusOf(companyId);
    },
    async myShifts(principal: Principal): Promise<MyShifts> {
      const mine = await repository.employeesOfUser(db, principal.userId);
      const today = localDateOf(now());
      return Promise.all(
        mine.map(async (employee) => {
          const [own, department, shifts, nonWorking] = await Promise.all([
            repository.employeeShifts(db, { companyId: employee.company_id, employeeId: employee.id, from: today }),
            repository.departmentShifts(db, { companyId: employee.company_id, departmentId: employee.department_id, from: today }),
            repository.shiftsOfCompany(db, employee.company_id),
            repository.schedulesBetween(db, employee.company_id, today, addDays(today, 366)),
          ]);
          const details = new Map((await shiftsWithDetails(shifts)).map((shift) => [shift.id, shift]));
          const assignments = [
            ...own.map((assignment) => ({ source: 'employee' as const, assignment })),
            ...(own.length > 0 ? [] : department.map((assignment) => ({ source: 'department' as const, assignment }))),
          ];
          return {
            employee_id: employee.id,
            company_id: employee.company_id,
            company_name: employee.company_name,
            department_name: employee.department_name,
            shifts: assignments.flatMap(({ source, assignment }) => {
              const shift = details.get(assignment.shift_id);
              return shift ? [{ source, valid_from: assignment.valid_from, valid_to: assignment.valid_to, shift }] : [];
            }),
            non_working: nonWorking.filter((period) => period.department_id === null || period.department_id === employee.department_id).map(toSchedule),
          };
        }),
      );
    },
    async calendar(principal: Principal, companyId: number, query: z.output<typeof calendarQuerySchema>): Promise<CalendarEvent[]> {
      assertCompanyVisible(principal, companyId);
      let employees = await repository.employeesOfCompany(db, companyId, { departmentId: query.department_id, employeeId: query.employee_id });
      const managing = canIn(principal, companyId, 'attendance.read');
      // An employee sees only their own calendar.
      if (!managing) employees = employees.filter((employee) => employee.user_id === principal.userId);
      if (query.employee_id && employees.length === 0) throw employeeNotFound();
      employees = employees.slice(0, 100);
      await lazySweep(companyId);
      const plan = await loadPlan(companyId, addDays(query.from, -1), query.to);
      const records = await repository.recordsOfEmployees(db, companyId, query.from, query.to);
      const ids = new Set(employees.map((employee) => employee.id));
      const events: CalendarEvent[] = [];
      const byDepartment = query.department_id !== undefined && query.employee_id === undefined;
      const seenShift = new Set<string>();
      for (const employee of employees) {
        for (const due of occurrencesBetween(plan, employee, query.from, query.to)) {
          // A department's calendar shows each shift occurrence once, not once per person.
          const key = byDepartment ? `${due.shift.id}:${due.workDate}` : `${employee.id}:${due.shift.id}:${due.workDate}`;
          if (seenShift.has(key)) continue;
          seenShift.add(key);
          const who = byDepartment ? null : employee.id;
          events.push({
            id: `shift-${key}`,
            kind: 'shift',
            title: byDepartment || query.employee_id ? due.shift.name : `${due.shift.name} · ${fullName(employee)}`,
            start: due.start.toISOString(),
            end: due.end.toISOString(),
            all_day: false,
            employee_id: who,
            department_id: employee.department_id,
            shift_id: due.shift.id,
            record_id: null,
            flags: [],
          });
          for (const recess of plan.recesses.get(due.shift.id) ?? []) {
            const { start, end } = recessInstance(due.shift, recess, due.workDate);
            events.push({
              id: `recess-${key}-${recess.start_time}`,
              kind: 'recess',
              title: `Descanso ${recess.start_time}–${recess.end_time}`,
              start: start.toISOString(),
              end: end.toISOString(),
              all_day: false,
              employee_id: who,
              department_id: employee.department_id,
              shift_id: due.shift.id,
              record_id: null,
              flags: recess.paid ? ['paid'] : [],
            });
          }
        }
      }
      const nowIso = now().toISOString();
      for (const record of records) {
        if (!ids.has(record.employee_id)) continue;
        const employee = employees.find((candidate) => candidate.id === record.employee_id)!;
        const flags = [
          ...(record.late_minutes > 0 ? ['late'] : []),
          ...(record.early_exit_minutes > 0 ? ['early_exit'] : []),
          ...(record.auto_closed ? ['auto_closed'] : []),
          ...(record.synced_late ? ['synced_late'] : []),
        ];
        if (record.status === 'absent') {
          events.push({
            id: `absence-${record.id}`,
            kind: 'absence',
            title: `Falta · ${fullName(employee)}`,
            start: record.scheduled_start ?? `${record.work_date}T12:00:00.000Z`,
            end: record.scheduled_end ?? `${record.work_date}T13:00:00.000Z`,
            all_day: false,
            employee_id: record.employee_id,
            department_id: employee.department_id,
            shift_id: record.shift_id,
            record_id: record.id,
            flags,
          });
          continue;
        }
        const start = record.check_in_at ?? record.check_out_at!;
        events.push({
          id: `attendance-${record.id}`,
          kind: 'attendance',
          title: `${record.status === 'open' ? 'En turno' : 'Asistencia'} · ${fullName(employee)}`,
          start,
          end: record.check_out_at ?? (nowIso > start ? nowIso : start),
          all_day: false,
          employee_id: record.employee_id,
          department_id: employee.department_id,
          shift_id: record.shift_id,
          record_id: record.id,
          flags,
        });
      }
      for (const period of plan.nonWorking) {
        if (query.department_id !== undefined && period.department_id !== null && period.department_id !== query.department_id) continue;
        events.push({
          id: `non-working-${period.id}`,
          kind: 'non_working',
          title: period.name,
          start: period.start_date,
          end: addDays(period.end_date, 1),
          all_day: true,
          employee_id: null,
          department_id: period.department_id,
          shift_id: null,
          record_id: null,
          flags: [],
        });
      }
      return events;
    },

    // searches
    async search(principal: Principal, kind: string, query: z.output<typeof attendanceSearchQuerySchema>) {
      read(principal, query.company_id);
      const words = queryWords(query.q);
      const page = <T>(items: T[]) => pageFrom(items.slice((query.page - 1) * SEARCH_PER_PAGE, query.page * SEARCH_PER_PAGE), items.length, query.page, SEARCH_PER_PAGE);
      switch (kind) {
        case 'shifts':
          return page((await shiftsWithDetails(await repository.shiftsOfCompany(db, query.company_id))).filter((shift) => matches(shift.name, words)));
        case 'recesses':
          return page((await repository.recessesOfCompany(db, query.company_id)).map(toRecess).filter((recess) => matches(`${recess.name} ${recess.shift_name}`, words)));
        case 'schedules':
          return page(
            (await repository.schedulesOfCompany(db, query.company_id))
              .map(toSchedule)
              .filter((schedule) => matches(`${schedule.name} ${schedule.description ?? ''} ${schedule.department_name ?? ''}`, words))
              .filter((schedule) => (!query.from || schedule.end_date >= query.from) && (!query.to || schedule.start_date <= query.to)),
          );
        case 'employee-shifts':
          return page((await employeeShiftsOf(query.company_id)).filter((assignment) => matches(`${assignment.employee.full_name} ${assignment.shift.name}`, words)));
        case 'department-shifts':
          return page((await departmentShiftsOf(query.company_id)).filter((assignment) => matches(`${assignment.department.name} ${assignment.shift.name}`, words)));
        default: {
          await lazySweep(query.company_id);
          const { totals: _totals, ...result } = await listRecords({ companyId: query.company_id, from: query.from, to: query.to, q: words }, query.page, SEARCH_PER_PAGE);
          return result;
        }
      }
    },

    /** For the clock service: emit a punch's effect to the company's attendance managers. */
    emitPunch(event: AttendancePunchEvent) {
      realtime.emitToRoom(companyAttendanceRoom(event.company_id), 'attendance.punch', event);
    },
  };
}

/**
 * Runs the time-driven rules (absences, forgotten check-outs) for every company with shifts once
 * a minute, so the status board is right even when nobody reads it. Reads also sweep lazily.
 */
export function startAttendanceSweeper(app: FastifyInstance, attendance: AttendanceService, everyMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        for (const companyId of await attendance.companiesToSweep()) await attendance.sweep(companyId);
      } catch (error) {
        app.log.error({ err: error }, 'falló el barrido de asistencia');
      } finally {
        running = false;
      }
    })();
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
