import type { CalendarEvent } from '../../../../shared/contracts/attendance-calendar';
import { addDays, toZonedWallIso } from './zoned-time';

/**
 * From the server's calendar events to FullCalendar's, and the date ranges to ask for. The
 * calendar runs in `timeZone: 'UTC'` and is fed wall times of America/Mexico_City written without
 * an offset: FullCalendar has no zone database of its own, and this shows the company's hours
 * whatever the zone of the computer (with no daylight-saving gaps of the viewer's zone).
 */

export type CalendarEventKind = CalendarEvent['kind'];

export const CALENDAR_KIND_STYLES: Record<CalendarEventKind, { label: string; color: string; text: string }> = {
  // Dark enough for white text at 4.5:1 (WCAG AA); the recess is light with dark text.
  shift: { label: 'Turno', color: '#1864ab', text: '#ffffff' },
  recess: { label: 'Descanso', color: '#ffd43b', text: '#1a1b1e' },
  attendance: { label: 'Asistencia', color: '#2b6e35', text: '#ffffff' },
  absence: { label: 'Falta', color: '#c92a2a', text: '#ffffff' },
  non_working: { label: 'Día no laborable', color: '#495057', text: '#ffffff' },
};

export const CALENDAR_FLAG_LABELS: Record<string, string> = {
  late: 'retardo',
  early_exit: 'salida anticipada',
  auto_closed: 'cierre automático',
  synced_late: 'sincronizada tarde',
};

/** What FullCalendar needs of an event (a subset of its EventInput, kept plain for tests). */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  extendedProps: { kind: CalendarEventKind; flags: string[] };
}

/** An event's instant (or plain date for all-day events) as the calendar's wall time. */
function toWall(value: string, allDay: boolean): string {
  if (allDay || /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.slice(0, 10);
  return toZonedWallIso(value);
}

export function toFullCalendarEvent(event: CalendarEvent): CalendarEventInput {
  const style = CALENDAR_KIND_STYLES[event.kind];
  const flags = event.flags.map((flag) => CALENDAR_FLAG_LABELS[flag] ?? flag);
  // A late or early attendance keeps its green but says so in the title and the border.
  // Non-working days are ordinary all-day events, not a background: a background's faded title
  // cannot be read.
  const flagged = event.flags.includes('late') || event.flags.includes('early_exit');
  return {
    id: event.id,
    title: flags.length > 0 ? `${event.title} (${flags.join(', ')})` : event.title,
    start: toWall(event.start, event.all_day),
    end: toWall(event.end, event.all_day),
    allDay: event.all_day,
    backgroundColor: style.color,
    borderColor: flagged ? '#e03131' : style.color,
    textColor: style.text,
    classNames: [`asistencia-evento-${event.kind}`, ...event.flags.map((flag) => `asistencia-marca-${flag}`)],
    extendedProps: { kind: event.kind, flags: event.flags },
  };
}

/** The most days one calendar request may span (the server refuses more). */
export const MAX_CALENDAR_DAYS = 62;

export interface DateRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The requests that cover a visible range (`start` inclusive, `end` exclusive, as FullCalendar
 * gives them): one when it fits in 62 days (day, week and month views), else month by month (the
 * year view: twelve requests that cache one by one as the year is browsed).
 */
export function calendarRequestRanges(start: string, endExclusive: string): DateRange[] {
  const from = start.slice(0, 10);
  const to = addDays(endExclusive.slice(0, 10), -1);
  if (to < from) return [];
  if (daysBetween(from, to) <= MAX_CALENDAR_DAYS) return [{ from, to }];
  const ranges: DateRange[] = [];
  let cursor = from;
  while (cursor <= to) {
    const nextMonth = addDays(`${cursor.slice(0, 7)}-01`, 32).slice(0, 7) + '-01';
    const last = addDays(nextMonth, -1);
    ranges.push({ from: cursor, to: last < to ? last : to });
    cursor = nextMonth;
  }
  return ranges;
}

/** Events of several requests, once each (a night shift can come in two neighbouring months). */
export function mergeCalendarEvents(lists: (CalendarEvent[] | undefined)[]): CalendarEvent[] {
  const byId = new Map<string, CalendarEvent>();
  for (const list of lists) for (const event of list ?? []) byId.set(event.id, event);
  return [...byId.values()];
}
