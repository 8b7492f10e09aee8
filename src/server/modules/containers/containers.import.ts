import type { Kysely } from 'kysely';
import {
  CONTAINER_IMPORT_COLUMNS,
  CONTAINER_IMPORT_MAX_ROWS,
  type ContainerBatch,
  type ContainerImportField,
  createContainerInputSchema,
} from '../../../shared/contracts/containers';
import { BATCH_ERRORS_SHOWN, type BatchStatus } from '../../../shared/contracts/employee-import';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { type Dialect, isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, assertCan, canSeeCompany } from '../../principal';
// The CSV/XLSX readers are plain parsing shared with the employee import (same file rules).
import { type Sheet, UnreadableFileError, fileKindOf, parseCsv, parseXlsx } from '../employee-import/employee-import.parse';
import * as repository from './containers.repository';
import type { ContainerData, ContainersService } from './containers.service';

export type ContainerImportService = ReturnType<typeof createContainerImportService>;

const IMPORT_FOLDER = 'imports';
const CHUNK_ROWS: Record<Dialect, number> = { sqlite: 200, postgres: 500 };

const HEADER_INDEX = new Map<string, ContainerImportField>(
  CONTAINER_IMPORT_COLUMNS.flatMap((column) => [column.field, ...column.headers].map((header) => [normalizeForSearch(header), column.field] as const)),
);

