import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import { type CatalogueFilter, type Db, pageOfCatalogue } from './logistics.repository';
import type { RoutesTable } from './logistics.tables';

export type RouteRow = Selectable<RoutesTable>;
export type RouteValues = Omit<Insertable<RoutesTable>, 'id' | 'created_at' | 'updated_at'>;

export const pageOfRoutes = (db: Db, scope: TenantScope, filter: CatalogueFilter, limit: number, offset: number) => pageOfCatalogue(db, 'routes', scope, filter, limit, offset);

export function findRoute(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('routes').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function routesByIds(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('routes').selectAll().where('id', 'in', ids).where(inScope(scope, 'company_id')).execute();
}

export async function insertRoute(db: Db, values: RouteValues, now: string): Promise<number> {
  const row = await db
    .insertInto('routes')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRoute(db: Db, id: number, values: Updateable<RoutesTable>, now: string) {
  await db
    .updateTable('routes')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function routeInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('container_orders').select('id').where('route_id', '=', id).limit(1).executeTakeFirst());
}

export async function removeRoute(db: Db, id: number) {
  await db.deleteFrom('routes').where('id', '=', id).execute();
}

/** How many units run each route. */
export async function unitCounts(db: Db, scope: TenantScope, routeIds: number[]): Promise<Map<number, number>> {
  if (routeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('unit_routes')
    .select(['route_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('route_id', 'in', routeIds)
    .where(inScope(scope, 'company_id'))
    .groupBy('route_id')
    .execute();
  return new Map(rows.map((row) => [row.route_id, Number(row.count)]));
}

/** Companies in scope that have routes (the super admin's transport-sector list starts from them). */
export async function companiesWithRoutes(db: Db, scope: TenantScope): Promise<number[]> {
  return (await db.selectFrom('routes').select('company_id').distinct().where(inScope(scope, 'company_id')).execute()).map((row) => row.company_id);
}
