import { UnreadableFileError } from './imports.errors';
import { type ZipEntry, ZipBombError, entryText, zipEntries } from './imports.zip';

/** A data row of the file: its number as a spreadsheet shows it (header = 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** Columns read from each row; the kinds need about a dozen, the rest is ignored. */
export const MAX_COLUMNS = 100;
/** Characters of sheet XML one row may take: a "row" longer than this is not a spreadsheet. */
const MAX_ROW_CHARS = 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

const attributePatterns = new Map<string, RegExp>();
function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`\\b${name}="([^"]*)"`)));
  return pattern.exec(attributes)?.[1];
}

/** The text of the `<t>` runs of a string item (shared or inline), phonetic runs left out. */
function stringItemText(xml: string): string {
  let text = '';
  const runs = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  for (const match of runs.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1];
  return decodeXml(text);
}

/** Whole elements from streamed text: yields each complete `<tag …>…</tag>` (or `<tag …/>`), stops at `until`. */
function* elements(pieces: Iterable<string>, tag: string, until: string | null): Generator<string> {
  const pattern = new RegExp(`<${tag}\\b[^>]*?(?:/>|>[\\s\\S]*?</${tag}>)`, 'g');
  let pending = '';
  for (const piece of pieces) {
    pending += piece;
    const stop = until ? pending.indexOf(until) : -1;
    const closing = stop >= 0 ? stop : pending.lastIndexOf(`</${tag}>`) + tag.length + 3;
    if (closing < tag.length + 3) {
      if (pending.length > MAX_ROW_CHARS) throw new ZipBombError('Una fila del archivo de Excel es demasiado grande.');
      continue;
    }
    const complete = pending.slice(0, closing);
    pending = pending.slice(closing);
    pattern.lastIndex = 0;
    for (const match of complete.matchAll(pattern)) yield match[0];
    if (stop >= 0) return;
    if (pending.length > MAX_ROW_CHARS) throw new ZipBombError('Una fila del archivo de Excel es demasiado grande.');
  }
  for (const match of pending.matchAll(pattern)) yield match[0];
}

function wholeText(zip: Buffer, entry: ZipEntry | undefined): string {
  if (!entry) return '';
  let text = '';
  for (const piece of entryText(zip, entry)) text += piece;
  return text;
}

/** Number formats that show a date: Excel's built-in ids, or a code with d or y outside quotes. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
function dateStyles(styles: string): boolean[] {
  const custom = new Map<number, string>();
  for (const match of styles.matchAll(/<numFmt\b[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId'));
    custom.set(id, decodeXml(attribute(match[0], 'formatCode') ?? ''));
  }
  const isDate = (id: number) => {
    if (BUILT_IN_DATES.has(id)) return true;
    const code = custom.get(id);
    return !!code && /[dy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));
  };
  const cellXfs = /<cellXfs\b[\s\S]*?<\/cellXfs>/.exec(styles)?.[0] ?? '';
  return [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((match) => isDate(Number(attribute(match[0], 'numFmtId') ?? 0)));
}

function columnIndex(reference: string | undefined): number | null {
  const letters = reference ? /^[A-Z]+/.exec(reference)?.[0] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The first worksheet's path: workbook.xml's first sheet through its relationship, else sheet1. */
function firstSheetPath(zip: Buffer, entries: Map<string, ZipEntry>): string {
  const workbook = wholeText(zip, entries.get('xl/workbook.xml'));
  const relationships = wholeText(zip, entries.get('xl/_rels/workbook.xml.rels'));
  const sheet = /<sheet\b[^>]*>/.exec(workbook)?.[0];
  const id = sheet && /\br:id="([^"]*)"/.exec(sheet)?.[1];
  const relationship = id ? [...relationships.matchAll(/<Relationship\b[^>]*>/g)].find((match) => attribute(match[0], 'Id') === id) : undefined;
  const target = relationship ? attribute(relationship[0], 'Target') : undefined;
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  return 'xl/worksheets/sheet1.xml';
}

/**
 * The rows of the first worksheet, streamed: the sheet is inflated a piece at a time and each
 * row is handed out as soon as it is complete, so reading stops — and memory stays flat — wherever
 * the caller stops (the row limit). Dates become YYYY-MM-DD, formulas their last result; blank
 * rows are skipped. Shared strings and styles are read whole, within XLSX_LIMITS.
 */
export function* xlsxRows(zip: Buffer): Generator<SheetRow> {
  const entries = zipEntries(zip);
  const sheetEntry = entries.get(firstSheetPath(zip, entries));
  if (!sheetEntry) throw new UnreadableFileError('El archivo de Excel no tiene hojas.');
  const shared: string[] = [];
  const sharedEntry = entries.get('xl/sharedStrings.xml');
  if (sharedEntry) for (const item of elements(entryText(zip, sharedEntry), 'si', null)) shared.push(stringItemText(item));
  const dates = dateStyles(wholeText(zip, entries.get('xl/styles.xml')));
  const base = /\bdate1904="(1|true)"/.test(wholeText(zip, entries.get('xl/workbook.xml'))) ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);

  let previousRow = 0;
  for (const rowXml of elements(entryText(zip, sheetEntry), 'row', '</sheetData>')) {
    const open = /^<row\b([^>]*)/.exec(rowXml)![1]!;
    const rowNumber = Number(attribute(open, 'r')) || previousRow + 1;
    previousRow = rowNumber;
    const cells: string[] = [];
    let next = 0;
    for (const cell of rowXml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!;
      const index = columnIndex(attribute(attributes, 'r')) ?? next;
      next = index + 1;
      if (index >= MAX_COLUMNS) continue;
      const body = cell[2] ?? '';
      const type = attribute(attributes, 't') ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 'inlineStr') value = stringItemText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (raw === undefined || type === 'e') value = '';
      else if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'b') value = raw === '1' ? 'true' : 'false';
      else if (type === 'str') value = decodeXml(raw);
      else if (type === 'd') value = decodeXml(raw).slice(0, 10);
      else {
        const number = Number(raw);
        const style = Number(attribute(attributes, 's') ?? 0);
        if (!Number.isFinite(number)) value = decodeXml(raw);
        else if (dates[style]) value = new Date(base + Math.round(number * 86_400_000)).toISOString().slice(0, 10);
        else value = String(number);
      }
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    if (cells.some((cell) => cell.trim() !== '')) yield { row: rowNumber, cells };
  }
}
