/** What both report writers (report-writers.csv.ts, report-writers.xlsx.ts) take, and their shared wall-clock reading of dates. */

export type ReportFormat = 'csv' | 'xlsx';
export type CellValue = string | number | boolean | Date | null | undefined;

export interface ReportColumn<Row> {
  /** Spanish header, e.g. "fecha de alta". */
  header: string;
  value: (row: Row) => CellValue;
  /** XLSX column width in characters. */
  width?: number;
}

export interface ReportTable<Row> {
  columns: readonly ReportColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** XLSX sheet name (31 characters at most). */
  sheetName?: string;
  /** Dates are written as wall-clock time here (the platform is es-MX). */
  timeZone?: string;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
/** Offsets (ms) by time zone and 15-minute slot: time zones only change offset on such slots. */
const offsetCache = new Map<string, number>();
const SLOT_MS = 15 * 60 * 1000;

function offsetOf(date: Date, timeZone: string): number {
  const slot = Math.floor(date.getTime() / SLOT_MS);
  const key = `${timeZone}|${slot}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    let format = wallClockFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      wallClockFormats.set(timeZone, format);
    }
    const at = new Date(slot * SLOT_MS);
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - at.getTime();
    // Intl.DateTimeFormat is slow (~10 µs a call); a report of a million dates needs it a few times.
    if (offsetCache.size > 10_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** A Date whose UTC fields are the wall-clock time of the time zone. */
export function wallClock(date: Date, timeZone: string): Date {
  return new Date(date.getTime() + offsetOf(date, timeZone));
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(date: Date, timeZone: string): string {
  const local = wallClock(date, timeZone);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}
