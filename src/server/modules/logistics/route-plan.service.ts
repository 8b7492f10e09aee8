import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ROUTE_DAY_TYPES,
  type RouteStop,
  type RouteStops,
  type RouteTimetable,
  type replaceRouteStopsInputSchema,
  type routeTimetableInputSchema,
} from '../../../shared/contracts/bus-routes';
import type { Database } from '../../db/schema';
import type { Principal } from '../../principal';
import { scopeOf } from '../../tenancy';
import type { RouteDayType } from '../parabus/parabus.tables';
import { field } from './logistics.common';
import * as repository from './route-plan.repository';
import type { RoutesService } from './routes.service';
import type { TerminalsService } from './terminals.service';

export type RoutePlanService = ReturnType<typeof createRoutePlanService>;

type StopRow = Awaited<ReturnType<typeof repository.stopsOf>>[number];

export const stopOf = (row: StopRow): RouteStop => ({
  id: row.id,
  position: row.position,
  name: row.name,
  terminal_id: row.terminal_id,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  minutes_from_start: row.minutes_from_start,
});

export function timetableOf(rows: { day_type: string; departs_at: string }[]): Omit<RouteTimetable, 'route_id'> {
  const table: Record<RouteDayType, string[]> = { weekday: [], saturday: [], sunday: [] };
  for (const row of rows) table[row.day_type as RouteDayType]?.push(row.departs_at);
  return table;
}

/** A bus route's stops (ordered) and its timetable (departures from the first stop per day type). */
export function createRoutePlanService(deps: { db: Kysely<Database>; routes: RoutesService; terminals: TerminalsService }) {
  const { db, routes, terminals } = deps;

  async function stopsOfRoute(routeId: number): Promise<RouteStops> {
    return { route_id: routeId, data: (await repository.stopsOf(db, [routeId])).map(stopOf) };
  }

  async function timetableOfRoute(routeId: number): Promise<RouteTimetable> {
    return { route_id: routeId, ...timetableOf(await repository.departuresOf(db, routeId)) };
  }

  return {
    async stops(principal: Principal, routeId: number): Promise<RouteStops> {
      await routes.routeFor(principal, routeId, 'fleet.read');
      return stopsOfRoute(routeId);
    },

    /**
     * The stops become exactly these, in this order. A stop naming a terminal of the route's
     * company takes the terminal's point unless it brings its own; a stop without a terminal must
     * bring its point. Minutes from the start may not go backwards along the route.
     */
    async replaceStops(principal: Principal, routeId: number, input: z.output<typeof replaceRouteStopsInputSchema>): Promise<RouteStops> {
      const route = await routes.routeFor(principal, routeId, 'fleet.manage');
      const scope = scopeOf(principal);
      const values: repository.StopValues[] = [];
      let lastMinutes = -1;
      for (const [index, stop] of input.stops.entries()) {
        const at = `stops.${index}`;
        let latitude = stop.latitude ?? null;
        let longitude = stop.longitude ?? null;
        if (stop.terminal_id != null) {
          const terminal = await terminals.terminalOf(scope, route.company_id, stop.terminal_id, `${at}.terminal_id`, `La terminal de la parada ${index + 1}`);
          if (latitude === null || longitude === null) {
            if (terminal.latitude === null || terminal.longitude === null) throw field(`${at}.latitude`, `La terminal de la parada ${index + 1} no tiene ubicación; marca el punto en el mapa.`);
            latitude = Number(terminal.latitude);
            longitude = Number(terminal.longitude);
          }
        }
        if (latitude === null || longitude === null) throw field(`${at}.latitude`, `La parada ${index + 1} necesita su ubicación (latitud y longitud) o una terminal.`);
        const minutes = stop.minutes_from_start ?? null;
        if (minutes !== null) {
          if (minutes < lastMinutes) throw field(`${at}.minutes_from_start`, `Los minutos de la parada ${index + 1} no pueden ser menos que los de la anterior.`);
          lastMinutes = minutes;
        }
        values.push({ company_id: route.company_id, route_id: routeId, position: index, name: stop.name, terminal_id: stop.terminal_id ?? null, latitude, longitude, minutes_from_start: minutes });
      }
      await db.transaction().execute((trx) => repository.replaceStops(trx, routeId, values));
      return stopsOfRoute(routeId);
    },

    async timetable(principal: Principal, routeId: number): Promise<RouteTimetable> {
      await routes.routeFor(principal, routeId, 'fleet.read');
      return timetableOfRoute(routeId);
    },

    /** Every day type's departures become exactly the ones sent (the schema refused repeated times). */
    async replaceTimetable(principal: Principal, routeId: number, input: z.output<typeof routeTimetableInputSchema>): Promise<RouteTimetable> {
      const route = await routes.routeFor(principal, routeId, 'fleet.manage');
      const departures = ROUTE_DAY_TYPES.flatMap((day_type) => input[day_type].map((departs_at) => ({ day_type, departs_at })));
      await db.transaction().execute((trx) => repository.replaceDepartures(trx, route.company_id, routeId, departures));
      return timetableOfRoute(routeId);
    },

    stopCounts: (routeIds: number[]) => repository.stopCounts(db, routeIds),
  };
}
