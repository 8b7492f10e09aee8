import { addBusinessMs, businessMsBetween, toInstantMs, type BusinessCalendar } from './business-calendar';

/**
 * The SLA clocks of a support ticket (issue 14), computed from its status timeline: pure, so the
 * server's sweep, the ticket API and the screens' countdowns all read the same numbers.
 *
 * - Resolution counts business time only while the ticket is new, open or reopened; it pauses
 *   while waiting on the requester and stops at resolved or closed (met, unless it had breached);
 *   a reopened ticket resumes with what it had already counted.
 * - First response counts the same way until the first public reply by an agent (met if that came
 *   before the target); a ticket resolved or closed without any reply leaves it `stopped`.
 * - A clock breaches at the exact instant its counted time reaches the target while it is still
 *   counting. A clock that stops at that very instant is met. Breached stays breached.
 */
export const SLA_WARNING_RATIO = 0.8;

/** Ticket statuses as the clocks read them; the tickets contract should reuse this list. */
export const SLA_TICKET_STATUSES = ['new', 'open', 'waiting_on_requester', 'resolved', 'closed', 'reopened'] as const;
export type SlaTicketStatus = (typeof SLA_TICKET_STATUSES)[number];

const COUNTING: ReadonlySet<SlaTicketStatus> = new Set(['new', 'open', 'reopened']);
const PAUSED: ReadonlySet<SlaTicketStatus> = new Set(['waiting_on_requester']);

export type SlaClockState = 'running' | 'paused' | 'met' | 'breached' | 'stopped';

/** Instants are UTC ISO strings, ready for the wire; durations are business ms. */
export interface SlaClock {
  state: SlaClockState;
  elapsedMs: number;
  targetMs: number;
  /** Target minus elapsed: negative once the clock has gone past its target. */
  remainingMs: number;
  /** Elapsed over target × 100, one decimal; above 100 once breached. */
  percent: number;
  /**
   * When the target is (or was) reached while the clock counts now: in the future when running,
   * equal to `breachedAt` when breached and still counting; null while paused, met or stopped.
   */
  dueAt: string | null;
  breachedAt: string | null;
  warnedAt80: string | null;
}

export interface SlaClocks {
  firstResponse: SlaClock;
  resolution: SlaClock;
}

