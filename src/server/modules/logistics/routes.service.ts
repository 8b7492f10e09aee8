import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { LOGISTICS_PER_PAGE, type logisticsListQuerySchema } from '../../../shared/contracts/logistics-common';
import {
  type Route,
  type RoutePage,
  type RouteRef,
  type createRouteInputSchema,
  type transportSectorRoutesQuerySchema,
  type updateRouteInputSchema,
} from '../../../shared/contracts/logistics-routes';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeFor, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import { companyForCreate, field, keyConflict, listScope, merged } from './logistics.common';
import { keyTaken } from './logistics.repository';
import type { RoutesTable } from './logistics.tables';
import * as planRepository from './route-plan.repository';
import * as repository from './routes.repository';
import { type TerminalsService, terminalRef } from './terminals.service';

export type RoutesService = ReturnType<typeof createRoutesService>;

const NOT_FOUND = 'No encontramos esa ruta.';

export const routeRef = (row: { id: number; code: string; name: string }): RouteRef => ({ id: row.id, code: row.code, name: row.name });

/** The stored path (JSON text written only by this service) as points; null when not drawn. */
export function routePathOf(text: string | null): [number, number][] | null {
  return text === null ? null : (JSON.parse(text) as [number, number][]);
}

const searchText = (row: Pick<RoutesTable, 'code' | 'name'>) => searchTextOf(row.code, row.name);
const codeTaken = (code: string) => `Ya hay una ruta con el código «${code}» en esta empresa.`;
const NUMBER_TAKEN = 'Ese número de ruta ya está en uso.';
const numberTaken = () => field('public_number', NUMBER_TAKEN);

type BusInput = Pick<z.output<typeof createRouteInputSchema>, 'public_number' | 'description' | 'fare_cents' | 'color' | 'path' | 'corridor_m'>;

/** The bus columns as stored: undefined keeps what was there, null clears; the path is JSON text. */
function busValues(input: BusInput) {
  const { path, ...rest } = input;
  return { ...rest, ...(path === undefined ? {} : { path: path === null ? null : JSON.stringify(path) }) };
}

/**
 * A unique index refused the write: the public number is platform-wide (its page's URL names no
 * company), the code per company — say which one was taken.
 */
async function keyTakenConflict(db: Kysely<Database>, error: unknown, id: number | null, publicNumber: number | null | undefined, code: string): Promise<never> {
  if (isUniqueViolation(error) && publicNumber != null && (await planRepository.publicNumberTaken(db, publicNumber, id))) throw numberTaken();
  keyConflict(error, 'route_code_taken', codeTaken(code));
}

