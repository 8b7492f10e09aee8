import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedPositioningDemo } from '../../../../src/server/demo/positioning-demo';
import { distanceToPathM } from '../../../../src/server/modules/positioning/geo';
import { createMover } from '../../../../src/server/modules/positioning/tracker-motion';
import { loadSimulatedUnits, startTrackerSimulator } from '../../../../src/server/modules/positioning/tracker-simulator';
import { type TestApp, createTestApp } from '../../../helpers/test-app';
import { EAST, WEST, along, createBusNetwork } from './fixtures';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the simulated bus', () => {
  it('keeps to its path at 25–40 km/h and waits at its stops and ends', () => {
    const path = [WEST, along(1000), EAST];
    const mover = createMover(path, [along(1000)], 7);
    const fixes = Array.from({ length: 2000 }, () => mover.step(5));
    for (const fix of fixes) {
      expect(distanceToPathM([fix.latitude, fix.longitude], path)).toBeLessThan(1);
      expect(fix.speedKmh === 0 || (fix.speedKmh >= 25 && fix.speedKmh <= 40)).toBe(true);
    }
    const stopped = fixes.filter((fix) => fix.speedKmh === 0);
    expect(stopped.length).toBeGreaterThan(20);
    expect(stopped.some((fix) => Math.abs(fix.longitude - along(1000)[1]) < 1e-9)).toBe(true);
  });
});

describe('the demo history and the simulator', () => {
  it('find the demo buses on their routes, and do nothing harmful without tracked units', async () => {
    const demo = await loadSimulatedUnits(t.database.db);
    expect(demo.map((unit) => unit.deviceId)).toEqual(['PB-001', 'PB-002', 'PB-003', 'PB-004', 'PB-005', 'PB-006', 'PB-007', 'PB-008']);
    // Untracked, the demo's buses are invisible to the simulator and the seeder.
    await t.database.db.updateTable('units').set({ tracker_device_id: null }).execute();
    expect(await loadSimulatedUnits(t.database.db)).toEqual([]);
    await t.database.db.transaction().execute((trx) => seedPositioningDemo(trx));
    const simulator = startTrackerSimulator({ units: [], baseUrl: url });
    expect(simulator.units).toBe(0);
    simulator.stop();
  });

  it('write two hours of history along the route, then drive the units over OsmAnd', async () => {
    const network = await createBusNetwork(t.database.db, 2, ['SIM-1', 'SIM-2'], 'SM');
    const units = await loadSimulatedUnits(t.database.db);
    expect(units.map((unit) => unit.deviceId)).toEqual(['SIM-1', 'SIM-2']);
    await t.database.db.transaction().execute((trx) => seedPositioningDemo(trx));
    const history = await t.database.db.selectFrom('tracker_positions').select(['latitude', 'longitude', 'device_time']).where('unit_id', '=', network.units['SIM-1']!).orderBy('device_time').execute();
    expect(history).toHaveLength(1441);
    expect(Date.now() - Date.parse(history.at(-1)!.device_time)).toBeLessThan(15_000);
    const seeded = await t.database.db.selectFrom('unit_last_positions').select('device_time').where('unit_id', '=', network.units['SIM-1']!).executeTakeFirstOrThrow();

    const simulator = startTrackerSimulator({ units, baseUrl: url, intervalS: 1 });
    const end = Date.now() + 5000;
    let moved = false;
    while (!moved && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const last = await t.database.db.selectFrom('unit_last_positions').select('device_time').where('unit_id', '=', network.units['SIM-2']!).executeTakeFirstOrThrow();
      moved = last.device_time > seeded.device_time;
    }
    simulator.stop();
    expect(moved).toBe(true);
    // The server stores a report before its answer reaches the simulator, which counts it then.
    await vi.waitFor(() => expect(simulator.stats().sent).toBeGreaterThan(0), { timeout: 5000 });
  });
});
