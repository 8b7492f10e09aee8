import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN_CALENDAR, type BusinessCalendar } from '../../src/shared/business-calendar';
import {
  SLA_TICKET_STATUSES,
  SLA_WARNING_RATIO,
  computeSlaClocks,
  formatBusinessDuration,
  nextSlaEventAt,
  type SlaClockInput,
  type SlaTicketStatus,
} from '../../src/shared/sla-clock';
import { ANCHORS, MINUTE, calendarArbitrary, datesAround, isBusinessMinute } from './sla-oracle';

const HOUR = 60 * MINUTE;
const OFFICE_HOURS = [{ start: '09:00', end: '18:00' }];
const OFFICE: BusinessCalendar = { weekly: { 1: OFFICE_HOURS, 2: OFFICE_HOURS, 3: OFFICE_HOURS, 4: OFFICE_HOURS, 5: OFFICE_HOURS }, holidays: [] };
/** Mexico City wall time as a UTC ISO instant (UTC-6 since 2022). */
const mx = (wall: string) => new Date(`${wall}:00-06:00`).toISOString();
const TARGETS = { firstResponseMinutes: 120, resolutionMinutes: 8 * 60 };

function clocks(timeline: Array<[string, SlaTicketStatus]>, now: string, firstPublicReplyAt: string | null = null, calendar = OFFICE) {
  return computeSlaClocks({ timeline: timeline.map(([at, status]) => ({ at: mx(at), status })), firstPublicReplyAt, targets: TARGETS, calendar, now: mx(now) });
}

