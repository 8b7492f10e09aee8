import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplayResponse, replayResponseSchema, unitTrailSchema } from '../../../../src/shared/contracts/positioning';
import { createTrackHours } from '../../../../src/server/modules/positioning/track-hours';
import { type Thinner, inThreadThinner } from '../../../../src/server/modules/positioning/track-workers';
import { deviceScope } from '../../../../src/server/tenancy';
import { type TestApp, createTestApp } from '../../../helpers/test-app';
import { along, createBusNetwork, north } from './fixtures';

let t: TestApp;
let token: string;
let unitId: number;
const API = '/positioning-api/v1';
const HOUR = 3600_000;
/** Two days ago on the hour: closed hours, and still young enough for a late OsmAnd report. */
const START = Math.floor((Date.now() - 2 * 86400_000) / HOUR) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
/** From 10 minutes into the first hour to 20 minutes into the fourth: ragged ends, two whole hours. */
const RANGE = `from=${iso(START + 10 * 60_000)}&to=${iso(START + 3 * HOUR + 20 * 60_000)}`;
const REPORTS = 2520; // 3.5 hours of 5-second reports

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('transporte@parabus.demo.mx')).access_token;
  const network = await createBusNetwork(t.database.db, 2, ['TH-DAY'], 'TH');
  unitId = network.units['TH-DAY']!;
  // Back and forth along the 2-km street, stopping 2 minutes at each end.
  const rows = [];
  for (let i = 0; i < REPORTS; i += 1) {
    const leg = i % 432;
    const stopped = leg >= 408;
    const metres = leg < 204 ? (leg / 204) * 2000 : leg < 408 ? 2000 - ((leg - 204) / 204) * 2000 : 0;
    const [latitude, longitude] = along(metres);
    rows.push({ company_id: 2, unit_id: unitId, device_time: iso(START + i * 5000), received_at: iso(START + i * 5000 + 500), latitude, longitude, speed_kmh: stopped ? 0 : 35, bearing: 90, altitude: null, accuracy: null, battery: 80 });
  }
  for (let i = 0; i < rows.length; i += 200) await t.database.db.insertInto('tracker_positions').values(rows.slice(i, i + 200)).execute();
});
afterAll(() => t.close());

async function replay(): Promise<ReplayResponse['units'][number]> {
  const response = await t.app.inject({ method: 'GET', url: `${API}/companies/2/replay?unit_ids=${unitId}&${RANGE}`, headers: t.bearer(token) });
  expect(response.statusCode).toBe(200);
  return replayResponseSchema.parse(response.json()).units[0]!;
}
const storedHours = () => t.database.db.selectFrom('tracker_track_hours').selectAll().where('unit_id', '=', unitId).orderBy('hour_start').execute();
/** Reports in the range, counted straight from the table. */
const inRange = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('tracker_positions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('unit_id', '=', unitId)
        .where('device_time', '>=', iso(START + 10 * 60_000))
        .where('device_time', '<=', iso(START + 3 * HOUR + 20 * 60_000))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the covering index of the migration', () => {
  it("exists, and a unit's track is read from it alone", async () => {
    if (t.database.dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select latitude, longitude, device_time, speed_kmh, bearing from tracker_positions where unit_id = ${unitId} and company_id in (2) and device_time >= ${iso(START)} and device_time <= ${iso(START + HOUR)} order by device_time`.execute(t.database.db);
      expect(plan.rows.map((row) => row.detail).join(' ')).toMatch(/USING COVERING INDEX tracker_positions_track_index/);
    } else {
      const index = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'tracker_positions_track_index' and schemaname = current_schema()`.execute(t.database.db);
      expect(index.rows[0]?.indexdef).toMatch(/\(unit_id, device_time\) INCLUDE \(company_id, latitude, longitude, speed_kmh, bearing\)/);
    }
  });
});

