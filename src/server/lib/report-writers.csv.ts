import { Readable } from 'node:stream';
import { BUSINESS_TIME_ZONE } from '../../shared/business-time';
import { type CellValue, type ReportTable, formatDate } from './report-writers.shared';

const UTF8_BOM = '\uFEFF';
/** Bytes gathered before a CSV chunk is handed on: fewer, larger writes, still small. */
const CSV_CHUNK_BYTES = 16 * 1024;

/**
 * One CSV field: RFC 4180 quoting, and a leading apostrophe on text that a spreadsheet would run
 * as a formula (= + - @, tab, carriage return: OWASP "CSV injection"). Numbers are not text and
 * stay as they are, negative ones included.
 */
export function csvField(value: CellValue, timeZone = BUSINESS_TIME_ZONE): string {
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
export function csvReport<Row>({ columns, rows, timeZone = BUSINESS_TIME_ZONE }: ReportTable<Row>): Readable {
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
