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
