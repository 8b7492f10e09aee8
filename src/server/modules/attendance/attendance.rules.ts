import { shiftLengthMinutes } from '../../../shared/contracts/attendance-time';
import { addDays, minutesBetween, shiftInstance, weekdayOf } from './attendance.time';

/**
 * The attendance rules as plain functions over a company's plan (shifts, assignments,
 * non-working periods). The service loads the plan once per request or sweep and asks these.
 * The rules themselves are described in src/shared/contracts/attendance.ts.
 */

export interface PlanShift {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  /** Weekday digits, "12345". */
  days: string;
  entry_window_minutes: number;
  exit_window_minutes: number;
  late_grace_minutes: number;
  early_exit_grace_minutes: number;
}

export interface PlanRecess {
  shift_id: number;
  start_time: string;
  end_time: string;
  paid: number;
}

export interface PlanAssignment {
  shift_id: number;
  valid_from: string;
  valid_to: string | null;
  /** When the assignment was made: a shift assigned after it began that day is not owed. */
  created_at?: string;
}

export interface PlanNonWorking {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  department_id: number | null;
}

export interface Plan {
  shifts: Map<number, PlanShift>;
  recesses: Map<number, PlanRecess[]>;
  byEmployee: Map<number, PlanAssignment[]>;
  byDepartment: Map<number, PlanAssignment[]>;
  nonWorking: PlanNonWorking[];
}

export interface PlanEmployee {
  id: number;
  department_id: number;
}

export interface ShiftOccurrence {
  shift: PlanShift;
  workDate: string;
  start: Date;
  end: Date;
  /** The end of the entry window: no check-in by then is an absence. */
  entryCloses: Date;
  /** The end of the exit window: an open record is closed automatically then. */
  exitCloses: Date;
}

const validOn = (assignment: PlanAssignment, date: string) => assignment.valid_from <= date && (assignment.valid_to === null || assignment.valid_to >= date);

export function isNonWorking(plan: Plan, employee: PlanEmployee, date: string): boolean {
  return plan.nonWorking.some((period) => period.start_date <= date && period.end_date >= date && (period.department_id === null || period.department_id === employee.department_id));
}

/**
 * The shifts an employee works on a date: their own assignments valid that day; when they have
 * none of their own, their department's. A shift counts only on its weekdays, and nothing counts
 * on a non-working day.
 */
export function shiftsOn(plan: Plan, employee: PlanEmployee, date: string): PlanShift[] {
  if (isNonWorking(plan, employee, date)) return [];
  const chosen = assignmentsOn(plan, employee, date);
  const weekday = String(weekdayOf(date));
  const shifts = new Map<number, PlanShift>();
  for (const assignment of chosen) {
    const shift = plan.shifts.get(assignment.shift_id);
    if (shift && shift.days.includes(weekday)) shifts.set(shift.id, shift);
  }
  return [...shifts.values()];
}

/** The assignments that decide an employee's shifts on a date: their own, or else their department's. */
function assignmentsOn(plan: Plan, employee: PlanEmployee, date: string): PlanAssignment[] {
  const own = (plan.byEmployee.get(employee.id) ?? []).filter((assignment) => validOn(assignment, date));
  return own.length > 0 ? own : (plan.byDepartment.get(employee.department_id) ?? []).filter((assignment) => validOn(assignment, date));
}

/**
 * When the employee was first given this shift for that date (the earliest assignment that gives
 * it), or null when the plan does not say. An occurrence that began before then is not owed.
 */
