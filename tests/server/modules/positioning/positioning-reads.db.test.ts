import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replayResponseSchema,
  trackerEventsResponseSchema,
  unitLocationSchema,
  unitStopsResponseSchema,
  unitTrailSchema,
  unitsLocationsResponseSchema,
} from '../../../../src/shared/contracts/positioning';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { along, createBusNetwork } from './fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
let network: Awaited<ReturnType<typeof createBusNetwork>>;
let ecoUnit: number;
const API = '/positioning-api/v1';

/** 2026-11-20, 10:00 in Mexico City (UTC-6): a business day of synthetic reports. */
const DAY = '2026-11-20';
const DAY_START = Date.parse('2026-11-20T16:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({ transporte: 'transporte@parabus.demo.mx', operador: 'operador@logistica.demo.mx', ajena: 'admin@ajena.demo.mx', admin1: 'admin@logistica.demo.mx', super: 'super@demo.mx' })) {
    tokens[key] = (await t.login(email)).access_token;
  }
  network = await createBusNetwork(t.database.db, 2, ['TR-LIVE', 'TR-DAY', 'TR-SILENT'], 'RD');
  ecoUnit = (await t.database.db.selectFrom('units').select('id').where('company_id', '=', 1).where('number', '=', 'ECO-101').executeTakeFirstOrThrow()).id;
  // A day of 5-second reports: 30 min driving east, 10 min stopped at the east end, 30 min back.
  const unitId = network.units['TR-DAY']!;
  const rows = [];
  for (let i = 0; i < 840; i += 1) {
    const phase = i < 360 ? 'out' : i < 480 ? 'stop' : 'back';
    const metres = phase === 'out' ? (i / 360) * 2000 : phase === 'stop' ? 2000 : 2000 - ((i - 480) / 360) * 2000;
    const [latitude, longitude] = along(metres);
    rows.push({ company_id: 2, unit_id: unitId, device_time: new Date(DAY_START + i * 5000).toISOString(), received_at: new Date(DAY_START + i * 5000 + 800).toISOString(), latitude, longitude, speed_kmh: phase === 'stop' ? 0 : 20, bearing: phase === 'back' ? 270 : 90, altitude: null, accuracy: null, battery: 90 });
  }
  for (let i = 0; i < rows.length; i += 200) await t.database.db.insertInto('tracker_positions').values(rows.slice(i, i + 200)).execute();
  const [lat, lon] = along(700);
  const live = await t.app.inject({ method: 'GET', url: `${API}/osmand?id=TR-LIVE&lat=${lat}&lon=${lon}&speed=12&timestamp=${Math.floor(Date.now() / 1000) - 5}` });
  expect(live.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: t.bearer(tokens[who]!) });
const range = `from=${new Date(DAY_START - 3600_000).toISOString()}&to=${new Date(DAY_START + 6 * 3600_000).toISOString()}`;

describe('last positions', () => {
  it("answers a unit's last position, and a clear 404 for a unit that never reported", async () => {
    const response = await get('transporte', `/units/${network.units['TR-LIVE']}/position`);
    expect(response.statusCode).toBe(200);
    expect(unitLocationSchema.parse(response.json())).toMatchObject({ unit_id: network.units['TR-LIVE'], status: 'moving', route_id: network.route, speed_kmh: 22.2 });
    const silent = expectErrorShape((await get('transporte', `/units/${network.units['TR-SILENT']}/position`)).json(), 404);
    expect(silent.message).toMatch(/todavía no ha enviado su ubicación/);
  });

  it('lists the units of the company that have reported, with the offline threshold', async () => {
    const body = unitsLocationsResponseSchema.parse((await get('transporte', '/companies/2/units-locations')).json());
    expect(body.offline_after_minutes).toBe(5);
    expect(body.data.map((row) => row.unit_id)).toContain(network.units['TR-LIVE']);
    expect(body.data.map((row) => row.unit_id)).not.toContain(network.units['TR-SILENT']);
  });

  it('calls a unit offline when the server has not heard from it for longer than the threshold', async () => {
    await t.database.db.updateTable('unit_last_positions').set({ received_at: new Date(Date.now() - 6 * 60_000).toISOString() }).where('unit_id', '=', network.units['TR-LIVE']!).execute();
    expect(unitLocationSchema.parse((await get('transporte', `/units/${network.units['TR-LIVE']}/position`)).json()).status).toBe('offline');
  });
});

