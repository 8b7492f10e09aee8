import { type Insertable, PostgresAdapter, type Selectable, sql } from 'kysely';
import { rawRows } from '../../db/database';
import type { Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { TrackerEventsTable, TrackerPositionsTable, TrackerTrackHoursTable, UnitLastPositionsTable } from '../parabus/parabus.tables';
import { PACKED_NULL_HEX, type TrackQuery, trackRowsOf } from './track-rows';
import type { TrackRow } from './tracks';

export type { TrackQuery, TrackRow };

export type { Db };
export type LastPositionRow = Selectable<UnitLastPositionsTable>;
export type PositionValues = Omit<Insertable<TrackerPositionsTable>, 'id'>;
export type EventValues = Omit<Insertable<TrackerEventsTable>, 'id' | 'created_at'>;

/**
 * The unit a tracker reports for. Not scoped by company on purpose: a tracker cannot sign in, its
 * device id (unique platform-wide) is what names the unit, and the unit's company then scopes
 * everything the report touches.
 */
export function unitOfDevice(db: Db, deviceId: string) {
  return db.selectFrom('units').select(['id', 'company_id', 'number', 'plates', 'kind']).where('tracker_device_id', '=', deviceId).executeTakeFirst();
}

/** Every route of a unit (lowest id first) with its path, if drawn: its first route and its corridor in one read. */
export function routesOfUnit(db: Db, scope: TenantScope, unitId: number) {
  return db
    .selectFrom('unit_routes')
    .innerJoin('routes', 'routes.id', 'unit_routes.route_id')
    .select(['routes.id', 'routes.path', 'routes.corridor_m'])
    .where('unit_routes.unit_id', '=', unitId)
    .where(inScope(scope, 'unit_routes.company_id'))
    .orderBy('routes.id')
    .execute();
}

/** The first route of each unit, whether drawn or not, to label and colour markers. */
export async function firstRouteOf(db: Db, scope: TenantScope, unitIds: number[]): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('unit_routes')
    .select(['unit_id', (eb) => eb.fn.min('route_id').as('route_id')])
    .where('unit_id', 'in', unitIds)
    .where(inScope(scope, 'company_id'))
    .groupBy('unit_id')
    .execute();
  return new Map(rows.map((row) => [row.unit_id, Number(row.route_id)]));
}

