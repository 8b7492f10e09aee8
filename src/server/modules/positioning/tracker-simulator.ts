import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { systemScope } from '../../tenancy';
import { type LatLon, parsePath } from './geo';
import * as repository from './positioning.repository';
import { createMover } from './tracker-motion';

/** Every this many seconds each simulated tracker reports, as Traccar Client does by default on a bus. */
export const SIMULATED_INTERVAL_S = 5;
const KMH_PER_KNOT = 1.852;

export interface SimulatedUnit {
  deviceId: string;
  path: LatLon[];
  stops: LatLon[];
  seed: number;
}

/**
 * The tracked units and their routes as the database holds them: each unit with a tracker id and
 * an assigned route with a drawn path (its first such route), with that route's stops. None is
 * fine: the simulator then has nothing to drive.
 */
export async function loadSimulatedUnits(db: Kysely<Database>): Promise<SimulatedUnit[]> {
  const scope = systemScope();
  const rows = await repository.trackedUnitsWithPaths(db, scope);
  const firstOfUnit = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!firstOfUnit.has(row.unit_id) && parsePath(row.path).length >= 2) firstOfUnit.set(row.unit_id, row);
  const chosen = [...firstOfUnit.values()];
  const stops = await repository.stopsOfRoutes(db, scope, [...new Set(chosen.map((row) => row.route_id))]);
  return chosen.map((row) => ({
    deviceId: row.tracker_device_id!,
    path: parsePath(row.path),
    stops: stops.filter((stop) => stop.route_id === row.route_id).map((stop) => [stop.latitude, stop.longitude] as const),
    seed: row.unit_id,
  }));
}

/**
 * Drives units over the OsmAnd protocol: real HTTP requests to `baseUrl` (the main port's
 * `/positioning-api/v1/osmand`), one per unit every `intervalS`, so everything a real tracker
 * goes through (parsing, limits, events, sockets) is exercised.
 */
export function startTrackerSimulator(options: {
  units: SimulatedUnit[];
  baseUrl: string;
  intervalS?: number;
  logger?: { warn(obj: object, msg: string): void };
}) {
  const intervalS = options.intervalS ?? SIMULATED_INTERVAL_S;
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/positioning-api/v1/osmand`;
  const movers = options.units.map((unit) => ({ unit, mover: createMover(unit.path, unit.stops, unit.seed) }));
  let failures = 0;
  let sent = 0;

  async function tick() {
    const timestamp = Math.floor(Date.now() / 1000);
    await Promise.all(
      movers.map(async ({ unit, mover }) => {
        const fix = mover.step(intervalS);
        const query = new URLSearchParams({
          id: unit.deviceId,
          lat: fix.latitude.toFixed(6),
          lon: fix.longitude.toFixed(6),
          timestamp: String(timestamp),
          // OsmAnd speed is in knots.
          speed: (fix.speedKmh / KMH_PER_KNOT).toFixed(2),
          bearing: String(fix.bearing),
          batt: '88',
        });
        try {
          const response = await fetch(`${endpoint}?${query}`, { method: 'POST' });
          await response.arrayBuffer();
          if (response.ok) sent += 1;
          else throw new Error(`HTTP ${response.status}`);
        } catch (error) {
          // A server restarting or a unit deleted mid-run: say so now and then, keep driving.
          if (failures++ % 100 === 0) options.logger?.warn({ err: error, deviceId: unit.deviceId }, 'el simulador de rastreadores no pudo enviar un reporte');
        }
      }),
    );
  }

  const timer = movers.length > 0 ? setInterval(() => void tick(), intervalS * 1000) : undefined;
  timer?.unref();
  if (movers.length > 0) void tick();
  return {
    units: movers.length,
    stats: () => ({ sent, failures }),
    stop() {
      clearInterval(timer);
    },
  };
}
