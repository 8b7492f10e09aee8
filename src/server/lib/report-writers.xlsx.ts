import { PassThrough, type Readable } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { BUSINESS_TIME_ZONE } from '../../shared/business-time';
import { type CellValue, type ReportTable, wallClock } from './report-writers.shared';

/** Uncompressed sheet XML gathered before it is handed to deflate: fewer, larger pushes. */
const XLSX_CHUNK_CHARS = 64 * 1024;
/**
 * Deflate level of the sheet (Node's zlib). Measured on 100,000 rows × 16 columns without a
 * database, on a loaded 2-core machine: level 1 1.5-2.0 s and 10.1 MiB, level 3 1.4-3.0 s and
 * 9.1 MiB, level 6 2.3-4.0 s and 7.3 MiB. Level 1: the export is bound by CPU, the download is not.
 */
const XLSX_DEFLATE_LEVEL = 1;
/** Days between Excel's epoch (1899-12-30, 1900 date system) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
/** cellXfs indexes in styles.xml below. */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;

/** Characters XML 1.0 does not allow (tab, LF and CR are allowed), and lone UTF-16 surrogates. */
const XML_ILLEGAL_SOURCE = '[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
// Tests use the non-global forms: a global regex's test() keeps state (lastIndex) between calls.
const XML_ILLEGAL_ANY = new RegExp(XML_ILLEGAL_SOURCE);
const XML_ILLEGAL = new RegExp(XML_ILLEGAL_SOURCE, 'g');
const XML_SPECIAL_ANY = /[&<>"]/;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe for XML content and attributes: & < > " escaped and characters XML 1.0 forbids
 * dropped (a control character from a pasted text must not make the whole file unreadable).
 * Literal CR and LF stay: readers turn CRLF into LF, as Excel does with its own files.
 */
export function xmlText(text: string): string {
  // Most cells need neither replacement: testing first skips building new strings for them.
  if (XML_ILLEGAL_ANY.test(text)) text = text.replace(XML_ILLEGAL, '');
  return XML_SPECIAL_ANY.test(text) ? text.replace(XML_SPECIAL, (char) => XML_ENTITIES[char]!) : text;
}

/** A Date as the Excel serial number (days since 1899-12-30) of its wall-clock time in the zone. */
export function excelSerial(date: Date, timeZone = BUSINESS_TIME_ZONE): number {
  return wallClock(date, timeZone).getTime() / DAY_MS + EXCEL_EPOCH_DAYS;
}

/** "A", "B", … "Z", "AA", … for column index 0, 1, … */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** One `<c>` element; empty string for an empty cell (null, undefined, NaN, invalid Date). */
export function xlsxCellXml(ref: string, value: CellValue, timeZone = BUSINESS_TIME_ZONE, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${excelSerial(value, timeZone)}</v></c>`;
  }
  const text = typeof value === 'boolean' ? (value ? 'Sí' : 'No') : xmlText(value);
  // Inline strings: no shared-string table to keep in memory. Text is never a formula here.
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The fixed parts of the package (everything but the sheet's rows). */
function xlsxParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${NS_REL}/extended-properties" Target="docProps/app.xml"/>` +
        '</Relationships>',
    ],
    [
      'docProps/app.xml',
      `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
        '<Application>Plataforma</Application></Properties>',
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        `<bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
        '</workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    [
      // cellXfs: 0 plain, 1 (STYLE_HEADER) bold, 2 (STYLE_DATE) date and time.
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
        '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    ],
  ];
}

/** Excel refuses sheet names with these characters (and longer than 31). */
function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Reporte';
}

/**
 * A zip entry (fflate's ZipInputFile) deflated by Node's zlib instead of fflate's JavaScript
 * deflate: zlib runs in the libuv thread pool, so compression (half of the writer's time with
 * fflate) leaves the main thread, which is busy with the database driver and building the XML.
 * fflate's Zip still writes the headers, data descriptor and central directory.
 */
class NativeDeflateFile {
  readonly compression = 8;
  readonly flag = 0;
  crc = 0;
  size = 0;
  ondata?: (error: Error | null, data: Uint8Array, final: boolean) => void;
  private readonly deflate: DeflateRaw;

  constructor(
    readonly filename: string,
    level: number,
    outputFull: () => boolean,
  ) {
    this.deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 });
    this.deflate.on('data', (chunk: Buffer) => {
      this.ondata?.(null, chunk, false);
      // The reply is full: stop taking compressed bytes, so zlib's buffers fill and push() waits.
      if (outputFull()) this.deflate.pause();
    });
    this.deflate.on('end', () => this.ondata?.(null, new Uint8Array(0), true));
    this.deflate.on('error', (error) => this.ondata?.(error, new Uint8Array(0), true));
  }

  push(chunk: Buffer, final = false): void {
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.length;
    if (final) this.deflate.end(chunk);
    else this.deflate.write(chunk);
  }

  /** zlib has more input waiting than its buffer holds. */
  full(): boolean {
    return this.deflate.writableNeedDrain;
  }

  get stream(): DeflateRaw {
    return this.deflate;
  }

  resume(): void {
    if (this.deflate.isPaused()) this.deflate.resume();
  }

  terminate(): void {
    this.deflate.destroy();
  }
}