describe('tracks', () => {
  it('answers a simplified trail that keeps the ends and where the unit stopped', async () => {
    const trail = unitTrailSchema.parse((await get('transporte', `/units/${network.units['TR-DAY']}/trail?${range}`)).json());
    expect(trail.total_points).toBe(840);
    expect(trail.points.length).toBeLessThan(20);
    const times = trail.points.map((point) => point.t);
    expect(times[0]).toBe(new Date(DAY_START).toISOString());
    expect(times.at(-1)).toBe(new Date(DAY_START + 839 * 5000).toISOString());
    expect(times).toContain(new Date(DAY_START + 360 * 5000).toISOString());
    const full = unitTrailSchema.parse((await get('transporte', `/units/${network.units['TR-DAY']}/trail?${range}&simplify=false`)).json());
    expect(full.points).toHaveLength(840);
  });

  it('replays several units at once, and refuses too many units or too long a range', async () => {
    const replay = replayResponseSchema.parse((await get('transporte', `/companies/2/replay?unit_ids=${network.units['TR-DAY']},${network.units['TR-SILENT']}&${range}`)).json());
    expect(replay.units.map((unit) => [unit.unit_id, unit.total_points])).toEqual(
      expect.arrayContaining([
        [network.units['TR-DAY'], 840],
        [network.units['TR-SILENT'], 0],
      ]),
    );
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expectErrorShape((await get('transporte', `/companies/2/replay?unit_ids=${many}&${range}`)).json(), 422);
    expectErrorShape((await get('transporte', `/units/${network.units['TR-DAY']}/trail?from=2026-11-01T00:00:00Z&to=2026-11-20T00:00:00Z`)).json(), 422);
    expectErrorShape((await get('transporte', `/units/${network.units['TR-DAY']}/trail?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z`)).json(), 422);
    // Another company's unit in the list reads as a missing one.
    expectErrorShape((await get('transporte', `/companies/2/replay?unit_ids=${network.units['TR-DAY']},${ecoUnit}&${range}`)).json(), 404);
  });

  it('finds the stop of the business day at the east terminal', async () => {
    const body = unitStopsResponseSchema.parse((await get('transporte', `/units/${network.units['TR-DAY']}/stops?date=${DAY}`)).json());
    expect(body.data).toEqual([
      expect.objectContaining({ started_at: new Date(DAY_START + 360 * 5000).toISOString(), ended_at: new Date(DAY_START + 480 * 5000).toISOString(), minutes: 10, terminal_id: network.east }),
    ]);
    expect(unitStopsResponseSchema.parse((await get('transporte', `/units/${network.units['TR-DAY']}/stops?date=2026-11-19`)).json()).data).toEqual([]);
    expectErrorShape((await get('transporte', `/units/${network.units['TR-DAY']}/stops?date=20-11-2026`)).json(), 422);
  });

  it('lists tracker events newest first, narrowed to a unit', async () => {
    const unitId = network.units['TR-DAY']!;
    await t.database.db
      .insertInto('tracker_events')
      .values([
        { company_id: 2, unit_id: unitId, kind: 'arrival', occurred_at: new Date(DAY_START + 1800_000).toISOString(), latitude: 19.43, longitude: -99.14, route_id: null, terminal_id: network.east },
        { company_id: 2, unit_id: unitId, kind: 'departure', occurred_at: new Date(DAY_START + 2400_000).toISOString(), latitude: 19.43, longitude: -99.14, route_id: null, terminal_id: network.east },
      ])
      .execute();
    const body = trackerEventsResponseSchema.parse((await get('transporte', `/companies/2/tracker-events?${range}&unit_id=${unitId}`)).json());
    expect(body.data.map((event) => [event.kind, event.unit_number])).toEqual([
      ['departure', 'RD-2'],
      ['arrival', 'RD-2'],
    ]);
  });
});

describe('who may read positions', () => {
  it('refuses (403) a member of the company without positioning.read', async () => {
    expectErrorShape((await get('operador', '/companies/1/units-locations')).json(), 403);
    expectErrorShape((await get('operador', `/units/${ecoUnit}/position`)).json(), 403);
  });

  it("hides (404) another tenant's units and companies", async () => {
    for (const who of ['ajena', 'admin1']) {
      expectErrorShape((await get(who, `/units/${network.units['TR-LIVE']}/position`)).json(), 404);
      expectErrorShape((await get(who, '/companies/2/units-locations')).json(), 404);
      expectErrorShape((await get(who, `/units/${network.units['TR-DAY']}/stops?date=${DAY}`)).json(), 404);
    }
  });

  it('lets the super admin read any company', async () => {
    expect((await get('super', '/companies/2/units-locations')).statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('deletes reports older than the retention and keeps the rest', async () => {
    const unitId = network.units['TR-SILENT']!;
    const old = new Date(Date.now() - 100 * 86400_000).toISOString();
    await t.database.db.insertInto('tracker_positions').values({ company_id: 2, unit_id: unitId, device_time: old, received_at: old, latitude: 19.43, longitude: -99.15, speed_kmh: 0, bearing: null, altitude: null, accuracy: null, battery: null }).execute();
    const before = await t.database.db.selectFrom('tracker_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await t.services.positionsRetention.sweep()).toBe(1);
    const after = await t.database.db.selectFrom('tracker_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) - 1);
  });
});
