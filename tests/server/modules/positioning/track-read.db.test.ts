import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, createDatabase, rawRows } from '../../../../src/server/db/database';
import { migrateToLatest } from '../../../../src/server/db/migrate';
import { trackOf, trackQuery } from '../../../../src/server/modules/positioning/positioning.repository';
import { thinRows } from '../../../../src/server/modules/positioning/track-thinning';
import { packedSampleDay, trackRowsOf } from '../../../../src/server/modules/positioning/track-rows';
import { inThreadThinner } from '../../../../src/server/modules/positioning/track-workers';
import { type TrackRow, isoTime } from '../../../../src/server/modules/positioning/tracks';
import { deviceScope } from '../../../../src/server/tenancy';
import { createTestDatabaseUrl, testDialect } from '../../../helpers/test-app';
import { along } from './fixtures';

/**
 * The replay's read of a unit's reports (`trackQuery`): on PostgreSQL the database packs each
 * hour's reports into one text, which must give exactly the rows — and so the points — the read
 * of one row per report gave, whatever the values: a lone report in an hour, reports within the
 * same second, no speed or bearing, awkward decimals, microseconds, a range cut mid-hour.
 */
const COMPANY = 5;
const HOUR = 3600_000;
const START = Date.UTC(2026, 10, 20, 9);
const iso = (ms: number) => new Date(ms).toISOString();

let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let database: DatabaseHandle;
let unitId: number;

