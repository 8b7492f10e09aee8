import type { Kysely } from 'kysely';
import type { DriverUnits, RouteUnits } from '../../../shared/contracts/logistics-units';
import type { Database } from '../../db/schema';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import { field } from './logistics.common';
import type { RouteRow } from './routes.repository';
import { type RoutesService, routeRef } from './routes.service';
import * as repository from './units.repository';
import { type DriverSummary, type UnitsService, driverRef } from './units.service';

export type UnitAssignmentsService = ReturnType<typeof createUnitAssignmentsService>;

/** Seen from the other side: the units a driver drives (`/drivers/{id}/units`) and a route runs (`/routes/{id}/units`). */
export function createUnitAssignmentsService(deps: { db: Kysely<Database>; units: UnitsService; routes: RoutesService }) {
  const { db, units, routes } = deps;

  /** The driver if the caller's companies employ them (404 otherwise), once `action` is allowed in their company. */
  async function driverFor(principal: Principal, id: number, action: 'fleet.read' | 'fleet.manage'): Promise<DriverSummary> {
    const driver = orNotFound((await units.driversByIds(scopeOf(principal), [id])).get(id), 'No encontramos ese chofer.');
    assertCanIn(principal, driver.company_id, action);
    return driver;
  }

  async function driverUnits(scope: TenantScope, driver: DriverSummary): Promise<DriverUnits> {
    const ids = await repository.unitIdsOfDriver(db, scope, driver.id);
    return { driver: driverRef(driver), data: await units.toUnits(scope, await repository.unitsByIds(db, scope, ids)) };
  }

  async function routeUnits(scope: TenantScope, route: RouteRow): Promise<RouteUnits> {
    const ids = await repository.unitIdsOfRoute(db, scope, route.id);
    return { route: routeRef(route), data: await units.toUnits(scope, await repository.unitsByIds(db, scope, ids)) };
  }

  return {
    async ofDriver(principal: Principal, driverId: number): Promise<DriverUnits> {
      return driverUnits(scopeOf(principal), await driverFor(principal, driverId, 'fleet.read'));
    },

    /** `POST /drivers/{id}/units`: the driver (an employee marked as driver) also drives these units. */
    async assignToDriver(principal: Principal, driverId: number, unitIds: number[]): Promise<DriverUnits> {
      const driver = await driverFor(principal, driverId, 'fleet.manage');
      const scope = scopeOf(principal);
      if (!driver.is_driver) throw field('driver', `${driver.full_name} no está marcado como chofer; márcalo en su ficha de empleado primero.`);
      await units.checkUnits(scope, driver.company_id, unitIds);
      await repository.addDriverLinks(db, driver.company_id, driverId, unitIds);
      return driverUnits(scope, driver);
    },

    async ofRoute(principal: Principal, routeId: number): Promise<RouteUnits> {
      return routeUnits(scopeOf(principal), await routes.routeFor(principal, routeId, 'fleet.read'));
    },

    /** `POST /routes/{id}/units`: these units also run the route. */
    async addToRoute(principal: Principal, routeId: number, unitIds: number[]): Promise<RouteUnits> {
      const route = await routes.routeFor(principal, routeId, 'fleet.manage');
      const scope = scopeOf(principal);
      await units.checkUnits(scope, route.company_id, unitIds);
      await repository.addRouteLinks(db, route.company_id, routeId, unitIds);
      return routeUnits(scope, route);
    },

    /**
     * `DELETE /routes/{id}/units/{unitId}`: the unit no longer runs the route (the unit itself
     * stays). A unit not on the route answers 404, like one of another company.
     */
    async removeFromRoute(principal: Principal, routeId: number, unitId: number): Promise<RouteUnits> {
      const route = await routes.routeFor(principal, routeId, 'fleet.manage');
      const scope = scopeOf(principal);
      if (!(await repository.removeRouteLink(db, scope, routeId, unitId))) orNotFound(null, 'Esa unidad no está asignada a esta ruta.');
      return routeUnits(scope, route);
    },
  };
}
