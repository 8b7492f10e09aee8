import { sql } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from './containers.repository';

// The dashboard's counts, all in the database: a yard may hold hundreds of thousands of containers.

export function countByStatus(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('containers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .groupBy('status')
    .execute();
}

/** Gate movements since `from`, one row each (a few thousand a day at most): the service buckets them by local day. */
export function gateMovementsSince(db: Db, scope: TenantScope, companyId: number, from: string) {
  return db
    .selectFrom('container_history')
    .select(['kind', 'occurred_at'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('kind', 'in', ['gate_in', 'gate_out'])
    .where('occurred_at', '>=', from)
    .execute();
}

/**
 * Containers in the yard counted by arrival before each of `limits` (ISO instants, newest first):
 * `counts[i]` arrived at or after `limits[i]`. Counted in the database: the yard may hold
 * hundreds of thousands.
 */
export async function arrivalsInYardSince(db: Db, scope: TenantScope, companyId: number, limits: string[]) {
  const row = await db
    .selectFrom('containers')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      ...limits.map((limit, index) => sql<number>`sum(case when arrived_at is null or arrived_at >= ${limit} then 1 else 0 end)`.as(`since_${index}`)),
    ])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('status', '=', 'in_yard')
    .executeTakeFirstOrThrow();
  const values = row as unknown as Record<string, number | string | null>;
  return { total: Number(values.total), counts: limits.map((_, index) => Number(values[`since_${index}`] ?? 0)) };
}

export function occupancyByBlock(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('containers')
    .select(['block', (eb) => eb.fn.countAll<number>().as('occupied')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('status', '=', 'in_yard')
    .where('block', 'is not', null)
    .groupBy('block')
    .orderBy('block')
    .execute();
}

export async function countOnHoldInYard(db: Db, scope: TenantScope, companyId: number) {
  const row = await db
    .selectFrom('containers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('status', '=', 'in_yard')
    .where((eb) => eb.or([eb('hold_customs', '=', 1), eb('hold_line', '=', 1), eb('hold_damage', '=', 1)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
