import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { BATCH_ERRORS_SHOWN, type Batch, type BatchStatus, IMPORT_MAX_ROWS, type ImportKind, type ImportPreview } from '../../../shared/contracts/imports';
import { type Dialect, isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import type { ReportFormat } from '../../lib/report-writers';
import { type Principal, assertCanIn } from '../../principal';
import { orNotFound, scopeOf, systemScope } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import { UnreadableFileError } from './imports.errors';
import { NOT_CSV_OR_XLSX, importTemplate, previewImportFile } from './imports.preview';
import { type FileKind, type SheetRow, fileKindOf, openSheet } from './imports.reader';
import type { ImportRegistry, RegisteredImportKind } from './imports.registry';
import * as repository from './imports.repository';

export type ImportsService = ReturnType<typeof createImportsService>;

export const IMPORT_FOLDER = 'imports';

/**
 * Rows per transaction: big enough that commits (an fsync each) do not dominate, small enough
 * that other requests get their turn. SQLite has one connection, which a chunk holds until it
 * commits (every other query waits that long), so its chunks are smaller; PostgreSQL serves
 * other requests from the rest of its pool meanwhile.
 */
const CHUNK_ROWS: Record<Dialect, number> = { sqlite: 200, postgres: 500 };

/** Rows read (counted or skipped) between two turns of the event loop. */
const ROWS_PER_TURN = 2000;

const BATCH_NOT_FOUND = 'No encontramos esa carga.';
const FILE_GONE = 'El archivo de la carga ya no está disponible. Súbelo de nuevo.';

/** A file that cannot be read, as the upload's 422 (`invalid_file` on the field `file`); anything else as it is. */
function asInvalidFile(error: unknown): unknown {
  return error instanceof UnreadableFileError ? invalid('invalid_file', error.message, { file: [error.message] }) : error;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The import engine: one upload of any registered kind becomes a batch, read at once only to
 * count and check it, then worked through in the background a chunk per transaction. A batch
 * survives a restart: its file stays under storage/imports and its row says how far it got, so
 * `resumeUnfinished` (called by app.ts at start-up and every so often) goes on from there.
 */
export function createImportsService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  companies: CompaniesService;
  registry: ImportRegistry;
  /** A batch with no progress for this long belongs to a process that stopped. */
  resumeAfterSeconds: number;
  logger: { error(object: unknown, message: string): void };
}) {
  const { db, dialect, storage, companies, registry, resumeAfterSeconds, logger } = deps;
  const chunkRows = CHUNK_ROWS[dialect];
  const running = new Map<number, Promise<void>>();
  let stopping = false;

  const kindOf = (name: string): RegisteredImportKind => {
    const kind = registry.get(name);
    // Only kinds of the registry reach the engine: the routes name them, batches store them.
    if (!kind) throw new Error(`import kind "${name}" is not registered`);
    return kind;
  };

  async function toBatch(row: repository.BatchRow): Promise<Batch> {
    const errors = await repository.errorsOf(db, row.id, BATCH_ERRORS_SHOWN);
    return {
      id: row.id,
      company_id: row.company_id,
      kind: row.kind as ImportKind,
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

  function importRunning(batch: repository.BatchRow) {
    const noun = registry.get(batch.kind)?.noun ?? 'registros';
    return new AppError(
      'import_running',
      `Ya hay una carga de ${noun} en curso en esta empresa: la carga ${batch.id} («${batch.file_name}», ${batch.processed} de ${batch.total} filas). Espera a que termine para subir otro archivo.`,
      409,
      { batch_id: batch.id },
    );
  }

  /** Data rows of the file, read to the end or until one past the limit (then it is refused). */
  async function countRows(rows: Iterator<SheetRow>, noun: string): Promise<number> {
    let count = 0;
    while (!rows.next().done) {
      if (++count > IMPORT_MAX_ROWS) {
        throw new UnreadableFileError(`El archivo tiene más de ${IMPORT_MAX_ROWS} filas de ${noun}; el máximo por carga es ${IMPORT_MAX_ROWS}. Divídelo en varios archivos.`);
      }
      if (count % ROWS_PER_TURN === 0) await yieldToEventLoop();
    }
    return count;
  }

  /**
   * Works through the rows from where the batch stands, a chunk per transaction, yielding to the
   * event loop between chunks. The rows already done are only read again (and shown to the kind,
   * which may remember them), never written again.
   */
  async function processBatch(batch: { id: number; kind: string; company_id: number; user_id: number | null; processed: number }, fileKind: FileKind, content: Buffer) {
    const kind = kindOf(batch.kind);
    const sheet = openSheet(fileKind, content);
    // Background work for the batch's company: who may import there was checked when the batch
    // was accepted, and a resumed batch has no caller at all.
    const worker = await kind.open({ scope: systemScope(), companyId: batch.company_id, userId: batch.user_id, columns: kind.mapHeaders(sheet.headers) });
    let index = 0;
    let chunk: SheetRow[] = [];
    const flush = async () => {
      await yieldToEventLoop();
      if (stopping) return false;
      const rows = chunk;
      chunk = [];
      await worker.apply(rows, (trx, result) =>
        repository.recordProgress(
          trx,
          batch.id,
          { processed: rows.length, created: result.created, updated: result.updated, unchanged: result.unchanged, errors: result.errors },
          isoNow(),
        ),
      );
      return true;
    };
    for (let next = sheet.rows.next(); !next.done; next = sheet.rows.next()) {
      if (index++ < batch.processed) {
        worker.skip(next.value);
        if (index % ROWS_PER_TURN === 0) await yieldToEventLoop();
        continue;
      }
      chunk.push(next.value);
      if (chunk.length === chunkRows && !(await flush())) return;
    }
    if (chunk.length && !(await flush())) return;
    await repository.finish(db, batch.id, 'done', null, isoNow());
  }

  function run(batchId: number, noun: string, work: () => Promise<void>) {
    const task = work()
      .catch(async (error: unknown) => {
        logger.error({ err: error, batchId }, `la carga de ${noun} falló`);
        const message = error instanceof UnreadableFileError ? error.message : 'La carga se detuvo por un error inesperado. Sube el archivo de nuevo.';
        await repository.finish(db, batchId, 'failed', message, isoNow()).catch(() => undefined);
      })
      .finally(() => running.delete(batchId));
    running.set(batchId, task);
  }

  async function checkAccess(principal: Principal, kindName: ImportKind, companyId: number): Promise<void> {
    await companies.getCompany(principal, companyId);
    assertCanIn(principal, companyId, kindOf(kindName).manage);
  }

  return {
    /** Tenancy and role, checked before the upload is read: another tenant's company is 404. */
    checkAccess,

    /**
     * Checks the whole file at once (a file that is not CSV/XLSX, lacks the required columns, has
     * no rows or too many, or is a ZIP bomb is answered 422 with nothing written), keeps it under
     * storage/imports, records the batch and imports it in the background. One unfinished batch
     * per company: a second upload is a 409 naming the one under way.
     */
    async start(principal: Principal, kindName: ImportKind, companyId: number, file: { fileName: string; content: Buffer }): Promise<Batch> {
      await checkAccess(principal, kindName, companyId);
      const kind = kindOf(kindName);
      const busy = await repository.unfinishedBatchOf(db, scopeOf(principal), companyId);
      if (busy) throw importRunning(busy);
      const fileKind = fileKindOf(file.content);
      if (!fileKind) throw invalid('invalid_file', NOT_CSV_OR_XLSX, { file: ['El archivo debe ser CSV o Excel (.xlsx).'] });
      let total: number;
      try {
        const sheet = openSheet(fileKind, file.content);
        kind.mapHeaders(sheet.headers);
        total = await countRows(sheet.rows, kind.noun);
      } catch (error) {
        throw asInvalidFile(error);
      }
      if (total === 0) throw invalid('invalid_file', `El archivo no tiene filas de ${kind.noun} debajo de los encabezados.`, { file: ['El archivo no tiene filas.'] });
      const storedName = await storage.save(IMPORT_FOLDER, file.content, fileKind);
      let batchId: number;
      try {
        batchId = await repository.insertBatch(
          db,
          { company_id: companyId, user_id: principal.userId, kind: kindName, file_name: file.fileName.slice(0, 255) || `${kind.noun}.${fileKind}`, stored_name: storedName, total },
          isoNow(),
        );
      } catch (error) {
        await storage.remove(IMPORT_FOLDER, storedName);
        // Another upload for the company won the race between the check above and this insert.
        const winner = isUniqueViolation(error) ? await repository.unfinishedBatchOf(db, scopeOf(principal), companyId) : undefined;
        if (winner) throw importRunning(winner);
        throw error;
      }
      run(batchId, kind.noun, () => processBatch({ id: batchId, kind: kindName, company_id: companyId, user_id: principal.userId, processed: 0 }, fileKind, file.content));
      return toBatch(orNotFound(await repository.findBatch(db, scopeOf(principal), batchId), BATCH_NOT_FOUND));
    },

    /** How the import would read the file (imports.preview.ts); nothing is stored. Same access as an upload. */
    async preview(principal: Principal, kindName: ImportKind, companyId: number, content: Buffer): Promise<ImportPreview> {
      await checkAccess(principal, kindName, companyId);
      try {
        return previewImportFile(kindOf(kindName), content);
      } catch (error) {
        throw asInvalidFile(error);
      }
    },

    /** The kind's downloadable template (headers and one example row). */
    template: (kindName: ImportKind, format: ReportFormat) => importTemplate(kindOf(kindName), format),

    /** `GET /batch/{id}`: a batch of the caller's companies, with the read action of its kind. */
    async get(principal: Principal, batchId: number): Promise<Batch> {
      const row = orNotFound(await repository.findBatch(db, scopeOf(principal), batchId), BATCH_NOT_FOUND);
      const kind = registry.get(row.kind);
      if (!kind) throw notFound(BATCH_NOT_FOUND);
      assertCanIn(principal, row.company_id, kind.read);
      return toBatch(row);
    },

    /**
     * Takes over unfinished batches of every registered kind whose process stopped (no progress
     * for resumeAfterSeconds) and goes on from the row they reached.
     */
    async resumeUnfinished(): Promise<number> {
      if (stopping) return 0;
      let resumed = 0;
      // At start-up and from a timer, for every company: nobody is calling.
      for (const row of await repository.staleBatches(db, systemScope(), registry.names(), isoNow(-resumeAfterSeconds))) {
        if (running.has(row.id) || !(await repository.claim(db, row.id, row.updated_at, isoNow()))) continue;
        resumed++;
        run(row.id, kindOf(row.kind).noun, async () => {
          const path = storage.pathOf(IMPORT_FOLDER, row.stored_name);
          const content = path ? await readFile(path).catch(() => null) : null;
          const fileKind = content ? fileKindOf(content) : null;
          if (!content || !fileKind) throw new UnreadableFileError(FILE_GONE);
          await processBatch(row, fileKind, content);
        });
      }
      return resumed;
    },

    /**
     * Shutdown: no new chunk starts, the chunk in flight commits (or, killed, rolls back), and the
     * batch stays unfinished for the next start to resume.
     */
    async close(): Promise<void> {
      stopping = true;
      await Promise.all([...running.values()]);
    },

    /** Resolves when every import in flight has finished (tests and benchmarks). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running.values()]);
    },
  };
}
