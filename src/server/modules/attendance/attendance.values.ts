import { crossesMidnight } from '../../../shared/contracts/attendance-time';
import type { Recess, Shift } from '../../../shared/contracts/attendance-shifts';
import type { Schedule } from '../../../shared/contracts/attendance-schedules';
import type { DepartmentShift, EmployeeShift } from '../../../shared/contracts/attendance-assignments';
import type { AttendanceRecord, EmployeePresence, EmployeeStatus } from '../../../shared/contracts/attendance-records';
import type { DepartmentShiftRow, EmployeeShiftRow } from './attendance-assignments.repository';
import type { AttendanceEmployeeRow, RecordRow, RecordWithEmployeeRow } from './attendance-records.repository';
import type { ScheduleRow } from './attendance-schedules.repository';
import type { RecessRow, ShiftRow } from './attendance-shifts.repository';
import { type Plan, type RecessPeriod, earlyExitMinutes, occurrence, recessMinutesOf, shiftsOn, workedMinutes } from './attendance.rules';

/** Rows as the contracts show them, and the record arithmetic both the records and the clock use. */

/** "Name Surname Lastname", the parts an employee has. */
export const fullName = (row: { name: string; surname: string | null; lastname: string | null }) => [row.name, row.surname, row.lastname].filter(Boolean).join(' ');
const bool = (value: number | boolean) => value === true || value === 1;

export function toShift(row: ShiftRow, recesses: Recess[], counts: { employees: number; departments: number }): Shift {
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

export function toRecess(row: RecessRow): Recess {
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

export function toSchedule(row: ScheduleRow): Schedule {
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

function shiftSummary(shift: ShiftRow) {
  return { id: shift.id, name: shift.name, start_time: shift.start_time, end_time: shift.end_time, days: [...shift.days].map(Number), color: shift.color };
}

export function toRecord(row: RecordWithEmployeeRow): AttendanceRecord {
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
    needs_review: bool(row.needs_review),
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
export function closedRecordValues(record: RecordRow, checkOut: string, plan: Plan) {
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

function presenceOf(record: RecordRow | undefined): { status: EmployeePresence; since: string | null } {
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
export function statusesFrom(employees: AttendanceEmployeeRow[], records: RecordRow[], plan: Plan, today: string): EmployeeStatus[] {
  const current = new Map<number, RecordRow>();
  const rank = (record: RecordRow) => `${record.status === 'open' ? 1 : 0}|${record.work_date}|${String(record.id).padStart(12, '0')}`;
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

export function toEmployeeShift(row: EmployeeShiftRow, shift: ShiftRow): EmployeeShift {
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

export function toDepartmentShift(row: DepartmentShiftRow, shift: ShiftRow): DepartmentShift {
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
