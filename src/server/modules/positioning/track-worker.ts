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
import { trackRowsOf } from './track-rows';
import { type Thinned, thinRows, warmUpThinning } from './track-thinning';

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
// One connection: piscina gives a worker one task at a time.
const { db } = createDatabase(databaseUrl, { schema, poolSize: 1 });
// Compiled by V8's optimizing tier before the first replay (see warmUpThinning).
warmUpThinning();

export default async function thin(task: ThinTask): Promise<Thinned> {
  const rows = await rawRows(db, CompiledQuery.raw(task.sql, [...task.parameters]));
  return thinRows(trackRowsOf(rows, task.packed), task.byHour);
}