/** Terminals with coordinates: the geofences of arrival and departure, with the names their notices say. */
export function terminalPointsOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('terminals')
    .select(['id', 'name', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .execute() as Promise<{ id: number; name: string; latitude: number; longitude: number }[]>;
}

/** Stores a report; false when the same unit already reported that device time (a retry). */
export async function insertPosition(db: Db, values: PositionValues): Promise<boolean> {
  const row = await db
    .insertInto('tracker_positions')
    .values(values)
    .onConflict((oc) => oc.columns(['unit_id', 'device_time']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function lastPositionOf(db: Db, scope: TenantScope, unitId: number) {
  return db.selectFrom('unit_last_positions').selectAll().where('unit_id', '=', unitId).where(inScope(scope, 'company_id')).executeTakeFirst();
}

/**
 * The unit's last position becomes this report unless a newer one is already there (two reports
 * of one unit racing, or an out-of-order one): the guard is in the statement, not in the caller.
 */
export async function upsertLastPosition(db: Db, values: LastPositionRow): Promise<void> {
  await db
    .insertInto('unit_last_positions')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('unit_id')
        .doUpdateSet((eb) => ({
          device_time: eb.ref('excluded.device_time'),
          received_at: eb.ref('excluded.received_at'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          speed_kmh: eb.ref('excluded.speed_kmh'),
          bearing: eb.ref('excluded.bearing'),
          battery: eb.ref('excluded.battery'),
          off_route: eb.ref('excluded.off_route'),
          at_terminal_id: eb.ref('excluded.at_terminal_id'),
        }))
        .where('unit_last_positions.device_time', '<', values.device_time),
    )
    .execute();
}

export async function insertEvent(db: Db, values: EventValues): Promise<number> {
  const row = await db.insertInto('tracker_events').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const unitColumns = ['units.id as unit_id', 'units.company_id', 'units.number', 'units.plates'] as const;

export function findUnit(db: Db, scope: TenantScope, unitId: number) {
  return db.selectFrom('units').select(unitColumns).where('units.id', '=', unitId).where(inScope(scope, 'units.company_id')).executeTakeFirst();
}

export function unitsIn(db: Db, scope: TenantScope, companyId: number, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('units')
    .select(unitColumns)
    .where('units.id', 'in', unitIds)
    .where('units.company_id', '=', companyId)
    .where(inScope(scope, 'units.company_id'))
    .orderBy('units.number')
    .execute();
}

/** Every unit of the company that has reported, with its last position. */
export function locationsOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('unit_last_positions as p')
    .innerJoin('units', 'units.id', 'p.unit_id')
    .select([...unitColumns, 'p.latitude', 'p.longitude', 'p.speed_kmh', 'p.bearing', 'p.battery', 'p.device_time', 'p.received_at', 'p.off_route', 'p.at_terminal_id'])
    .where('p.company_id', '=', companyId)
    .where(inScope(scope, 'p.company_id'))
    .orderBy('units.number')
    .execute();
}

export function locationOf(db: Db, scope: TenantScope, unitId: number) {
  return db
    .selectFrom('unit_last_positions as p')
    .innerJoin('units', 'units.id', 'p.unit_id')
    .select([...unitColumns, 'p.latitude', 'p.longitude', 'p.speed_kmh', 'p.bearing', 'p.battery', 'p.device_time', 'p.received_at', 'p.off_route', 'p.at_terminal_id'])
    .where('p.unit_id', '=', unitId)
    .where(inScope(scope, 'p.company_id'))
    .executeTakeFirst();
}

export type LocationRow = NonNullable<Awaited<ReturnType<typeof locationOf>>>;

/**
 * A unit's reports from `from` up to `to` (inclusive, or exclusive with `{ before: true }`), oldest
 * first, read from the covering index (unit_id, device_time, company_id, latitude, …) alone. The hot
 * read of replays (17,280 reports a unit-day), compiled here and run with rows as arrays
 * (`rawRows`) by `trackOf` on this thread or by a thinning worker (track-workers.ts).
 *
 * On PostgreSQL the database packs the range's reports into one bytea (see `TrackQuery`): pg's
 * JavaScript row parser was most of a cold replay there, and one row crosses the wire instead of
 * 17,280 a unit-day. SQLite keeps a row per report: better-sqlite3 builds the values natively,
 * and packing them there (group_concat, on the same thread) measured 1.7–2× slower (bench/README.md,
 * fifth pass).
 */
export function trackQuery(db: Db, scope: TenantScope, unitId: number, from: string, to: string, options: { before?: boolean } = {}): TrackQuery {
  const reports = db
    .selectFrom('tracker_positions')
    .where('unit_id', '=', unitId)
    .where(inScope(scope, 'company_id'))
    .where('device_time', '>=', from)
    .where('device_time', options.before ? '<' : '<=', to);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // The time in milliseconds, by SQLite's own date parser: cheaper than the text plus Date.parse
    // in JavaScript (ingest stores ISO 8601 with milliseconds, so nothing is rounded).
    const at = sql<number>`cast(round(unixepoch(device_time, 'subsec') * 1000) as integer)`;
    return { compiled: reports.select(['latitude', 'longitude', at.as('at'), 'speed_kmh', 'bearing']).orderBy('device_time').compile(), packed: false };
  }
  // Each report as 40 bytes of PostgreSQL's binary forms, copied rather than printed: float8 and
  // timestamptz (microseconds since 2000) big-endian, an absent speed or bearing as PACKED_NULL.
  // Printing the floats and the time as text was most of its CPU for a cold replay (psql, 10
  // unit-days: to_char ~350 ms, epoch text ~150–160, binary ~115–130).
  const orNull = (column: 'speed_kmh' | 'bearing') => sql`coalesce(float8send(${sql.ref(column)}), ${sql.raw(`'\\x${PACKED_NULL_HEX}'::bytea`)})`;
  const inOrder = reports.select(sql<Buffer>`float8send(latitude) || float8send(longitude) || timestamptz_send(device_time) || ${orNull('speed_kmh')} || ${orNull('bearing')}`.as('report')).orderBy('device_time');
  // One aggregate over the ordered reports, as PostgreSQL's manual shows for an aggregate's order
  // ("supplying the input values from a sorted subquery"): with neither a join nor a grouping
  // above it, the rows reach string_agg in the subquery's order, which the index scan gives
  // without a sort. Per UTC hour with `order by` inside the aggregate, each hour was sorted again
  // (10 unit-days: ~115 ms against ~55–75 ms of the database's time). The tests compare it with
  // the row-by-row read, order included.
  const compiled = db
    .selectFrom(inOrder.as('reports'))
    .select((eb) => eb.fn.agg<Buffer | null>('string_agg', [eb.ref('reports.report'), sql`''::bytea`]).as('packed'))
    .compile();
  return { compiled, packed: true };
}

/** The reports of `trackQuery`, read on this thread. */
export async function trackOf(db: Db, scope: TenantScope, unitId: number, from: string, to: string, options: { before?: boolean } = {}): Promise<TrackRow[]> {
  const query = trackQuery(db, scope, unitId, from, to, options);
  return trackRowsOf(await rawRows(db, query.compiled), query.packed);
}

/** How many reports a unit has in [from, before), counted on the covering index. */
export async function positionCountOf(db: Db, scope: TenantScope, unitId: number, from: string, before: string): Promise<number> {
  const row = await db
    .selectFrom('tracker_positions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unit_id', '=', unitId)
    .where(inScope(scope, 'company_id'))
    .where('device_time', '>=', from)
    .where('device_time', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type TrackHourRow = Selectable<TrackerTrackHoursTable>;

/** The stored simplified hours of a unit whose start is in [from, before), oldest first. */
export function trackHoursOf(db: Db, scope: TenantScope, unitId: number, from: string, before: string) {
  return db
    .selectFrom('tracker_track_hours')
    .select(['hour_start', 'report_count', 'points'])
    .where('unit_id', '=', unitId)
    .where(inScope(scope, 'company_id'))
    .where('hour_start', '>=', from)
    .where('hour_start', '<', before)
    .orderBy('hour_start')
    .execute();
}

/** The stored hours of a unit in [from, before) become exactly `hours` (hours without reports are not kept); in the caller's transaction. */
export async function replaceTrackHours(db: Db, scope: TenantScope, unitId: number, from: string, before: string, hours: TrackHourRow[]): Promise<void> {
  await db
    .deleteFrom('tracker_track_hours')
    .where('unit_id', '=', unitId)
    .where(inScope(scope, 'company_id'))
    .where('hour_start', '>=', from)
    .where('hour_start', '<', before)
    .execute();
  // 200 rows a statement stays under SQLite's bound-parameter limit (5 columns each). Two replays
  // storing the same hours at once (PostgreSQL) meet on the key: the later one's values win.
  for (let i = 0; i < hours.length; i += 200) {
    await db
      .insertInto('tracker_track_hours')
      .values(hours.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['unit_id', 'hour_start']).doUpdateSet((eb) => ({ report_count: eb.ref('excluded.report_count'), points: eb.ref('excluded.points') })))
      .execute();
  }
}

/** Units whose tracker the server heard from since `since` (last positions: one row per unit). */
export function unitsHeardSince(db: Db, scope: TenantScope, since: string) {
  return db.selectFrom('unit_last_positions').select(['unit_id', 'company_id']).where('received_at', '>=', since).where(inScope(scope, 'company_id')).orderBy('unit_id').execute();
}

/** Deletes stored hours that started before `before` (retention). */
export async function deleteTrackHoursBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('tracker_track_hours').where('hour_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function eventsOf(db: Db, scope: TenantScope, companyId: number, from: string, to: string, unitId: number | undefined, limit: number) {
  let query = db
    .selectFrom('tracker_events as e')
    .innerJoin('units', 'units.id', 'e.unit_id')
    .select(['e.id', 'e.company_id', 'e.unit_id', 'units.number as unit_number', 'e.kind', 'e.occurred_at', 'e.latitude', 'e.longitude', 'e.route_id', 'e.terminal_id'])
    .where('e.company_id', '=', companyId)
    .where(inScope(scope, 'e.company_id'))
    .where('e.occurred_at', '>=', from)
    .where('e.occurred_at', '<=', to);
  if (unitId !== undefined) query = query.where('e.unit_id', '=', unitId);
  return query.orderBy('e.occurred_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

/** Deletes up to `batch` reports older than `before`; answers how many went. */
export async function deletePositionsBefore(db: Db, before: string, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('tracker_positions')
    .where('id', 'in', (eb) => eb.selectFrom('tracker_positions').select('id').where('device_time', '<', before).limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Tracked units and the path of their first drawn route: what the simulator and the demo drive. */
export function trackedUnitsWithPaths(db: Db, scope: TenantScope) {
  return db
    .selectFrom('units')
    .innerJoin('unit_routes', 'unit_routes.unit_id', 'units.id')
    .innerJoin('routes', 'routes.id', 'unit_routes.route_id')
    .select(['units.id as unit_id', 'units.company_id', 'units.tracker_device_id', 'routes.id as route_id', 'routes.path'])
    .where('units.tracker_device_id', 'is not', null)
    .where('routes.path', 'is not', null)
    .where(inScope(scope, 'units.company_id'))
    .orderBy('units.id')
    .orderBy('routes.id')
    .execute();
}

/** The stops of routes, in order, so the simulator can pause at them. */
export function stopsOfRoutes(db: Db, scope: TenantScope, routeIds: number[]) {
  if (routeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('route_stops')
    .select(['route_id', 'latitude', 'longitude', 'position'])
    .where('route_id', 'in', routeIds)
    .where(inScope(scope, 'company_id'))
    .orderBy('route_id')
    .orderBy('position')
    .execute();
}
