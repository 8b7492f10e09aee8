import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import {
  type DriverRef,
  type DriverUnits,
  LOGISTICS_PER_PAGE,
  type Route,
  type RoutePage,
  type RouteRef,
  type RouteUnits,
  type Terminal,
  type TerminalKind,
  type TerminalPage,
  type TerminalRef,
  type Unit,
  type UnitDetail,
  type UnitMovement,
  type UnitPage,
  type UnitStatus,
  type VehicleConfig,
  type createRouteInputSchema,
  type createTerminalInputSchema,
  type createUnitInputSchema,
  type logisticsListQuerySchema,
  type transportSectorRoutesQuerySchema,
  type unitListQuerySchema,
  type updateRouteInputSchema,
  type updateTerminalInputSchema,
  type updateUnitInputSchema,
} from '../../../shared/contracts/logistics';
import type { ErrorCode } from '../../../shared/errors';
import { isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCan, canIn, canSeeCompany, isSuperAdmin } from '../../principal';
import { systemScope, scopeOf as tenantScopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { EmployeesService } from '../employees/employees.service';
import type { RoutesTable, TerminalsTable, UnitsTable } from './fleet.tables';
import * as repository from './fleet.repository';

export type FleetService = ReturnType<typeof createFleetService>;

/** A driver as the fleet sees them: an employee with their company, flag and licence. */
export type DriverSummary = DriverRef & { company_id: number; is_driver: boolean };

const terminalNotFound = () => notFound('No encontramos esa terminal.');
const routeNotFound = () => notFound('No encontramos esa ruta.');
const unitNotFound = () => notFound('No encontramos esa unidad.');
const driverNotFound = () => notFound('No encontramos ese chofer.');

const field = (name: string, message: string) => invalid('validation_failed', message, { [name]: [message] });

export function toTerminal(row: repository.TerminalRow): Terminal {
  return {
    id: row.id,
    company_id: row.company_id,
    code: row.code,
    name: row.name,
    kind: row.kind as TerminalKind,
    rfc: row.rfc,
    operator_name: row.operator_name,
    street: row.street,
    exterior_number: row.exterior_number,
    neighborhood: row.neighborhood,
    municipality: row.municipality,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    phone: row.phone,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const terminalRef = (row: { id: number; code: string; name: string }): TerminalRef => ({ id: row.id, code: row.code, name: row.name });
export const routeRef = (row: { id: number; code: string; name: string }): RouteRef => ({ id: row.id, code: row.code, name: row.name });

/** Values given win; undefined keeps what was stored. */
function merged<T extends object>(current: T, input: Partial<Record<keyof T, unknown>>): T {
  const next = { ...current };
  for (const key of Object.keys(input) as (keyof T)[]) {
    if (input[key] !== undefined) next[key] = input[key] as T[keyof T];
  }
  return next;
}

const terminalSearchText = (row: Pick<TerminalsTable, 'code' | 'name' | 'operator_name' | 'municipality' | 'state' | 'rfc'>) =>
  searchTextOf(row.code, row.name, row.operator_name, row.municipality, row.state, row.rfc);
const routeSearchText = (row: Pick<RoutesTable, 'code' | 'name'>) => searchTextOf(row.code, row.name);
const unitSearchText = (row: Pick<UnitsTable, 'number' | 'plates' | 'trailer_plates' | 'brand' | 'model' | 'vehicle_config'>) =>
  searchTextOf(row.number, row.plates, row.trailer_plates, row.brand, row.model, row.vehicle_config);

export function createFleetService(deps: { db: Kysely<Database>; companies: CompaniesService; employees: EmployeesService }) {
  const { db, companies, employees } = deps;
  // The orders module tells the unit page what the unit carried (see app.ts): the fleet does not
  // know about orders, and orders depend on the fleet.
  let movementsOf: (principal: Principal, unitId: number) => Promise<UnitMovement[]> = async () => [];

  /** The company a new record goes to: the one named (if the caller's), else the caller's only one. */
  async function companyForCreate(principal: Principal, companyId: number | undefined): Promise<number> {
    if (companyId !== undefined) return (await companies.getCompany(principal, companyId)).id;
    if (!isSuperAdmin(principal) && principal.companyIds.length === 1) return principal.companyIds[0]!;
    throw field('company_id', 'Indica la empresa (company_id): perteneces a más de una.');
  }

  /** Which companies a list covers. */
  async function scopeOf(principal: Principal, query: { company_id?: number | undefined; q: string }): Promise<repository.Scope> {
    const words = queryWords(query.q);
    if (query.company_id !== undefined) return { companyIds: [(await companies.getCompany(principal, query.company_id)).id], words };
    return { companyIds: isSuperAdmin(principal) ? null : [...principal.companyIds], words };
  }

  function keyConflict(error: unknown, code: ErrorCode, message: string): never {
    if (isUniqueViolation(error)) throw conflict(code, message);
    throw error;
  }

  /* Terminals -------------------------------------------------------------------------------- */

  async function visibleTerminal(principal: Principal, id: number) {
    const row = await repository.findTerminal(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw terminalNotFound();
    return row;
  }

  async function terminalOf(companyId: number, id: number, name: string, label: string) {
    const row = await repository.findTerminal(db, id);
    if (!row || row.company_id !== companyId) throw field(name, `${label} no existe en esta empresa.`);
    return row;
  }

  async function checkTerminalCode(companyId: number, code: string, exceptId: number | null) {
    if (await repository.keyTaken(db, 'terminals', 'code', companyId, code, exceptId)) {
      throw conflict('terminal_code_taken', `Ya hay una terminal con el código «${code}» en esta empresa.`);
    }
  }

  /* Routes ----------------------------------------------------------------------------------- */

  async function visibleRoute(principal: Principal, id: number) {
    const row = await repository.findRoute(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw routeNotFound();
    return row;
  }

  async function toRoutes(rows: repository.RouteRow[]): Promise<Route[]> {
    const terminalIds = [...new Set(rows.flatMap((row) => [row.origin_terminal_id, row.destination_terminal_id]))];
    const [terminals, counts] = await Promise.all([repository.terminalsByIds(db, terminalIds), repository.unitCounts(db, rows.map((row) => row.id))]);
    const byId = new Map(terminals.map((row) => [row.id, terminalRef(row)]));
    return rows.map((row) => ({
      id: row.id,
      company_id: row.company_id,
      code: row.code,
      name: row.name,
      origin: byId.get(row.origin_terminal_id)!,
      destination: byId.get(row.destination_terminal_id)!,
      distance_km: row.distance_km === null ? null : Number(row.distance_km),
      estimated_minutes: row.estimated_minutes,
      active: Boolean(row.active),
      units_count: counts.get(row.id) ?? 0,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function routeDetail(id: number): Promise<Route> {
    const row = await repository.findRoute(db, id);
    if (!row) throw routeNotFound();
    return (await toRoutes([row]))[0]!;
  }

  async function checkRouteLinks(companyId: number, values: { origin_terminal_id: number; destination_terminal_id: number }) {
    await terminalOf(companyId, values.origin_terminal_id, 'origin_terminal_id', 'La terminal de origen');
    await terminalOf(companyId, values.destination_terminal_id, 'destination_terminal_id', 'La terminal de destino');
    if (values.origin_terminal_id === values.destination_terminal_id) {
      throw field('destination_terminal_id', 'El destino debe ser distinto del origen.');
    }
  }

  /* Units and drivers ------------------------------------------------------------------------ */

  async function visibleUnit(principal: Principal, id: number) {
    const row = await repository.findUnit(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw unitNotFound();
    return row;
  }

  async function driversByIds(ids: number[]): Promise<Map<number, DriverSummary>> {
    // Each driver's company is compared with its unit's by the callers, as before the scoped
    // lookup existed; threading the caller's scope here is left to the fleet module's conversion.
    const rows = await employees.summariesOf(systemScope(), ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  const driverRef = (row: DriverSummary): DriverRef => ({
    id: row.id,
    full_name: row.full_name,
    license_number: row.license_number,
    license_expires_on: row.license_expires_on,
  });

  async function toUnits(rows: repository.UnitRow[]): Promise<Unit[]> {
    const ids = rows.map((row) => row.id);
    const [driverLinks, routeLinks] = await Promise.all([repository.driverLinks(db, ids), repository.routeLinks(db, ids)]);
    const drivers = await driversByIds([...new Set(driverLinks.map((link) => link.employee_id))]);
    return rows.map((row) => ({
      id: row.id,
      company_id: row.company_id,
      number: row.number,
      plates: row.plates,
      vehicle_config: row.vehicle_config as VehicleConfig,
      brand: row.brand,
      model: row.model,
      model_year: row.model_year,
      vin: row.vin,
      gross_vehicle_weight_t: row.gross_vehicle_weight_t === null ? null : Number(row.gross_vehicle_weight_t),
      sct_permit_type: row.sct_permit_type,
      sct_permit_number: row.sct_permit_number,
      insurer: row.insurer,
      insurance_policy: row.insurance_policy,
      trailer_subtype: row.trailer_subtype,
      trailer_plates: row.trailer_plates,
      status: row.status as UnitStatus,
      drivers: driverLinks
        .filter((link) => link.unit_id === row.id)
        .map((link) => drivers.get(link.employee_id))
        .filter((driver) => driver !== undefined)
        .map(driverRef),
      routes: routeLinks.filter((link) => link.unit_id === row.id).map(routeRef),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async function unitDetail(id: number): Promise<Unit> {
    const row = await repository.findUnit(db, id);
    if (!row) throw unitNotFound();
    return (await toUnits([row]))[0]!;
  }

  /** Drivers of this company, each an employee marked as driver. */
  async function checkDrivers(companyId: number, ids: number[], name = 'driver_ids') {
    const found = await driversByIds(ids);
    for (const id of ids) {
      const driver = found.get(id);
      if (!driver || driver.company_id !== companyId) throw field(name, `El chofer ${id} no existe en esta empresa.`);
      if (!driver.is_driver) throw field(name, `${driver.full_name} no está marcado como chofer.`);
    }
  }

  async function checkRoutes(companyId: number, ids: number[]) {
    const found = new Map((await repository.routesByIds(db, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      if (found.get(id)?.company_id !== companyId) throw field('route_ids', `La ruta ${id} no existe en esta empresa.`);
    }
  }

  async function checkUnits(companyId: number, ids: number[]) {
    const found = new Map((await repository.unitsByIds(db, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      if (found.get(id)?.company_id !== companyId) throw field('unit_ids', `La unidad ${id} no existe en esta empresa.`);
    }
  }

  async function checkUnitKeys(companyId: number, values: { number: string; plates: string }, exceptId: number | null) {
    if (await repository.keyTaken(db, 'units', 'number', companyId, values.number, exceptId)) {
      throw conflict('unit_number_taken', `Ya hay una unidad con el número económico «${values.number}» en esta empresa.`);
    }
    if (await repository.keyTaken(db, 'units', 'plates', companyId, values.plates, exceptId)) {
      throw conflict('unit_plates_taken', `Ya hay una unidad con las placas «${values.plates}» en esta empresa.`);
    }
  }

  async function visibleDriver(principal: Principal, id: number): Promise<DriverSummary> {
    const driver = (await driversByIds([id])).get(id);
    if (!driver || !canSeeCompany(principal, driver.company_id)) throw driverNotFound();
    return driver;
  }

  async function driverUnits(driver: DriverSummary): Promise<DriverUnits> {
    const ids = await repository.unitIdsOfDriver(db, driver.id);
    return { driver: driverRef(driver), data: await toUnits(await repository.unitsByIds(db, ids)) };
  }

  async function routeUnits(route: repository.RouteRow): Promise<RouteUnits> {
    const ids = await repository.unitIdsOfRoute(db, route.id);
    return { route: routeRef(route), data: await toUnits(await repository.unitsByIds(db, ids)) };
  }

  return {
    /** The orders module answers the unit page's movements (wired in app.ts). */
    useMovements(next: (principal: Principal, unitId: number) => Promise<UnitMovement[]>) {
      movementsOf = next;
    },

    /* Terminals ------------------------------------------------------------------------------ */

    async listTerminals(principal: Principal, query: z.output<typeof logisticsListQuerySchema>): Promise<TerminalPage> {
      const scope = await scopeOf(principal, query);
      assertCan(principal, 'fleet.read');
      const { rows, total } = await repository.pageOfTerminals(db, scope, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(rows.map(toTerminal), total, query.page, query.per_page);
    },

    async getTerminal(principal: Principal, id: number): Promise<Terminal> {
      const row = await visibleTerminal(principal, id);
      assertCan(principal, 'fleet.read');
      return toTerminal(row);
    },

    async createTerminal(principal: Principal, input: z.output<typeof createTerminalInputSchema>): Promise<Terminal> {
      const companyId = await companyForCreate(principal, input.company_id);
      assertCan(principal, 'fleet.manage');
      const { company_id: _company, ...fields } = input;
      const values = {
        company_id: companyId,
        code: fields.code,
        name: fields.name,
        kind: fields.kind ?? 'port',
        rfc: fields.rfc ?? null,
        operator_name: fields.operator_name ?? null,
        street: fields.street ?? null,
        exterior_number: fields.exterior_number ?? null,
        neighborhood: fields.neighborhood ?? null,
        municipality: fields.municipality ?? null,
        state: fields.state ?? null,
        postal_code: fields.postal_code ?? null,
        country: fields.country ?? 'MEX',
        latitude: fields.latitude ?? null,
        longitude: fields.longitude ?? null,
        phone: fields.phone ?? null,
      };
      await checkTerminalCode(companyId, values.code, null);
      try {
        const id = await repository.insertTerminal(db, { ...values, search_text: terminalSearchText(values) }, isoNow());
        return toTerminal((await repository.findTerminal(db, id))!);
      } catch (error) {
        keyConflict(error, 'terminal_code_taken', `Ya hay una terminal con el código «${values.code}» en esta empresa.`);
      }
    },

    async updateTerminal(principal: Principal, id: number, input: z.output<typeof updateTerminalInputSchema>): Promise<Terminal> {
      const row = await visibleTerminal(principal, id);
      assertCan(principal, 'fleet.manage');
      const next = merged(row, input);
      if (next.code !== row.code) await checkTerminalCode(row.company_id, next.code, id);
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateTerminal(db, id, { ...values, search_text: terminalSearchText(next) }, isoNow());
      } catch (error) {
        keyConflict(error, 'terminal_code_taken', `Ya hay una terminal con el código «${next.code}» en esta empresa.`);
      }
      return toTerminal((await repository.findTerminal(db, id))!);
    },

    async removeTerminal(principal: Principal, id: number): Promise<void> {
      await visibleTerminal(principal, id);
      assertCan(principal, 'fleet.manage');
      if (await repository.terminalInUse(db, id)) {
        throw conflict('in_use', 'La terminal está en rutas u órdenes; no se puede eliminar.');
      }
      await repository.removeTerminal(db, id);
    },

    /* Routes --------------------------------------------------------------------------------- */

    async listRoutes(principal: Principal, query: z.output<typeof logisticsListQuerySchema>): Promise<RoutePage> {
      const scope = await scopeOf(principal, query);
      assertCan(principal, 'fleet.read');
      const { rows, total } = await repository.pageOfRoutes(db, scope, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(await toRoutes(rows), total, query.page, query.per_page);
    },

    /**
     * `GET /routes/transport-sector`: the active routes of the caller's companies that are in the
     * transport sector (every such company for a super admin).
     */
    async transportSectorRoutes(principal: Principal, query: z.output<typeof transportSectorRoutesQuerySchema>): Promise<RoutePage> {
      assertCan(principal, 'fleet.read');
      const candidates = isSuperAdmin(principal) ? await repository.companiesWithRoutes(db) : principal.companyIds;
      const transport: number[] = [];
      for (const id of candidates) if (await companies.isTransportCompany(tenantScopeOf(principal), id)) transport.push(id);
      const { rows, total } = await repository.pageOfRoutes(
        db,
        { companyIds: transport, words: queryWords(query.q) },
        LOGISTICS_PER_PAGE,
        (query.page - 1) * LOGISTICS_PER_PAGE,
        true,
      );
      return pageFrom(await toRoutes(rows), total, query.page, LOGISTICS_PER_PAGE);
    },

    async getRoute(principal: Principal, id: number): Promise<Route> {
      await visibleRoute(principal, id);
      assertCan(principal, 'fleet.read');
      return routeDetail(id);
    },

    async createRoute(principal: Principal, input: z.output<typeof createRouteInputSchema>): Promise<Route> {
      const companyId = await companyForCreate(principal, input.company_id);
      assertCan(principal, 'fleet.manage');
      const values = {
        company_id: companyId,
        code: input.code,
        name: input.name,
        origin_terminal_id: input.origin_terminal_id,
        destination_terminal_id: input.destination_terminal_id,
        distance_km: input.distance_km ?? null,
        estimated_minutes: input.estimated_minutes ?? null,
        active: input.active === false ? 0 : 1,
      };
      await checkRouteLinks(companyId, values);
      const taken = `Ya hay una ruta con el código «${values.code}» en esta empresa.`;
      if (await repository.keyTaken(db, 'routes', 'code', companyId, values.code, null)) throw conflict('route_code_taken', taken);
      try {
        return await routeDetail(await repository.insertRoute(db, { ...values, search_text: routeSearchText(values) }, isoNow()));
      } catch (error) {
        keyConflict(error, 'route_code_taken', taken);
      }
    },

    async updateRoute(principal: Principal, id: number, input: z.output<typeof updateRouteInputSchema>): Promise<Route> {
      const row = await visibleRoute(principal, id);
      assertCan(principal, 'fleet.manage');
      const { active, ...rest } = input;
      const next = merged(row, { ...rest, ...(active === undefined ? {} : { active: active ? 1 : 0 }) });
      await checkRouteLinks(row.company_id, next);
      const taken = `Ya hay una ruta con el código «${next.code}» en esta empresa.`;
      if (next.code !== row.code && (await repository.keyTaken(db, 'routes', 'code', row.company_id, next.code, id))) throw conflict('route_code_taken', taken);
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateRoute(db, id, { ...values, search_text: routeSearchText(next) } satisfies Updateable<RoutesTable>, isoNow());
      } catch (error) {
        keyConflict(error, 'route_code_taken', taken);
      }
      return routeDetail(id);
    },

    async removeRoute(principal: Principal, id: number): Promise<void> {
      await visibleRoute(principal, id);
      assertCan(principal, 'fleet.manage');
      if (await repository.routeInUse(db, id)) throw conflict('in_use', 'La ruta está en órdenes; desactívala en lugar de eliminarla.');
      await repository.removeRoute(db, id);
    },

    async routeUnits(principal: Principal, id: number): Promise<RouteUnits> {
      const route = await visibleRoute(principal, id);
      assertCan(principal, 'fleet.read');
      return routeUnits(route);
    },

    async addRouteUnits(principal: Principal, id: number, unitIds: number[]): Promise<RouteUnits> {
      const route = await visibleRoute(principal, id);
      assertCan(principal, 'fleet.manage');
      await checkUnits(route.company_id, unitIds);
      await repository.addRouteLinks(db, route.company_id, id, unitIds);
      return routeUnits(route);
    },

    /* Units ---------------------------------------------------------------------------------- */

    async listUnits(principal: Principal, query: z.output<typeof unitListQuerySchema>): Promise<UnitPage> {
      const scope = await scopeOf(principal, query);
      assertCan(principal, 'fleet.read');
      const { rows, total } = await repository.pageOfUnits(db, scope, query.per_page, (query.page - 1) * query.per_page, query.status);
      return pageFrom(await toUnits(rows), total, query.page, query.per_page);
    },

    /** `GET /units/{id}`: the unit page, with the container moves it carried. */
    async getUnit(principal: Principal, id: number): Promise<UnitDetail> {
      const place = await visibleUnit(principal, id);
      assertCan(principal, 'fleet.read');
      // The movements are orders: only for who may read orders (a carrier's fleet manager may not).
      const [unit, movements] = await Promise.all([unitDetail(id), canIn(principal, place.company_id, 'orders.read') ? movementsOf(principal, id) : []]);
      return { ...unit, movements };
    },

    async createUnit(principal: Principal, input: z.output<typeof createUnitInputSchema>): Promise<Unit> {
      const companyId = await companyForCreate(principal, input.company_id);
      assertCan(principal, 'fleet.manage');
      const values = {
        company_id: companyId,
        number: input.number,
        plates: input.plates,
        vehicle_config: input.vehicle_config ?? 'T3S2',
        brand: input.brand ?? null,
        model: input.model ?? null,
        model_year: input.model_year ?? null,
        vin: input.vin?.toUpperCase() ?? null,
        gross_vehicle_weight_t: input.gross_vehicle_weight_t ?? null,
        sct_permit_type: input.sct_permit_type ?? 'TPAF01',
        sct_permit_number: input.sct_permit_number ?? null,
        insurer: input.insurer ?? null,
        insurance_policy: input.insurance_policy ?? null,
        trailer_subtype: input.trailer_subtype ?? null,
        trailer_plates: input.trailer_plates ?? null,
        status: input.status ?? 'active',
      };
      await checkUnitKeys(companyId, values, null);
      const driverIds = input.driver_ids ?? [];
      const routeIds = input.route_ids ?? [];
      await checkDrivers(companyId, driverIds);
      await checkRoutes(companyId, routeIds);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const id = await repository.insertUnit(trx, { ...values, search_text: unitSearchText(values) }, isoNow());
          await repository.setDrivers(trx, companyId, id, driverIds);
          await repository.setRoutes(trx, companyId, id, routeIds);
          return id;
        });
        return await unitDetail(id);
      } catch (error) {
        keyConflict(error, 'unit_number_taken', 'Otra unidad tomó ese número económico o esas placas al mismo tiempo. Intenta de nuevo.');
      }
    },

    async updateUnit(principal: Principal, id: number, input: z.output<typeof updateUnitInputSchema>): Promise<Unit> {
      const row = await visibleUnit(principal, id);
      assertCan(principal, 'fleet.manage');
      const next = merged(row, { ...input, vin: input.vin?.toUpperCase() ?? input.vin });
      await checkUnitKeys(row.company_id, next, id);
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateUnit(db, id, { ...values, search_text: unitSearchText(next) }, isoNow());
      } catch (error) {
        keyConflict(error, 'unit_number_taken', 'Otra unidad tomó ese número económico o esas placas al mismo tiempo. Intenta de nuevo.');
      }
      return unitDetail(id);
    },

    async removeUnit(principal: Principal, id: number): Promise<void> {
      await visibleUnit(principal, id);
      assertCan(principal, 'fleet.manage');
      if (await repository.unitInUse(db, id)) {
        throw conflict('in_use', 'La unidad tiene órdenes; márcala fuera de servicio (inactive) en lugar de eliminarla.');
      }
      await repository.removeUnit(db, id);
    },

    async setUnitDrivers(principal: Principal, id: number, driverIds: number[]): Promise<Unit> {
      const row = await visibleUnit(principal, id);
      assertCan(principal, 'fleet.manage');
      await checkDrivers(row.company_id, driverIds);
      await db.transaction().execute((trx) => repository.setDrivers(trx, row.company_id, id, driverIds));
      return unitDetail(id);
    },

    async setUnitRoutes(principal: Principal, id: number, routeIds: number[]): Promise<Unit> {
      const row = await visibleUnit(principal, id);
      assertCan(principal, 'fleet.manage');
      await checkRoutes(row.company_id, routeIds);
      await db.transaction().execute((trx) => repository.setRoutes(trx, row.company_id, id, routeIds));
      return unitDetail(id);
    },

    /* Drivers -------------------------------------------------------------------------------- */

    async driverUnits(principal: Principal, driverId: number): Promise<DriverUnits> {
      const driver = await visibleDriver(principal, driverId);
      assertCan(principal, 'fleet.read');
      return driverUnits(driver);
    },

    /** `POST /drivers/{id}/units`: the driver (an employee marked as driver) also drives these units. */
    async assignDriverUnits(principal: Principal, driverId: number, unitIds: number[]): Promise<DriverUnits> {
      const driver = await visibleDriver(principal, driverId);
      assertCan(principal, 'fleet.manage');
      if (!driver.is_driver) throw field('driver', `${driver.full_name} no está marcado como chofer; márcalo en su ficha de empleado primero.`);
      await checkUnits(driver.company_id, unitIds);
      await repository.addDriverLinks(db, driver.company_id, driverId, unitIds);
      return driverUnits(driver);
    },

    /* For the orders module ------------------------------------------------------------------ */

    /** The terminal, if it is the company's (else a 422 naming the field). */
    terminalOf,

    async routeOf(companyId: number, id: number) {
      const row = await repository.findRoute(db, id);
      if (!row || row.company_id !== companyId) throw field('route_id', 'La ruta no existe en esta empresa.');
      return row;
    },

    async unitOf(companyId: number, id: number) {
      const row = await repository.findUnit(db, id);
      if (!row || row.company_id !== companyId) throw field('unit_id', 'La unidad no existe en esta empresa.');
      return row;
    },

    async driverOf(companyId: number, id: number): Promise<DriverSummary> {
      await checkDrivers(companyId, [id], 'driver_id');
      return (await driversByIds([id])).get(id)!;
    },

    terminalsByIds: (ids: number[]) => repository.terminalsByIds(db, [...new Set(ids)]),
    routesByIds: (ids: number[]) => repository.routesByIds(db, [...new Set(ids)]),
    unitsByIds: (ids: number[]) => repository.unitsByIds(db, [...new Set(ids)]),
    driversByIds: (ids: number[]) => driversByIds([...new Set(ids)]),
    driverRef,
  };
}
