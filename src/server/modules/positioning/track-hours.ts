import type { Kysely } from 'kysely';
import type { TrackPoint } from '../../../shared/contracts/positioning';
import type { Database } from '../../db/schema';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { createPeriodicTask } from '../../lib/periodic-task';
import { type TenantScope, deviceScope, systemScope } from '../../tenancy';
import * as repository from './positioning.repository';
import { type StoredPoint, fromStored, toStored } from './track-thinning';
import { type Thinner, inThreadThinner } from './track-workers';

const HOUR_MS = 3600_000;
/**
 * How often the builder runs, and how many closed hours back it looks (late reports); its first
 * run after a start looks back a day, for the hours that closed while the server was down.
 */
const BUILD_EVERY_MS = 10 * 60_000;
const BUILD_LOOKBACK_HOURS = 3;
const BUILD_FIRST_LOOKBACK_HOURS = 24;
const BUILD_UNITS_PER_COMMIT = 50;
/**
 * How long background work waits for the replays under way (a replay reads its units at once):
 * a read's hours to store, and the builder's next unit. Writing hours or thinning the builder's
 * units meanwhile took the database, the thinning threads and the event loop from those reads
 * (~20 % of a cold 10-unit replay on PostgreSQL; the builder's first run after a start, a task
 * per unit heard, made a replay queue behind it). A stream of replays never holds it back longer.
 */
const WAITS_FOR_READS_AT_MOST_MS = 1000;

/**
 * Where a range [from, to] (both inclusive, ISO) meets whole UTC hours that have already closed
 * at `now`: [first, last) in epoch ms, or null when no such hour lies wholly inside.
 */
export function closedHoursIn(fromMs: number, toMs: number, nowMs: number): { first: number; last: number } | null {
  const first = Math.ceil(fromMs / HOUR_MS) * HOUR_MS;
  const last = Math.min(Math.floor((toMs + 1) / HOUR_MS), Math.floor(nowMs / HOUR_MS)) * HOUR_MS;
  return last > first ? { first, last } : null;
}

/**
 * Simplified tracks for the map without thinning every report on every read. A unit's closed
 * hours are simplified once and stored (tracker_track_hours); a read takes them and thins only
 * the ragged ends of its range and the hour still under way. Douglas-Peucker per hour keeps each
 * hour's first and last report, so every report stays within the tolerance of the track (a few
 * more points than thinning the range at once: two per hour).
 *
 * No write path has to remember to invalidate anything: a stored hour is trusted only while the
 * reports counted in the table for those hours equal the sum it was made from. A late report
 * (a tracker emptying its buffer) or the retention sweep changes the count, and the hours are
 * simplified again from the reports and stored again, after the answer has gone.
 */
