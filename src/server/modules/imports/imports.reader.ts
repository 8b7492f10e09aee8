import { normalizeForSearch } from '../../../shared/contracts/search';
import { UnreadableFileError } from './imports.errors';
import { MAX_COLUMNS, type SheetRow, xlsxRows } from './imports.xlsx';

export type { SheetRow } from './imports.xlsx';

export type FileKind = 'csv' | 'xlsx';

/** What the bytes are: an XLSX is a ZIP; a CSV is text without NUL bytes (UTF-8 or Windows-1252). */
export function fileKindOf(content: Buffer): FileKind | null {
  if (content.length >= 4 && content.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (content.length === 0 || content.includes(0)) return null;
  return 'csv';
}

export type TextEncoding = 'utf-8' | 'windows-1252';

/**
 * The text of a CSV and the encoding it was read in: UTF-8 when every byte sequence is valid
 * UTF-8, otherwise Windows-1252 — what Excel for Windows in Spanish writes with "CSV (delimitado
 * por comas)". Its accented letters (é = 0xE9) are never valid UTF-8, and a real UTF-8 file
 * practically never decodes as anything but itself, so the check is exact for the files people
 * have. One pass in the usual case: the strict UTF-8 decode is the text; Windows-1252 maps every
 * byte, so it always decodes.
 */
export function decodeCsv(content: Buffer): { text: string; encoding: TextEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(content), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(content), encoding: 'windows-1252' };
  }
}

/**
 * RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes, CRLF or LF, a UTF-8
 * BOM, UTF-8 or Windows-1252 text (decodeCsv). The separator is the one of ",", ";" or tab the
 * header line uses most (Excel in Spanish locales writes ";"). Blank lines are skipped but still counted, so row numbers match an editor.
 */
function* csvRows(decoded: string): Generator<SheetRow> {
  let text = decoded;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = ([',', ';', '\t'] as const).map((candidate) => [candidate, firstLine.split(candidate).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  // Cells past MAX_COLUMNS are dropped: a line of ten million commas is not ten million cells.
  const pushField = () => {
    if (record.length < MAX_COLUMNS) record.push(field);
    field = '';
  };
  const endRecord = (): SheetRow | null => {
    pushField();
    const done = record.some((cell) => cell.trim() !== '') ? { row: recordLine, cells: record } : null;
    record = [];
    return done;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) pushField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      const done = endRecord();
      if (done) yield done;
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || record.length) {
    const done = endRecord();
    if (done) yield done;
  }
}


/** A file opened for reading: its header row, and its data rows as they are read. */
export interface OpenSheet {
  headers: string[];
  rows: Iterator<SheetRow>;
  /** A CSV's text encoding as detected; null for XLSX. */
  encoding: TextEncoding | null;
}

/**
 * Opens the file and reads up to its header (the first row that is not blank). The data rows
 * follow lazily: nothing past the rows asked for is read or inflated.
 */
export function openSheet(kind: FileKind, content: Buffer): OpenSheet {
  const csv = kind === 'csv' ? decodeCsv(content) : null;
  const rows = csv ? csvRows(csv.text) : xlsxRows(content);
  const header = rows.next();
  if (header.done) throw new UnreadableFileError('El archivo está vacío.');
  return { headers: header.value.cells, rows, encoding: csv?.encoding ?? null };
}

/** A kind's column: its field, the header names it is known by, and whether a file must have it. */
export interface ImportColumn<Field extends string> {
  field: Field;
  headers: readonly string[];
  required: boolean;
}

/** Where each declared field was found among the headers (unknown headers are ignored). */
export function detectColumns<Field extends string>(declared: readonly ImportColumn<Field>[], headers: string[]): Map<Field, number> {
  const index = new Map<string, Field>(declared.flatMap((column) => [column.field, ...column.headers].map((header) => [normalizeForSearch(header), column.field] as const)));
  const columns = new Map<Field, number>();
  headers.forEach((header, at) => {
    const field = index.get(normalizeForSearch(header.replace(/_/g, ' '))) ?? index.get(normalizeForSearch(header));
    if (field && !columns.has(field)) columns.set(field, at);
  });
  return columns;
}

/** The required columns a file lacks, by their first Spanish header. */
export function missingColumns<Field extends string>(declared: readonly ImportColumn<Field>[], columns: Map<Field, number>): string[] {
  return declared.filter((column) => column.required && !columns.has(column.field)).map((column) => column.headers[0]!);
}

/**
 * Which column holds each field. Headers are compared without case, accents, punctuation or
 * underscores; unknown headers are ignored. A missing required column fails the whole file.
 */
export function mapColumns<Field extends string>(declared: readonly ImportColumn<Field>[], headers: string[]): Map<Field, number> {
  const columns = detectColumns(declared, headers);
  const missing = missingColumns(declared, columns).map((header) => `«${header}»`);
  if (missing.length) throw new UnreadableFileError(`Falta la columna ${missing.join(' y la columna ')}. La primera fila debe tener los encabezados.`);
  return columns;
}
