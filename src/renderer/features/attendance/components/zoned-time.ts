import { BUSINESS_TIME_ZONE } from '../../../../shared/business-time';

/**
 * Dates and times of the attendance screens, always in the company's zone (America/Mexico_City)
 * whatever the zone of the computer showing them: a manager travelling sees the same hours as the
 * wall clock. Instants on the wire are UTC; dates (`work_date`, `from`, `to`) are plain days.
 */

const parts = (date: Date, zone: string) => {
  const fields = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => fields.find((field) => field.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
};

/** The wall time of an instant in the zone, ISO without offset: `2026-11-23T08:05:00`. */
export function toZonedWallIso(instant: Date | string, zone = BUSINESS_TIME_ZONE): string {
  const p = parts(typeof instant === 'string' ? new Date(instant) : instant, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** Today's date in the zone, `YYYY-MM-DD`. */
export function todayInZone(now: Date = new Date(), zone = BUSINESS_TIME_ZONE): string {
  return toZonedWallIso(now, zone).slice(0, 10);
}

/** `YYYY-MM-DD` plus some days (calendar arithmetic on the plain date, no zone involved). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** First day of the month of a `YYYY-MM-DD`. */
export const startOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The UTC instant of a wall time in the zone (`2026-11-23`, `08:00` → `2026-11-23T14:00:00.000Z`).
 * The zone's offset is read for that very moment, so a change of offset is respected.
 */
export function zonedWallTimeToUtc(date: string, time: string, zone = BUSINESS_TIME_ZONE): string {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  // First guess: the offset at the wall time read as UTC; then correct once with the offset there.
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const seen = Date.parse(`${toZonedWallIso(new Date(guess), zone)}Z`);
    guess += wall - seen;
  }
  return new Date(guess).toISOString();
}

/** `datetime-local` input value (`2026-11-23T08:00`) of an instant, in the zone. */
export const toDateTimeInput = (instant: string | null) => (instant ? toZonedWallIso(instant).slice(0, 16) : '');

/** An instant from a `datetime-local` input read in the zone; null when blank. */
export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return zonedWallTimeToUtc(date, time.slice(0, 5));
}

const dateFormat = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A plain date (`2026-11-23`) as "lun, 23 nov 2026". */
export const formatDay = (date: string) => dateFormat.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
/** A plain date as "23 de noviembre de 2026". */
export const formatLongDay = (date: string) => longDateFormat.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
/** An instant's time of day in the company's zone, "08:05"; a dash when absent. */
export const formatTime = (instant: string | null) => (instant ? timeFormat.format(new Date(instant)) : '—');
/** An instant as "23 nov, 08:05" in the company's zone. */
export const formatDateTime = (instant: string | null) => (instant ? dateTimeFormat.format(new Date(instant)) : '—');

/** 450 → "7 h 30 min"; 0 → "0 min"; null → "—". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const sign = minutes < 0 ? '-' : '';
  const value = Math.abs(minutes);
  const hours = Math.floor(value / 60);
  const rest = value % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}