/** Routes: a road between two terminals of the company, run by the units assigned to it. */
export function createRoutesService(deps: { db: Kysely<Database>; companies: CompaniesService; terminals: TerminalsService }) {
  const { db, companies, terminals } = deps;

  /** The route if the caller's companies hold it (404 otherwise), once `action` is allowed in its company. */
  async function routeFor(principal: Principal, id: number, action: 'fleet.read' | 'fleet.manage') {
    const row = orNotFound(await repository.findRoute(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, action);
    return row;
  }

  async function toRoutes(scope: TenantScope, rows: repository.RouteRow[]): Promise<Route[]> {
    const terminalIds = rows.flatMap((row) => [row.origin_terminal_id, row.destination_terminal_id]);
    const routeIds = rows.map((row) => row.id);
    const [places, counts, stopCounts] = await Promise.all([terminals.byIds(scope, terminalIds), repository.unitCounts(db, scope, routeIds), planRepository.stopCounts(db, routeIds)]);
    const byId = new Map(places.map((row) => [row.id, terminalRef(row)]));
    return rows.map((row) => ({
      id: row.id,
      company_id: row.company_id,
      code: row.code,
      name: row.name,
      // A route's terminals are of its company (checked on every write), so within its scope.
      origin: byId.get(row.origin_terminal_id)!,
      destination: byId.get(row.destination_terminal_id)!,
      distance_km: row.distance_km === null ? null : Number(row.distance_km),
      estimated_minutes: row.estimated_minutes,
      active: Boolean(row.active),
      units_count: counts.get(row.id) ?? 0,
      stops_count: stopCounts.get(row.id) ?? 0,
      public_number: row.public_number,
      description: row.description,
      fare_cents: row.fare_cents,
      color: row.color,
      path: routePathOf(row.path),
      corridor_m: Number(row.corridor_m),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function detail(scope: TenantScope, id: number): Promise<Route> {
    return (await toRoutes(scope, [orNotFound(await repository.findRoute(db, scope, id), NOT_FOUND)]))[0]!;
  }

  async function checkTerminals(scope: TenantScope, companyId: number, values: { origin_terminal_id: number; destination_terminal_id: number }) {
    await terminals.terminalOf(scope, companyId, values.origin_terminal_id, 'origin_terminal_id', 'La terminal de origen');
    await terminals.terminalOf(scope, companyId, values.destination_terminal_id, 'destination_terminal_id', 'La terminal de destino');
    if (values.origin_terminal_id === values.destination_terminal_id) {
      throw field('destination_terminal_id', 'El destino debe ser distinto del origen.');
    }
  }

  return {
    routeFor,

    async list(principal: Principal, query: z.output<typeof logisticsListQuerySchema>): Promise<RoutePage> {
      const { scope, companyIds } = await listScope(companies, principal, query.company_id, 'fleet.read');
      const filter = { companyIds, words: queryWords(query.q) };
      const { rows, total } = await repository.pageOfRoutes(db, scope, filter, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(await toRoutes(scope, rows), total, query.page, query.per_page);
    },

    /**
     * `GET /routes/transport-sector`: the active routes of the caller's companies that are in the
     * transport sector and where the caller may read the fleet (every such company for a super admin).
     */
    async transportSector(principal: Principal, query: z.output<typeof transportSectorRoutesQuerySchema>): Promise<RoutePage> {
      const scope = scopeFor(principal, 'fleet.read');
      if (scope.companyIds !== null && scope.companyIds.length === 0) throw forbidden();
      const candidates = scope.companyIds ?? (await repository.companiesWithRoutes(db, scope));
      const transport: number[] = [];
      for (const id of candidates) if (await companies.isTransportCompany(scope, id)) transport.push(id);
      const filter = { companyIds: transport, words: queryWords(query.q), extra: { column: 'active' as const, value: 1 } };
      const { rows, total } = await repository.pageOfRoutes(db, scope, filter, LOGISTICS_PER_PAGE, (query.page - 1) * LOGISTICS_PER_PAGE);
      return pageFrom(await toRoutes(scope, rows), total, query.page, LOGISTICS_PER_PAGE);
    },

    async get(principal: Principal, id: number): Promise<Route> {
      const row = await routeFor(principal, id, 'fleet.read');
      return (await toRoutes(scopeOf(principal), [row]))[0]!;
    },

    async create(principal: Principal, input: z.output<typeof createRouteInputSchema>): Promise<Route> {
      const companyId = await companyForCreate(companies, principal, input.company_id, 'fleet.manage');
      const scope = scopeOf(principal);
      const values = {
        company_id: companyId,
        code: input.code,
        name: input.name,
        origin_terminal_id: input.origin_terminal_id,
        destination_terminal_id: input.destination_terminal_id,
        distance_km: input.distance_km ?? null,
        estimated_minutes: input.estimated_minutes ?? null,
        active: input.active === false ? 0 : 1,
        ...busValues(input),
      };
      await checkTerminals(scope, companyId, values);
      if (await keyTaken(db, 'routes', 'code', companyId, values.code, null)) throw conflict('route_code_taken', codeTaken(values.code));
      if (values.public_number != null && (await planRepository.publicNumberTaken(db, values.public_number, null))) throw numberTaken();
      try {
        return await detail(scope, await repository.insertRoute(db, { ...values, search_text: searchText(values) }, isoNow()));
      } catch (error) {
        return keyTakenConflict(db, error, null, values.public_number, values.code);
      }
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateRouteInputSchema>): Promise<Route> {
      const row = await routeFor(principal, id, 'fleet.manage');
      const scope = scopeOf(principal);
      const { active, public_number, description, fare_cents, color, path, corridor_m, ...rest } = input;
      const bus = busValues({ public_number, description, fare_cents, color, path, corridor_m });
      const next = merged(row, { ...rest, ...bus, ...(active === undefined ? {} : { active: active ? 1 : 0 }) });
      await checkTerminals(scope, row.company_id, next);
      if (next.code !== row.code && (await keyTaken(db, 'routes', 'code', row.company_id, next.code, id))) throw conflict('route_code_taken', codeTaken(next.code));
      if (next.public_number !== null && next.public_number !== row.public_number && (await planRepository.publicNumberTaken(db, next.public_number, id))) throw numberTaken();
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateRoute(db, id, { ...values, search_text: searchText(next) } satisfies Updateable<RoutesTable>, isoNow());
      } catch (error) {
        await keyTakenConflict(db, error, id, next.public_number, next.code);
      }
      return detail(scope, id);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      await routeFor(principal, id, 'fleet.manage');
      if (await repository.routeInUse(db, id)) throw conflict('in_use', 'La ruta está en órdenes; desactívala en lugar de eliminarla.');
      await repository.removeRoute(db, id);
    },

    /** The route an order or a unit names, if it is one of the record's company (a 422 naming the field otherwise). */
    async routeOf(scope: TenantScope, companyId: number, id: number, name = 'route_id', message = 'La ruta no existe en esta empresa.') {
      const row = await repository.findRoute(db, scope, id);
      if (!row || row.company_id !== companyId) throw field(name, message);
      return row;
    },

    byIds: (scope: TenantScope, ids: number[]) => repository.routesByIds(db, scope, [...new Set(ids)]),
  };
}