export interface SlaTargets {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

export interface SlaClockInput {
  /**
   * Every status the ticket has had, its creation first. Sorted here by instant; statuses at the
   * same instant keep the order given (the last is the one in force from then on).
   */
  timeline: ReadonlyArray<{ at: Date | string; status: SlaTicketStatus }>;
  firstPublicReplyAt: Date | string | null;
  /** Business minutes. */
  targets: SlaTargets;
  calendar: BusinessCalendar;
  now: Date | string;
}

interface Segment {
  from: number;
  to: number;
}

/** Where a clock stands at the end of its trace. */
type Phase = 'counting' | 'paused' | 'ended';

interface Trace {
  /** Counting stretches, in order. */
  segments: Segment[];
  phase: Phase;
}

function traceUntil(timeline: ReadonlyArray<{ at: number; status: SlaTicketStatus }>, until: number): Trace {
  const segments: Segment[] = [];
  let phase: Phase = 'ended';
  for (const [index, entry] of timeline.entries()) {
    // A status set at exactly `until` already applies: a ticket resolved at `now` is resolved.
    if (entry.at > until) break;
    phase = COUNTING.has(entry.status) ? 'counting' : PAUSED.has(entry.status) ? 'paused' : 'ended';
    if (phase !== 'counting') continue;
    segments.push({ from: entry.at, to: Math.min(timeline[index + 1]?.at ?? until, until) });
  }
  return { segments, phase };
}

/**
 * The instant the counted time reaches `threshold`, or null. Inside a finished stretch it must come
 * strictly before the stretch ends (stopping at the due instant is in time); in the stretch still
 * running at the end of the trace, reaching it at that very end counts.
 */
function crossingAt(calendar: BusinessCalendar, segments: Segment[], lengths: number[], threshold: number, lastIsOpen: boolean): number | null {
  let counted = 0;
  for (const [index, segment] of segments.entries()) {
    const needed = threshold - counted;
    if (needed <= lengths[index]!) {
      // `needed` is never negative: a stretch that could have gone past the threshold has crossed it.
      const at = addBusinessMs(calendar, segment.from, needed).getTime();
      const open = lastIsOpen && index === segments.length - 1;
      if (at < segment.to || (open && at <= segment.to)) return at;
    }
    counted += lengths[index]!;
  }
  return null;
}

function buildClock(
  calendar: BusinessCalendar,
  trace: Trace,
  targetMs: number,
  end: number,
  countingNow: boolean,
  idleState: 'paused' | 'met' | 'stopped',
): SlaClock {
  const lengths = trace.segments.map((segment) => businessMsBetween(calendar, segment.from, segment.to));
  const elapsedMs = lengths.reduce((sum, ms) => sum + ms, 0);
  const breachedAt = crossingAt(calendar, trace.segments, lengths, targetMs, countingNow);
  const warnedAt = crossingAt(calendar, trace.segments, lengths, targetMs * SLA_WARNING_RATIO, countingNow);
  const state: SlaClockState = breachedAt !== null ? 'breached' : countingNow ? 'running' : idleState;
  const dueAt = !countingNow ? null : breachedAt !== null ? breachedAt : addBusinessMs(calendar, end, targetMs - elapsedMs).getTime();
  return {
    state,
    elapsedMs,
    targetMs,
    remainingMs: targetMs - elapsedMs,
    percent: Math.round((elapsedMs / targetMs) * 1000) / 10,
    dueAt: dueAt === null ? null : new Date(dueAt).toISOString(),
    breachedAt: breachedAt === null ? null : new Date(breachedAt).toISOString(),
    warnedAt80: warnedAt === null ? null : new Date(warnedAt).toISOString(),
  };
}

function targetMsOf(minutes: number, name: string): number {
  // Contracts keep targets positive whole minutes; anything else reaching here is a bug.
  if (!Number.isInteger(minutes) || minutes <= 0) throw new RangeError(`${name} must be a positive whole number of minutes, got ${minutes}`);
  return minutes * 60_000;
}

/**
 * Both clocks of a ticket as of `now`. Statuses dated after `now` are ignored; a `now` before the
 * ticket's first status (clock skew between machines) is read as that first instant.
 */
export function computeSlaClocks(input: SlaClockInput): SlaClocks {
  if (input.timeline.length === 0) throw new RangeError('A ticket timeline starts with its creation; got none');
  const timeline = input.timeline
    .map((entry) => ({ at: toInstantMs(entry.at), status: entry.status }))
    .sort((a, b) => a.at - b.at);
  const created = timeline[0]!.at;
  const now = Math.max(toInstantMs(input.now), created);

  const resolutionTrace = traceUntil(timeline, now);
  const resolution = buildClock(
    input.calendar,
    resolutionTrace,
    targetMsOf(input.targets.resolutionMinutes, 'resolutionMinutes'),
    now,
    resolutionTrace.phase === 'counting',
    resolutionTrace.phase === 'paused' ? 'paused' : 'met',
  );

  const reply = input.firstPublicReplyAt === null ? null : Math.max(toInstantMs(input.firstPublicReplyAt), created);
  const answered = reply !== null && reply <= now;
  const responseEnd = answered ? reply : now;
  const responseTrace = traceUntil(timeline, responseEnd);
  const firstResponse = buildClock(
    input.calendar,
    responseTrace,
    targetMsOf(input.targets.firstResponseMinutes, 'firstResponseMinutes'),
    responseEnd,
    !answered && responseTrace.phase === 'counting',
    // Once answered, the reply is what the clock ends on, whatever the status was then.
    answered ? 'met' : responseTrace.phase === 'paused' ? 'paused' : 'stopped',
  );
  return { firstResponse, resolution };
}

/**
 * The next instant after `now` at which a running clock crosses 80 % or 100 % of its target, or
 * null when no clock runs (a paused or stopped clock waits for a status change, which reschedules).
 * Pass the same `calendar` and `now` the clocks were computed with.
 */
export function nextSlaEventAt(clocks: SlaClocks, calendar: BusinessCalendar, now: Date | string): string | null {
  const from = toInstantMs(now);
  let next: number | null = null;
  for (const clock of [clocks.firstResponse, clocks.resolution]) {
    if (clock.state !== 'running') continue;
    const candidates = [toInstantMs(clock.dueAt!)];
    if (clock.warnedAt80 === null) {
      candidates.push(addBusinessMs(calendar, from, clock.targetMs * SLA_WARNING_RATIO - clock.elapsedMs).getTime());
    }
    for (const candidate of candidates) if (next === null || candidate < next) next = candidate;
  }
  return next === null ? null : new Date(next).toISOString();
}

/**
 * A business duration for a countdown, in Spanish: "45 min", "2 h 05 min", "27 h 10 min"; past
 * due (negative) "vencido hace 1 h 20 min". Hours and minutes only, never days: a business day
 * is 9 hours in one company and 24 in another, so "1 d" would mean different things. Whole
 * minutes rounded up, so a countdown never reads "0 min" while time is left, and an overdue clock
 * reads at least "vencido hace 1 min".
 */
export function formatBusinessDuration(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`Not a duration: ${ms}`);
  const totalMinutes = Math.ceil(Math.abs(ms) / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const text = hours === 0 ? `${minutes} min` : `${hours} h ${String(minutes).padStart(2, '0')} min`;
  return ms < 0 ? `vencido hace ${text}` : text;
}
