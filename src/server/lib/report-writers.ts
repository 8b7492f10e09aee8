import { PassThrough, Readable } from 'node:stream';
import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';

/**
 * Report files written as streams: rows come from an async iterable (a database read in keyset
 * pages) and leave as bytes only as fast as the client takes them, so a report of a million rows
 * costs the memory of a few pages, not of the file. Both writers return a Node Readable that
 * Fastify pipes into the reply.
 */

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

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const DEFAULT_TIME_ZONE = 'America/Mexico_City';
const UTF8_BOM = '\uFEFF';
/** Bytes gathered before a CSV chunk is handed on: fewer, larger writes, still small. */
const CSV_CHUNK_BYTES = 16 * 1024;
/** XLSX rows written between backpressure checks. */
const XLSX_ROWS_PER_CHECK = 100;

export function writeReport<Row>(format: ReportFormat, table: ReportTable<Row>): Readable {
  return format === 'csv' ? csvReport(table) : xlsxReport(table);
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
function wallClock(date: Date, timeZone: string): Date {
  return new Date(date.getTime() + offsetOf(date, timeZone));
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatDate(date: Date, timeZone: string): string {
  const local = wallClock(date, timeZone);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}

/**
 * One CSV field: RFC 4180 quoting, and a leading apostrophe on text that a spreadsheet would run
 * as a formula (= + - @, tab, carriage return: OWASP "CSV injection"). Numbers are not text and
 * stay as they are, negative ones included.
 */
export function csvField(value: CellValue, timeZone = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : formatDate(value, timeZone);
  else if (typeof value === 'boolean') text = value ? 'Sí' : 'No';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV as Excel in es-MX opens it: UTF-8 with a BOM (without it accents turn to mojibake), CRLF
 * line ends, comma separators. Readable.from pulls the next chunk only when the reader wants it:
 * that is the backpressure.
 */
export function csvReport<Row>({ columns, rows, timeZone = DEFAULT_TIME_ZONE }: ReportTable<Row>): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    let pending = UTF8_BOM + columns.map((column) => csvField(column.header, timeZone)).join(',') + '\r\n';
    for await (const row of rows) {
      pending += columns.map((column) => csvField(column.value(row), timeZone)).join(',') + '\r\n';
      if (pending.length >= CSV_CHUNK_BYTES) {
        yield Buffer.from(pending, 'utf8');
        pending = '';
      }
    }
    if (pending) yield Buffer.from(pending, 'utf8');
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * XLSX through exceljs's streaming WorkbookWriter (rows are committed, i.e. written and
 * forgotten, one by one; inline strings, no shared-string table kept in memory).
 *
 * exceljs itself ignores backpressure: its internal buffers write into the zip as fast as rows
 * are committed. So the loop below throttles it: every few rows it yields to the event loop (so
 * the zip's deflate catches up) and, while the output is full, waits for the reader to drain it.
 * With a reader that stops reading, production stops within about a thousand rows.
 *
 * Text cells are never formulas in XLSX (exceljs writes them as strings), so the CSV injection
 * guard is not needed here.
 */
export function xlsxReport<Row>({ columns, rows, sheetName = 'Reporte', timeZone = DEFAULT_TIME_ZONE }: ReportTable<Row>): Readable {
  const output = new PassThrough();
  const stopped = () => output.destroyed || output.writableEnded;
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

  // exceljs is big: loaded with the first spreadsheet, not with the server.
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let written = 0;
    for await (const row of rows) {
      if (stopped()) return; // the reader went away: leaving the loop also stops the row source
      const values = columns.map((column) => column.value(row));
      const added = sheet.addRow(values.map((value) => xlsxCell(value, timeZone)));
      values.forEach((value, index) => {
        if (value instanceof Date) added.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm';
      });
      added.commit();
      if (++written % XLSX_ROWS_PER_CHECK === 0) {
        await nextTick();
        while (output.writableNeedDrain && !stopped()) await drained();
      }
    }
    if (stopped()) return;
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** A Date becomes a date cell showing the wall-clock time of the time zone (Excel has no zones). */
function xlsxCell(value: CellValue, timeZone: string): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallClock(value, timeZone);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return value;
}

/**
 * Reads a query in keyset pages (`where key > last order by key limit n`), one page at a time, so
 * memory stays flat on SQLite and PostgreSQL alike and no transaction or cursor is held open
 * between pages. The query must not order or limit itself; `key` must be unique (an id).
 */
export async function* keysetBatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: { column: ReferenceExpression<DB, TB>; of: (row: O) => number | string },
  batchSize = 500,
): AsyncGenerator<O[]> {
  let last: number | string | undefined;
  for (;;) {
    let page = query.orderBy(key.column as never).limit(batchSize);
    if (last !== undefined) page = page.where(key.column, '>', last as never);
    const rows = await page.execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = key.of(rows[rows.length - 1]!);
  }
}

/** The rows of batches, one by one (what the writers take). */
export async function* flatten<Row>(batches: AsyncIterable<readonly Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}
