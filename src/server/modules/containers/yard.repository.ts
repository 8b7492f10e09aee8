import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from './containers.repository';
import type { YardBlocksTable } from './containers.tables';

export type YardBlockRow = Selectable<YardBlocksTable>;

// Every finder takes the caller's TenantScope: another company's yard is not there.

export function listBlocks(db: Db, scope: TenantScope, companyId: number): Promise<YardBlockRow[]> {
  return db.selectFrom('yard_blocks').selectAll().where('company_id', '=', companyId).where(inScope(scope, 'yard_blocks.company_id')).orderBy('code').execute();
}

export function findBlock(db: Db, scope: TenantScope, id: number): Promise<YardBlockRow | undefined> {
  return db.selectFrom('yard_blocks').selectAll().where('id', '=', id).where(inScope(scope, 'yard_blocks.company_id')).executeTakeFirst();
}

export function findBlockByCode(db: Db, scope: TenantScope, companyId: number, code: string): Promise<YardBlockRow | undefined> {
  return db
    .selectFrom('yard_blocks')
    .selectAll()
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'yard_blocks.company_id'))
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function insertBlock(db: Db, values: Insertable<YardBlocksTable>): Promise<number> {
  const { id } = await db.insertInto('yard_blocks').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** By id: callers found the block through a scoped finder first. */
export async function updateBlock(db: Db, id: number, values: Updateable<YardBlocksTable>): Promise<void> {
  await db.updateTable('yard_blocks').set(values).where('id', '=', id).execute();
}

export async function deleteBlock(db: Db, id: number): Promise<void> {
  await db.deleteFrom('yard_blocks').where('id', '=', id).execute();
}

/**
 * Containers in the yard per stack (block, bay, row): how many and the highest tier — the whole
 * yard's occupancy in one grouped query; the map and the suggestions are built from it.
 */
export async function stacksOf(db: Db, scope: TenantScope, companyId: number) {
  const rows = await db
    .selectFrom('containers')
    .select(['block', 'bay', 'row', (eb) => eb.fn.countAll<number>().as('occupied'), (eb) => eb.fn.max<number>('tier').as('top_tier')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'containers.company_id'))
    .where('status', '=', 'in_yard')
    .where('block', 'is not', null)
    .groupBy(['block', 'bay', 'row'])
    .orderBy('block')
    .orderBy('bay')
    .orderBy('row')
    .execute();
  return rows.map((row) => ({ block: row.block!, bay: Number(row.bay), row: Number(row.row), occupied: Number(row.occupied), top_tier: Number(row.top_tier) }));
}

/** Containers in the yard in block `code` outside `size` (all of them without a size): what a resize or a delete would strand. */
export async function countStranded(db: Db, scope: TenantScope, companyId: number, code: string, size?: { bays: number; rows: number; tiers: number }) {
  let query = db
    .selectFrom('containers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'containers.company_id'))
    .where('status', '=', 'in_yard')
    .where('block', '=', code);
  if (size) query = query.where((eb) => eb.or([eb('bay', '>', size.bays), eb('row', '>', size.rows), eb('tier', '>', size.tiers)]));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The containers of one bay, by row then tier (a bay holds at most 20 × 9). */
export function containersInBay(db: Db, scope: TenantScope, companyId: number, block: string, bay: number) {
  return db
    .selectFrom('containers')
    .select(['id', 'number', 'iso_type', 'load_status', 'hazardous_class', 'block', 'bay', 'row', 'tier'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'containers.company_id'))
    .where('status', '=', 'in_yard')
    .where('block', '=', block)
    .where('bay', '=', bay)
    .orderBy('row')
    .orderBy('tier')
    .execute();
}
