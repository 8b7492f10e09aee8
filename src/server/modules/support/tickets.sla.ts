import type { Kysely } from 'kysely';
import { type BusinessCalendar as EngineCalendar, addBusinessMs } from '../../../shared/business-calendar';
import type { SlaClockView, TicketSla as TicketSlaView } from '../../../shared/contracts/support';
import { SLA_WARNING_RATIO, type SlaClock, type SlaClocks, type SlaTargets, type SlaTicketStatus, computeSlaClocks } from '../../../shared/sla-clock';
import type { Database, Db } from '../../db/schema';
import { systemScope } from '../../tenancy';
import { readSupportSettings } from './support-settings.service';
import * as repository from './tickets.repository';

/** What the clock needs of a company: its targets per priority and one calendar object. */
export interface CompanySla {
  /** The same object for every ticket of the company: the engine caches its compiled form per object. */
  calendar: EngineCalendar;
  targets: ReadonlyMap<string, SlaTargets>;
}

/**
 * How long a company's settings stay cached. This server forgets them at once when they are saved
 * through it; the limit bounds how long another server behind the same database may read old ones.
 */
const SETTINGS_TTL_MS = 60_000;
/** Tickets recomputed per round when a company's settings change (each round yields to requests). */
const RECOMPUTE_BATCH = 500;

/** Instants from either dialect (PostgreSQL answers ISO strings too, but not always with milliseconds). */
const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

export const toSlaClockView = (clock: SlaClock): SlaClockView => ({
  state: clock.state,
  elapsed_ms: clock.elapsedMs,
  target_ms: clock.targetMs,
  remaining_ms: clock.remainingMs,
  percent: clock.percent,
  due_at: clock.dueAt,
  breached_at: clock.breachedAt,
  warned_at_80: clock.warnedAt80,
});

export const toSlaView = (clocks: SlaClocks | null): TicketSlaView | null =>
  clocks === null ? null : { first_response: toSlaClockView(clocks.firstResponse), resolution: toSlaClockView(clocks.resolution) };

type ClockInputRow = Pick<repository.ClockRow, 'priority' | 'first_agent_reply_at'>;

/** A ticket's clocks at `now`, or null when the company has no target for its priority. */
export function clocksOf(row: ClockInputRow, timeline: readonly { at: string; status: string }[], company: CompanySla, now: string): SlaClocks | null {
  const targets = company.targets.get(row.priority);
  if (!targets || timeline.length === 0) return null;
  return computeSlaClocks({
    timeline: timeline.map((entry) => ({ at: entry.at, status: entry.status as SlaTicketStatus })),
    firstPublicReplyAt: row.first_agent_reply_at,
    targets,
    calendar: company.calendar,
    now,
  });
}

/**
 * The stored instants: the earliest due of the clocks that count now, and the earliest instant one
 * of them reaches 80 % (already past once it has). Both null when no clock counts.
 */
export function slaColumnsOf(clocks: SlaClocks | null, calendar: EngineCalendar, now: string): { sla_due_at: string | null; sla_warn_at: string | null } {
  let due: number | null = null;
  let warn: number | null = null;
  for (const clock of clocks ? [clocks.firstResponse, clocks.resolution] : []) {
    // `dueAt` is set exactly while the clock counts (running, or breached and still counting).
    if (clock.dueAt === null) continue;
    const dueMs = Date.parse(clock.dueAt);
    const warnMs = clock.warnedAt80 !== null ? Date.parse(clock.warnedAt80) : addBusinessMs(calendar, now, Math.max(0, clock.targetMs * SLA_WARNING_RATIO - clock.elapsedMs)).getTime();
    due = due === null ? dueMs : Math.min(due, dueMs);
    warn = warn === null ? warnMs : Math.min(warn, warnMs);
  }
  return { sla_due_at: due === null ? null : new Date(due).toISOString(), sla_warn_at: warn === null ? null : new Date(warn).toISOString() };
}

const outcomeOf = (clock: SlaClock): number | null => (clock.breachedAt !== null ? 0 : clock.state === 'met' ? 1 : null);

/** Each clock's outcome as the dashboard counts it: 1 met, 0 breached (even if still counting), null undecided. */
export function slaOutcomesOf(clocks: SlaClocks | null): { sla_first_response_met: number | null; sla_resolution_met: number | null } {
  if (!clocks) return { sla_first_response_met: null, sla_resolution_met: null };
  return { sla_first_response_met: outcomeOf(clocks.firstResponse), sla_resolution_met: outcomeOf(clocks.resolution) };
}

/**
 * The SLA clocks of tickets on the server: computed for every answer from the stored timeline
 * (src/shared/sla-clock.ts does the arithmetic), and stored as two instants (`sla_due_at`,
 * `sla_warn_at`) that the "breaching soon" queue and the minute sweep read by index.
 */