describe('simplified hours', () => {
  it('stores the closed hours a replay thinned, and answers the next replay from them', async () => {
    const first = await replay();
    expect(first.total_points).toBe(await inRange());
    expect(first.points[0]!.t).toBe(iso(START + 10 * 60_000));
    expect(first.points.at(-1)!.t).toBe(iso(START + 3 * HOUR + 20 * 60_000));
    // Where the bus stopped at the west end (report 408) and set off again (432) are kept.
    expect(first.points.map((point) => point.t)).toEqual(expect.arrayContaining([iso(START + 408 * 5000), iso(START + 432 * 5000)]));
    expect(first.points.length).toBeLessThan(first.total_points / 10);

    await t.services.positioning.trackHours.idle();
    const hours = await storedHours();
    // Only the whole hours of the range: the first and the fourth are cut by it.
    expect(hours.map((hour) => [hour.hour_start, hour.report_count])).toEqual([
      [iso(START + HOUR), 720],
      [iso(START + 2 * HOUR), 720],
    ]);

    const second = await replay();
    expect(second).toEqual(first);
    // Proof the second answer came from the stored hours: a point written into one shows up.
    const marker = [19.5, -99.1, iso(START + HOUR + 1000), 0, 0];
    const points = JSON.parse(hours[0]!.points) as unknown[];
    await t.database.db.updateTable('tracker_track_hours').set({ points: JSON.stringify([...points, marker]) }).where('unit_id', '=', unitId).where('hour_start', '=', hours[0]!.hour_start).execute();
    expect((await replay()).points.map((point) => point.t)).toContain(iso(START + HOUR + 1000));
  });

  it('counts a late report in a stored hour and makes that hour again', async () => {
    // A tracker emptying its buffer: a fix of the second hour, 300 m off the street.
    const late = START + HOUR + 600 * 5000 + 2000;
    const [lat, lon] = north(along(1000), 300);
    const response = await t.app.inject({ method: 'POST', url: `${API}/osmand?id=TH-DAY&lat=${lat}&lon=${lon}&timestamp=${Math.floor(late / 1000)}&speed=18` });
    expect(response.statusCode).toBe(200);

    const after = await replay();
    expect(after.total_points).toBe(await inRange());
    const times = after.points.map((point) => point.t);
    expect(times).toContain(iso(late));
    // The hour tampered with above was made again from the reports.
    expect(times).not.toContain(iso(START + HOUR + 1000));
    await t.services.positioning.trackHours.idle();
    expect((await storedHours()).map((hour) => hour.report_count)).toEqual([721, 720]);
  });

  it('answers every report unsimplified, untouched by the stored hours', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/units/${unitId}/trail?${RANGE}&simplify=false`, headers: t.bearer(token) });
    const trail = unitTrailSchema.parse(response.json());
    expect(trail.points).toHaveLength(await inRange());
    expect(trail.total_points).toBe(trail.points.length);
  });

  it('stores the hours that closed lately for the units heard since, once', async () => {
    const network = await createBusNetwork(t.database.db, 2, ['TH-BUILT', 'TH-QUIET'], 'TB');
    const built = network.units['TH-BUILT']!;
    const lastHour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const rows = Array.from({ length: 720 }, (_, i) => {
      const [latitude, longitude] = along((i / 720) * 2000);
      return { company_id: 2, unit_id: built, device_time: iso(lastHour + i * 5000), latitude, longitude, speed_kmh: 30, bearing: 90, altitude: null, accuracy: null, battery: null };
    });
    for (let i = 0; i < rows.length; i += 200) await t.database.db.insertInto('tracker_positions').values(rows.slice(i, i + 200)).execute();
    // The same hour for a unit not heard from lately: the builder leaves it to a replay.
    await t.database.db.insertInto('tracker_positions').values({ ...rows[0]!, unit_id: network.units['TH-QUIET']! }).execute();
    const last = rows.at(-1)!;
    await t.database.db.insertInto('unit_last_positions').values({ unit_id: built, company_id: 2, device_time: last.device_time, received_at: iso(Date.now()), latitude: last.latitude, longitude: last.longitude, speed_kmh: 30, bearing: 90, battery: null }).execute();

    // The demo's buses, heard over the past two hours, have their hours stored too.
    expect(await t.services.positioning.trackHours.storeClosedHours()).toBeGreaterThanOrEqual(1);
    const hours = await t.database.db.selectFrom('tracker_track_hours').select(['unit_id', 'hour_start', 'report_count']).where('unit_id', 'in', [built, network.units['TH-QUIET']!]).execute();
    expect(hours).toEqual([{ unit_id: built, hour_start: iso(lastHour), report_count: 720 }]);
    // Stored and still matching: nothing to do on the next run.
    expect(await t.services.positioning.trackHours.storeClosedHours()).toBe(0);

    // An hour of ten hours ago (the server was down): only the first run after a start, which
    // looks back a day, stores it.
    const earlier = lastHour - 9 * HOUR;
    await t.database.db.insertInto('tracker_positions').values(rows.slice(0, 200).map((row, i) => ({ ...row, device_time: iso(earlier + i * 5000) }))).execute();
    expect(await t.services.positioning.trackHours.storeClosedHours()).toBe(0);
    expect(await t.services.positioning.trackHours.storeClosedHours(24)).toBeGreaterThanOrEqual(1);
    const stored = await t.database.db.selectFrom('tracker_track_hours').select(['hour_start', 'report_count']).where('unit_id', '=', built).orderBy('hour_start').execute();
    expect(stored).toEqual([
      { hour_start: iso(earlier), report_count: 200 },
      { hour_start: iso(lastHour), report_count: 720 },
    ]);
  });

  it('deletes stored hours with the reports past the retention', async () => {
    const old = iso(Math.floor((Date.now() - 100 * 86400_000) / HOUR) * HOUR);
    await t.database.db.insertInto('tracker_track_hours').values({ unit_id: unitId, company_id: 2, hour_start: old, report_count: 1, points: '[]' }).execute();
    await t.services.positionsRetention.sweep();
    const left = await storedHours();
    expect(left.map((hour) => hour.hour_start)).not.toContain(old);
    expect(left).toHaveLength(2);
  });
});

describe("a replay's hours to store", () => {
  it('are written once the other reads under way have answered, or after a second at most', async () => {
    // A thinner whose whole-track reads (the hour under way) wait for the test to let them go.
    const inThread = inThreadThinner(t.database.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const thinner: Thinner = { ...inThread, track: async (query) => (await held, inThread.track(query)) };
    const trackHours = createTrackHours({ db: t.database.db, logger: { error: () => {} }, now: () => new Date(), thinner });
    const scope = deviceScope(2);
    const unit = { unitId, companyId: 2 };
    const [from, to] = [iso(START + HOUR), iso(START + 3 * HOUR - 1)];
    // Another unit's read of the hour under way, still going.
    const underWay = trackHours.simplified(scope, unit, iso(Date.now() - 60_000), iso(Date.now()));

    await t.database.db.deleteFrom('tracker_track_hours').where('unit_id', '=', unitId).execute();
    const replayed = await trackHours.simplified(scope, unit, from, to);
    expect(replayed.total).toBe(1441);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Writing now would take the database from the read under way: nothing stored yet.
    expect(await storedHours()).toEqual([]);
    await trackHours.idle();
    // A read that never ends holds the write back a second, no longer.
    expect((await storedHours()).map((hour) => hour.report_count)).toEqual([721, 720]);

    await t.database.db.deleteFrom('tracker_track_hours').where('unit_id', '=', unitId).execute();
    await trackHours.simplified(scope, unit, from, to);
    const second = trackHours.simplified(scope, unit, iso(Date.now() - 60_000), iso(Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedHours()).toEqual([]);
    release();
    await Promise.all([underWay, second]);
    await trackHours.idle();
    expect((await storedHours()).map((hour) => hour.report_count)).toEqual([721, 720]);
    await trackHours.stop();
  });

  it("hold the builder's next unit back while a replay reads", async () => {
    const network = await createBusNetwork(t.database.db, 2, ['TH-WAIT'], 'TW');
    const waiting = network.units['TH-WAIT']!;
    const lastHour = Math.floor(Date.now() / HOUR) * HOUR - HOUR;
    const rows = Array.from({ length: 120 }, (_, i) => {
      const [latitude, longitude] = along((i / 120) * 2000);
      return { company_id: 2, unit_id: waiting, device_time: iso(lastHour + i * 30_000), latitude, longitude, speed_kmh: 30, bearing: 90, altitude: null, accuracy: null, battery: null };
    });
    await t.database.db.insertInto('tracker_positions').values(rows).execute();
    const last = rows.at(-1)!;
    await t.database.db.insertInto('unit_last_positions').values({ unit_id: waiting, company_id: 2, device_time: last.device_time, received_at: iso(Date.now()), latitude: last.latitude, longitude: last.longitude, speed_kmh: 30, bearing: 90, battery: null }).execute();

    const inThread = inThreadThinner(t.database.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const thinned: number[] = [];
    const thinner: Thinner = {
      ...inThread,
      track: async (query) => (await held, inThread.track(query)),
      hours: async (query) => (thinned.push(Date.now()), inThread.hours(query)),
    };
    const trackHours = createTrackHours({ db: t.database.db, logger: { error: () => {} }, now: () => new Date(), thinner });
    const underWay = trackHours.simplified(deviceScope(2), { unitId, companyId: 2 }, iso(Date.now() - 60_000), iso(Date.now()));
    const built = trackHours.storeClosedHours();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(thinned).toEqual([]);
    release();
    await underWay;
    expect(await built).toBeGreaterThanOrEqual(1);
    expect(thinned.length).toBeGreaterThanOrEqual(1);
    const stored = await t.database.db.selectFrom('tracker_track_hours').select(['hour_start', 'report_count']).where('unit_id', '=', waiting).execute();
    expect(stored).toEqual([{ hour_start: iso(lastHour), report_count: 120 }]);
    await trackHours.stop();
  });
});
