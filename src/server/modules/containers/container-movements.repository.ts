import type { Insertable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from './containers.repository';
import type { ContainerHistoryTable } from './containers.tables';

// What happened to a container (container_history) and where it stood (container_locations).
// Finders take the caller's TenantScope, like the containers' own.

export async function insertHistory(db: Db, values: Insertable<ContainerHistoryTable>): Promise<number> {
  const { id } = await db.insertInto('container_history').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Whether anything beyond its creation and data edits happened to the container — a movement, a
 * hold, an order, a waybill, a note: what makes it a record to archive, not to delete.
 */
export async function hasHistory(db: Db, scope: TenantScope, containerId: number): Promise<boolean> {
  const found = await db
    .selectFrom('container_history')
    .select('id')
    .where('container_id', '=', containerId)
    .where(inScope(scope, 'container_history.company_id'))
    .where('kind', 'not in', ['created', 'updated'])
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

const historyColumns = [
  'h.id',
  'h.container_id',
  'h.kind',
  'h.from_status',
  'h.to_status',
  'h.from_position',
  'h.to_position',
  'h.vessel_call_id',
  'h.notes',
  'h.user_id',
  'h.occurred_at',
  'u.name as user_name',
  'u.surname as user_surname',
] as const;

export function findHistoryEntry(db: Db, scope: TenantScope, id: number) {
  return db
    .selectFrom('container_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(historyColumns)
    .where('h.id', '=', id)
    .where(inScope(scope, 'h.company_id'))
    .executeTakeFirstOrThrow();
}

export type HistoryRow = Awaited<ReturnType<typeof findHistoryEntry>>;

/** Newest first: the timeline reads from what just happened. */
export async function listHistory(db: Db, scope: TenantScope, containerId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('container_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(historyColumns)
      .where('h.container_id', '=', containerId)
      .where(inScope(scope, 'h.company_id'))
      .orderBy('h.occurred_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('container_history')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('container_id', '=', containerId)
      .where(inScope(scope, 'container_history.company_id'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function closeLocation(db: Db, containerId: number, until: string) {
  await db.updateTable('container_locations').set({ until }).where('container_id', '=', containerId).where('until', 'is', null).execute();
}

export async function insertLocation(
  db: Db,
  values: { company_id: number; container_id: number; block: string; bay: number; row: number; tier: number; since: string; user_id: number | null },
) {
  await db.insertInto('container_locations').values({ ...values, until: null }).execute();
}

/** Newest first. */
export async function listLocations(db: Db, scope: TenantScope, containerId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('container_locations as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.id', 'l.container_id', 'l.block', 'l.bay', 'l.row', 'l.tier', 'l.since', 'l.until', 'l.user_id', 'u.name as user_name', 'u.surname as user_surname'])
      .where('l.container_id', '=', containerId)
      .where(inScope(scope, 'l.company_id'))
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('container_locations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('container_id', '=', containerId)
      .where(inScope(scope, 'container_locations.company_id'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
