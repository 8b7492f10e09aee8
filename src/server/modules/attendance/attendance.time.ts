import { BUSINESS_TIME_ZONE, businessDateOf } from '../../../shared/business-time';
import { crossesMidnight, minutesOfDay } from '../../../shared/contracts/attendance-time';

/**
 * Wall-clock arithmetic in the company's zone. Shifts are written as local times ("07:00");
 * punches arrive as UTC instants. Intl answers the zone's offset at any instant, so a future
 * return of daylight saving time in Mexico would still come out right.
 */

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function zoneParts(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Minutes to add to UTC to get the zone's wall clock at that instant (-360 for UTC-6). */
export function zoneOffsetMinutes(instant: Date): number {
  const p = zoneParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local date and time of day. */
export function zonedInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffsetMinutes(new Date(wall)) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first)) * 60_000;
  return new Date(second);
}

/** The local calendar date (YYYY-MM-DD) of an instant. */
export const localDateOf = businessDateOf;

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

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
