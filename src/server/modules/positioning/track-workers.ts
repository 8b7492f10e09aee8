import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { Piscina } from 'piscina';
import type { TrackPoint } from '../../../shared/contracts/positioning';
import { rawRows, sqliteFileOf } from '../../db/database';
import type { Database } from '../../db/schema';
import { type TrackQuery, trackRowsOf } from './track-rows';
import { type ThinnedHour, thinRows } from './track-thinning';
import type { ThinTask, TrackWorkerData } from './track-worker';

/**
 * Reads a unit's reports (a compiled `trackQuery`) and thins them: per UTC hour, or as one track.
 * On worker threads when there are any, else on the main thread.
 */
export interface Thinner {
  /** Worker threads doing it (0: the main thread). */
  threads: number;
  /** The worker threads start now instead of on the first track (no-op on the main thread). */
  warm(): void;
  /** Worker threads running now. */
  running(): number;
  hours(query: TrackQuery): Promise<{ total: number; hours: ThinnedHour[] }>;
  track(query: TrackQuery): Promise<{ total: number; points: TrackPoint[] }>;
  stop(): Promise<void>;
}

/** The same work on the main thread (tests, an in-memory database, TRACK_THREADS=0). */
export function inThreadThinner(db: Kysely<Database>): Thinner {
  const read = async (query: TrackQuery) => trackRowsOf(await rawRows(db, query.compiled), query.packed);
  return {
    threads: 0,
    warm: () => undefined,
    running: () => 0,
    hours: async (query) => thinRows(await read(query), true) as { total: number; hours: ThinnedHour[] },
    track: async (query) => thinRows(await read(query), false) as { total: number; points: TrackPoint[] },
    stop: async () => undefined,
  };
}

/** The worker as bundled beside the server (scripts/build-server.mjs); absent when running from sources. */
export const BUNDLED_TRACK_WORKER = fileURLToPath(new URL('./track-worker.js', import.meta.url));

/**
 * A pool of `threads` worker threads, each with its own connection, that read and thin tracks
 * (track-worker.ts). Null when there is nothing to gain or no way to do it: no threads asked,
 * an in-memory SQLite database (a worker's connection would open another, empty one), or no
 * worker file (the server run from its TypeScript sources, as in tests). A task the pool fails
 * (a worker that died, a connection refused) is done on the main thread instead, and logged.
 */
export function createTrackWorkers(options: {
  db: Kysely<Database>;
  databaseUrl: string;
  schema?: string;
  threads: number;
  logger: { warn(obj: object, msg: string): void };
  file?: string;
  execArgv?: string[];
}): Thinner | null {
  const file = options.file ?? BUNDLED_TRACK_WORKER;
  const postgres = /^postgres(ql)?:\/\//.test(options.databaseUrl);
  if (options.threads < 1 || (!postgres && sqliteFileOf(options.databaseUrl) === ':memory:') || !existsSync(file)) return null;
  const workerData: TrackWorkerData = { databaseUrl: options.databaseUrl, ...(options.schema ? { schema: options.schema } : {}) };
  // Threads start on the first track to thin or on `warm()` (the server's start, see
  // positioning.lifecycle.ts), not on creation: a server that never replays — a test's — pays
  // nothing. Then all of them start at once and stay for the next tracks.
  let pool: Piscina<ThinTask, unknown> | undefined;
  const poolOf = () =>
    (pool ??= new Piscina<ThinTask, unknown>({
      filename: file,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      workerData,
      ...(options.execArgv ? { execArgv: options.execArgv } : {}),
    }));
  const fallback = inThreadThinner(options.db);
  async function run<T>(query: TrackQuery, byHour: boolean, onMain: () => Promise<T>): Promise<T> {
    try {
      return (await poolOf().run({ sql: query.compiled.sql, parameters: query.compiled.parameters, packed: query.packed, byHour })) as T;
    } catch (error) {
      options.logger.warn({ err: error }, 'un hilo de simplificación de recorridos falló; se simplifica en el hilo principal');
      return onMain();
    }
  }
  return {
    threads: options.threads,
    warm: () => void poolOf(),
    running: () => pool?.threads.length ?? 0,
    hours: (query) => run(query, true, () => fallback.hours(query)),
    track: (query) => run(query, false, () => fallback.track(query)),
    stop: async () => {
      await pool?.destroy();
    },
  };
}
