import { describe, expect, it } from 'vitest';
import { batchErrorsCsv, csvCell, errorReportName } from '../../../../src/renderer/features/directory/components/error-report';

describe('the import’s error report (CSV made in the browser)', () => {
  it('has a BOM, a header, one CRLF line per error in row order', () => {
    const csv = batchErrorsCsv([
      { row: 7, message: 'El correo electrónico no es válido.' },
      { row: 3, message: 'Falta el nombre.' },
    ]);
    expect(csv).toBe('\uFEFFFila,Error\r\n3,Falta el nombre.\r\n7,El correo electrónico no es válido.\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+52 55')).toBe("'+52 55");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(batchErrorsCsv([{ row: 2, message: '=1+1' }])).toContain("2,'=1+1");
  });

  it('names the file after the upload', () => {
    expect(errorReportName('empleados.csv')).toBe('empleados-errores.csv');
    expect(errorReportName('Plantilla nómina 2026.xlsx')).toBe('Plantilla_n_mina_2026-errores.csv');
    expect(errorReportName('.csv')).toBe('importacion-errores.csv');
  });
});
