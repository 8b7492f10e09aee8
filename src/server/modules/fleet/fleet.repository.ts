import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import type { RoutesTable, TerminalsTable, UnitsTable } from './fleet.tables';

type Db = Kysely<Database> | Transaction<Database>;

/** Which companies a list covers: null is every company (super admin). */
export interface Scope {
  companyIds: number[] | null;
  words: string[];
}

export type TerminalRow = Selectable<TerminalsTable>;
export type RouteRow = Selectable<RoutesTable>;
export type UnitRow = Selectable<UnitsTable>;
export type TerminalValues = Omit<Insertable<TerminalsTable>, 'id' | 'created_at' | 'updated_at'>;
export type RouteValues = Omit<Insertable<RoutesTable>, 'id' | 'created_at' | 'updated_at'>;
export type UnitValues = Omit<Insertable<UnitsTable>, 'id' | 'created_at' | 'updated_at'>;

type FleetTable = 'terminals' | 'routes' | 'units';

/**
 * A page of one of the fleet tables in search_text order. These tables hold tens to hundreds of
 * rows per company, so a word match is a scan of the company's rows on its (company_id,
 * search_text, id) index, not a terms table like employees'.
 */
async function pageOf<T extends FleetTable>(db: Db, table: T, scope: Scope, limit: number, offset: number, extra?: { column: 'status' | 'active'; value: string | number }) {
  if (scope.companyIds?.length === 0) return { rows: [], total: 0 };
  const filtered = () => {
    let query = db.selectFrom(table as FleetTable);
    if (scope.companyIds) query = scope.companyIds.length === 1 ? query.where('company_id', '=', scope.companyIds[0]!) : query.where('company_id', 'in', scope.companyIds);
    if (scope.words.length) query = query.where((eb) => matchesEveryWord(eb, 'search_text', scope.words));
    if (extra) query = query.where(extra.column as never, '=', extra.value as never);
    return query;
  };
  const [rows, total] = await Promise.all([
    filtered().selectAll().orderBy('search_text').orderBy('id').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as Selectable<Database[T]>[], total: Number(total.total) };
}

/* Terminals ---------------------------------------------------------------------------------- */

export const pageOfTerminals = (db: Db, scope: Scope, limit: number, offset: number) => pageOf(db, 'terminals', scope, limit, offset);

export function findTerminal(db: Db, id: number) {
  return db.selectFrom('terminals').selectAll().where('id', '=', id).executeTakeFirst();
}

export function terminalsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('terminals').selectAll().where('id', 'in', ids).execute();
}

