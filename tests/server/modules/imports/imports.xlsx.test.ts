import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../../src/server/modules/imports/imports.reader';
import { ZipBombError, zipEntries } from '../../../../src/server/modules/imports/imports.zip';
import { xlsxBomb } from '../../../helpers/xlsx-bomb';

const GiB = 1024 * 1024 * 1024;
const bombRow = { headers: ['Nombre', 'Departamento', 'Correo'], row: ['Ana', 'ventas', 'ana@horizonte.demo.mx'] };

/** Runs `work`, answering how long it took and how much the resident set grew. */
function measured(work: () => void): { ms: number; rssGrowthMb: number } {
  const before = process.memoryUsage().rss;
  const started = performance.now();
  work();
  return { ms: performance.now() - started, rssGrowthMb: (process.memoryUsage().rss - before) / 1024 / 1024 };
}

describe('XLSX reader: bombs', () => {
  it('refuses a sheet that declares 1 GB from the ZIP directory, before inflating anything', () => {
    const bomb = xlsxBomb({ ...bombRow, inflatedBytes: GiB });
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    let error: unknown;
    const cost = measured(() => {
      try {
        openSheet('xlsx', bomb);
      } catch (caught) {
        error = caught;
      }
    });
    console.log(`declared 1 GiB bomb (${(bomb.length / 1024).toFixed(0)} KiB): refused in ${cost.ms.toFixed(1)} ms, RSS +${cost.rssGrowthMb.toFixed(1)} MB`);
    expect(error).toBeInstanceOf(ZipBombError);
    expect((error as Error).message).toMatch(/sin comprimir; el máximo es 64 MB/);
    expect(cost.ms).toBeLessThan(1000);
    expect(cost.rssGrowthMb).toBeLessThan(50);
  });

  it('refuses an absurd compression ratio even when the size is within the limit', () => {
    const bomb = xlsxBomb({ ...bombRow, inflatedBytes: 60 * 1024 * 1024 });
    expect(() => zipEntries(bomb)).toThrow(/comprimido de forma anómala/);
  });

  it('stops inflating a sheet that lies about its size as soon as it passes what it declared', () => {
    // Declares 1 MiB (an ordinary ratio), really inflates to 1 GiB.
    const bomb = xlsxBomb({ ...bombRow, inflatedBytes: GiB, declaredBytes: 1024 * 1024 });
    let rows = 0;
    let error: unknown;
    const cost = measured(() => {
      try {
        const sheet = openSheet('xlsx', bomb);
        for (let next = sheet.rows.next(); !next.done; next = sheet.rows.next()) rows++;
      } catch (caught) {
        error = caught;
      }
    });
    console.log(`lying bomb (declares 1 MiB, inflates 1 GiB): stopped after ${rows} rows in ${cost.ms.toFixed(1)} ms, RSS +${cost.rssGrowthMb.toFixed(1)} MB`);
    expect(error).toBeInstanceOf(ZipBombError);
    expect((error as Error).message).toMatch(/se expande a más de lo que declara/);
    expect(rows).toBeLessThan(10_000);
    // Bounded by the declared size (here 1 MiB of XML parsed), not by the 1 GiB it would inflate to.
    expect(cost.ms).toBeLessThan(5000);
    expect(cost.rssGrowthMb).toBeLessThan(50);
  });

  it('reads what exceljs writes: shared strings, numbers, dates, booleans and blank rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Datos');
    sheet.addRow(['Nombre', 'Peso', 'Fecha', 'Chofer']);
    sheet.addRow(['José & «Ana» <x>', 24000.5, new Date(Date.UTC(2029, 5, 30)), true]);
    sheet.addRow([]);
    sheet.addRow(['Beto', -20, null, false]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const opened = openSheet('xlsx', content);
    expect(opened.headers).toEqual(['Nombre', 'Peso', 'Fecha', 'Chofer']);
    const rows = [];
    for (let next = opened.rows.next(); !next.done; next = opened.rows.next()) rows.push(next.value);
    expect(rows).toEqual([
      { row: 2, cells: ['José & «Ana» <x>', '24000.5', '2029-06-30', 'true'] },
      { row: 4, cells: ['Beto', '-20', '', 'false'] },
    ]);
  });
});