/**
 * XLSX written by hand (SpreadsheetML) into fflate's streaming zip: the sheet's rows are built as
 * XML text and handed in 64 KiB chunks to zlib (NativeDeflateFile), whose output fflate wraps
 * into the zip on its way to the reply; nothing is kept but the chunks in flight. (exceljs's
 * streaming writer took 6-7 s for 100,000 rows of 16 columns and ignored backpressure.)
 *
 * Backpressure: after each chunk, while zlib's input or the reply is full, production waits; a
 * full reply pauses zlib's output, so zlib's input fills too. A reader that goes away ends the
 * row loop, which closes the row source.
 *
 * Cells: text and booleans ('Sí'/'No') as inline strings (never formulas, so the CSV injection
 * guard is not needed), numbers as numbers, Dates as date cells showing the wall-clock time of the
 * time zone (Excel has no zones), nothing for null. The header row is bold and frozen.
 */
export function xlsxReport<Row>({ columns, rows, sheetName = 'Reporte', timeZone = BUSINESS_TIME_ZONE }: ReportTable<Row>): Readable {
  const output = new PassThrough();
  const stopped = () => output.destroyed || output.writableEnded;
  /** The next drain or close of the output or of zlib, with every listener removed after. */
  const drained = (deflate: DeflateRaw) =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const emitter of [output, deflate]) {
          emitter.off('drain', done);
          emitter.off('close', done);
        }
        resolve();
      };
      for (const emitter of [output, deflate]) {
        emitter.on('drain', done);
        emitter.on('close', done);
      }
    });
  const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

  void (async () => {
    // Loaded with the first spreadsheet, not with the server.
    const { Zip, ZipDeflate, strToU8 } = await import('fflate');
    if (stopped()) return;
    let failed: Error | undefined;
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        // Also after the rows are done: the last deflated bytes come asynchronously.
        failed = error;
        output.destroy(error);
      } else if (!stopped()) {
        // A copy (of compressed bytes, small): the PassThrough may hold it while fflate goes on.
        output.write(Buffer.from(chunk));
        if (final) output.end();
      }
    });
    const fail = (error: Error) => {
      zip.terminate();
      output.destroy(error);
    };
    try {
      for (const [name, text] of xlsxParts(safeSheetName(sheetName))) {
        const part = new ZipDeflate(name, { level: 6 });
        zip.add(part);
        part.push(strToU8(text), true);
      }
      const sheet = new NativeDeflateFile('xl/worksheets/sheet1.xml', XLSX_DEFLATE_LEVEL, () => output.writableNeedDrain);
      zip.add(sheet);
      output.on('drain', () => sheet.resume());

      const refs = columns.map((_, index) => columnLetters(index));
      let xml =
        `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
        '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>';
      if (columns.length > 0) {
        xml += `<cols>${columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? 18}" customWidth="1"/>`).join('')}</cols>`;
      }
      xml += `<sheetData><row r="1" spans="1:${Math.max(columns.length, 1)}" s="${STYLE_HEADER}" customFormat="1">`;
      columns.forEach((column, index) => {
        xml += xlsxCellXml(`${refs[index]}1`, column.header, timeZone, STYLE_HEADER);
      });
      xml += '</row>';

      let rowNumber = 1;
      for await (const row of rows) {
        if (stopped() || failed) break; // leaving the loop also closes the row source
        rowNumber++;
        xml += `<row r="${rowNumber}">`;
        for (let index = 0; index < columns.length; index++) {
          xml += xlsxCellXml(refs[index]! + rowNumber, columns[index]!.value(row), timeZone);
        }
        xml += '</row>';
        if (xml.length >= XLSX_CHUNK_CHARS) {
          sheet.push(Buffer.from(xml, 'utf8'));
          xml = '';
          if (sheet.full() || output.writableNeedDrain) {
            while ((sheet.full() || output.writableNeedDrain) && !stopped() && !failed) await drained(sheet.stream);
          } else {
            // A row source that never waits (rows already in memory) would otherwise hold the
            // event loop for the whole file; one turn per 64 KiB of XML costs nothing measurable.
            await nextTick();
          }
        }
      }
      if (failed) throw failed;
      if (stopped()) {
        zip.terminate();
        return;
      }
      xml += '</sheetData></worksheet>';
      sheet.push(Buffer.from(xml, 'utf8'), true);
      // The last deflated bytes arrive later (zlib works in the thread pool); the zip's central
      // directory is written after them.
      zip.end();
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