/** Which column holds each field (headers without case, accents or punctuation); a missing required one fails the file. */
export function mapContainerHeaders(headers: string[]): Map<ContainerImportField, number> {
  const columns = new Map<ContainerImportField, number>();
  headers.forEach((header, index) => {
    const field = HEADER_INDEX.get(normalizeForSearch(header.replace(/_/g, ' '))) ?? HEADER_INDEX.get(normalizeForSearch(header));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = CONTAINER_IMPORT_COLUMNS.filter((column) => column.required && !columns.has(column.field)).map((column) => `«${column.headers[0]}»`);
  if (missing.length) throw new UnreadableFileError(`Falta la columna ${missing.join(', ')}. La primera fila debe tener los encabezados.`);
  return columns;
}

class RowProblem extends Error {}

/** Spanish and English words of the manifest for full/empty and the category. */
const LOAD_WORDS: Record<string, 'full' | 'empty'> = { lleno: 'full', full: 'full', f: 'full', fcl: 'full', vacio: 'empty', empty: 'empty', e: 'empty', mty: 'empty', v: 'empty' };
const CATEGORY_WORDS: Record<string, 'import' | 'export' | 'transshipment'> = {
  importacion: 'import',
  import: 'import',
  imp: 'import',
  imprt: 'import',
  exportacion: 'export',
  export: 'export',
  exp: 'export',
  exprt: 'export',
  transbordo: 'transshipment',
  transshipment: 'transshipment',
  trshp: 'transshipment',
  tbd: 'transshipment',
};

function numberCell(value: string, label: string): number | null {
  if (!value) return null;
  const parsed = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(parsed)) throw new RowProblem(`${label} «${value}» no es un número.`);
  return parsed;
}

/** A manifest row as container data, or the reason it is not one. */
export function rowToContainer(cells: string[], columns: Map<ContainerImportField, number>): ContainerData & { voyage: string | null } {
  const cell = (field: ContainerImportField) => {
    const index = columns.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const loadWord = normalizeForSearch(cell('load_status'));
  const load = LOAD_WORDS[loadWord];
  if (!load) throw new RowProblem(`«${cell('load_status')}» no es lleno ni vacío.`);
  const categoryWord = normalizeForSearch(cell('category'));
  const category = CATEGORY_WORDS[categoryWord];
  if (!category) throw new RowProblem(`«${cell('category')}» no es importación, exportación ni transbordo.`);
  const parsed = createContainerInputSchema.safeParse({
    number: cell('number'),
    iso_type: cell('iso_type'),
    load_status: load,
    category,
    shipping_line: cell('shipping_line'),
    seals: cell('seals')
      .split(/[;,|]/)
      .map((seal) => seal.trim())
      .filter(Boolean),
    gross_weight_kg: numberCell(cell('gross_weight_kg'), 'El peso'),
    hazardous_class: cell('hazardous_class') || null,
    reefer_temperature_c: numberCell(cell('reefer_temperature_c'), 'La temperatura'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RowProblem(issue?.message ?? 'La fila no es válida.');
  }
  const data = parsed.data;
  return {
    number: data.number,
    iso_type: data.iso_type,
    load_status: data.load_status,
    category: data.category,
    shipping_line: data.shipping_line,
    seals: data.seals,
    gross_weight_kg: data.gross_weight_kg ?? null,
    hazardous_class: data.hazardous_class ?? null,
    reefer_temperature_c: data.reefer_temperature_c ?? null,
    voyage: cell('voyage') || null,
  };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `POST /containers-bulk`: reads the file at once (a file that is not CSV/XLSX or lacks the
 * required columns is a 422 with nothing written), records an `import_batches` row of kind
 * `containers` and applies the rows in chunks in the background; `GET /batch/{id}` follows it.
 * Unlike employee uploads, a batch cut short by a restart is not resumed: uploading the same file
 * again is harmless (rows match by number) and says what happened.
 */
export function createContainerImportService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  containers: ContainersService;
  logger: { error(object: unknown, message: string): void };
}) {
  const { db, dialect, storage, containers, logger } = deps;
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function toBatch(row: NonNullable<Awaited<ReturnType<typeof repository.findBatch>>>): Promise<ContainerBatch> {
    const errors = await repository.batchErrors(db, row.id, BATCH_ERRORS_SHOWN);
    return {
      id: row.id,
      company_id: row.company_id,
      kind: 'containers',
      file_name: row.file_name,
      status: row.status as BatchStatus,
      total: row.total,
      processed: row.processed,
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      failed: row.failed,
      message: row.message,
      errors: errors.rows,
      errors_total: errors.total,
      created_at: row.created_at,
      finished_at: row.finished_at,
    };
  }

  async function processBatch(batchId: number, companyId: number, userId: number, sheet: Sheet) {
    const columns = mapContainerHeaders(sheet.headers);
    const chunkRows = CHUNK_ROWS[dialect];
    const seen = new Map<string, number>();
    for (let start = 0; start < sheet.rows.length; start += chunkRows) {
      await yieldToEventLoop();
      if (stopping) return;
      const chunk = sheet.rows.slice(start, start + chunkRows);
      const valid: (ContainerData & { row: number; voyage: string | null })[] = [];
      const errors: { row: number; message: string }[] = [];
      for (const { row, cells } of chunk) {
        try {
          const container = rowToContainer(cells, columns);
          const earlier = seen.get(container.number);
          if (earlier !== undefined) throw new RowProblem(`El contenedor ${container.number} ya viene en la fila ${earlier}.`);
          seen.set(container.number, row);
          valid.push({ row, ...container });
        } catch (error) {
          if (!(error instanceof RowProblem)) throw error;
          errors.push({ row, message: error.message });
        }
      }
      const result = await containers.applyImportChunk(companyId, userId, valid);
      errors.push(...result.errors);
      errors.sort((a, b) => a.row - b.row);
      await repository.recordBatchProgress(db, batchId, { processed: chunk.length, created: result.created, updated: result.updated, unchanged: result.unchanged, errors }, isoNow());
    }
    await repository.finishBatch(db, batchId, 'done', null, isoNow());
  }

  return {
    /** Tenancy and role, checked before the upload is read. */
    checkAccess(principal: Principal, requested: number | null | undefined): number {
      const companyId = containers.companyFor(principal, requested);
      assertCan(principal, 'containers.manage');
      return companyId;
    },

    async start(principal: Principal, companyId: number, file: { fileName: string; content: Buffer }): Promise<ContainerBatch> {
      const kind = fileKindOf(file.content);
      if (!kind) throw invalid('invalid_file', 'El archivo debe ser CSV (texto UTF-8) o Excel (.xlsx).', { file: ['El archivo debe ser CSV o Excel (.xlsx).'] });
      let sheet: Sheet;
      try {
        sheet = kind === 'csv' ? parseCsv(file.content) : await parseXlsx(file.content);
        mapContainerHeaders(sheet.headers);
      } catch (error) {
        if (error instanceof UnreadableFileError) throw invalid('invalid_file', error.message, { file: [error.message] });
        throw error;
      }
      if (sheet.rows.length === 0) throw invalid('invalid_file', 'El archivo no tiene filas de contenedores debajo de los encabezados.', { file: ['El archivo no tiene filas.'] });
      if (sheet.rows.length > CONTAINER_IMPORT_MAX_ROWS) {
        const message = `El archivo tiene ${sheet.rows.length} filas; el máximo por carga es ${CONTAINER_IMPORT_MAX_ROWS}. Divídelo en varios archivos.`;
        throw invalid('invalid_file', message, { file: [message] });
      }
      const storedName = await storage.save(IMPORT_FOLDER, file.content, kind);
      const batchId = await repository.insertBatch(
        db,
        { company_id: companyId, user_id: principal.userId, file_name: file.fileName.slice(0, 255) || `contenedores.${kind}`, stored_name: storedName, total: sheet.rows.length },
        isoNow(),
      );
      const task = processBatch(batchId, companyId, principal.userId, sheet)
        .catch(async (error: unknown) => {
          logger.error({ err: error, batchId }, 'la carga de contenedores falló');
          await repository.finishBatch(db, batchId, 'failed', 'La carga se detuvo por un error inesperado. Sube el archivo de nuevo.', isoNow()).catch(() => undefined);
        })
        .finally(() => running.delete(task));
      running.add(task);
      return toBatch((await repository.findBatch(db, batchId))!);
    },

    /** `GET /batch/{id}` for a container batch (registered with the employee import's route). */
    async get(principal: Principal, batchId: number): Promise<ContainerBatch> {
      const row = await repository.findBatch(db, batchId);
      if (!row || row.kind !== 'containers' || !canSeeCompany(principal, row.company_id)) throw notFound('No encontramos esa carga.');
      assertCan(principal, 'containers.read');
      return toBatch(row);
    },

    async close(): Promise<void> {
      stopping = true;
      await Promise.all([...running]);
    },

    /** Resolves when every upload in flight has finished (tests and benchmarks). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running]);
    },
  };
}