describe('SLA clocks, examples (09:00–18:00 Monday to Friday; 2 h first response, 8 h resolution)', () => {
  it('runs from creation and projects the due instants', () => {
    const { firstResponse, resolution } = clocks([['2026-11-25T10:00', 'new']], '2026-11-25T11:00');
    expect(resolution).toEqual({
      state: 'running',
      elapsedMs: HOUR,
      targetMs: 8 * HOUR,
      remainingMs: 7 * HOUR,
      percent: 12.5,
      dueAt: mx('2026-11-25T18:00'),
      breachedAt: null,
      warnedAt80: null,
    });
    expect(firstResponse.dueAt).toBe(mx('2026-11-25T12:00'));
    expect(firstResponse.percent).toBe(50);
  });

  it('carries a ticket opened Friday 17:30 over the weekend', () => {
    const friday = computeSlaClocks({
      timeline: [{ at: mx('2026-11-27T17:30'), status: 'new' }],
      firstPublicReplyAt: null,
      targets: { firstResponseMinutes: 60, resolutionMinutes: 4 * 60 },
      calendar: OFFICE,
      now: mx('2026-11-28T12:00'),
    });
    expect(friday.resolution.elapsedMs).toBe(30 * MINUTE);
    expect(friday.resolution.dueAt).toBe(mx('2026-11-30T12:30'));
    expect(friday.firstResponse.dueAt).toBe(mx('2026-11-30T09:30'));
  });

  it('pauses while waiting on the requester and resumes where it stopped', () => {
    const timeline: Array<[string, SlaTicketStatus]> = [
      ['2026-11-25T10:00', 'new'],
      ['2026-11-25T12:00', 'waiting_on_requester'],
    ];
    const paused = clocks(timeline, '2026-11-26T09:45').resolution;
    expect(paused).toMatchObject({ state: 'paused', elapsedMs: 2 * HOUR, remainingMs: 6 * HOUR, dueAt: null, breachedAt: null });
    const resumed = clocks([...timeline, ['2026-11-26T10:00', 'open']], '2026-11-26T11:00').resolution;
    expect(resumed).toMatchObject({ state: 'running', elapsedMs: 3 * HOUR, dueAt: mx('2026-11-26T16:00') });
  });

  it('stops at resolved (met) and resumes on reopened with what it had counted', () => {
    const timeline: Array<[string, SlaTicketStatus]> = [
      ['2026-11-25T10:00', 'new'],
      ['2026-11-25T11:00', 'open'],
      ['2026-11-25T14:00', 'resolved'],
    ];
    expect(clocks(timeline, '2026-11-26T12:00').resolution).toMatchObject({ state: 'met', elapsedMs: 4 * HOUR, dueAt: null });
    const reopened = clocks([...timeline, ['2026-11-27T09:00', 'reopened']], '2026-11-27T10:00').resolution;
    expect(reopened).toMatchObject({ state: 'running', elapsedMs: 5 * HOUR, dueAt: mx('2026-11-27T13:00') });
    const closed = clocks([...timeline, ['2026-11-25T15:00', 'closed']], '2026-12-10T10:00').resolution;
    expect(closed).toMatchObject({ state: 'met', elapsedMs: 4 * HOUR });
  });

  it('breaches at the exact instant, warns at 80 %, and stays breached after resolution', () => {
    const timeline: Array<[string, SlaTicketStatus]> = [
      ['2026-11-25T10:00', 'new'],
      ['2026-11-25T12:00', 'waiting_on_requester'],
      ['2026-11-26T09:30', 'open'],
    ];
    const late = clocks(timeline, '2026-11-27T09:00').resolution;
    // 2 h before the pause, then 6 h more from Thursday 09:30; 80 % = 6 h 24 min.
    expect(late).toMatchObject({
      state: 'breached',
      breachedAt: mx('2026-11-26T15:30'),
      dueAt: mx('2026-11-26T15:30'),
      warnedAt80: mx('2026-11-26T13:54'),
      elapsedMs: 10.5 * HOUR,
      remainingMs: -2.5 * HOUR,
      percent: 131.3,
    });
    expect(formatBusinessDuration(late.remainingMs)).toBe('vencido hace 2 h 30 min');
    const resolved = clocks([...timeline, ['2026-11-27T10:00', 'resolved']], '2026-11-30T09:00').resolution;
    expect(resolved).toMatchObject({ state: 'breached', breachedAt: mx('2026-11-26T15:30'), dueAt: null });
  });

  it('is met when resolved at the due instant itself, breached from that instant if still open', () => {
    const timeline: Array<[string, SlaTicketStatus]> = [['2026-11-25T10:00', 'new']];
    expect(clocks([...timeline, ['2026-11-25T18:00', 'resolved']], '2026-11-26T10:00').resolution.state).toBe('met');
    expect(clocks(timeline, '2026-11-25T18:00').resolution).toMatchObject({ state: 'breached', breachedAt: mx('2026-11-25T18:00') });
    expect(clocks(timeline, '2026-11-25T17:59').resolution.state).toBe('running');
  });

  it('ends first response at the first public reply: met in time, breached late, stopped if closed unanswered', () => {
    const timeline: Array<[string, SlaTicketStatus]> = [['2026-11-25T10:00', 'new']];
    expect(clocks(timeline, '2026-11-26T10:00', mx('2026-11-25T11:30')).firstResponse).toMatchObject({
      state: 'met',
      elapsedMs: 90 * MINUTE,
      dueAt: null,
      warnedAt80: null,
    });
    expect(clocks(timeline, '2026-11-26T10:00', mx('2026-11-25T13:00')).firstResponse).toMatchObject({
      state: 'breached',
      breachedAt: mx('2026-11-25T12:00'),
      warnedAt80: mx('2026-11-25T11:36'),
      dueAt: null,
    });
    const waiting: Array<[string, SlaTicketStatus]> = [...timeline, ['2026-11-25T10:30', 'waiting_on_requester']];
    expect(clocks(waiting, '2026-11-26T10:00', mx('2026-11-25T10:30')).firstResponse.state).toBe('met');
    expect(clocks(waiting, '2026-11-26T10:00').firstResponse).toMatchObject({ state: 'paused', elapsedMs: 30 * MINUTE });
    const closed: Array<[string, SlaTicketStatus]> = [...timeline, ['2026-11-25T10:30', 'closed']];
    expect(clocks(closed, '2026-11-26T10:00').firstResponse).toMatchObject({ state: 'stopped', elapsedMs: 30 * MINUTE, dueAt: null });
  });

  it('counts wall time on a 24x7 calendar', () => {
    const result = clocks(
      [
        ['2026-11-28T10:00', 'new'],
        ['2026-11-28T12:00', 'waiting_on_requester'],
        ['2026-11-29T12:00', 'open'],
      ],
      '2026-11-29T15:00',
      null,
      ALWAYS_OPEN_CALENDAR,
    );
    expect(result.resolution).toMatchObject({ state: 'running', elapsedMs: 5 * HOUR, dueAt: mx('2026-11-29T18:00') });
  });

  it('answers the next 80 % or 100 % instant for the sweep, none while nothing runs', () => {
    const running = clocks([['2026-11-25T10:00', 'new']], '2026-11-25T10:30');
    expect(nextSlaEventAt(running, OFFICE, mx('2026-11-25T10:30'))).toBe(mx('2026-11-25T11:36'));
    const answered = clocks([['2026-11-25T10:00', 'new']], '2026-11-25T17:00', mx('2026-11-25T10:15'));
    // Resolution: 80 % of 8 h at 16:24 has passed; the breach at 18:00 is next.
    expect(nextSlaEventAt(answered, OFFICE, mx('2026-11-25T17:00'))).toBe(mx('2026-11-25T18:00'));
    const paused = clocks(
      [
        ['2026-11-25T10:00', 'new'],
        ['2026-11-25T10:10', 'waiting_on_requester'],
      ],
      '2026-11-25T17:00',
    );
    expect(nextSlaEventAt(paused, OFFICE, mx('2026-11-25T17:00'))).toBeNull();
  });

  it('formats countdowns in hours and minutes', () => {
    expect(formatBusinessDuration(45 * MINUTE)).toBe('45 min');
    expect(formatBusinessDuration(2 * HOUR + 5 * MINUTE)).toBe('2 h 05 min');
    expect(formatBusinessDuration(27 * HOUR + 10 * MINUTE)).toBe('27 h 10 min');
    expect(formatBusinessDuration(3 * HOUR)).toBe('3 h 00 min');
    expect(formatBusinessDuration(30_000)).toBe('1 min');
    expect(formatBusinessDuration(0)).toBe('0 min');
    expect(formatBusinessDuration(-(HOUR + 20 * MINUTE))).toBe('vencido hace 1 h 20 min');
    expect(() => formatBusinessDuration(Number.NaN)).toThrow(RangeError);
  });

  it('refuses an empty timeline and targets that are not positive whole minutes', () => {
    const input: SlaClockInput = { timeline: [], firstPublicReplyAt: null, targets: TARGETS, calendar: OFFICE, now: mx('2026-11-25T10:00') };
    expect(() => computeSlaClocks(input)).toThrow(RangeError);
    const timeline = [{ at: mx('2026-11-25T10:00'), status: 'new' as const }];
    expect(() => computeSlaClocks({ ...input, timeline, targets: { firstResponseMinutes: 0, resolutionMinutes: 60 } })).toThrow(RangeError);
  });
});

