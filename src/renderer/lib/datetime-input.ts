/**
 * `<input type="datetime-local">` speaks wall time without a zone ("2026-11-23T10:30"); the API
 * speaks ISO 8601 instants. The screens show times in the terminal's zone (Mexico City) whatever
 * the computer's zone, so the fields read and write that zone too.
 */

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
import { BUSINESS_TIME_ZONE } from '../../shared/business-time';

function wallParts(date: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** Milliseconds the zone's wall clock is ahead of UTC at this instant (negative in Mexico). */
function zoneOffset(ms: number): number {
  const wall = wallParts(new Date(ms));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(ms / 60_000) * 60_000;
}

export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallParts(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Blank or malformed stays null (clears the field); anything else becomes an ISO instant. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant, checked again at the result (a zone that changes offset).
  let instant = asUtc - zoneOffset(asUtc);
  instant = asUtc - zoneOffset(instant);
  return new Date(instant).toISOString();
}
