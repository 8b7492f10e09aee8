import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import {
  BATCH_ERRORS_SHOWN,
  type Batch,
  type BatchRowError,
  type BatchStatus,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type EmployeeImportField,
} from '../../../shared/contracts/employee-import';
import { createEmployeeInputSchema, dateOnlySchema } from '../../../shared/contracts/employees';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { type Dialect, isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { type Principal, assertCanIn } from '../../principal';
import type { CompaniesService } from '../companies/companies.service';
import type { DepartmentPlace, DepartmentsService } from '../departments/departments.service';
import type { EmployeeImportRow, EmployeesService } from '../employees/employees.service';
import { type FileKind, type Sheet, UnreadableFileError, fileKindOf, mapHeaders, parseCsv, parseXlsx } from './employee-import.parse';
import * as repository from './employee-import.repository';
import { orNotFound, scopeOf, systemScope } from '../../tenancy';

export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;

export const IMPORT_FOLDER = 'imports';

/**
 * Rows per transaction: big enough that commits (an fsync each) do not dominate, small enough
 * that other requests get their turn. SQLite has one connection, which a chunk holds until it
 * commits (every other query waits that long), so its chunks are smaller; PostgreSQL serves
 * other requests from the rest of its pool meanwhile.
 */
const CHUNK_ROWS: Record<Dialect, number> = { sqlite: 200, postgres: 500 };

/** A batch whose process stopped (no progress for this long) is taken over at start. */
const STALE_AFTER_SECONDS = 60;

const BATCH_NOT_FOUND = 'No encontramos esa carga.';

const TRUE_WORDS = new Set(['si', 's', 'x', '1', 'true', 'verdadero', 'yes', 'y']);
const FALSE_WORDS = new Set(['no', 'n', '0', 'false', 'falso', '']);

/** "31/12/2027" or "2027-12-31" (or what Excel gives for a date cell) → "2027-12-31". */
function isoDateOf(value: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return value;
}

export class RowProblem extends Error {}

/**
 * A row of the file as an employee, or the reason it is not one. Columns absent from the file
 * are left undefined (the employee keeps those fields); blank cells clear them, except the PIN.
 */
export function rowToEmployee(
  cells: string[],
  columns: Map<EmployeeImportField, number>,
  departmentOf: (value: string) => DepartmentPlace | undefined,
): Omit<EmployeeImportRow, 'row'> {
  const cell = (field: EmployeeImportField): string | undefined => {
    const index = columns.get(field);
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const departmentCell = cell('department') ?? '';
  if (!departmentCell) throw new RowProblem('Falta el departamento.');
  const department = departmentOf(departmentCell);
  if (!department) throw new RowProblem(`El departamento «${departmentCell}» no existe en esta empresa.`);

  const driverCell = cell('is_driver');
  let isDriver: boolean | undefined;
  if (driverCell !== undefined) {
    const word = normalizeForSearch(driverCell);
    if (TRUE_WORDS.has(word)) isDriver = true;
    else if (FALSE_WORDS.has(word)) isDriver = false;
    else throw new RowProblem(`«${driverCell}» no es un valor de chofer válido: usa sí o no.`);
  }
  const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const expires = blankToNull(cell('license_expires_on'));
  if (expires && !dateOnlySchema.safeParse(isoDateOf(expires)).success) {
    throw new RowProblem(`La fecha de vencimiento de licencia «${expires}» no es válida: usa AAAA-MM-DD o DD/MM/AAAA.`);
  }
  const candidate = {
    name: cell('name') ?? '',
    surname: blankToNull(cell('surname')),
    lastname: blankToNull(cell('lastname')),
    email: blankToNull(cell('email')),
    phone: blankToNull(cell('phone')),
    position: blankToNull(cell('position')),
    employee_number: blankToNull(cell('employee_number')),
    is_driver: isDriver,
    license_number: blankToNull(cell('license_number')),
    license_expires_on: expires ? isoDateOf(expires) : expires,
    pin: cell('pin') || undefined,
    badge_code: blankToNull(cell('badge_code')),
  };
  const parsed = createEmployeeInputSchema.safeParse(candidate);
  if (!parsed.success) throw new RowProblem(parsed.error.issues[0]?.message ?? 'La fila no es válida.');
  if (!parsed.data.employee_number && !parsed.data.email) {
    throw new RowProblem('La fila necesita número de empleado o correo para identificar al empleado.');
  }
  const { user_id: _user, ...fields } = parsed.data;
  const row: Omit<EmployeeImportRow, 'row'> = { ...fields, department_id: department.id };
  // The schema turns absent into undefined and blank into null; keep absent columns absent.
  for (const [field, key] of [
    ['surname', 'surname'],
    ['lastname', 'lastname'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['position', 'position'],
    ['employee_number', 'employee_number'],
    ['license_number', 'license_number'],
    ['license_expires_on', 'license_expires_on'],
    ['badge_code', 'badge_code'],
  ] as const) {
    if (!columns.has(field)) delete row[key];
  }
  return row;
}

async function readSheet(kind: FileKind, content: Buffer): Promise<Sheet> {
  return kind === 'csv' ? parseCsv(content) : parseXlsx(content);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createEmployeeImportService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: FileStorage;
  companies: CompaniesService;
  departments: DepartmentsService;
  employees: EmployeesService;
  logger: { error(object: unknown, message: string): void };
}) {
  const { db, dialect, storage, companies, departments, employees, logger } = deps;
  const chunkRows = CHUNK_ROWS[dialect];
  const running = new Set<Promise<void>>();
  let stopping = false;
  const otherKinds = new Map<string, (principal: Principal, batchId: number) => Promise<Batch>>();

  async function toBatch(row: repository.BatchRow): Promise<Batch> {
    const errors = await repository.errorsOf(db, row.id, BATCH_ERRORS_SHOWN);
    return {
      id: row.id,
      company_id: row.company_id,
      kind: 'employees',
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

  /**
   * Works through the rows from where the batch stands, a chunk per transaction, yielding to
   * the event loop between chunks so other requests are served while 10,000 rows go in.
   */
  async function processBatch(batchId: number, companyId: number, sheet: Sheet, from: number) {
    const columns = mapHeaders(sheet.headers);
    // Background work for the batch's company: who may import there was checked when the batch
    // was accepted, and a resumed batch has no caller at all.
    const scope = systemScope();
    const places = await departments.placesOfCompany(scope, companyId);
    const bySlug = new Map(places.map((place) => [place.slug, place]));
    const byName = new Map(places.map((place) => [normalizeForSearch(place.name), place]));
    const departmentOf = (value: string) => bySlug.get(value.toLowerCase()) ?? byName.get(normalizeForSearch(value));
    for (let start = from; start < sheet.rows.length; start += chunkRows) {
      await yieldToEventLoop();
      if (stopping) return;
      const chunk = sheet.rows.slice(start, start + chunkRows);
      const valid: EmployeeImportRow[] = [];
      const errors: BatchRowError[] = [];
      for (const { row, cells } of chunk) {
        try {
          valid.push({ row, ...rowToEmployee(cells, columns, departmentOf) });
        } catch (error) {
          if (!(error instanceof RowProblem)) throw error;
          errors.push({ row, message: error.message });
        }
      }
      const result = await employees.applyImportChunk(scope, companyId, valid);
      errors.push(...result.errors);
      errors.sort((a, b) => a.row - b.row);
      await repository.recordProgress(
        db,
        batchId,
        { processed: chunk.length, created: result.created, updated: result.updated, unchanged: result.unchanged, errors },
        isoNow(),
      );
    }
    await repository.finish(db, batchId, 'done', null, isoNow());
  }

  function run(batchId: number, work: () => Promise<void>) {
    const task = work()
      .catch(async (error: unknown) => {
        logger.error({ err: error, batchId }, 'la carga de empleados falló');
        const message = error instanceof UnreadableFileError ? error.message : 'La carga se detuvo por un error inesperado. Sube el archivo de nuevo.';
        await repository.finish(db, batchId, 'failed', message, isoNow()).catch(() => undefined);
      })
      .finally(() => running.delete(task));
    running.add(task);
  }

  return {
    /**
     * Reads the file at once (so a file that is not CSV/XLSX or lacks the required columns is
     * answered 422 with nothing written), keeps it under storage/imports, records the batch and
     * imports in the background. The answer is the batch, to poll at `GET /batch/{id}`.
     */
    /** Tenancy and role, checked before the upload is read. */
    async checkAccess(principal: Principal, companyId: number): Promise<void> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'employees.manage');
    },

    async start(principal: Principal, companyId: number, file: { fileName: string; content: Buffer }): Promise<Batch> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'employees.manage');
      const kind = fileKindOf(file.content);
      if (!kind) {
        throw invalid('invalid_file', 'El archivo debe ser CSV (texto UTF-8) o Excel (.xlsx).', { file: ['El archivo debe ser CSV o Excel (.xlsx).'] });
      }
      let sheet: Sheet;
      try {
        sheet = await readSheet(kind, file.content);
        mapHeaders(sheet.headers);
      } catch (error) {
        if (error instanceof UnreadableFileError) throw invalid('invalid_file', error.message, { file: [error.message] });
        throw error;
      }
      if (sheet.rows.length === 0) throw invalid('invalid_file', 'El archivo no tiene filas de empleados debajo de los encabezados.', { file: ['El archivo no tiene filas.'] });
      if (sheet.rows.length > EMPLOYEE_IMPORT_MAX_ROWS) {
        const message = `El archivo tiene ${sheet.rows.length} filas; el máximo por carga es ${EMPLOYEE_IMPORT_MAX_ROWS}. Divídelo en varios archivos.`;
        throw invalid('invalid_file', message, { file: [message] });
      }
      const storedName = await storage.save(IMPORT_FOLDER, file.content, kind);
      const batchId = await repository.insertBatch(
        db,
        {
          company_id: companyId,
          user_id: principal.userId,
          kind: 'employees',
          file_name: file.fileName.slice(0, 255) || `empleados.${kind}`,
          stored_name: storedName,
          status: 'processing',
          total: sheet.rows.length,
        },
        isoNow(),
      );
      run(batchId, () => processBatch(batchId, companyId, sheet, 0));
      return toBatch(orNotFound(await repository.findBatch(db, scopeOf(principal), batchId), BATCH_NOT_FOUND));
    },

    /**
     * Other areas keep their uploads in the same batches (container manifests): they answer
     * `GET /batch/{id}` for their kind, with their own permission.
     */
    registerKind(kind: Exclude<Batch['kind'], 'employees'>, get: (principal: Principal, batchId: number) => Promise<Batch>) {
      otherKinds.set(kind, get);
    },

    async get(principal: Principal, batchId: number): Promise<Batch> {
      const row = orNotFound(await repository.findBatch(db, scopeOf(principal), batchId), BATCH_NOT_FOUND);
      const other = otherKinds.get(row.kind);
      if (other) return other(principal, batchId);
      assertCanIn(principal, row.company_id, 'employees.manage');
      return toBatch(row);
    },

    /**
     * Takes over batches left unfinished by a process that stopped (their row says how far they
     * got; rows are matched by number or e-mail, so going over the last chunk again is harmless).
     */
    async resumeUnfinished(): Promise<number> {
      let resumed = 0;
      // At start-up, for every company: nobody is calling.
      for (const row of await repository.staleBatches(db, systemScope(), isoNow(-STALE_AFTER_SECONDS))) {
        if (row.kind !== 'employees') continue;
        if (!(await repository.claim(db, row.id, row.updated_at, isoNow()))) continue;
        resumed++;
        run(row.id, async () => {
          const path = storage.pathOf(IMPORT_FOLDER, row.stored_name);
          const content = path ? await readFile(path).catch(() => null) : null;
          const kind = content ? fileKindOf(content) : null;
          if (!content || !kind) throw new UnreadableFileError('El archivo de la carga ya no está disponible. Súbelo de nuevo.');
          await processBatch(row.id, row.company_id, await readSheet(kind, content), row.processed);
        });
      }
      return resumed;
    },

    /** Stops between chunks and waits for the chunk in flight (shutdown). */
    async close(): Promise<void> {
      stopping = true;
      await Promise.all([...running]);
    },

    /** Resolves when every import in flight has finished (tests and benchmarks). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running]);
    },
  };
}

