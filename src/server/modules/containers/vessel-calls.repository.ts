import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import { type Db, PREFIX_END } from './containers.repository';
import type { VesselCallsTable } from './containers.tables';

// Vessel calls and their discharge and load lists. Finders take the caller's TenantScope.

export function findCall(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('vessel_calls').selectAll().where('id', '=', id).where(inScope(scope, 'vessel_calls.company_id')).executeTakeFirst();
}

export type CallRow = Selectable<VesselCallsTable>;

export function findCallByVoyage(db: Db, scope: TenantScope, companyId: number, voyage: string) {
  return db
    .selectFrom('vessel_calls')
    .selectAll()
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'vessel_calls.company_id'))
    .where('voyage', '=', voyage)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertCall(db: Db, values: Insertable<VesselCallsTable>): Promise<number> {
  const { id } = await db.insertInto('vessel_calls').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCall(db: Db, id: number, values: Updateable<VesselCallsTable>) {
  await db.updateTable('vessel_calls').set(values).where('id', '=', id).execute();
}

export async function deleteCall(db: Db, id: number) {
  await db.deleteFrom('vessel_call_containers').where('vessel_call_id', '=', id).execute();
  await db.updateTable('containers').set({ vessel_call_id: null }).where('vessel_call_id', '=', id).execute();
  await db.deleteFrom('vessel_calls').where('id', '=', id).execute();
}

export async function replaceCallList(db: Db, callId: number, direction: 'discharge' | 'load', containerIds: number[]) {
  await db.deleteFrom('vessel_call_containers').where('vessel_call_id', '=', callId).where('direction', '=', direction).execute();
  for (let start = 0; start < containerIds.length; start += 500) {
    await db
      .insertInto('vessel_call_containers')
      .values(containerIds.slice(start, start + 500).map((container_id) => ({ vessel_call_id: callId, direction, container_id })))
      .execute();
  }
}

export async function addToCallList(db: Db, callId: number, direction: 'discharge' | 'load', containerId: number) {
  const exists = await db
    .selectFrom('vessel_call_containers')
    .select('container_id')
    .where('vessel_call_id', '=', callId)
    .where('direction', '=', direction)
    .where('container_id', '=', containerId)
    .executeTakeFirst();
  if (!exists) await db.insertInto('vessel_call_containers').values({ vessel_call_id: callId, direction, container_id: containerId }).execute();
}

/** The list rows carry no company of their own: they are counted through their call's. */
export async function callCounts(db: Db, scope: TenantScope, callIds: number[]) {
  if (callIds.length === 0) return [];
  return db
    .selectFrom('vessel_call_containers as l')
    .innerJoin('vessel_calls as v', 'v.id', 'l.vessel_call_id')
    .select(['l.vessel_call_id', 'l.direction', (eb) => eb.fn.countAll<number>().as('count')])
    .where('l.vessel_call_id', 'in', callIds)
    .where(inScope(scope, 'v.company_id'))
    .groupBy(['l.vessel_call_id', 'l.direction'])
    .execute();
}

export function callList(db: Db, scope: TenantScope, callId: number, direction: 'discharge' | 'load') {
  return db
    .selectFrom('vessel_call_containers as l')
    .innerJoin('containers as c', 'c.id', 'l.container_id')
    .select(['c.id', 'c.number', 'c.iso_type', 'c.status', 'c.block', 'c.bay', 'c.row', 'c.tier'])
    .where('l.vessel_call_id', '=', callId)
    .where('l.direction', '=', direction)
    .where(inScope(scope, 'c.company_id'))
    .orderBy('c.number')
    .execute();
}

export async function listCalls(db: Db, scope: TenantScope, companyId: number, filter: { vesselKey?: string; status?: string }, limit: number, offset: number) {
  let query = db.selectFrom('vessel_calls').where('company_id', '=', companyId).where(inScope(scope, 'vessel_calls.company_id'));
  if (filter.vesselKey) query = query.where('vessel_key', '>=', filter.vesselKey).where('vessel_key', '<', filter.vesselKey + PREFIX_END);
  if (filter.status === 'departed') query = query.where('atd', 'is not', null);
  if (filter.status === 'at_berth') query = query.where('atd', 'is', null).where('ata', 'is not', null);
  if (filter.status === 'expected') query = query.where('atd', 'is', null).where('ata', 'is', null);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('eta', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
