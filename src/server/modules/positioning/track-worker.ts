/**
 * A thinning worker thread (track-workers.ts): it reads a unit's reports with its own database
 * connection and simplifies them, so that a replay's cold read — 17,280 reports a unit-day, read
 * and thinned — runs beside the event loop and on every core instead of holding the loop. The
 * query comes compiled from the main thread (repository `trackQuery`, tenant scope included);
 * the worker only runs it. Bundled on its own as out/server/track-worker.js.
 */
import { CompiledQuery } from 'kysely';
import { workerData } from 'piscina';
import { createDatabase, rawRows } from '../../db/database';
import { systemScope } from '../../tenancy';
import { trackQuery } from './positioning.repository';
import { packedSampleDay, trackRowsOf } from './track-rows';
import { type Thinned, thinRows } from './track-thinning';

export interface TrackWorkerData {
  databaseUrl: string;
  schema?: string;
}

export interface ThinTask {
  sql: string;
  parameters: readonly unknown[];
  /** How the rows come (see TrackQuery). */
  packed: boolean;
  byHour: boolean;
}

const { databaseUrl, schema } = workerData as TrackWorkerData;
// One connection, kept open: piscina gives a worker one task at a time, and a connection opened
// again after pg's idle timeout (a replay more than 10 s after the last) is a new PostgreSQL
// backend, slower on its first query.
const { db } = createDatabase(databaseUrl, { schema, poolSize: 1, idleTimeoutMs: 0 });

/**
 * Before the first task: the packed read and the thinning compiled by V8's optimizing tier on a
 * made-up day (packedSampleDay; the same thinning serves SQLite's rows, of the same shape), and the connection opened with a read of the replay's
 * shape that finds nothing (unit 0) — a new PostgreSQL backend loads its catalogue and plans on
 * its first query. The first replay after a start paid all of it (in-process, a worker's first
 * tasks read 10–25 ms and thinned 3–33 ms a unit-day against 2–3 ms once warm).
 */
async function warmUp(): Promise<void> {
  const sample = packedSampleDay();
  for (let round = 0; round < 5; round += 1) thinRows(trackRowsOf(sample, true), true);
  try {
    const from = new Date(Date.now() - 3600_000).toISOString();
    await rawRows(db, trackQuery(db, systemScope(), 0, from, new Date().toISOString()).compiled);
  } catch {
    // The database is not there yet: the first task opens the connection and says why it failed.
  }
}
// A warm-up that failed leaves the tasks to run as they would have without it.
const ready = warmUp().catch(() => undefined);

export default async function thin(task: ThinTask): Promise<Thinned> {
  await ready;
  const rows = await rawRows(db, CompiledQuery.raw(task.sql, [...task.parameters]));
  return thinRows(trackRowsOf(rows, task.packed), task.byHour);
}