export async function insertTerminal(db: Db, values: TerminalValues, now: string): Promise<number> {
  const row = await db
    .insertInto('terminals')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTerminal(db: Db, id: number, values: Updateable<TerminalsTable>, now: string) {
  await db
    .updateTable('terminals')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether a route or an order names the terminal (then it cannot be deleted). */
export async function terminalInUse(db: Db, id: number): Promise<boolean> {
  const route = await db
    .selectFrom('routes')
    .select('id')
    .where((eb) => eb.or([eb('origin_terminal_id', '=', id), eb('destination_terminal_id', '=', id)]))
    .limit(1)
    .executeTakeFirst();
  if (route) return true;
  const order = await db
    .selectFrom('container_orders')
    .select('id')
    .where((eb) => eb.or([eb('origin_terminal_id', '=', id), eb('destination_terminal_id', '=', id)]))
    .limit(1)
    .executeTakeFirst();
  return !!order;
}

export async function removeTerminal(db: Db, id: number) {
  await db.deleteFrom('terminals').where('id', '=', id).execute();
}

/* Routes ------------------------------------------------------------------------------------- */

export const pageOfRoutes = (db: Db, scope: Scope, limit: number, offset: number, onlyActive = false) =>
  pageOf(db, 'routes', scope, limit, offset, onlyActive ? { column: 'active', value: 1 } : undefined);

export function findRoute(db: Db, id: number) {
  return db.selectFrom('routes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function routesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('routes').selectAll().where('id', 'in', ids).execute();
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
export async function unitCounts(db: Db, routeIds: number[]): Promise<Map<number, number>> {
  if (routeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('unit_routes')
    .select(['route_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('route_id', 'in', routeIds)
    .groupBy('route_id')
    .execute();
  return new Map(rows.map((row) => [row.route_id, Number(row.count)]));
}

/* Units -------------------------------------------------------------------------------------- */

export const pageOfUnits = (db: Db, scope: Scope, limit: number, offset: number, status?: string) =>
  pageOf(db, 'units', scope, limit, offset, status ? { column: 'status', value: status } : undefined);

export function findUnit(db: Db, id: number) {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
}

export function unitsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('units').selectAll().where('id', 'in', ids).orderBy('search_text').orderBy('id').execute();
}

export async function insertUnit(db: Db, values: UnitValues, now: string): Promise<number> {
  const row = await db
    .insertInto('units')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(db: Db, id: number, values: Updateable<UnitsTable>, now: string) {
  await db
    .updateTable('units')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Which unique key of the company a value is already used under, ignoring one row. */
export async function keyTaken(db: Db, table: FleetTable, column: 'code' | 'number' | 'plates', companyId: number, value: string, exceptId: number | null) {
  let query = db
    .selectFrom(table as 'units')
    .select('id')
    .where('company_id', '=', companyId)
    .where(column as 'number', '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function unitInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('container_orders').select('id').where('unit_id', '=', id).limit(1).executeTakeFirst());
}

export async function removeUnit(db: Db, id: number) {
  await db.deleteFrom('units').where('id', '=', id).execute();
}

/* Unit links --------------------------------------------------------------------------------- */

export function driverLinks(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('unit_drivers').select(['unit_id', 'employee_id']).where('unit_id', 'in', unitIds).orderBy('created_at').orderBy('employee_id').execute();
}

export function routeLinks(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unit_routes')
    .innerJoin('routes', 'routes.id', 'unit_routes.route_id')
    .select(['unit_routes.unit_id', 'routes.id', 'routes.code', 'routes.name'])
    .where('unit_routes.unit_id', 'in', unitIds)
    .orderBy('routes.code')
    .execute();
}

export async function unitIdsOfDriver(db: Db, employeeId: number): Promise<number[]> {
  return (await db.selectFrom('unit_drivers').select('unit_id').where('employee_id', '=', employeeId).execute()).map((row) => row.unit_id);
}

export async function unitIdsOfRoute(db: Db, routeId: number): Promise<number[]> {
  return (await db.selectFrom('unit_routes').select('unit_id').where('route_id', '=', routeId).execute()).map((row) => row.unit_id);
}

/** The unit's drivers become exactly these. */
export async function setDrivers(db: Db, companyId: number, unitId: number, employeeIds: number[]) {
  await db.deleteFrom('unit_drivers').where('unit_id', '=', unitId).execute();
  if (employeeIds.length) {
    await db
      .insertInto('unit_drivers')
      .values(employeeIds.map((employee_id) => ({ unit_id: unitId, employee_id, company_id: companyId })))
      .execute();
  }
}

/** The unit's routes become exactly these. */
export async function setRoutes(db: Db, companyId: number, unitId: number, routeIds: number[]) {
  await db.deleteFrom('unit_routes').where('unit_id', '=', unitId).execute();
  if (routeIds.length) {
    await db
      .insertInto('unit_routes')
      .values(routeIds.map((route_id) => ({ unit_id: unitId, route_id, company_id: companyId })))
      .execute();
  }
}

/** Adds (driver, unit) links; the ones already there stay as they are. */
export async function addDriverLinks(db: Db, companyId: number, employeeId: number, unitIds: number[]) {
  if (unitIds.length === 0) return;
  await db
    .insertInto('unit_drivers')
    .values(unitIds.map((unit_id) => ({ unit_id, employee_id: employeeId, company_id: companyId })))
    .onConflict((oc) => oc.columns(['unit_id', 'employee_id']).doNothing())
    .execute();
}

/** Adds (route, unit) links; the ones already there stay as they are. */
export async function addRouteLinks(db: Db, companyId: number, routeId: number, unitIds: number[]) {
  if (unitIds.length === 0) return;
  await db
    .insertInto('unit_routes')
    .values(unitIds.map((unit_id) => ({ unit_id, route_id: routeId, company_id: companyId })))
    .onConflict((oc) => oc.columns(['unit_id', 'route_id']).doNothing())
    .execute();
}

/** Companies that have routes (the super admin's transport-sector list starts from them). */
export async function companiesWithRoutes(db: Db): Promise<number[]> {
  return (await db.selectFrom('routes').select('company_id').distinct().execute()).map((row) => row.company_id);
}
