import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ReportColumn, excelSerial, xlsxCellXml, xlsxReport, xmlText } from '../../../src/server/lib/report-writers';

async function* from<T>(rows: Iterable<T>): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('xmlText', () => {
  it('escapes the characters XML gives meaning to', () => {
    expect(xmlText('a & b <c> "d"')).toBe('a &amp; b &lt;c&gt; &quot;d&quot;');
    expect(xmlText('&amp;')).toBe('&amp;amp;');
    expect(xmlText('José Ñúñez')).toBe('José Ñúñez');
  });

  it('drops characters XML 1.0 forbids and keeps tab, LF and CR', () => {
    expect(xmlText('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg')).toBe('abcdefg');
    expect(xmlText('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(xmlText('x\uFFFEy\uFFFFz')).toBe('xyz');
    // Lone surrogate halves go; a real pair (an emoji) stays.
    expect(xmlText('a\uD800b\uDC00c 😀')).toBe('abc 😀');
    // The global regexes keep no state between calls.
    expect(xmlText('\u0001<')).toBe('&lt;');
    expect(xmlText('\u0001<')).toBe('&lt;');
  });
});

describe('excelSerial', () => {
  it('is the serial number of the wall-clock time in the zone', () => {
    // 1970-01-01 00:00 UTC is serial 25569.
    expect(excelSerial(new Date(0), 'UTC')).toBe(25_569);
    // 2026-11-23 05:30 UTC is 2026-11-22 23:30 in Mexico City (UTC−6).
    expect(excelSerial(new Date('2026-11-23T05:30:00Z'))).toBeCloseTo(excelSerial(new Date('2026-11-22T23:30:00Z'), 'UTC'), 9);
    // Mexico City still had summer time in 2020 (UTC−5).
    expect(excelSerial(new Date('2020-07-01T12:00:00Z'))).toBeCloseTo(excelSerial(new Date('2020-07-01T07:00:00Z'), 'UTC'), 9);
  });
});

describe('xlsxCellXml', () => {
  it('writes text inline, numbers as values, dates with the date style and nothing for empties', () => {
    expect(xlsxCellXml('A1', 'a<b')).toBe('<c r="A1" t="inlineStr"><is><t xml:space="preserve">a&lt;b</t></is></c>');
    expect(xlsxCellXml('B2', true)).toContain('<t xml:space="preserve">Sí</t>');
    expect(xlsxCellXml('B2', false)).toContain('<t xml:space="preserve">No</t>');
    expect(xlsxCellXml('C3', -12.5)).toBe('<c r="C3"><v>-12.5</v></c>');
    expect(xlsxCellXml('D4', new Date(0), 'UTC')).toBe('<c r="D4" s="2"><v>25569</v></c>');
    for (const empty of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, new Date(Number.NaN)]) {
      expect(xlsxCellXml('E5', empty)).toBe('');
    }
  });
});

interface Item {
  text: string | null;
  amount: number | null;
  ok: boolean;
  at: Date | null;
}

const columns: ReportColumn<Item>[] = [
  { header: 'texto <raro> & "comillas"', value: (row) => row.text, width: 40 },
  { header: 'monto', value: (row) => row.amount, width: 12 },
  { header: 'vigente', value: (row) => row.ok },
  { header: 'fecha', value: (row) => row.at },
];

describe('xlsxReport (hand-written SpreadsheetML)', () => {
  it('is read back by exceljs with the right cell types, escaped text and wall-clock dates', async () => {
    const items: Item[] = [
      { text: 'a & b <c>\u0007 fin ', amount: 1234.5, ok: true, at: new Date('2026-11-23T05:30:00Z') },
      { text: null, amount: null, ok: false, at: null },
      { text: '  espacios  ', amount: 0, ok: true, at: new Date('2020-07-01T12:00:00Z') },
    ];
    const workbook = await load(await collect(xlsxReport({ columns, rows: from(items), sheetName: 'Lista: [x]/y?' })));
    const sheet = workbook.worksheets[0]!;
    // Characters Excel refuses in sheet names are replaced.
    expect(sheet.name).toBe('Lista- -x--y-');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe('texto <raro> & "comillas"');
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(1).value).toBe('a & b <c> fin ');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(1234.5);
    expect(first.getCell(3).value).toBe('Sí');
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(4).value).toEqual(new Date('2026-11-22T23:30:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm');
    const empty = sheet.getRow(3);
    expect(empty.getCell(1).type).toBe(ExcelJS.ValueType.Null);
    expect(empty.getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(empty.getCell(3).value).toBe('No');
    expect(empty.getCell(4).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(4).getCell(1).value).toBe('  espacios  ');
    expect(sheet.getRow(4).getCell(4).value).toEqual(new Date('2020-07-01T07:00:00Z'));
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.getColumn(3).width).toBe(18);
  });

  it('has a bold header row frozen in place', async () => {
    const workbook = await load(await collect(xlsxReport({ columns, rows: from<Item>([]) })));
    const sheet = workbook.getWorksheet('Reporte')!;
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
  });

  it('is a well-formed package with every part the workbook points to', async () => {
    const files = unzipSync(new Uint8Array(await collect(xlsxReport({ columns, rows: from<Item>([]) }))));
    expect(Object.keys(files).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'docProps/app.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    );
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheetXml).toContain('<col min="1" max="1" width="40" customWidth="1"/>');
    expect(sheetXml).toContain('texto &lt;raro&gt; &amp; &quot;comillas&quot;');
    expect(sheetXml.endsWith('</sheetData></worksheet>')).toBe(true);
  });

  it('names columns past Z as Excel does (AA, AB…)', async () => {
    const wide: ReportColumn<number>[] = Array.from({ length: 30 }, (_, index) => ({ header: `c${index}`, value: (row) => row * 100 + index }));
    const files = unzipSync(new Uint8Array(await collect(xlsxReport({ columns: wide, rows: from([1]) }))));
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).toContain('<c r="Z2"><v>125</v></c><c r="AA2"><v>126</v></c>');
    const sheet = (await load(Buffer.from(await collect(xlsxReport({ columns: wide, rows: from([1]) }))))).worksheets[0]!;
    expect(sheet.getRow(2).getCell(30).value).toBe(129);
  });

  it('fails the stream when a row source fails', async () => {
    async function* broken(): AsyncGenerator<Item> {
      yield { text: 'uno', amount: 1, ok: true, at: null };
      throw new Error('lectura fallida');
    }
    await expect(collect(xlsxReport({ columns, rows: broken() }))).rejects.toThrow('lectura fallida');
  });
});