interface Scenario {
  input: SlaClockInput;
  /** Status changes as ms, in order. */
  changes: Array<{ at: number; status: SlaTicketStatus }>;
  created: number;
  now: number;
  reply: number | null;
}

/**
 * A ticket near one of the anchors (the 2021–2022 DST days among them): up to six status changes
 * minutes to hours apart, a `now` up to two days after creation, maybe a first reply, and targets
 * short enough to breach inside that window.
 */
const scenarioArbitrary: fc.Arbitrary<Scenario> = fc.constantFrom(...ANCHORS).chain((anchor) =>
  fc
    .record({
      calendar: calendarArbitrary(datesAround(anchor, 1, 3)),
      start: fc.integer({ min: -600, max: 600 }),
      statuses: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 600 }), status: fc.constantFrom(...SLA_TICKET_STATUSES) }), { minLength: 1, maxLength: 7 }),
      nowAfter: fc.integer({ min: 0, max: 2 * 1440 }),
      replyAfter: fc.option(fc.integer({ min: 0, max: 2 * 1440 })),
      firstResponseMinutes: fc.integer({ min: 1, max: 600 }),
      resolutionMinutes: fc.integer({ min: 1, max: 1200 }),
    })
    .map(({ calendar, start, statuses, nowAfter, replyAfter, firstResponseMinutes, resolutionMinutes }) => {
      const created = anchor + start * MINUTE;
      let at = created;
      const changes = statuses.map(({ gap, status }, index) => {
        if (index > 0) at += gap * MINUTE;
        return { at, status };
      });
      const now = created + nowAfter * MINUTE;
      const reply = replyAfter === null ? null : created + replyAfter * MINUTE;
      const input: SlaClockInput = {
        // Newest first on purpose: the engine orders the timeline itself (ties keep their order).
        timeline: [...changes].sort((x, y) => y.at - x.at).map((change) => ({ at: new Date(change.at).toISOString(), status: change.status })),
        firstPublicReplyAt: reply === null ? null : new Date(reply).toISOString(),
        targets: { firstResponseMinutes, resolutionMinutes },
        calendar,
        now: new Date(now).toISOString(),
      };
      return { input, changes, created, now, reply };
    }),
);