export function createTicketSla(deps: { db: Kysely<Database> }) {
  const { db } = deps;
  const cache = new Map<number, { until: number; value: Promise<CompanySla> }>();

  /** A company's targets and calendar, cached (one calendar object per company while cached). */
  function companySla(companyId: number): Promise<CompanySla> {
    const hit = cache.get(companyId);
    if (hit && hit.until > Date.now()) return hit.value;
    // System scope: the caller was already checked against the ticket's company.
    const value = readSupportSettings(db, systemScope(), companyId).then((settings) => ({
      // The contract's weekly keys ("0".."6") are the engine's weekday indexes.
      calendar: settings.calendar as EngineCalendar,
      targets: new Map(settings.policies.map((policy) => [policy.priority, { firstResponseMinutes: policy.first_response_minutes, resolutionMinutes: policy.resolution_minutes }])),
    }));
    const entry = { until: Date.now() + SETTINGS_TTL_MS, value };
    cache.set(companyId, entry);
    // A failed read is not remembered.
    value.catch(() => cache.get(companyId) === entry && cache.delete(companyId));
    return value;
  }

  /** The clocks of many tickets: one status-events query for all of them, settings once per company. */
  async function clocksFor(executor: Db, rows: readonly (ClockInputRow & { id: number; company_id: number })[], now: string): Promise<Map<number, SlaClocks | null>> {
    const timelines = await repository.timelinesOf(executor, rows.map((row) => row.id));
    const companies = new Map<number, CompanySla>();
    for (const companyId of new Set(rows.map((row) => row.company_id))) companies.set(companyId, await companySla(companyId));
    return new Map(rows.map((row) => [row.id, clocksOf(row, timelines.get(row.id) ?? [], companies.get(row.company_id)!, now)]));
  }

  /**
   * Recomputes and stores the instants of these tickets of one company (inside the transaction
   * that changed them: `company` is read before it opens, as SQLite has one connection). A stamp
   * whose phase is over — the new instant is still ahead — is cleared, so the next clock phase (the
   * resolution after a met first response, a larger target) is told again; a phase already past
   * keeps its stamp, so nothing is ever told twice. Answers the clocks and the rows read.
   */
  async function store(executor: Db, ids: readonly number[], company: CompanySla, now: string) {
    const rows = await repository.clockRowsOf(executor, ids);
    const timelines = await repository.timelinesOf(executor, ids);
    const clocks = new Map<number, SlaClocks | null>();
    const changes: repository.SlaColumnsChange[] = [];
    for (const row of rows) {
      const ticketClocks = clocksOf(row, timelines.get(row.id) ?? [], company, now);
      clocks.set(row.id, ticketClocks);
      const columns = slaColumnsOf(ticketClocks, company.calendar, now);
      const outcomes = slaOutcomesOf(ticketClocks);
      const change = {
        id: row.id,
        ...columns,
        ...outcomes,
        clearWarned: columns.sla_warn_at !== null && columns.sla_warn_at > now && row.sla_warned_80_at !== null,
        clearBreach: columns.sla_due_at !== null && columns.sla_due_at > now && row.sla_breach_notified_at !== null,
      };
      // The sweep mostly finds them right: only what moves is written.
      const outcomeMoved = row.sla_first_response_met !== outcomes.sla_first_response_met || row.sla_resolution_met !== outcomes.sla_resolution_met;
      if (change.clearWarned || change.clearBreach || outcomeMoved || !sameInstant(row.sla_due_at, columns.sla_due_at) || !sameInstant(row.sla_warn_at, columns.sla_warn_at)) changes.push(change);
    }
    await repository.setSlaColumns(executor, changes);
    return { rows, clocks };
  }

  /**
   * Decides the outcomes still undecided (null) of these tickets from their timeline, as `store`
   * would at `now`, and writes only those: a stored outcome stays, even one `store` would now
   * answer differently (a target changed since). Nothing else is written — instants, notice
   * stamps and `updated_at` stay as they are. Inside a transaction; the rows are locked while read
   * (a change of the ticket meanwhile waits, then recomputes everything itself). `companies`:
   * each ticket's company, read before the transaction opens (SQLite has one connection). Answers
   * the tickets it decided something for.
   */
  async function fillOutcomes(executor: Db, ids: readonly number[], companies: ReadonlyMap<number, CompanySla>, now: string) {
    const rows = await repository.clockRowsOf(executor, ids, { lock: true });
    const timelines = await repository.timelinesOf(executor, ids);
    const fills: { id: number; company_id: number; sla_first_response_met: number | null; sla_resolution_met: number | null }[] = [];
    for (const row of rows) {
      const company = companies.get(row.company_id);
      if (!company) continue;
      const outcomes = slaOutcomesOf(clocksOf(row, timelines.get(row.id) ?? [], company, now));
      const fill = {
        id: row.id,
        company_id: row.company_id,
        sla_first_response_met: row.sla_first_response_met === null ? outcomes.sla_first_response_met : null,
        sla_resolution_met: row.sla_resolution_met === null ? outcomes.sla_resolution_met : null,
      };
      if (fill.sla_first_response_met !== null || fill.sla_resolution_met !== null) fills.push(fill);
    }
    await repository.fillSlaOutcomes(executor, fills);
    return fills;
  }

  return {
    companySla,
    clocksFor,
    store,
    fillOutcomes,

    /** Settings saved: forget the cached ones (before recomputing). */
    forget(companyId: number) {
      cache.delete(companyId);
    },

    /** After a settings change: every ticket of the company whose clocks may count, in rounds that yield to requests. */
    async recomputeCompany(companyId: number, now: string): Promise<number> {
      const company = await companySla(companyId);
      const ids = await repository.countingTicketIds(db, companyId);
      for (let start = 0; start < ids.length; start += RECOMPUTE_BATCH) {
        await db.transaction().execute((trx) => store(trx, ids.slice(start, start + RECOMPUTE_BATCH), company, now));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return ids.length;
    },
  };
}

export type TicketSla = ReturnType<typeof createTicketSla>;
