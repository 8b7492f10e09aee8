import type { Insertable } from 'kysely';
import type { RouteDayType, RouteDeparturesTable, RouteStopsTable } from '../parabus/parabus.tables';
import type { Db } from './logistics.repository';

/*
 * A route's stops and timetable. Callers reach these only through a route already found in the
 * caller's scope (routes.service routeFor) or a published route, so the rows are read by route id.
 */

export type StopValues = Omit<Insertable<RouteStopsTable>, 'id'>;

export function stopsOf(db: Db, routeIds: number[]) {
  if (routeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('route_stops').selectAll().where('route_id', 'in', routeIds).orderBy('route_id').orderBy('position').execute();
}

/** Replaces the stops in one go: delete then insert, inside the caller's transaction. */
export async function replaceStops(db: Db, routeId: number, stops: StopValues[]) {
  await db.deleteFrom('route_stops').where('route_id', '=', routeId).execute();
  if (stops.length) await db.insertInto('route_stops').values(stops).execute();
}

export async function stopCounts(db: Db, routeIds: number[]): Promise<Map<number, number>> {
  if (routeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('route_stops')
    .select(['route_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('route_id', 'in', routeIds)
    .groupBy('route_id')
    .execute();
  return new Map(rows.map((row) => [row.route_id, Number(row.count)]));
}

export function departuresOf(db: Db, routeId: number) {
  return db.selectFrom('route_departures').select(['day_type', 'departs_at']).where('route_id', '=', routeId).orderBy('departs_at').execute();
}

export async function replaceDepartures(db: Db, companyId: number, routeId: number, departures: { day_type: RouteDayType; departs_at: string }[]) {
  await db.deleteFrom('route_departures').where('route_id', '=', routeId).execute();
  const rows: Insertable<RouteDeparturesTable>[] = departures.map((row) => ({ ...row, company_id: companyId, route_id: routeId }));
  // Chunks keep PostgreSQL's parameter count and SQLite's variable limit far away (3 × 300 rows).
  for (let index = 0; index < rows.length; index += 200) await db.insertInto('route_departures').values(rows.slice(index, index + 200)).execute();
}

/** Is this public number used by another route, in any company? The public URL carries no company. */
export async function publicNumberTaken(db: Db, publicNumber: number, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('routes').select('id').where('public_number', '=', publicNumber);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.limit(1).executeTakeFirst());
}

/*
 * The public page. These read across companies on purpose: a published route (active, with a
 * public number) is public by its owner's choice, and only what a passenger needs leaves here.
 */

const publicColumns = ['routes.id', 'routes.company_id', 'routes.name', 'routes.public_number', 'routes.description', 'routes.fare_cents', 'routes.color', 'routes.path', 'companies.name as company_name'] as const;

export function findPublishedRoute(db: Db, publicNumber: number) {
  return db
    .selectFrom('routes')
    .innerJoin('companies', 'companies.id', 'routes.company_id')
    .select(publicColumns)
    .where('routes.public_number', '=', publicNumber)
    .where('routes.active', '=', 1)
    .executeTakeFirst();
}

/** Every published route's name, to resolve a name slug (a few hundred rows at most on a platform). */
export function publishedRouteNames(db: Db) {
  return db.selectFrom('routes').select(['public_number', 'name']).where('public_number', 'is not', null).where('routes.active', '=', 1).orderBy('public_number').execute();
}

/** Units on the route whose tracker reported since `since` (ISO instant), with that last report. */
export function busesOnRoute(db: Db, routeId: number, since: string) {
  return db
    .selectFrom('unit_routes')
    .innerJoin('units', 'units.id', 'unit_routes.unit_id')
    .innerJoin('unit_last_positions as last', 'last.unit_id', 'units.id')
    .select(['units.number', 'last.latitude', 'last.longitude', 'last.bearing', 'last.speed_kmh', 'last.device_time'])
    .where('unit_routes.route_id', '=', routeId)
    .where('last.received_at', '>=', since)
    .orderBy('units.number')
    .execute();
}
