/**
 * The one zone the business runs in — Mexico City, where the terminals, the offices and the wall
 * clocks are — and the formatters every runtime reads dates and times with. Screens, reports,
 * notices and the attendance rules all say "today" and "16:33" in this zone, whatever the zone of
 * the server or of the computer showing them. Instants on the wire stay UTC.
 */
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const shortDateTimeFormatter = new Intl.DateTimeFormat('es-MX', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day of an instant in Mexico City, `YYYY-MM-DD`. */
export function businessDateOf(instant: Date | string | number): string {
  return dayFormatter.format(new Date(instant));
}

/** The wall time of an instant in Mexico City, "16:33". */
export function businessTimeOf(instant: Date | string | number): string {
  return timeFormatter.format(new Date(instant));
}

/** Compact day and time in Mexico City, "22 nov, 23:05". */
export function businessShortDateTimeOf(instant: Date | string | number): string {
  return shortDateTimeFormatter.format(new Date(instant));
}

const wallFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Minutes to add to UTC to get the zone's wall clock at that instant (-360 for UTC-6). Intl
 * answers the offset at any instant, so a return of daylight saving time would still come out right.
 */
function zoneOffsetMinutes(instant: Date): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a business date and wall time of day ("07:00"). */
export function zonedInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Twice: the offset at the wall time read as UTC may differ from the offset at the true instant (a DST change).
  const first = wall - zoneOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(first)) * 60_000);
}

/** `YYYY-MM-DD` plus or minus whole days. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * The instants a business day (`YYYY-MM-DD`) runs between: from its midnight in Mexico City to the
 * next day's, as UTC ISO strings. For "on this day" filters over instants.
 */
export function businessDayRange(date: string): { from: string; to: string } {
  return { from: zonedInstant(date, '00:00').toISOString(), to: zonedInstant(addDays(date, 1), '00:00').toISOString() };
}
