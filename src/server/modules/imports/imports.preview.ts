import type { Readable } from 'node:stream';
import { IMPORT_PREVIEW_ROWS, type ImportPreview } from '../../../shared/contracts/imports';
import { type ReportFormat, writeReport } from '../../lib/report-writers';
import { UnreadableFileError } from './imports.errors';
import { detectColumns, fileKindOf, missingColumns, openSheet } from './imports.reader';
import type { RegisteredImportKind } from './imports.registry';

/** A preview shows what a person can read: long cells and wide sheets are cut. */
const PREVIEW_CELL_CHARS = 200;
const PREVIEW_COLUMNS = 60;

/** Thrown for bytes that are neither CSV nor XLSX; the routes answer it as `invalid_file`. */
export const NOT_CSV_OR_XLSX = 'El archivo debe ser CSV (texto) o Excel (.xlsx).';

/**
 * How the import would read a file, without importing it: the detected encoding, what each
 * header was taken for, the required columns missing, the reason the import would refuse it (the
 * kind's own header rules, such as "number or e-mail"), and the first rows. Reads only as far as
 * those rows: an XLSX is inflated no further.
 */
export function previewImportFile(kind: RegisteredImportKind, content: Buffer): ImportPreview {
  const fileKind = fileKindOf(content);
  if (!fileKind) throw new UnreadableFileError(NOT_CSV_OR_XLSX);
  const sheet = openSheet(fileKind, content);
  const headers = sheet.headers.slice(0, PREVIEW_COLUMNS);
  const detected = detectColumns(kind.columns, headers);
  const fieldAt = new Map([...detected].map(([field, at]) => [at, field]));
  const labelOf = (field: string) => kind.columns.find((column) => column.field === field)?.headers[0] ?? field;
  let problem: string | null = null;
  try {
    kind.mapHeaders(sheet.headers);
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    problem = error.message;
  }
  const rows: ImportPreview['rows'] = [];
  for (let next = sheet.rows.next(); !next.done && rows.length < IMPORT_PREVIEW_ROWS; next = sheet.rows.next()) {
    rows.push({ row: next.value.row, cells: headers.map((_, at) => (next.value.cells[at] ?? '').slice(0, PREVIEW_CELL_CHARS)) });
  }
  if (!problem && rows.length === 0) problem = `El archivo no tiene filas de ${kind.noun} debajo de los encabezados.`;
  return {
    file_kind: fileKind,
    encoding: sheet.encoding,
    columns: headers.map((header, at) => {
      const field = fieldAt.get(at) ?? null;
      return { header: header.slice(0, PREVIEW_CELL_CHARS), field, label: field ? labelOf(field) : null };
    }),
    missing: missingColumns(kind.columns, detected),
    problem,
    rows,
  };
}

/**
 * The kind's template: one header per column (its first Spanish name, the one the preview shows)
 * and one made-up row. The CSV is UTF-8 with a BOM, so Excel opens its accents right.
 */
export function importTemplate(kind: RegisteredImportKind, format: ReportFormat): Readable {
  const columns = kind.columns.map((column) => ({ header: column.headers[0]!, value: (row: Readonly<Record<string, string>>) => row[column.field] ?? '', width: 22 }));
  async function* rows() {
    yield kind.example;
  }
  return writeReport(format, { columns, rows: rows(), sheetName: kind.noun });
}
