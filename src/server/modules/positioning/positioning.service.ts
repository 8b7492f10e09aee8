import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { businessDateOf, businessDayRange } from '../../../shared/business-time';
import type {
  ReplayResponse,
  TrackerEvent,
  UnitLocation,
  UnitStopsResponse,
  UnitTrail,
  UnitsLocationsResponse,
  trackRangeQuerySchema,
} from '../../../shared/contracts/positioning';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { type Principal, assertCanIn, assertCompanyVisible } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import { distanceM } from './geo';
import * as repository from './positioning.repository';
import { motionStatus } from './positioning.status';
import { createTrackHours } from './track-hours';
import type { Thinner } from './track-workers';
import { findStops, trackPoints } from './tracks';

export type PositioningService = ReturnType<typeof createPositioningService>;

export interface PositioningSettings {
  offlineAfterMinutes: number;
  stopMinutes: number;
  terminalGeofenceM: number;
}

type RangeQuery = z.infer<typeof trackRangeQuerySchema>;

const MAX_RANGE_MS = 7 * 24 * 3600_000;
const MAX_REPLAY_UNITS = 20;
const MAX_EVENTS = 500;
const UNIT_NOT_FOUND = 'No encontramos esa unidad.';

function rangeOf(query: { from: string; to: string }) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (from.getTime() >= to.getTime()) throw invalid('validation_failed', 'La fecha inicial debe ser anterior a la final.', { from: ['La fecha inicial debe ser anterior a la final.'] });
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw invalid('validation_failed', 'El periodo puede ser de 7 días como máximo.', { to: ['El periodo puede ser de 7 días como máximo.'] });
  return { from: from.toISOString(), to: to.toISOString() };
}

/** positioning.read in a company: what every company-wide read of this service (and the caller's tracker notices) asks. */
export function assertPositioningReadIn(principal: Principal, companyId: number): void {
  // Another tenant's company is not "forbidden", it does not exist for this caller.
  assertCompanyVisible(principal, companyId);
  assertCanIn(principal, companyId, 'positioning.read');
}