export function assignedAt(plan: Plan, employee: PlanEmployee, date: string, shiftId: number): Date | null {
  const times = assignmentsOn(plan, employee, date)
    .filter((assignment) => assignment.shift_id === shiftId && assignment.created_at)
    .map((assignment) => new Date(assignment.created_at!).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export function occurrence(shift: PlanShift, workDate: string): ShiftOccurrence {
  const { start, end } = shiftInstance(shift, workDate);
  return {
    shift,
    workDate,
    start,
    end,
    entryCloses: new Date(start.getTime() + shift.entry_window_minutes * 60_000),
    exitCloses: new Date(end.getTime() + shift.exit_window_minutes * 60_000),
  };
}

/** Every occurrence of the employee's shifts whose work date is in [from, to]. */
export function occurrencesBetween(plan: Plan, employee: PlanEmployee, from: string, to: string): ShiftOccurrence[] {
  const result: ShiftOccurrence[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const shift of shiftsOn(plan, employee, date)) result.push(occurrence(shift, date));
  }
  return result;
}

/**
 * The occurrence a check-in at `at` belongs to: its entry window opens `entry_window_minutes`
 * before the start and a (late) check-in still counts until the shift ends. Night shifts of the
 * previous day are considered. The nearest start wins.
 */
export function occurrenceForCheckIn(plan: Plan, employee: PlanEmployee, at: Date, localDate: string): ShiftOccurrence | null {
  let best: ShiftOccurrence | null = null;
  for (const candidate of occurrencesBetween(plan, employee, addDays(localDate, -1), addDays(localDate, 1))) {
    const opens = candidate.start.getTime() - candidate.shift.entry_window_minutes * 60_000;
    if (at.getTime() < opens || at.getTime() > candidate.end.getTime()) continue;
    if (!best || Math.abs(candidate.start.getTime() - at.getTime()) < Math.abs(best.start.getTime() - at.getTime())) best = candidate;
  }
  return best;
}

/**
 * The clock's stricter reading: the occurrence whose entry window (start ± entry_window_minutes)
 * contains `at`, nearest start first. A tap at 16:33 is not the entry of the 09:00 shift; past
 * the window the occurrence is already an absence and the tap is kept for review instead.
 */
export function occurrenceInEntryWindow(plan: Plan, employee: PlanEmployee, at: Date, localDate: string): ShiftOccurrence | null {
  let best: ShiftOccurrence | null = null;
  for (const candidate of occurrencesBetween(plan, employee, addDays(localDate, -1), addDays(localDate, 1))) {
    if (Math.abs(at.getTime() - candidate.start.getTime()) > candidate.shift.entry_window_minutes * 60_000) continue;
    if (!best || Math.abs(candidate.start.getTime() - at.getTime()) < Math.abs(best.start.getTime() - at.getTime())) best = candidate;
  }
  return best;
}

/** Whether the employee works shifts at all on a date (assignments of their own or their department's, any weekday). */
export function hasShiftsOn(plan: Plan, employee: PlanEmployee, date: string): boolean {
  return assignmentsOn(plan, employee, date).length > 0;
}

/** The occurrence whose working time or exit window contains `at` (a check-out without a check-in). */
export function occurrenceForCheckOut(plan: Plan, employee: PlanEmployee, at: Date, localDate: string): ShiftOccurrence | null {
  for (const candidate of occurrencesBetween(plan, employee, addDays(localDate, -1), localDate)) {
    if (at >= candidate.start && at <= candidate.exitCloses) return candidate;
  }
  return null;
}

/** Minutes late, or 0 within the grace period. */
export function lateMinutes(shift: PlanShift, start: Date, checkIn: Date): number {
  const late = minutesBetween(start, checkIn);
  return late > shift.late_grace_minutes ? late : 0;
}

/** Minutes left early, or 0 within the grace period. */
export function earlyExitMinutes(shift: PlanShift, end: Date, checkOut: Date): number {
  const early = minutesBetween(checkOut, end);
  return early > shift.early_exit_grace_minutes ? early : 0;
}

export interface RecessPeriod {
  start_at: string;
  end_at: string | null;
}

export function recessMinutesOf(periods: RecessPeriod[]): number {
  return periods.reduce((total, period) => total + (period.end_at ? Math.max(0, minutesBetween(period.start_at, period.end_at)) : 0), 0);
}

/** Paid recess time a shift allows (breaks taken up to this length count as worked). */
export function paidRecessAllowance(plan: Plan, shiftId: number | null): number {
  if (shiftId === null) return 0;
  return (plan.recesses.get(shiftId) ?? [])
    .filter((recess) => recess.paid)
    .reduce((total, recess) => total + Math.min(shiftLengthMinutes(recess.start_time, recess.end_time), 24 * 60), 0);
}

/** Time between check-in and check-out, minus recess time beyond what the shift pays. */
export function workedMinutes(checkIn: string | null, checkOut: string | null, recessMinutes: number, paidAllowance: number): number | null {
  if (!checkIn || !checkOut) return null;
  const total = Math.max(0, minutesBetween(checkIn, checkOut));
  return Math.max(0, total - Math.max(0, recessMinutes - paidAllowance));
}
