import type { Transaction } from 'kysely';
import type { BatchRowError, ImportKind } from '../../../shared/contracts/imports';
import type { Action } from '../../../shared/permissions';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../tenancy';
import { RowProblem } from './imports.errors';
import type { ImportColumn, SheetRow } from './imports.reader';

/** Called inside a chunk's transaction with what the chunk did: the engine records it there. */
export type CommitChunk = (trx: Transaction<Database>, result: ChunkResult) => Promise<void>;

export interface ChunkResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows the kind's writes refused (a race on a unique key…), beside those toRow refused. */
  errors: BatchRowError[];
}

/** What a kind is given for one batch: whose rows it writes, and who uploaded them. */
export interface BatchInput<Columns> {
  /** The batch's one company: the finders of its rows read within it. */
  scope: TenantScope;
  companyId: number;
  /** null when the uploader was deleted since (a resumed batch). */
  userId: number | null;
  columns: Columns;
}

/**
 * One kind of import, as an area declares it: who may upload and follow it, how its header row
 * maps to columns, how a row becomes a record, and how a chunk of records is written. The engine
 * (imports.service.ts) owns the upload, the batch, the chunks, the resumption and the limits.
 */
export interface ImportKindDefinition<Columns, Context, Row> {
  kind: ImportKind;
  /** Plural Spanish noun for messages: "empleados", "contenedores". */
  noun: string;
  /** Needed in the company to upload a file of this kind. */
  manage: Action;
  /** Needed in the company to follow its batches (`GET /batch/{id}`). */
  read: Action;
  /** The columns a file may have (the kind's contract), for the template and the preview. */
  columns: readonly ImportColumn<string>[];
  /** One made-up row for the downloadable template, by field. */
  example: Readonly<Record<string, string>>;
  /** Which column holds each field; throws UnreadableFileError when the file cannot be imported. */
  mapHeaders(headers: string[]): Columns;
  /** Per-batch state built once before the first chunk: lookups, duplicates seen so far… */
  prepare(input: BatchInput<Columns>): Promise<Context>;
  /**
   * A row as a record, or RowProblem with the reason it is not one. Also called on the rows a
   * resumed batch had already done (their results dropped), so the context sees every row once.
   */
  toRow(context: Context, row: SheetRow): Row;
  /**
   * Writes a chunk of valid rows in ONE transaction and calls `commit(trx)` inside it before it
   * ends: the engine records the chunk's progress there, so a chunk is counted exactly when its
   * rows are written, and a crash leaves neither (the resumed batch does the chunk again).
   */
  applyChunk(context: Context, rows: (Row & { row: number })[], commit: CommitChunk): Promise<void>;
}

/** A registered kind, its column, context and row types erased. */
export interface RegisteredImportKind {
  kind: ImportKind;
  noun: string;
  manage: Action;
  read: Action;
  columns: readonly ImportColumn<string>[];
  example: Readonly<Record<string, string>>;
  mapHeaders(headers: string[]): unknown;
  /** A batch's worker: splits each chunk of rows into records and problems, then writes it. */
  open(input: BatchInput<unknown>): Promise<{
    skip(row: SheetRow): void;
    apply(rows: SheetRow[], commit: CommitChunk): Promise<void>;
  }>;
}

export function defineImportKind<Columns, Context, Row>(definition: ImportKindDefinition<Columns, Context, Row>): RegisteredImportKind {
  const { kind, noun, manage, read, columns, example, mapHeaders, prepare, toRow, applyChunk } = definition;
  type Attempt = { ok: true; value: Row & { row: number } } | { ok: false; error: BatchRowError };
  const attempt = (context: Context, row: SheetRow): Attempt => {
    try {
      return { ok: true, value: { ...toRow(context, row), row: row.row } };
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      return { ok: false, error: { row: row.row, message: error.message } };
    }
  };
  return {
    kind,
    noun,
    manage,
    read,
    columns,
    example,
    mapHeaders,
    async open(input) {
      const context = await prepare(input as BatchInput<Columns>);
      return {
        skip: (row) => void attempt(context, row),
        async apply(rows, commit) {
          const valid: (Row & { row: number })[] = [];
          const problems: BatchRowError[] = [];
          for (const row of rows) {
            const result = attempt(context, row);
            if (result.ok) valid.push(result.value);
            else problems.push(result.error);
          }
          await applyChunk(context, valid, (trx, result) => {
            const errors = [...problems, ...result.errors].sort((a, b) => a.row - b.row);
            return commit(trx, { ...result, errors });
          });
        },
      };
    },
  };
}

export type ImportRegistry = ReturnType<typeof createImportRegistry>;

export function createImportRegistry() {
  const kinds = new Map<ImportKind, RegisteredImportKind>();
  return {
    register(kind: RegisteredImportKind) {
      if (kinds.has(kind.kind)) throw new Error(`import kind "${kind.kind}" registered twice`);
      kinds.set(kind.kind, kind);
    },
    get: (name: string) => kinds.get(name as ImportKind),
    names: () => [...kinds.keys()],
  };
}
