import type { Readable } from 'node:stream';
import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import { csvReport } from './report-writers.csv';
import type { ReportFormat, ReportTable } from './report-writers.shared';
import { xlsxReport } from './report-writers.xlsx';

/**
 * Report files written as streams: rows come from an async iterable (a database read in keyset
 * pages) and leave as bytes only as fast as the client takes them, so a report of a million rows
 * costs the memory of a few pages, not of the file. Both writers return a Node Readable that
 * Fastify pipes into the reply.
 */

export type { CellValue, ReportColumn, ReportFormat, ReportTable } from './report-writers.shared';
export { csvField, csvReport } from './report-writers.csv';
export { excelSerial, xlsxCellXml, xlsxReport, xmlText } from './report-writers.xlsx';

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function writeReport<Row>(format: ReportFormat, table: ReportTable<Row>): Readable {
  return format === 'csv' ? csvReport(table) : xlsxReport(table);
}

/**
 * Reads a query in keyset pages (`where key > last order by key limit n`), one page at a time, so
 * memory stays flat on SQLite and PostgreSQL alike and no transaction or cursor is held open
 * between pages. The query must not order or limit itself; `key` must be unique (an id).
 */
export async function* keysetBatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: { column: ReferenceExpression<DB, TB>; of: (row: O) => number | string },
  batchSize = 500,
): AsyncGenerator<O[]> {
  let last: number | string | undefined;
  for (;;) {
    let page = query.orderBy(key.column as never).limit(batchSize);
    if (last !== undefined) page = page.where(key.column, '>', last as never);
    const rows = await page.execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = key.of(rows[rows.length - 1]!);
  }
}

/** The rows of batches, one by one (what the writers take). */
export async function* flatten<Row>(batches: AsyncIterable<readonly Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}
