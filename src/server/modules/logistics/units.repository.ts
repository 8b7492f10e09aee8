import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import { type CatalogueFilter, type Db, pageOfCatalogue } from './logistics.repository';
import type { UnitsTable } from './logistics.tables';

export type UnitRow = Selectable<UnitsTable>;
export type UnitValues = Omit<Insertable<UnitsTable>, 'id' | 'created_at' | 'updated_at'>;

export const pageOfUnits = (db: Db, scope: TenantScope, filter: CatalogueFilter, limit: number, offset: number) => pageOfCatalogue(db, 'units', scope, filter, limit, offset);

export function findUnit(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('units').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function unitsByIds(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('units').selectAll().where('id', 'in', ids).where(inScope(scope, 'company_id')).orderBy('search_text').orderBy('id').execute();
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

/**
 * Whether another unit, of any company, already reports with this tracker id. Deliberately not
 * scoped: a report names only the device, so the id must be unique on the whole platform.
 */
export async function trackerTaken(db: Db, deviceId: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('units').select('id').where('tracker_device_id', '=', deviceId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** The company of a unit within the scope (the files module asks it for a unit's scanned documents). */
export async function companyIdOfUnit(db: Db, scope: TenantScope, id: number): Promise<number | null> {
  const row = await db.selectFrom('units').select('company_id').where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
  return row?.company_id ?? null;
}

export async function unitInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('container_orders').select('id').where('unit_id', '=', id).limit(1).executeTakeFirst());
}

export async function removeUnit(db: Db, id: number) {
  await db.deleteFrom('units').where('id', '=', id).execute();
}

/* Who drives and which routes each unit runs. */

export function driverLinks(db: Db, scope: TenantScope, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unit_drivers')
    .select(['unit_id', 'employee_id'])
    .where('unit_id', 'in', unitIds)
    .where(inScope(scope, 'company_id'))
    .orderBy('created_at')
    .orderBy('employee_id')
    .execute();
}

export function routeLinks(db: Db, scope: TenantScope, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unit_routes')
    .innerJoin('routes', 'routes.id', 'unit_routes.route_id')
    .select(['unit_routes.unit_id', 'routes.id', 'routes.code', 'routes.name'])
    .where('unit_routes.unit_id', 'in', unitIds)
    .where(inScope(scope, 'unit_routes.company_id'))
    .orderBy('routes.code')
    .execute();
}

export async function unitIdsOfDriver(db: Db, scope: TenantScope, employeeId: number): Promise<number[]> {
  return (await db.selectFrom('unit_drivers').select('unit_id').where('employee_id', '=', employeeId).where(inScope(scope, 'company_id')).execute()).map((row) => row.unit_id);
}

export async function unitIdsOfRoute(db: Db, scope: TenantScope, routeId: number): Promise<number[]> {
  return (await db.selectFrom('unit_routes').select('unit_id').where('route_id', '=', routeId).where(inScope(scope, 'company_id')).execute()).map((row) => row.unit_id);
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
/** Takes the unit off the route; answers whether it was on it. */
export async function removeRouteLink(db: Db, scope: TenantScope, routeId: number, unitId: number): Promise<boolean> {
  const result = await db.deleteFrom('unit_routes').where('route_id', '=', routeId).where('unit_id', '=', unitId).where(inScope(scope, 'company_id')).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addRouteLinks(db: Db, companyId: number, routeId: number, unitIds: number[]) {
  if (unitIds.length === 0) return;
  await db
    .insertInto('unit_routes')
    .values(unitIds.map((unit_id) => ({ unit_id, route_id: routeId, company_id: companyId })))
    .onConflict((oc) => oc.columns(['unit_id', 'route_id']).doNothing())
    .execute();
}
