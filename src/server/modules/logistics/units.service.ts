import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  DriverRef,
  Unit,
  UnitKind,
  UnitPage,
  UnitStatus,
  VehicleConfig,
  createUnitInputSchema,
  unitListQuerySchema,
  updateUnitInputSchema,
} from '../../../shared/contracts/logistics-units';
import type { UnitDetail, UnitMovement } from '../../../shared/contracts/logistics-unit-detail';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanIn, canIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { EmployeesService } from '../employees/employees.service';
import { companyForCreate, field, keyConflict, listScope, merged } from './logistics.common';
import { keyTaken } from './logistics.repository';
import type { UnitsTable } from './logistics.tables';
import { type RoutesService, routeRef } from './routes.service';
import * as repository from './units.repository';

export type UnitsService = ReturnType<typeof createUnitsService>;

/** A driver as the fleet sees them: an employee with their company, flag and licence. */
export type DriverSummary = DriverRef & { company_id: number; is_driver: boolean };

const NOT_FOUND = 'No encontramos esa unidad.';
const KEY_RACE = 'Otra unidad tomó ese número económico o esas placas al mismo tiempo. Intenta de nuevo.';
// Never say which company holds the tracker: that would reveal another tenant's fleet.
const TRACKER_TAKEN = 'Ese rastreador ya está registrado en otra unidad.';

/** A unique index refused the write: the tracker's index has its own message. */
function raceConflict(error: unknown): never {
  if (String((error as { message?: unknown })?.message ?? '').includes('tracker_device')) keyConflict(error, 'tracker_device_taken', TRACKER_TAKEN);
  keyConflict(error, 'unit_number_taken', KEY_RACE);
}

export const driverRef = (row: DriverSummary): DriverRef => ({
  id: row.id,
  full_name: row.full_name,
  license_number: row.license_number,
  license_expires_on: row.license_expires_on,
});

const searchText = (row: Pick<UnitsTable, 'number' | 'plates' | 'trailer_plates' | 'brand' | 'model' | 'vehicle_config' | 'tracker_device_id'>) =>
  searchTextOf(row.number, row.plates, row.trailer_plates, row.brand, row.model, row.vehicle_config, row.tracker_device_id);

/**
 * Units (trucks with their trailer) and the drivers and routes assigned to them. Drivers are
 * employees marked as drivers: the employees module answers who they are, within the caller's scope.
 */