beforeAll(async () => {
  target = await createTestDatabaseUrl();
  database = createDatabase(target.url, { schema: target.schema, poolSize: 2 });
  await migrateToLatest(database.db);
  await database.db.insertInto('companies').values({ id: COMPANY, name: 'Lecturas de recorrido' }).execute();
  unitId = (
    await database.db
      .insertInto('units')
      .values({ company_id: COMPANY, number: 'TR-1', plates: 'TR100', vehicle_config: 'C2', sct_permit_type: 'TPAF01', status: 'active', search_text: 'tr', kind: 'bus', seats: 40 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const report = (at: number | string, latitude: number, longitude: number, speed_kmh: number | null, bearing: number | null) => {
    const time = typeof at === 'string' ? at : iso(at);
    return { company_id: COMPANY, unit_id: unitId, device_time: time, received_at: time, latitude, longitude, speed_kmh, bearing };
  };
  const rows = [
    // 09:00–10:00: a single report, with neither speed nor bearing.
    report(START + 17 * 60_000, 19.4326, -99.16, null, null),
    // 10:00–11:00: nothing. 11:00–12:00: three reports within one second, then values that print
    // awkwardly (shortest round-trip decimals, exponents, a negative zero) and speed without bearing.
    report(START + 2 * HOUR + 5000, 20.67012345678901, -103.34999999999991, 0.1 + 0.2, 359.99999999999994),
    report(START + 2 * HOUR + 5250, 20.670123, -103.35, 1e-7, 0),
    report(START + 2 * HOUR + 5999, 20.6701, -103.350001, 0, null),
    report(START + 2 * HOUR + 60_000, -0.000001, 0.5, 123456.789, -0),
    report(START + 2 * HOUR + 120_000, 89.999999, -179.999999, null, 180),
    // Microseconds: PostgreSQL keeps them and both reads truncate them to milliseconds, never round.
    report(testDialect === 'postgres' ? '2026-11-20T11:03:00.123456Z' : iso(START + 2 * HOUR + 180_123), 20.5, -103.5, 12.5, 45),
    report(testDialect === 'postgres' ? '2026-11-20T11:04:00.999999Z' : iso(START + 2 * HOUR + 240_999), 20.5, -103.5, 12.5, 45),
  ];
  // 12:00–14:00: two hours of 5-second reports back and forth along a street, with a tracker that
  // sends no speed for a while, to thin into something worth comparing.
  for (let i = 0; i < 2 * 720; i += 1) {
    const leg = i % 432;
    const metres = leg < 204 ? (leg / 204) * 2000 : leg < 408 ? 2000 - ((leg - 204) / 204) * 2000 : 0;
    const [latitude, longitude] = along(metres + Math.sin(i / 7) * 25);
    rows.push(report(START + 3 * HOUR + i * 5000, latitude, longitude, i >= 300 && i < 400 ? null : leg >= 408 ? 0 : 35, i % 50 === 0 ? null : (i * 7) % 360));
  }
  // 14:00–15:00: numbers a float column holds and JSON cannot write (ingest takes "1e999").
  rows.push(report(START + 5 * HOUR + 600_000, 20.67012345678901, -103.35, Infinity, -Infinity), report(START + 5 * HOUR + 1_200_000, 20.5, -103.5, NaN, 5));
  // Written newest first, as a tracker emptying its buffer might: the table's order is not time's,
  // so a read that leaned on it would come out of order.
  rows.reverse();
  for (let i = 0; i < rows.length; i += 200) await database.db.insertInto('tracker_positions').values(rows.slice(i, i + 200)).execute();
});

afterAll(async () => {
  await database?.destroy();
  await target?.drop();
});

const scope = deviceScope(COMPANY);

/** The read as it was before PostgreSQL packed it: one row per report, parsed by the driver. */
async function readRowByRow(db: DatabaseHandle['db'], from: string, to: string, before = false): Promise<TrackRow[]> {
  const compiled = db
    .selectFrom('tracker_positions')
    .select(['latitude', 'longitude', 'device_time', 'speed_kmh', 'bearing'])
    .where('unit_id', '=', unitId)
    .where('company_id', 'in', [COMPANY])
    .where('device_time', '>=', from)
    .where('device_time', before ? '<' : '<=', to)
    .orderBy('device_time')
    .compile();
  // The driver's own parse: pg's timestamp parser and SQLite's text, both ISO 8601 in milliseconds.
  const rows = (await rawRows(db, compiled)) as [number, number, string, number | null, number | null][];
  return rows.map(([latitude, longitude, time, speed_kmh, bearing]) => ({ latitude, longitude, at: Date.parse(time), speed_kmh, bearing }));
}

/** Ranges of the cases: the whole day, cut mid-hour at both ends (inclusive and exclusive), one hour, none. */
const RANGES: [string, string, string, boolean][] = [
  ['the whole day', iso(START - HOUR), iso(START + 6 * HOUR), false],
  ['from mid-hour to mid-hour', iso(START + 2 * HOUR + 5250), iso(START + 3 * HOUR + 25 * 60_000), false],
  ['from mid-hour, the end excluded', iso(START + 10 * 60_000), iso(START + 3 * HOUR + 25 * 60_000), true],
  ['the hour of a single report', iso(START), iso(START + HOUR), true],
  ['an hour without reports', iso(START + HOUR), iso(START + 2 * HOUR), true],
  ['an hour holding infinities and NaN', iso(START + 5 * HOUR), iso(START + 6 * HOUR), true],
];

describe("a unit's reports as the replay reads them", () => {
  it(`comes packed in one row on PostgreSQL and a row per report on SQLite (${testDialect})`, async () => {
    const query = trackQuery(database.db, scope, unitId, iso(START - HOUR), iso(START + 6 * HOUR));
    expect(query.packed).toBe(testDialect === 'postgres');
    expect(await rawRows(database.db, query.compiled)).toHaveLength(testDialect === 'postgres' ? 1 : 8 + 2 * 720 + 2);
  });

  it.each(RANGES)('gives exactly the rows of the row-by-row read: %s', async (_, from, to, before) => {
    const expected = await readRowByRow(database.db, from, to, before);
    const rows = await trackOf(database.db, scope, unitId, from, to, { before });
    expect(rows).toEqual(expected);
    // toEqual tells -0 from 0 and NaN from nothing; the times are compared as the API writes them.
    expect(rows.map((row) => isoTime(row.at))).toEqual(expected.map((row) => isoTime(row.at)));
  });

  it('reads the awkward values back as they were written', async () => {
    const rows = await trackOf(database.db, scope, unitId, iso(START), iso(START + 3 * HOUR), { before: true });
    expect(rows.map((row) => [isoTime(row.at), row.latitude, row.longitude, row.speed_kmh, row.bearing])).toEqual([
      [iso(START + 17 * 60_000), 19.4326, -99.16, null, null],
      [iso(START + 2 * HOUR + 5000), 20.67012345678901, -103.34999999999991, 0.1 + 0.2, 359.99999999999994],
      [iso(START + 2 * HOUR + 5250), 20.670123, -103.35, 1e-7, 0],
      [iso(START + 2 * HOUR + 5999), 20.6701, -103.350001, 0, null],
      [iso(START + 2 * HOUR + 60_000), -0.000001, 0.5, 123456.789, expect.anything()],
      [iso(START + 2 * HOUR + 120_000), 89.999999, -179.999999, null, 180],
      [iso(START + 2 * HOUR + 180_123), 20.5, -103.5, 12.5, 45],
      [iso(START + 2 * HOUR + 240_999), 20.5, -103.5, 12.5, 45],
    ]);
  });

  it('reads infinities and NaN back as the database holds them', async () => {
    const rows = await trackOf(database.db, scope, unitId, iso(START + 5 * HOUR), iso(START + 6 * HOUR), { before: true });
    expect(rows.map((row) => [row.latitude, row.speed_kmh, row.bearing])).toEqual([
      [20.67012345678901, Infinity, -Infinity],
      // SQLite has no NaN: it stores a NaN written to a REAL column as NULL.
      [20.5, testDialect === 'postgres' ? NaN : null, 5],
    ]);
  });

  it.each(RANGES)('thins into exactly the points of the row-by-row read, per hour and as one track: %s', async (_, from, to, before) => {
    const expected = await readRowByRow(database.db, from, to, before);
    const thinner = inThreadThinner(database.db);
    expect(await thinner.hours(trackQuery(database.db, scope, unitId, from, to, { before }))).toEqual(thinRows(expected, true));
    expect(await thinner.track(trackQuery(database.db, scope, unitId, from, to, { before }))).toEqual(thinRows(expected, false));
  });

  it("keeps to the caller's companies", async () => {
    expect(await trackOf(database.db, deviceScope(COMPANY + 1), unitId, iso(START - HOUR), iso(START + 6 * HOUR))).toEqual([]);
  });

  // PostgreSQL only, registered there only: a session time zone is PostgreSQL's (SQLite's times are
  // text, and its read is a row per report).
  const onPostgres = testDialect === 'postgres' ? it : null;
  onPostgres?.('gives the same rows in a session of another time zone', async () => {
    // One connection, so that the session setting holds for the reads after it.
    const kolkata = createDatabase(target.url, { schema: target.schema, poolSize: 1 });
    try {
      await sql`set time zone 'Asia/Kolkata'`.execute(kolkata.db);
      const [from, to] = [iso(START - HOUR), iso(START + 6 * HOUR)];
      const query = trackQuery(kolkata.db, scope, unitId, from, to);
      expect(await rawRows(kolkata.db, query.compiled)).toHaveLength(1);
      const rows = await trackOf(kolkata.db, scope, unitId, from, to);
      expect(rows).toEqual(await readRowByRow(kolkata.db, from, to));
      expect(rows).toEqual(await readRowByRow(database.db, from, to));
    } finally {
      await kolkata.destroy();
    }
  });
});

describe('the made-up packed day a thinning worker warms up with', () => {
  it('reads as 17,280 reports 5 s apart, with some bearings absent, and thins like a day', () => {
    const rows = trackRowsOf(packedSampleDay(), true);
    expect(rows).toHaveLength(17_280);
    expect(rows[1]!.at - rows[0]!.at).toBe(5000);
    expect(isoTime(rows[0]!.at)).toBe('2026-01-01T00:00:00.000Z');
    expect(rows.filter((row) => row.bearing === null)).toHaveLength(Math.ceil(17_280 / 50));
    const thinned = thinRows(rows, true) as { hours: unknown[] };
    expect(thinned.hours).toHaveLength(24);
  });
});
