import fc from 'fast-check';
import type { BusinessCalendar, BusinessInterval } from '../../src/shared/business-calendar';

/**
 * A brute-force reading of business time for the property tests: one minute at a time, through
 * Intl directly (not through business-time.ts), so the engine is checked against something that
 * shares none of its arithmetic.
 */
const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const MINUTE = 60_000;

export function isBusinessMinute(calendar: BusinessCalendar, instant: number): boolean {
  const parts: Record<string, string> = {};
  for (const part of wall.formatToParts(new Date(instant))) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (calendar.holidays.includes(date)) return false;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (calendar.weekly[weekday] ?? []).some((interval) => toMinutes(interval.start) <= minutes && minutes < toMinutes(interval.end));
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Business ms between two minute-aligned instants, one minute at a time. */
export function bruteForceBusinessMs(calendar: BusinessCalendar, from: number, to: number, counts: (minute: number) => boolean = () => true): number {
  let ms = 0;
  for (let minute = from; minute < to; minute += MINUTE) if (counts(minute) && isBusinessMinute(calendar, minute)) ms += MINUTE;
  return ms;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Quarter-hour boundaries, never strictly between 01:00 and 03:00: the wall times Mexico City
 * skipped or repeated on its DST days (until 2022) have no single instant, and a boundary there
 * means something different to a minute-by-minute reading.
 */
const BOUNDARIES = Array.from({ length: 97 }, (_, index) => index * 15).filter((minutes) => minutes <= 60 || minutes >= 180);

const dayArbitrary: fc.Arbitrary<BusinessInterval[]> = fc
  .uniqueArray(fc.constantFrom(...BOUNDARIES), { minLength: 0, maxLength: 6 })
  .map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const intervals: BusinessInterval[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2) intervals.push({ start: hhmm(sorted[index]!), end: sorted[index + 1] === 1440 ? '24:00' : hhmm(sorted[index + 1]!) });
    return intervals;
  });

/** Random valid calendars (some business time in the week), holidays drawn from `holidayPool`. */
export function calendarArbitrary(holidayPool: string[]): fc.Arbitrary<BusinessCalendar> {
  return fc
    .record({
      weekly: fc.array(dayArbitrary, { minLength: 7, maxLength: 7 }),
      holidays: fc.subarray(holidayPool),
    })
    .filter(({ weekly }) => weekly.some((intervals) => intervals.length > 0))
    .map(({ weekly, holidays }) => ({ weekly: Object.fromEntries(weekly.map((intervals, day) => [day, intervals])), holidays }));
}

/** Mexico City's last DST changes (2021–2022) and ordinary days on either side of them. */
export const ANCHORS = ['2021-04-03', '2021-10-30', '2022-04-02', '2022-10-29', '2023-06-15', '2026-11-26', '2027-02-27'].map((date) =>
  Date.parse(`${date}T06:00:00Z`),
);

/** The business dates around an anchor, so random holidays actually fall inside the ranges. */
export function datesAround(anchor: number, before: number, after: number): string[] {
  return Array.from({ length: before + after + 1 }, (_, index) => new Date(anchor + (index - before) * 86_400_000).toISOString().slice(0, 10));
}