export function createUnitsService(deps: { db: Kysely<Database>; companies: CompaniesService; employees: EmployeesService; routes: RoutesService }) {
  const { db, companies, employees, routes } = deps;
  // The orders tell the unit page what the unit carried (see app.ts): units do not know about
  // orders, and orders depend on units.
  let movementsOf: (principal: Principal, unitId: number) => Promise<UnitMovement[]> = async () => [];

  /** The unit if the caller's companies hold it (404 otherwise), once `action` is allowed in its company. */
  async function unitFor(principal: Principal, id: number, action: 'fleet.read' | 'fleet.manage') {
    const row = orNotFound(await repository.findUnit(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, action);
    return row;
  }

  async function driversByIds(scope: TenantScope, ids: number[]): Promise<Map<number, DriverSummary>> {
    const rows = await employees.summariesOf(scope, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function toUnits(scope: TenantScope, rows: repository.UnitRow[]): Promise<Unit[]> {
    const ids = rows.map((row) => row.id);
    const [driverLinks, routeLinks] = await Promise.all([repository.driverLinks(db, scope, ids), repository.routeLinks(db, scope, ids)]);
    const drivers = await driversByIds(scope, [...new Set(driverLinks.map((link) => link.employee_id))]);
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
      kind: row.kind as UnitKind,
      seats: row.seats,
      tracker_device_id: row.tracker_device_id,
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

  async function detail(scope: TenantScope, id: number): Promise<Unit> {
    return (await toUnits(scope, [orNotFound(await repository.findUnit(db, scope, id), NOT_FOUND)]))[0]!;
  }

  /** Drivers of this company, each an employee marked as driver. */
  async function checkDrivers(scope: TenantScope, companyId: number, ids: number[], name = 'driver_ids') {
    const found = await driversByIds(scope, ids);
    for (const id of ids) {
      const driver = found.get(id);
      if (!driver || driver.company_id !== companyId) throw field(name, `El chofer ${id} no existe en esta empresa.`);
      if (!driver.is_driver) throw field(name, `${driver.full_name} no está marcado como chofer.`);
    }
  }

  async function checkRoutes(scope: TenantScope, companyId: number, ids: number[]) {
    for (const id of ids) await routes.routeOf(scope, companyId, id, 'route_ids', `La ruta ${id} no existe en esta empresa.`);
  }

  async function checkUnits(scope: TenantScope, companyId: number, ids: number[]) {
    const found = new Map((await repository.unitsByIds(db, scope, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      if (found.get(id)?.company_id !== companyId) throw field('unit_ids', `La unidad ${id} no existe en esta empresa.`);
    }
  }

  async function checkKeys(companyId: number, values: { number: string; plates: string; tracker_device_id: string | null }, exceptId: number | null) {
    if (values.tracker_device_id !== null && (await repository.trackerTaken(db, values.tracker_device_id, exceptId))) {
      throw conflict('tracker_device_taken', TRACKER_TAKEN);
    }
    if (await keyTaken(db, 'units', 'number', companyId, values.number, exceptId)) {
      throw conflict('unit_number_taken', `Ya hay una unidad con el número económico «${values.number}» en esta empresa.`);
    }
    if (await keyTaken(db, 'units', 'plates', companyId, values.plates, exceptId)) {
      throw conflict('unit_plates_taken', `Ya hay una unidad con las placas «${values.plates}» en esta empresa.`);
    }
  }

  return {
    /** The orders answer the unit page's movements (wired in app.ts). */
    useMovements(next: (principal: Principal, unitId: number) => Promise<UnitMovement[]>) {
      movementsOf = next;
    },

    unitFor,
    toUnits,
    checkDrivers,
    checkUnits,
    driversByIds,

    async list(principal: Principal, query: z.output<typeof unitListQuerySchema>): Promise<UnitPage> {
      const { scope, companyIds } = await listScope(companies, principal, query.company_id, 'fleet.read');
      const filter = { companyIds, words: queryWords(query.q), extra: query.status ? { column: 'status' as const, value: query.status } : undefined, kind: query.kind };
      const { rows, total } = await repository.pageOfUnits(db, scope, filter, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(await toUnits(scope, rows), total, query.page, query.per_page);
    },

    /** `GET /units/{id}`: the unit page, with the container moves it carried. */
    async get(principal: Principal, id: number): Promise<UnitDetail> {
      const row = await unitFor(principal, id, 'fleet.read');
      // The movements are orders: only for who may read orders (a carrier's fleet manager may not).
      const [[unit], movements] = await Promise.all([toUnits(scopeOf(principal), [row]), canIn(principal, row.company_id, 'orders.read') ? movementsOf(principal, id) : []]);
      return { ...unit!, movements };
    },

    async create(principal: Principal, input: z.output<typeof createUnitInputSchema>): Promise<Unit> {
      const companyId = await companyForCreate(companies, principal, input.company_id, 'fleet.manage');
      const scope = scopeOf(principal);
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
        kind: input.kind ?? 'truck',
        seats: input.seats ?? null,
        tracker_device_id: input.tracker_device_id ?? null,
      };
      await checkKeys(companyId, values, null);
      const driverIds = input.driver_ids ?? [];
      const routeIds = input.route_ids ?? [];
      await checkDrivers(scope, companyId, driverIds);
      await checkRoutes(scope, companyId, routeIds);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const id = await repository.insertUnit(trx, { ...values, search_text: searchText(values) }, isoNow());
          await repository.setDrivers(trx, companyId, id, driverIds);
          await repository.setRoutes(trx, companyId, id, routeIds);
          return id;
        });
        return await detail(scope, id);
      } catch (error) {
        raceConflict(error);
      }
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateUnitInputSchema>): Promise<Unit> {
      const row = await unitFor(principal, id, 'fleet.manage');
      const next = merged(row, { ...input, vin: input.vin?.toUpperCase() ?? input.vin });
      await checkKeys(row.company_id, next, id);
      const { id: _id, company_id: _c, created_at: _ca, updated_at: _ua, ...values } = next;
      try {
        await repository.updateUnit(db, id, { ...values, search_text: searchText(next) }, isoNow());
      } catch (error) {
        raceConflict(error);
      }
      return detail(scopeOf(principal), id);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      await unitFor(principal, id, 'fleet.manage');
      if (await repository.unitInUse(db, id)) {
        throw conflict('in_use', 'La unidad tiene órdenes; márcala fuera de servicio (inactive) en lugar de eliminarla.');
      }
      await repository.removeUnit(db, id);
    },

    async setDrivers(principal: Principal, id: number, driverIds: number[]): Promise<Unit> {
      const row = await unitFor(principal, id, 'fleet.manage');
      const scope = scopeOf(principal);
      await checkDrivers(scope, row.company_id, driverIds);
      await db.transaction().execute((trx) => repository.setDrivers(trx, row.company_id, id, driverIds));
      return detail(scope, id);
    },

    async setRoutes(principal: Principal, id: number, routeIds: number[]): Promise<Unit> {
      const row = await unitFor(principal, id, 'fleet.manage');
      const scope = scopeOf(principal);
      await checkRoutes(scope, row.company_id, routeIds);
      await db.transaction().execute((trx) => repository.setRoutes(trx, row.company_id, id, routeIds));
      return detail(scope, id);
    },

    /** The unit an order names, if it is one of the order's company (a 422 naming the field otherwise). */
    async unitOf(scope: TenantScope, companyId: number, id: number) {
      const row = await repository.findUnit(db, scope, id);
      if (!row || row.company_id !== companyId) throw field('unit_id', 'La unidad no existe en esta empresa.');
      return row;
    },

    /** The driver an order names: an employee of the order's company marked as driver (a 422 otherwise). */
    async driverOf(scope: TenantScope, companyId: number, id: number): Promise<DriverSummary> {
      await checkDrivers(scope, companyId, [id], 'driver_id');
      return (await driversByIds(scope, [id])).get(id)!;
    },

    companyIdOf: (scope: TenantScope, id: number) => repository.companyIdOfUnit(db, scope, id),

    byIds: (scope: TenantScope, ids: number[]) => repository.unitsByIds(db, scope, [...new Set(ids)]),
  };
}
