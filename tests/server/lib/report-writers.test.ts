import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ReportColumn, csvField, csvReport, xlsxReport } from '../../../src/server/lib/report-writers';

interface Person {
  name: string;
  note: string;
  amount: number;
  verified: boolean;
  since: Date;
}

const columns: ReportColumn<Person>[] = [
  { header: 'nombre', value: (row) => row.name },
  { header: 'nota', value: (row) => row.note },
  { header: 'monto', value: (row) => row.amount },
  { header: 'verificado', value: (row) => row.verified },
  { header: 'fecha de alta', value: (row) => row.since },
];

const people: Person[] = [
  { name: 'José Ñúñez', note: 'dice "hola", y se va', amount: -12.5, verified: true, since: new Date('2026-11-23T05:30:00Z') },
  { name: '=HYPERLINK("http://x")', note: 'línea 1\r\nlínea 2', amount: 0, verified: false, since: new Date('2026-01-01T12:00:00Z') },
];

async function* from<T>(rows: Iterable<T>): AsyncGenerator<T> {
  for (const row of rows) yield row;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['a\nb', '"a\nb"'],
    ['=1+1', "'=1+1"],
    ['+52 55 1234', "'+52 55 1234"],
    ['-10', "'-10"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=A1,"b"', `"'=A1,""b"""`],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as numbers (negative ones unguarded), booleans in Spanish, nothing for null', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('Sí');
    expect(csvField(false)).toBe('No');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes dates as Mexico City wall-clock time', () => {
    expect(csvField(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-22 23:30:00');
    // Mexico City still had summer time in 2020 (UTC−5).
    expect(csvField(new Date('2020-07-01T12:00:00Z'))).toBe('2020-07-01 07:00:00');
    expect(csvField(new Date('2026-11-23T05:30:00Z'), 'UTC')).toBe('2026-11-23 05:30:00');
  });
});

describe('csvReport', () => {
  it('is UTF-8 with a BOM, CRLF line ends, quoted and guarded', async () => {
    const bytes = await collect(csvReport({ columns, rows: from(people) }));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toBe(
      'nombre,nota,monto,verificado,fecha de alta\r\n' +
        'José Ñúñez,"dice ""hola"", y se va",-12.5,Sí,2026-11-22 23:30:00\r\n' +
        `"'=HYPERLINK(""http://x"")","línea 1\r\nlínea 2",0,No,2026-01-01 06:00:00\r\n`,
    );
  });

  it('is only the header for no rows', async () => {
    const text = (await collect(csvReport({ columns, rows: from([]) }))).toString('utf8');
    expect(text).toBe('\uFEFFnombre,nota,monto,verificado,fecha de alta\r\n');
  });

  it('pulls rows only as fast as a slow reader takes them (200,000 rows, bounded lag)', async () => {
    const total = 200_000;
    let pulled = 0;
    async function* many() {
      for (let i = 0; i < total; i++) {
        pulled++;
        yield { name: `Persona ${i}`, note: 'ok', amount: i, verified: i % 2 === 0, since: new Date(0) };
      }
    }
    const stream = csvReport({ columns, rows: many() });
    let consumedRows = -1; // the header line
    let maxAhead = 0;
    let chunks = 0;
    for await (const chunk of stream) {
      const text = (chunk as Buffer).toString('latin1');
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) consumedRows++;
      maxAhead = Math.max(maxAhead, pulled - consumedRows);
      // A slow reader: a pause now and then, long enough for an eager writer to run far ahead.
      if (++chunks % 50 === 0) await sleep(5);
    }
    expect(consumedRows).toBe(total);
    expect(maxAhead).toBeLessThan(2_000);
  });
});

describe('xlsxReport', () => {
  it('opens with exceljs and holds the rows, a bold header and real dates', async () => {
    const bytes = await collect(xlsxReport({ columns, rows: from(people), sheetName: 'Usuarios' }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Usuarios')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'nombre', 'nota', 'monto', 'verificado', 'fecha de alta']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('José Ñúñez');
    expect(first.getCell(3).value).toBe(-12.5);
    expect(first.getCell(4).value).toBe('Sí');
    // Wall-clock time of Mexico City, as a date cell.
    expect(first.getCell(5).value).toEqual(new Date('2026-11-22T23:30:00Z'));
    expect(first.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm');
    // Text stays text in XLSX: never a formula.
    expect(sheet.getRow(3).getCell(1).value).toBe('=HYPERLINK("http://x")');
    // (XML turns CRLF inside text into LF.)
    expect(sheet.getRow(3).getCell(2).value).toBe('línea 1\nlínea 2');
  });

  it('stops pulling rows while the reader does not read (200,000 rows), then finishes', async () => {
    const total = 200_000;
    let pulled = 0;
    async function* many() {
      for (let i = 0; i < total; i++) {
        pulled++;
        yield { name: `Persona ${i} ${(i * 7919) % 10007}`, note: `nota ${i}`, amount: i, verified: i % 2 === 0, since: new Date(0) };
      }
    }
    const stream = xlsxReport({ columns, rows: many() });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    // Wait for production to settle (a busy machine may take a few turns to get there)…
    let settled = -1;
    for (let attempt = 0; attempt < 20 && pulled !== settled; attempt++) {
      settled = pulled;
      await sleep(300);
    }
    expect(pulled).toBe(settled);
    // …far below the 200,000 rows an eager writer would have gone through by now.
    expect(pulled).toBeLessThan(5_000);

    let size = 0;
    let last: Buffer = Buffer.alloc(0);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      size += (next.value as Buffer).length;
      last = next.value as Buffer;
    }
    expect(pulled).toBe(total);
    expect(size).toBeGreaterThan(1_000_000);
    // A complete zip ends with its end-of-central-directory record.
    expect(last.subarray(-22).readUInt32LE(0)).toBe(0x06054b50);
  }, 120_000);

  it('stops reading its rows when the reader goes away', async () => {
    let pulled = 0;
    let finished = false;
    async function* many() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          pulled++;
          yield { name: `Persona ${i}`, note: '', amount: i, verified: true, since: new Date(0) };
        }
      } finally {
        finished = true;
      }
    }
    const stream = xlsxReport({ columns, rows: many() });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    stream.destroy();
    // The row source gets closed (polled: a busy machine may take a few turns)…
    for (let attempt = 0; attempt < 50 && !finished; attempt++) await sleep(100);
    expect(finished).toBe(true);
    // …long before the million rows, and nothing more is read afterwards.
    expect(pulled).toBeLessThan(10_000);
    const at = pulled;
    await sleep(100);
    expect(pulled).toBe(at);
  });
});
