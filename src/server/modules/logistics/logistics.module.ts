import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompaniesService } from '../companies/companies.service';
import type { ContainersService } from '../containers/containers.service';
import type { EmployeesService } from '../employees/employees.service';
import type { FilesService } from '../files/files.service';
import { publicRouteRoutes, routePlanRoutes } from './bus-routes.routes';
import { logisticsRoutes, publicWaybillRoutes } from './logistics.routes';
import { createOrdersService } from './orders.service';
import { createPublicRoutesService } from './public-routes.service';
import { createRoutePlanService } from './route-plan.service';
import { createRoutesService } from './routes.service';
import { createTerminalsService } from './terminals.service';
import { createUnitAssignmentsService } from './unit-assignments.service';
import { createUnitsService } from './units.service';
import { createWaybillsService } from './waybills.service';

/**
 * Around the containers: terminals, routes, units and drivers; orders and waybills (carta porte);
 * bus routes' stops and timetable, and the public route page.
 */
export function createLogistics(
  context: AppContext,
  deps: { companies: CompaniesService; employees: EmployeesService; containers: ContainersService; files: FilesService },
) {
  const { db, limiter, realtime, config } = context;
  const { companies, employees, containers, files } = deps;
  const terminals = createTerminalsService({ db, companies });
  const routes = createRoutesService({ db, companies, terminals });
  const routePlan = createRoutePlanService({ db, routes, terminals });
  const publicRoutes = createPublicRoutesService({ db, limiter });
  const units = createUnitsService({ db, companies, employees, routes });
  const unitAssignments = createUnitAssignmentsService({ db, units, routes });
  const orders = createOrdersService({ db, containers, terminals, routes, units, realtime });
  units.useMovements((principal, unitId) => orders.movementsOfUnit(principal, unitId));
  // A unit's scanned papers are the fleet's: read like the unit, written by who manages its documents.
  files.registerOwner('unit', { companyOf: (scope, id) => units.companyIdOf(scope, id), read: 'fleet.read', write: 'unit-documents.manage' });
  const waybills = createWaybillsService({ db, appKey: config.appKey, publicUrl: config.publicUrl, orders, terminals, routes, units, containers, companies });
  return { terminals, routes, routePlan, publicRoutes, units, unitAssignments, orders, waybills };
}
export type Logistics = ReturnType<typeof createLogistics>;

export async function registerLogistics(app: FastifyInstance, parts: Logistics) {
  await app.register(logisticsRoutes({ ...parts, assignments: parts.unitAssignments }), { prefix: '/api/v1' });
  await app.register(publicWaybillRoutes(parts.waybills), { prefix: '/api/v1' });
  await app.register(routePlanRoutes(parts.routePlan), { prefix: '/api/v1' });
  await app.register(publicRouteRoutes(parts.publicRoutes), { prefix: '/api/v1' });
}