export function createTrackHours(deps: { db: Kysely<Database>; logger: { error(obj: object, msg: string): void }; now: () => Date; thinner?: Thinner }) {
  const { db, now } = deps;
  // Reading and thinning reports: on worker threads when the server has them (track-workers.ts).
  const thinner = deps.thinner ?? inThreadThinner(db);
  const background = createBackgroundTasks(deps.logger);
  const reads = readsUnderWay();
  let builds = 0;
  const builder = createPeriodicTask({
    run: () => storeClosedHours(builds++ === 0 ? BUILD_FIRST_LOOKBACK_HOURS : BUILD_LOOKBACK_HOURS),
    everyMs: BUILD_EVERY_MS,
    firstAfterMs: 60_000,
    onError: (error) => deps.logger.error({ err: error }, 'falló el guardado de recorridos simplificados por hora'),
  });

  /**
   * The stored hours of [first, last) if they still match the reports; else made again, with
   * `save` to store them in a transaction of the caller's (a read leaves that for after its
   * answer; the builder gathers several units into one).
   */
  async function hoursOf(scope: TenantScope, unitId: number, companyId: number, first: string, last: string): Promise<{ total: number; points: TrackPoint[]; save?: (trx: repository.Db) => Promise<void> }> {
    // Hours first, count second: a report landing in between makes them disagree, never agree wrongly.
    const stored = await repository.trackHoursOf(db, scope, unitId, first, last);
    // Nothing stored: the count could only say "read them", so the reports are read at once.
    if (stored.length > 0) {
      const count = await repository.positionCountOf(db, scope, unitId, first, last);
      if (stored.reduce((sum, hour) => sum + hour.report_count, 0) === count) {
        return { total: count, points: stored.flatMap((hour) => (JSON.parse(hour.points) as StoredPoint[]).map(fromStored)) };
      }
    }
    const { total, hours } = await thinner.hours(repository.trackQuery(db, scope, unitId, first, last, { before: true }));
    if (total === 0 && stored.length === 0) return { total: 0, points: [] };
    // Written out when saved, after the answer has gone.
    const values = () => hours.map((hour) => ({ unit_id: unitId, company_id: companyId, hour_start: hour.hourStart, report_count: hour.reportCount, points: JSON.stringify(hour.points.map(toStored)) }));
    return { total, points: hours.flatMap((hour) => hour.points), save: (trx) => repository.replaceTrackHours(trx, scope, unitId, first, last, values()) };
  }

  /**
   * Stores the hours that closed lately for every unit heard since they began, so that a replay
   * rarely has to thin reports itself (only for hours stored nowhere yet: history from before a
   * restart longer than the look-back, or reports that arrived late). Hours already stored and
   * still matching cost two index reads. Unit by unit, letting reports in between; the writes of
   * BUILD_UNITS_PER_COMMIT units share a commit (on SQLite an fsync holds the event loop).
   */
  async function storeClosedHours(lookbackHours = BUILD_LOOKBACK_HOURS): Promise<number> {
    const last = new Date(Math.floor(now().getTime() / HOUR_MS) * HOUR_MS);
    const first = new Date(last.getTime() - lookbackHours * HOUR_MS);
    const units = await repository.unitsHeardSince(db, systemScope(), first.toISOString());
    let pending: ((trx: repository.Db) => Promise<void>)[] = [];
    let stored = 0;
    const commit = async () => {
      const saves = pending;
      pending = [];
      if (saves.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const save of saves) await save(trx);
      });
    };
    for (const unit of units) {
      // A replay under way goes first.
      await reads.over(WAITS_FOR_READS_AT_MOST_MS);
      const made = await hoursOf(deviceScope(unit.company_id), unit.unit_id, unit.company_id, first.toISOString(), last.toISOString());
      if (made.save) {
        pending.push(made.save);
        stored += 1;
        if (pending.length >= BUILD_UNITS_PER_COMMIT) await commit();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await commit();
    return stored;
  }

  /** The simplified track of a unit over [from, to] (inclusive), and how many reports it stands for. */
  async function simplified(scope: TenantScope, unit: { unitId: number; companyId: number }, from: string, to: string): Promise<{ total: number; points: TrackPoint[] }> {
    const hours = closedHoursIn(Date.parse(from), Date.parse(to), now().getTime());
    if (!hours) return thinner.track(repository.trackQuery(db, scope, unit.unitId, from, to));
    const first = new Date(hours.first).toISOString();
    const last = new Date(hours.last).toISOString();
    // The three reads at once: on separate worker threads, or on PostgreSQL separate connections of the pool.
    const none = { total: 0, points: [] };
    const [head, middle, tail] = await Promise.all([
      hours.first > Date.parse(from) ? thinner.track(repository.trackQuery(db, scope, unit.unitId, from, first, { before: true })) : none,
      hoursOf(scope, unit.unitId, unit.companyId, first, last),
      hours.last <= Date.parse(to) ? thinner.track(repository.trackQuery(db, scope, unit.unitId, last, to)) : none,
    ]);
    const save = middle.save;
    if (save) {
      background.later('guardar recorridos simplificados por hora', async () => {
        await reads.over(WAITS_FOR_READS_AT_MOST_MS);
        await db.transaction().execute(save);
      });
    }
    return { total: head.total + middle.total + tail.total, points: [...head.points, ...middle.points, ...tail.points] };
  }

  return {
    /** The simplified track of a unit over [from, to] (inclusive), and how many reports it stands for. */
    simplified: (scope: TenantScope, unit: { unitId: number; companyId: number }, from: string, to: string) => reads.during(() => simplified(scope, unit, from, to)),

    storeClosedHours,

    /** Worker threads reading and thinning tracks (0: the main thread does). */
    threads: thinner.threads,

    /** The worker threads start now rather than on the first replay (see Thinner.warm). */
    warm: () => thinner.warm(),

    /** Every few minutes, the hours that closed lately are stored (see storeClosedHours). */
    start: () => builder.start(),

    /** Hours a replay left to store are stored (tests). */
    idle: () => background.idle(5000),

    /** The builder stops, stored hours being written finish, and the thinning workers end (shutdown). */
    async stop() {
      await builder.stop();
      await background.idle(5000);
      await thinner.stop();
    },
  };
}

export type TrackHours = ReturnType<typeof createTrackHours>;

/** How many reads are under way, and a wait for none to be (or for a while at most). */
function readsUnderWay() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    async during<T>(read: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await read();
      } finally {
        count -= 1;
        // Woken on a later turn of the event loop: the answer of the last read is written first.
        if (count === 0) {
          setImmediate(() => {
            if (count > 0) return;
            const woken = waiting;
            waiting = [];
            for (const wake of woken) wake();
          });
        }
      }
    },
    over(atMostMs: number): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        // Given up waiting: no longer among those to wake (a stream of reads never reaches none).
        const timer = setTimeout(() => {
          waiting = waiting.filter((waiter) => waiter !== wake);
          resolve();
        }, atMostMs);
        waiting.push(wake);
      });
    },
  };
}
