import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';

type Db = Kysely<Database> | Transaction<Database>;

const BATCH_COLUMNS = [
  'id',
  'company_id',
  'user_id',
  'kind',
  'file_name',
  'stored_name',
  'status',
  'total',
  'processed',
  'created',
  'updated',
  'unchanged',
  'failed',
  'message',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

/**
 * Records a batch as `processing`. At most one batch per company is unfinished (a partial unique
 * index, migration 2026_11_24_1540): a second one fails with a unique violation, also when two
 * processes race.
 */
export async function insertBatch(
  db: Db,
  values: { company_id: number; user_id: number; kind: string; file_name: string; stored_name: string; total: number },
  now: string,
) {
  const { id } = await db
    .insertInto('import_batches')
    .values({ ...values, status: 'processing', message: null, finished_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findBatch(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('import_batches').select(BATCH_COLUMNS).where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/** The company's unfinished batch, if any (there is at most one). */
export function unfinishedBatchOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('import_batches')
    .select(BATCH_COLUMNS)
    .where(inScope(scope, 'company_id'))
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'processing'])
    .orderBy('id')
    .executeTakeFirst();
}

export async function errorsOf(db: Db, batchId: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('import_batch_errors')
      .select(['row_number as row', 'message'])
      .where('batch_id', '=', batchId)
      .orderBy('row_number')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('import_batch_errors')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('batch_id', '=', batchId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/**
 * One chunk's progress: counters grow and its row errors are stored. Called inside the chunk's
 * own transaction, so a chunk is counted exactly when its rows are written.
 */
export async function recordProgress(
  db: Db,
  id: number,
  delta: { processed: number; created: number; updated: number; unchanged: number; errors: { row: number; message: string }[] },
  now: string,
) {
  await db
    .updateTable('import_batches')
    .set((eb) => ({
      processed: eb('processed', '+', delta.processed),
      created: eb('created', '+', delta.created),
      updated: eb('updated', '+', delta.updated),
      unchanged: eb('unchanged', '+', delta.unchanged),
      failed: eb('failed', '+', delta.errors.length),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
  for (let start = 0; start < delta.errors.length; start += 500) {
    await db
      .insertInto('import_batch_errors')
      .values(delta.errors.slice(start, start + 500).map((error) => ({ batch_id: id, row_number: error.row, message: error.message.slice(0, 500) })))
      .execute();
  }
}

export async function finish(db: Db, id: number, status: 'done' | 'failed', message: string | null, now: string) {
  await db.updateTable('import_batches').set({ status, message, finished_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Unfinished batches of these kinds nobody has touched since `before` (their process stopped). */
export function staleBatches(db: Db, scope: TenantScope, kinds: readonly string[], before: string) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('import_batches')
    .select(BATCH_COLUMNS)
    .where(inScope(scope, 'company_id'))
    .where('kind', 'in', kinds)
    .where('status', 'in', ['pending', 'processing'])
    .where('updated_at', '<', before)
    .orderBy('id')
    .execute();
}

/** Takes over a stale batch; false when another process got it first (or it moved meanwhile). */
export async function claim(db: Db, id: number, seenUpdatedAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('import_batches')
    .set({ status: 'processing', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .where('updated_at', '=', sql<string>`${seenUpdatedAt}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
