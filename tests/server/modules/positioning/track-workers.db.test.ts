import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, createDatabase } from '../../../../src/server/db/database';
import { migrateToLatest } from '../../../../src/server/db/migrate';
import { trackQuery } from '../../../../src/server/modules/positioning/positioning.repository';
import { type Thinner, createTrackWorkers, inThreadThinner } from '../../../../src/server/modules/positioning/track-workers';
import { deviceScope } from '../../../../src/server/tenancy';
import { createTestDatabaseUrl, testDialect } from '../../../helpers/test-app';
import { along } from './fixtures';

// The worker from its TypeScript source, loaded through tsx (the server runs the bundled one).
const WORKER = path.resolve(import.meta.dirname, '../../../../src/server/modules/positioning/track-worker.ts');
const TSX = ['--import', 'tsx'];
const HOUR = 3600_000;
const START = Date.UTC(2026, 10, 20, 6);
const iso = (ms: number) => new Date(ms).toISOString();
const COMPANY = 1;

let dir: string;
let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let url: string;
let database: DatabaseHandle;
let unitId: number;
let workers: Thinner;
const warn = vi.fn();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'track-workers-'));
  target = await createTestDatabaseUrl();
  // Worker threads open their own connection: SQLite in a file, not in memory.
  url = testDialect === 'sqlite' ? `sqlite:${path.join(dir, 'db.sqlite')}` : target.url;
  database = createDatabase(url, { schema: target.schema });
  await migrateToLatest(database.db);
  await database.db.insertInto('companies').values({ id: COMPANY, name: 'Rutas de prueba' }).execute();
  unitId = (
    await database.db
      .insertInto('units')
      .values({ company_id: COMPANY, number: 'TW-1', plates: 'TW100', vehicle_config: 'C2', sct_permit_type: 'TPAF01', status: 'active', search_text: 'tw', kind: 'bus', seats: 40 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Three hours back and forth along a 2-km street, 2 minutes stopped at each end, and a tracker
  // that sends no speed for a while (speed from distance and time).
  const rows = Array.from({ length: 3 * 720 }, (_, i) => {
    const leg = i % 432;
    const metres = leg < 204 ? (leg / 204) * 2000 : leg < 408 ? 2000 - ((leg - 204) / 204) * 2000 : 0;
    const [latitude, longitude] = along(metres + Math.sin(i / 7) * 25);
    const speed = i >= 1000 && i < 1100 ? null : leg >= 408 ? 0 : 35;
    return { company_id: COMPANY, unit_id: unitId, device_time: iso(START + i * 5000), received_at: iso(START + i * 5000), latitude, longitude, speed_kmh: speed, bearing: 90 };
  });
  for (let i = 0; i < rows.length; i += 200) await database.db.insertInto('tracker_positions').values(rows.slice(i, i + 200)).execute();
  workers = createTrackWorkers({ db: database.db, databaseUrl: url, schema: target.schema, threads: 2, logger: { warn }, file: WORKER, execArgv: TSX })!;
});

afterAll(async () => {
  await workers?.stop();
  await database.destroy();
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

const scope = deviceScope(COMPANY);
const day = (from: number, to: number, before = true) => trackQuery(database.db, scope, unitId, iso(from), iso(to), { before });

describe('thinning on worker threads', () => {
  it('answers exactly what the main thread answers, per hour and as one track', async () => {
    expect(workers.threads).toBe(2);
    const onMain = inThreadThinner(database.db);
    const hours = await workers.hours(day(START, START + 3 * HOUR));
    expect(hours.total).toBe(3 * 720);
    expect(hours.hours.map((hour) => [hour.hourStart, hour.reportCount])).toEqual([
      [iso(START), 720],
      [iso(START + HOUR), 720],
      [iso(START + 2 * HOUR), 720],
    ]);
    expect(hours).toEqual(await onMain.hours(day(START, START + 3 * HOUR)));
    // A ragged piece, its end inclusive, through both threads at once.
    const pieces = await Promise.all([workers.track(day(START + 10 * 60_000, START + 100 * 60_000, false)), workers.track(day(START, START + 30 * 60_000))]);
    expect(pieces).toEqual(await Promise.all([onMain.track(day(START + 10 * 60_000, START + 100 * 60_000, false)), onMain.track(day(START, START + 30 * 60_000))]));
    expect(pieces[0].total).toBe(90 * 12 + 1);
    expect(pieces[0].points.length).toBeLessThan(pieces[0].total / 5);
    expect(warn).not.toHaveBeenCalled();
  });

  it("runs the query as compiled with the caller's tenant scope", async () => {
    const other = await workers.hours(trackQuery(database.db, deviceScope(COMPANY + 1), unitId, iso(START), iso(START + 3 * HOUR), { before: true }));
    expect(other).toEqual({ total: 0, hours: [] });
  });

  it('does the task on the main thread when the workers fail it, and says so', async () => {
    // Workers pointed at another, empty database: their reads fail (no such table).
    const elsewhere = testDialect === 'sqlite' ? `sqlite:${path.join(dir, 'empty.sqlite')}` : target.url;
    const failing = createTrackWorkers({ db: database.db, databaseUrl: elsewhere, schema: testDialect === 'sqlite' ? undefined : 'no_such_schema', threads: 1, logger: { warn }, file: WORKER, execArgv: TSX })!;
    try {
      const answer = await failing.track(day(START, START + HOUR));
      expect(answer).toEqual(await inThreadThinner(database.db).track(day(START, START + HOUR)));
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await failing.stop();
    }
  });

  it('starts no thread until a track or warm() asks, then all of them at once', async () => {
    const lazy = createTrackWorkers({ db: database.db, databaseUrl: url, schema: target.schema, threads: 2, logger: { warn }, file: WORKER, execArgv: TSX })!;
    try {
      expect(lazy.running()).toBe(0);
      lazy.warm();
      expect(lazy.running()).toBe(2);
      expect((await lazy.track(day(START, START + HOUR))).total).toBe(720);
      expect(lazy.running()).toBe(2);
    } finally {
      await lazy.stop();
    }
  });

  it('is not made when it cannot help: no threads, an in-memory database, no worker file', () => {
    const logger = { warn };
    expect(createTrackWorkers({ db: database.db, databaseUrl: url, threads: 0, logger, file: WORKER })).toBeNull();
    expect(createTrackWorkers({ db: database.db, databaseUrl: 'sqlite::memory:', threads: 2, logger, file: WORKER })).toBeNull();
    expect(createTrackWorkers({ db: database.db, databaseUrl: url, threads: 2, logger, file: path.join(dir, 'missing.js') })).toBeNull();
  });
});