const COUNTING = new Set<SlaTicketStatus>(['new', 'open', 'reopened']);

function statusAt(changes: Scenario['changes'], minute: number): SlaTicketStatus {
  let status = changes[0]!.status;
  for (const change of changes) if (change.at <= minute) status = change.status;
  return status;
}

describe('SLA clocks, properties', () => {
  it('count exactly the business minutes spent new, open or reopened (minute-by-minute oracle)', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ input, changes, created, now, reply }) => {
        let resolution = 0;
        let firstResponse = 0;
        for (let minute = created; minute < now; minute += MINUTE) {
          if (!COUNTING.has(statusAt(changes, minute)) || !isBusinessMinute(input.calendar, minute)) continue;
          resolution += MINUTE;
          if (reply === null || minute < reply) firstResponse += MINUTE;
        }
        const result = computeSlaClocks(input);
        expect(result.resolution.elapsedMs).toBe(resolution);
        expect(result.firstResponse.elapsedMs).toBe(firstResponse);
      }),
      { numRuns: 40 },
    );
  });

  it('is monotonic in now, and a breach or warning once seen never moves', () => {
    fc.assert(
      fc.property(scenarioArbitrary, fc.integer({ min: 0, max: 3 * 1440 }), ({ input, now }, later) => {
        const before = computeSlaClocks(input);
        const after = computeSlaClocks({ ...input, now: new Date(now + later * MINUTE).toISOString() });
        for (const key of ['firstResponse', 'resolution'] as const) {
          expect(after[key].elapsedMs).toBeGreaterThanOrEqual(before[key].elapsedMs);
          if (before[key].breachedAt !== null) expect(after[key].breachedAt).toBe(before[key].breachedAt);
          if (before[key].warnedAt80 !== null) expect(after[key].warnedAt80).toBe(before[key].warnedAt80);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('breaches exactly when the counted time reaches the target, and agrees with its own figures', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ input }) => {
        const { resolution } = computeSlaClocks(input);
        expect(resolution.remainingMs).toBe(resolution.targetMs - resolution.elapsedMs);
        expect(resolution.state === 'breached').toBe(resolution.breachedAt !== null);
        if (resolution.breachedAt === null) return;
        const at = Date.parse(resolution.breachedAt);
        const atBreach = computeSlaClocks({ ...input, now: resolution.breachedAt }).resolution;
        expect(atBreach).toMatchObject({ state: 'breached', elapsedMs: resolution.targetMs, breachedAt: resolution.breachedAt });
        expect(computeSlaClocks({ ...input, now: new Date(at - 1).toISOString() }).resolution.breachedAt).toBeNull();
        expect(resolution.warnedAt80).not.toBeNull();
        const atWarning = computeSlaClocks({ ...input, now: resolution.warnedAt80! }).resolution;
        expect(atWarning.elapsedMs).toBe(resolution.targetMs * SLA_WARNING_RATIO);
      }),
      { numRuns: 150 },
    );
  });

  it('schedules the sweep at the very instant the next 80 % or 100 % crossing happens', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ input, changes, now, reply }) => {
        // Only what already happened: a later status change or reply would reschedule the sweep anyway.
        const known: SlaClockInput = {
          ...input,
          timeline: changes.filter((change) => change.at <= now).map((change) => ({ at: new Date(change.at), status: change.status })),
          firstPublicReplyAt: reply !== null && reply <= now ? input.firstPublicReplyAt : null,
        };
        const current = computeSlaClocks(known);
        const next = nextSlaEventAt(current, input.calendar, input.now);
        const running = [current.firstResponse, current.resolution].some((clock) => clock.state === 'running');
        expect(next === null).toBe(!running);
        if (next === null) return;
        const crossings = (clocks: typeof current) =>
          [clocks.firstResponse, clocks.resolution].map((clock) => [clock.warnedAt80, clock.breachedAt]).flat().filter((at) => at !== null).length;
        const justBefore = computeSlaClocks({ ...known, now: new Date(Date.parse(next) - 1).toISOString() });
        const atNext = computeSlaClocks({ ...known, now: next });
        expect(crossings(justBefore)).toBe(crossings(current));
        expect(crossings(atNext)).toBeGreaterThan(crossings(current));
      }),
      { numRuns: 150 },
    );
  });
});
