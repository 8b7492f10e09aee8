import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repository from './tickets.repository';
import type { CompanySla, TicketSla } from './tickets.sla';

/** Ticket ids per window of the walk: a range of the primary key, ~1 ms to read whatever it holds. */
const WINDOW = 500;
/**
 * Tickets decided per transaction. The clocks cost ~0.1–0.3 ms a ticket over a business calendar
 * with holidays (measured: 500 took 35–140 ms on 2 loaded cores), and on SQLite the transaction
 * holds the one connection: 100 keeps each stall near the tens of milliseconds.
 */
const CHUNK = 100;
/** A turn of the event loop (a macrotask: SQLite answers synchronously, so awaiting it alone lets no request in). */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

export interface SlaBackfillResult {
  /** Tickets picked: an outcome undecided although its clock is decided (ticketsWithUndecidedOutcomes), of a priority with a target. */
  found: number;
  /** Tickets given at least one outcome. */
  decided: number;
  /** Decided per company id. */
  companies: Record<number, number>;
  /** False when the server stopped first: the next start goes on (what was decided stays decided). */
  complete: boolean;
}

/**
 * Decides the SLA outcomes of tickets whose clocks were already decided before their outcome was
 * ever stored — rows from before migration 2026_11_28_1210, which the change path and the sweep
 * only fill when the ticket changes again, and a resolved or closed ticket never does. Once, in
 * the background, at every start (a migration cannot do it: the outcome is the SLA engine's
 * answer over the company's business calendar, and migrations import no app code). The walk goes
 * through every ticket id in windows of `WINDOW`, each a range of the primary key; a window's picks
 * are decided in transactions of `CHUNK`, yielding after each, by `TicketSla.fillOutcomes`, the same
 * clocks `store` computes, with each ticket's company's targets and calendar. Idempotent: what it
 * decides leaves the selection, and what the engine leaves undecided (a clock still counting, an
 * unanswered first response stopped by the resolution) is not picked again.
 */
export function createSlaOutcomeBackfill(deps: {
  db: Kysely<Database>;
  sla: Pick<TicketSla, 'companySla' | 'fillOutcomes'>;
  now: () => Date;
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  windowSize?: number;
  chunkSize?: number;
}) {
  const { db, sla, logger, windowSize = WINDOW, chunkSize = CHUNK } = deps;
  let stopping = false;
  let running: Promise<void> | null = null;

  /** One walk at `at` (tests drive the instant). */
  async function run(at: Date = deps.now()): Promise<SlaBackfillResult> {
    const now = at.toISOString();
    // Tickets raised after this read have their outcomes stored by the change path from the start.
    const last = await repository.lastTicketId(db);
    let found = 0;
    const decided = new Map<number, number>();
    let afterId = 0;
    for (; afterId < last && !stopping; afterId += windowSize) {
      const picked = await repository.ticketsWithUndecidedOutcomes(db, afterId, afterId + windowSize, now);
      const companies = new Map<number, CompanySla>();
      for (const companyId of new Set(picked.map((row) => row.company_id))) companies.set(companyId, await sla.companySla(companyId));
      // A priority without a target has no clock (the engine answers none): dropped here, never counted nor decided.
      const ids = picked.filter((row) => companies.get(row.company_id)!.targets.has(row.priority)).map((row) => row.id);
      found += ids.length;
      for (let start = 0; start < ids.length; start += chunkSize) {
        const fills = await db.transaction().execute((trx) => sla.fillOutcomes(trx, ids.slice(start, start + chunkSize), companies, now));
        for (const fill of fills) decided.set(fill.company_id, (decided.get(fill.company_id) ?? 0) + 1);
        await yieldToRequests();
      }
      // An empty window too: on SQLite a query answers synchronously, so many of them in a row would hold the loop.
      if (ids.length === 0) await yieldToRequests();
    }
    const result = { found, decided: [...decided.values()].reduce((sum, count) => sum + count, 0), companies: Object.fromEntries(decided), complete: afterId >= last };
    // A start with nothing to decide (every start after the first) says nothing.
    if (result.found > 0 || !result.complete) logger.info(result, 'resultados de SLA de tickets anteriores decididos');
    return result;
  }

  return {
    run,
    /** At start-up: one walk, after the current turn (the server starts listening meanwhile). */
    start() {
      if (running) return;
      stopping = false;
      running = yieldToRequests()
        .then(() => run())
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error }, 'no se pudieron decidir los resultados de SLA de tickets anteriores'),
        )
        .finally(() => {
          running = null;
        });
    },
    /** At shutdown (and for a `run` under way): the window under way finishes, the rest waits for the next start. */
    async stop() {
      stopping = true;
      await running;
    },
    /** The walk under way, if any, has ended (tests). */
    async idle() {
      await running;
    },
  };
}

export type SlaOutcomeBackfill = ReturnType<typeof createSlaOutcomeBackfill>;
