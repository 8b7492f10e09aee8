import ExcelJS from 'exceljs';
import { EMPLOYEE_IMPORT_COLUMNS, type EmployeeImportField } from '../../../shared/contracts/employee-import';
import { normalizeForSearch } from '../../../shared/contracts/search';

/** A data row of the file: its number as a spreadsheet shows it (header = 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

export type FileKind = 'csv' | 'xlsx';

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

/** What the bytes are: an XLSX is a ZIP; a CSV is UTF-8 text without NUL bytes. */
export function fileKindOf(content: Buffer): FileKind | null {
  if (content.length >= 4 && content.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (content.length === 0 || content.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content.subarray(0, 64 * 1024));
  } catch (error) {
    // A multi-byte character cut at the 64 KiB boundary is still text.
    if (content.length <= 64 * 1024) return null;
    void error;
  }
  return 'csv';
}

/**
 * RFC 4180 CSV: quoted fields with "" escapes and line breaks inside quotes, CRLF or LF, a UTF-8
 * BOM. The separator is the one of ",", ";" or tab the header line uses most (Excel in Spanish
 * locales writes ";"). Blank lines are skipped but still counted, so row numbers match an editor.
 */
export function parseCsv(content: Buffer): Sheet {
  let text = content.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = ([',', ';', '\t'] as const).map((candidate) => [candidate, firstLine.split(candidate).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const records: SheetRow[] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    record.push(field);
    if (record.some((cell) => cell.trim() !== '')) records.push({ row: recordLine, cells: record });
    field = '';
    record = [];
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
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || record.length) endRecord();
  const [header, ...rows] = records;
  if (!header) throw new UnreadableFileError('El archivo está vacío.');
  return { headers: header.cells, rows };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The first worksheet; dates become YYYY-MM-DD, formulas their last result. */
export async function parseXlsx(content: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFileError('No pudimos leer el archivo de Excel. Guárdalo de nuevo como .xlsx o como CSV.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFileError('El archivo de Excel no tiene hojas.');
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells = values.slice(1).map(cellText);
    if (!cells.some((cell) => cell.trim() !== '')) return;
    if (!headers) headers = cells;
    else rows.push({ row: rowNumber, cells });
  });
  if (!headers) throw new UnreadableFileError('El archivo está vacío.');
  return { headers, rows };
}

const HEADER_INDEX = new Map<string, EmployeeImportField>(
  EMPLOYEE_IMPORT_COLUMNS.flatMap((column) => [column.field, ...column.headers].map((header) => [normalizeForSearch(header), column.field] as const)),
);

/**
 * Which column holds each field. Headers are compared without case, accents or punctuation;
 * unknown headers are ignored. A missing required column fails the whole file.
 */
export function mapHeaders(headers: string[]): Map<EmployeeImportField, number> {
  const columns = new Map<EmployeeImportField, number>();
  headers.forEach((header, index) => {
    const field = HEADER_INDEX.get(normalizeForSearch(header.replace(/_/g, ' '))) ?? HEADER_INDEX.get(normalizeForSearch(header));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = EMPLOYEE_IMPORT_COLUMNS.filter((column) => column.required && !columns.has(column.field)).map((column) => `«${column.headers[0]}»`);
  if (missing.length) throw new UnreadableFileError(`Falta la columna ${missing.join(' y la columna ')}. La primera fila debe tener los encabezados.`);
  if (!columns.has('employee_number') && !columns.has('email')) {
    throw new UnreadableFileError('El archivo necesita la columna «número de empleado» o la columna «correo» para identificar a cada empleado.');
  }
  return columns;
}