/** The reads of the positioning service: last positions, tracks, replays, stops and events. */
export function createPositioningService(deps: { db: Kysely<Database>; settings: PositioningSettings; logger: { error(obj: object, msg: string): void }; now?: () => Date; thinner?: Thinner }) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const trackHours = createTrackHours({ db, logger: deps.logger, now, ...(deps.thinner ? { thinner: deps.thinner } : {}) });

  /** A unit's track over the range: simplified from the stored hours, or every report as it came. */
  async function trackFor(scope: TenantScope, unit: { unit_id: number; company_id: number }, range: { from: string; to: string }, simplify: boolean) {
    if (simplify) return trackHours.simplified(scope, { unitId: unit.unit_id, companyId: unit.company_id }, range.from, range.to);
    const rows = await repository.trackOf(db, scope, unit.unit_id, range.from, range.to);
    return { total: rows.length, points: trackPoints(rows, false) };
  }

  /** The unit if the caller's companies hold it (404 otherwise), once positioning.read is allowed in its company. */
  async function unitFor(principal: Principal, unitId: number) {
    const unit = orNotFound(await repository.findUnit(db, scopeOf(principal), unitId), UNIT_NOT_FOUND);
    assertCanIn(principal, unit.company_id, 'positioning.read');
    return unit;
  }

  function toLocation(row: repository.LocationRow, routeId: number | null, at: Date): UnitLocation {
    return {
      unit_id: row.unit_id,
      company_id: row.company_id,
      number: row.number,
      plates: row.plates,
      route_id: routeId,
      latitude: row.latitude,
      longitude: row.longitude,
      speed_kmh: row.speed_kmh,
      bearing: row.bearing,
      battery: row.battery,
      device_time: row.device_time,
      received_at: row.received_at,
      status: motionStatus(row.speed_kmh, row.received_at, at, settings.offlineAfterMinutes),
      off_route: row.off_route === 1,
      at_terminal_id: row.at_terminal_id,
    };
  }

  return {
    async position(principal: Principal, unitId: number): Promise<UnitLocation> {
      await unitFor(principal, unitId);
      const scope = scopeOf(principal);
      const row = orNotFound(await repository.locationOf(db, scope, unitId), 'Esta unidad todavía no ha enviado su ubicación; revisa que su rastreador esté encendido y configurado.');
      const routes = await repository.firstRouteOf(db, scope, [unitId]);
      return toLocation(row, routes.get(unitId) ?? null, now());
    },

    async unitsLocations(principal: Principal, companyId: number): Promise<UnitsLocationsResponse> {
      assertPositioningReadIn(principal, companyId);
      const scope = scopeOf(principal);
      const rows = await repository.locationsOf(db, scope, companyId);
      const routes = await repository.firstRouteOf(db, scope, rows.map((row) => row.unit_id));
      const at = now();
      return { data: rows.map((row) => toLocation(row, routes.get(row.unit_id) ?? null, at)), offline_after_minutes: settings.offlineAfterMinutes };
    },

    async trail(principal: Principal, unitId: number, query: RangeQuery): Promise<UnitTrail> {
      const unit = await unitFor(principal, unitId);
      const range = rangeOf(query);
      const track = await trackFor(scopeOf(principal), unit, range, query.simplify !== 'false');
      return { unit_id: unitId, ...range, total_points: track.total, points: track.points };
    },

    async replay(principal: Principal, companyId: number, query: RangeQuery & { unit_ids: string }): Promise<ReplayResponse> {
      assertPositioningReadIn(principal, companyId);
      const range = rangeOf(query);
      const parts = query.unit_ids.split(',').map((part) => part.trim()).filter(Boolean);
      const ids = [...new Set(parts.map(Number))];
      if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) throw invalid('validation_failed', 'Indica las unidades con sus números de id separados por comas (unit_ids=1,2).', { unit_ids: ['Lista de ids no válida.'] });
      if (ids.length > MAX_REPLAY_UNITS) throw invalid('validation_failed', `Se pueden reproducir ${MAX_REPLAY_UNITS} unidades a la vez como máximo.`, { unit_ids: ['Demasiadas unidades.'] });
      const scope = scopeOf(principal);
      const units = await repository.unitsIn(db, scope, companyId, ids);
      // A unit of another company (or none) reads like a missing one.
      if (units.length !== ids.length) orNotFound(null, UNIT_NOT_FOUND);
      const simplify = query.simplify !== 'false';
      const [routes, tracks] = await Promise.all([
        repository.firstRouteOf(db, scope, ids),
        Promise.all(units.map((unit) => trackFor(scope, unit, range, simplify))),
      ]);
      return {
        ...range,
        units: units.map((unit, i) => ({
          unit_id: unit.unit_id,
          number: unit.number,
          route_id: routes.get(unit.unit_id) ?? null,
          total_points: tracks[i]!.total,
          points: tracks[i]!.points,
        })),
      };
    },

    async stops(principal: Principal, unitId: number, date: string): Promise<UnitStopsResponse> {
      const unit = await unitFor(principal, unitId);
      const scope = scopeOf(principal);
      // The business day, midnight to midnight in the business zone.
      const day = businessDayRange(date);
      const from = day.from;
      // trackOf's range is inclusive at both ends: stop a millisecond before the next midnight.
      const to = new Date(Date.parse(day.to) - 1).toISOString();
      const [rows, terminals] = await Promise.all([repository.trackOf(db, scope, unitId, from, to), repository.terminalPointsOf(db, scope, unit.company_id)]);
      const terminalAt = (point: readonly [number, number]) =>
        terminals.find((terminal) => distanceM(point, [terminal.latitude, terminal.longitude]) <= settings.terminalGeofenceM)?.id ?? null;
      const data = findStops(rows, settings.stopMinutes, { ongoing: date === businessDateOf(now()), terminalAt });
      return { unit_id: unitId, date, data };
    },

    async events(principal: Principal, companyId: number, query: { from: string; to: string; unit_id?: number | undefined }): Promise<{ data: TrackerEvent[] }> {
      assertPositioningReadIn(principal, companyId);
      const range = rangeOf(query);
      const rows = await repository.eventsOf(db, scopeOf(principal), companyId, range.from, range.to, query.unit_id, MAX_EVENTS);
      return { data: rows };
    },

    /** The stored simplified hours (tracker_track_hours): their builder, started and stopped with the server. */
    trackHours,
  };
}
