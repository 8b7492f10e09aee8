import type { BatchRowError } from '../../../../shared/contracts/imports';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading
 * apostrophe, since row errors may echo what the uploaded file said (OWASP CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * "Descargar errores (CSV)": the row errors of an import, one per line, in row order, with a
 * BOM so that Excel reads the accents right and CRLF line ends as RFC 4180 asks.
 */
export function batchErrorsCsv(errors: readonly BatchRowError[]): string {
  const rows = [...errors].sort((a, b) => a.row - b.row).map((error) => [csvCell(error.row), csvCell(error.message)].join(','));
  return `\uFEFF${['Fila,Error', ...rows].join('\r\n')}\r\n`;
}

/** `empleados.csv` → `empleados-errores.csv`. */
export function errorReportName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'importacion';
  return `${base}-errores.csv`;
}
