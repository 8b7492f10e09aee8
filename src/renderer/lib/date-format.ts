/** Dates and times as operators read them: Mexico City wall-clock time, whatever the computer's zone. */

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
import { BUSINESS_TIME_ZONE } from '../../shared/business-time';
const shortDateTime = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });

/** Dates as operators read them (Mexico City time); a dash for none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** Compact, for table cells: "22 nov, 23:05". */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : shortDateTime.format(date);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date);
}
