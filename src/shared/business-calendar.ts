import { zonedInstant } from './business-time';

/**
 * A company's business hours and holidays, in Mexico City wall time, and the business-time
 * arithmetic SLA clocks count with. A weekday missing from `weekly` (or with an empty list) is
 * closed; `end: '24:00'` runs to the next midnight. Holidays are business dates (`YYYY-MM-DD`).
 * Treat a calendar as immutable once passed in: its compiled form is cached per object, so pass
 * the same object for every ticket of a company (the SLA sweep does thousands of calls per calendar).
 */
export interface BusinessCalendar {
  /** 0 = Sunday … 6 = Saturday, as `Date.getDay()`. */
  weekly: { readonly [weekday: number]: readonly BusinessInterval[] | undefined };
  holidays: readonly string[];
}
export interface BusinessInterval {
  start: string;
  end: string;
}

/** Every hour of every day: business time equals wall time. */
export const ALWAYS_OPEN_CALENDAR: BusinessCalendar = {
  weekly: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, [{ start: '00:00', end: '24:00' }]])),
  holidays: [],
};

const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;

/** Minutes since midnight of "HH:MM", or null; '24:00' only where `endOfDay` allows it. */
function minutesOf(value: string, endOfDay: boolean): number | null {
  if (endOfDay && value === '24:00') return DAY_MINUTES;
  const match = TIME_OF_DAY.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a calendar, as Spanish sentences for the person editing it (empty when it is
 * valid): times HH:MM, each interval starts before it ends, intervals of a day in order and not
 * overlapping (touching is fine), real holiday dates, and some business time in the week — a
 * calendar without any would make every SLA target unreachable.
 */
export function businessCalendarProblems(calendar: BusinessCalendar): string[] {
  const problems: string[] = [];
  let weekMinutes = 0;
  for (const key of Object.keys(calendar.weekly)) {
    if (!/^[0-6]$/.test(key)) problems.push(`El día «${key}» no existe: los días van de 0 (domingo) a 6 (sábado).`);
  }
  for (let day = 0; day < 7; day++) {
    let previousEnd = 0;
    for (const [index, interval] of (calendar.weekly[day] ?? []).entries()) {
      const label = `El horario del ${WEEKDAY_NAMES[day]} (intervalo ${index + 1})`;
      const start = minutesOf(interval.start, false);
      const end = minutesOf(interval.end, true);
      if (start === null || end === null) {
        problems.push(`${label} debe tener horas con el formato HH:MM (24 horas; «24:00» solo como fin).`);
        continue;
      }
      if (start >= end) problems.push(`${label} debe terminar después de empezar.`);
      else if (start < previousEnd) problems.push(`${label} empieza antes de que termine el anterior: ordénelos sin que se encimen.`);
      else weekMinutes += end - start;
      previousEnd = Math.max(previousEnd, end);
    }
  }
  for (const holiday of calendar.holidays) {
    if (!isRealDate(holiday)) problems.push(`El día feriado «${holiday}» debe ser una fecha con el formato AAAA-MM-DD.`);
  }
  if (problems.length === 0 && weekMinutes === 0) problems.push('El calendario necesita al menos un horario laboral en la semana.');
  return problems;
}

interface CompiledCalendar {
  /** Per weekday, [start, end) in minutes since midnight. */
  weekly: Array<Array<readonly [number, number]>>;
  /** Business ms of each weekday and of a whole week, at a constant zone offset. */
  weekdayMs: number[];
  weekMs: number;
  /** Holidays as day numbers (days since 1970-01-01). */
  holidays: Set<number>;
}

const compiledCalendars = new WeakMap<BusinessCalendar, CompiledCalendar>();

function compile(calendar: BusinessCalendar): CompiledCalendar {
  const cached = compiledCalendars.get(calendar);
  if (cached) return cached;
  const problems = businessCalendarProblems(calendar);
  // Contracts validate calendars on the way in; one that reaches here broken is a bug, not a 4xx.
  if (problems.length > 0) throw new RangeError(`Invalid business calendar: ${problems.join(' ')}`);
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((day) =>
    (calendar.weekly[day] ?? []).map((interval) => [minutesOf(interval.start, false)!, minutesOf(interval.end, true)!] as const),
  );
  const weekdayMs = weekly.map((intervals) => intervals.reduce((sum, [start, end]) => sum + (end - start) * MINUTE_MS, 0));
  const compiled: CompiledCalendar = {
    weekly,
    weekdayMs,
    weekMs: weekdayMs.reduce((sum, ms) => sum + ms, 0),
    holidays: new Set(calendar.holidays.map(dayNumberOf)),
  };
  compiledCalendars.set(calendar, compiled);
  return compiled;
}

function dayNumberOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * Midnights in Mexico City by day number, memoised: Intl is the slow part of every computation and
 * the sweep asks about the same few hundred days over and over. Bounded so a long-running server
 * does not keep every day it ever saw.
 */
const midnights = new Map<number, number>();
const MIDNIGHT_CACHE_LIMIT = 20_000;

function midnightOf(day: number): number {
  let instant = midnights.get(day);
  if (instant === undefined) {
    if (midnights.size >= MIDNIGHT_CACHE_LIMIT) midnights.clear();
    instant = zonedInstant(dateOfDayNumber(day), '00:00').getTime();
    midnights.set(day, instant);
  }
  return instant;
}

/** The business day (as a day number) an instant falls on. */
function dayOfInstant(instant: number): number {
  let day = Math.floor(instant / DAY_MS);
  while (midnightOf(day) > instant) day--;
  while (midnightOf(day + 1) <= instant) day++;
  return day;
}

/** A day whose offset does not change (every day since Mexico City dropped DST in 2022). */
function hasConstantOffset(firstDay: number, days: number): boolean {
  return midnightOf(firstDay + days) - midnightOf(firstDay) === days * DAY_MS;
}

/** The business intervals of one day as instants (ms since the epoch). */
function dayIntervals(calendar: CompiledCalendar, day: number): Array<readonly [number, number]> {
  const template = calendar.weekly[weekdayOf(day)]!;
  if (template.length === 0 || calendar.holidays.has(day)) return [];
  const midnight = midnightOf(day);
  if (hasConstantOffset(day, 1)) return template.map(([start, end]) => [midnight + start * MINUTE_MS, midnight + end * MINUTE_MS] as const);
  // A day the zone changed offset (Mexico City until 2022): read each boundary through the zone.
  const date = dateOfDayNumber(day);
  const instantOf = (minutes: number) =>
    minutes === DAY_MINUTES ? midnightOf(day + 1) : zonedInstant(date, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`).getTime();
  return template.map(([start, end]) => {
    const from = instantOf(start);
    // A boundary in the skipped spring hour can land after the next one; such an interval is empty.
    return [from, Math.max(from, instantOf(end))] as const;
  });
}

/**
 * Business ms of the seven days from `firstDay`, by arithmetic, or null when the zone changes its
 * offset inside them (then the caller steps those days one by one). Any seven consecutive days
 * hold each weekday once, so the week need not start on a Sunday.
 */
function wholeWeekMs(calendar: CompiledCalendar, firstDay: number): number | null {
  if (!hasConstantOffset(firstDay, 7)) return null;
  let ms = calendar.weekMs;
  if (calendar.holidays.size > 0) {
    for (let day = firstDay; day < firstDay + 7; day++) if (calendar.holidays.has(day)) ms -= calendar.weekdayMs[weekdayOf(day)]!;
  }
  return ms;
}

function overlapMs(intervals: Array<readonly [number, number]>, from: number, to: number): number {
  let ms = 0;
  for (const [start, end] of intervals) ms += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return ms;
}

export function toInstantMs(value: Date | string | number): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(value)}`);
  return ms;
}

/**
 * Business time between two instants, in ms. Antisymmetric: `to` before `from` gives the negative
 * of the reverse range, which keeps it additive over any split point. Whole weeks in the middle are
 * added arithmetically, so a range of months costs a few dozen steps.
 */
export function businessMsBetween(calendar: BusinessCalendar, from: Date | string | number, to: Date | string | number): number {
  const start = toInstantMs(from);
  const end = toInstantMs(to);
  // `0 -`, not unary minus: an empty reverse range is 0, not -0.
  if (end < start) return 0 - businessMsBetween(calendar, end, start);
  const compiled = compile(calendar);
  const firstDay = dayOfInstant(start);
  const lastDay = dayOfInstant(end);
  let total = overlapMs(dayIntervals(compiled, firstDay), start, end);
  if (firstDay === lastDay) return total;
  let day = firstDay + 1;
  while (day < lastDay) {
    const week = lastDay - day >= 7 ? wholeWeekMs(compiled, day) : null;
    if (week !== null) {
      total += week;
      day += 7;
    } else {
      total += overlapMs(dayIntervals(compiled, day), -Infinity, Infinity);
      day += 1;
    }
  }
  return total + overlapMs(dayIntervals(compiled, lastDay), start, end);
}

/**
 * The earliest instant at which `ms` of business time has elapsed since `from` (the inverse of
 * `businessMsBetween`): a target reached exactly at 18:00 is reached at 18:00, not at the next
 * opening. `ms` = 0 answers `from` itself. Validated calendars always have business time in the
 * week, so this always ends.
 */
export function addBusinessMs(calendar: BusinessCalendar, from: Date | string | number, ms: number): Date {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Business time to add must be a finite, non-negative number of ms, got ${ms}`);
  const start = toInstantMs(from);
  const compiled = compile(calendar);
  if (ms === 0) return new Date(start);
  let remaining = ms;
  let day = dayOfInstant(start);
  for (const [intervalStart, intervalEnd] of dayIntervals(compiled, day)) {
    const available = intervalEnd - Math.max(intervalStart, start);
    if (available <= 0) continue;
    if (remaining <= available) return new Date(Math.max(intervalStart, start) + remaining);
    remaining -= available;
  }
  day += 1;
  for (;;) {
    // Skip a week only when the answer lies beyond it: landing exactly on its total belongs to its last interval.
    const week = wholeWeekMs(compiled, day);
    if (week !== null && week < remaining) {
      remaining -= week;
      day += 7;
      continue;
    }
    for (const [intervalStart, intervalEnd] of dayIntervals(compiled, day)) {
      const available = intervalEnd - intervalStart;
      if (remaining <= available) return new Date(intervalStart + remaining);
      remaining -= available;
    }
    day += 1;
  }
}
