import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPeriodicTask } from '../../lib/periodic-task';
import { deletePositionsBefore, deleteTrackHoursBefore } from './positioning.repository';

const DAY_MS = 24 * 3600_000;
/** Small deletes keep each write lock short: ingest goes on between batches. */
const BATCH = 5000;

/**
 * Tracker history is kept POSITIONS_RETENTION_DAYS (90 by default) and then deleted, in batches,
 * once a day while the server runs (and a minute after it starts), with the simplified hours made
 * from them. Last positions and events stay.
 */
export function createPositionsRetention(deps: { db: Kysely<Database>; retentionDays: number; onError: (error: unknown) => void; now?: () => Date }) {
  const { db, retentionDays, onError } = deps;
  const now = deps.now ?? (() => new Date());
  let stopped = false;

  async function sweep(): Promise<number> {
    const before = new Date(now().getTime() - retentionDays * DAY_MS).toISOString();
    let total = 0;
    // The simplified hours go with their reports (a few rows per unit and hour: one statement).
    await deleteTrackHoursBefore(db, before);
    for (;;) {
      if (stopped) return total;
      const deleted = await deletePositionsBefore(db, before, BATCH);
      total += deleted;
      if (deleted < BATCH) return total;
      // Let reports in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const task = createPeriodicTask({ run: sweep, everyMs: DAY_MS, firstAfterMs: 60_000, onError });

  return {
    /** Deletes what is older than the retention now; answers how many reports went. */
    sweep,
    start() {
      stopped = false;
      task.start();
    },
    async stop() {
      // Ends a sweep between batches rather than after the last one.
      stopped = true;
      await task.stop();
    },
  };
}
