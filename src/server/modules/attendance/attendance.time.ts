import { addDays, businessDateOf, zonedInstant } from '../../../shared/business-time';
import { crossesMidnight, minutesOfDay } from '../../../shared/contracts/attendance-time';

/**
 * Wall-clock arithmetic in the company's zone. Shifts are written as local times ("07:00");
 * punches arrive as UTC instants. Intl answers the zone's offset at any instant, so a future
 * return of daylight saving time in Mexico would still come out right.
 */

// The zone arithmetic itself lives with the business zone (shared/business-time.ts): the clock's
// rules here and the day filters elsewhere read it from one place.
export { addDays, zonedInstant } from '../../../shared/business-time';

/** The local calendar date (YYYY-MM-DD) of an instant. */
export const localDateOf = businessDateOf;

/** 0 = domingo … 6 = sábado. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function minutesBetween(from: Date | string, to: Date | string): number {
  return Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}

export interface ShiftTimes {
  start_time: string;
  end_time: string;
}

/** Where one day's occurrence of a shift starts and ends (a night shift ends the next day). */
export function shiftInstance(shift: ShiftTimes, workDate: string): { start: Date; end: Date } {
  const start = zonedInstant(workDate, shift.start_time);
  const end = zonedInstant(crossesMidnight(shift.start_time, shift.end_time) ? addDays(workDate, 1) : workDate, shift.end_time);
  return { start, end };
}

/** A recess of a shift on one work date: after midnight in a night shift it falls the next day. */
export function recessInstance(shift: ShiftTimes, recess: ShiftTimes, workDate: string): { start: Date; end: Date } {
  const startsNextDay = crossesMidnight(shift.start_time, shift.end_time) && minutesOfDay(recess.start_time) < minutesOfDay(shift.start_time);
  const startDate = startsNextDay ? addDays(workDate, 1) : workDate;
  const start = zonedInstant(startDate, recess.start_time);
  const endDate = minutesOfDay(recess.end_time) <= minutesOfDay(recess.start_time) ? addDays(startDate, 1) : startDate;
  return { start, end: zonedInstant(endDate, recess.end_time) };
}
