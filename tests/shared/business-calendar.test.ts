import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN_CALENDAR,
  addBusinessMs,
  businessCalendarProblems,
  businessMsBetween,
  type BusinessCalendar,
} from '../../src/shared/business-calendar';
import { ANCHORS, MINUTE, bruteForceBusinessMs, calendarArbitrary, datesAround } from './sla-oracle';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const weekdays = (intervals: Array<{ start: string; end: string }>, holidays: string[] = []): BusinessCalendar => ({
  weekly: { 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals },
  holidays,
});
const OFFICE = weekdays([{ start: '09:00', end: '18:00' }]);
/** Mexico City wall time to an instant (UTC-6 since 2022). */
const mx = (wall: string) => new Date(`${wall}:00-06:00`);

describe('business calendar examples', () => {
  it('reaches 4 business hours from Friday 17:30 on Monday 12:30 (09:00–18:00, Monday to Friday)', () => {
    const due = addBusinessMs(OFFICE, mx('2026-11-27T17:30'), 4 * HOUR);
    expect(due.toISOString()).toBe(mx('2026-11-30T12:30').toISOString());
    expect(businessMsBetween(OFFICE, mx('2026-11-27T17:30'), due)).toBe(4 * HOUR);
  });

  it('skips holidays: the same ticket a week with Monday off is due Tuesday 12:30', () => {
    const withHoliday = weekdays([{ start: '09:00', end: '18:00' }], ['2026-11-16']);
    expect(addBusinessMs(withHoliday, mx('2026-11-13T17:30'), 4 * HOUR).toISOString()).toBe(mx('2026-11-17T12:30').toISOString());
    expect(businessMsBetween(withHoliday, mx('2026-11-13T00:00'), mx('2026-11-18T00:00'))).toBe(9 * HOUR + 9 * HOUR);
  });

  it('counts around a lunch break and answers the end of an interval, not the next opening', () => {
    const lunch = weekdays([
      { start: '09:00', end: '14:00' },
      { start: '15:00', end: '18:00' },
    ]);
    expect(addBusinessMs(lunch, mx('2026-11-25T13:00'), 2 * HOUR).toISOString()).toBe(mx('2026-11-25T16:00').toISOString());
    expect(addBusinessMs(lunch, mx('2026-11-25T09:00'), 8 * HOUR).toISOString()).toBe(mx('2026-11-25T18:00').toISOString());
    expect(businessMsBetween(lunch, mx('2026-11-25T13:30'), mx('2026-11-25T15:30'))).toBe(HOUR);
  });

  it('makes a 24x7 calendar equal wall time, even across the last DST changes of 2022', () => {
    const cases: Array<[string, string]> = [
      ['2026-11-27T17:30:00Z', '2027-02-03T08:15:00Z'],
      ['2022-03-20T10:00:00Z', '2022-11-15T10:00:00Z'],
      ['2022-04-02T12:00:00Z', '2022-04-04T12:00:00Z'],
    ];
    for (const [from, to] of cases) expect(businessMsBetween(ALWAYS_OPEN_CALENDAR, from, to)).toBe(Date.parse(to) - Date.parse(from));
    // 2022-04-03 began summer time: a 23-hour day.
    expect(businessMsBetween(ALWAYS_OPEN_CALENDAR, mx('2022-04-03T00:00'), new Date('2022-04-04T05:00:00Z'))).toBe(23 * HOUR);
    expect(addBusinessMs(ALWAYS_OPEN_CALENDAR, '2022-03-30T12:00:00Z', 30 * DAY).toISOString()).toBe('2022-04-29T12:00:00.000Z');
  });

  it('is antisymmetric and zero over a weekend', () => {
    expect(businessMsBetween(OFFICE, mx('2026-11-30T10:00'), mx('2026-11-27T17:00'))).toBe(-(HOUR + HOUR));
    expect(businessMsBetween(OFFICE, mx('2026-11-28T00:00'), mx('2026-11-30T00:00'))).toBe(0);
  });

  it('spans a year in a handful of steps', () => {
    const calendar = weekdays([{ start: '09:00', end: '18:00' }], ['2027-01-01', '2027-02-01', '2027-03-15']);
    const started = performance.now();
    for (let index = 0; index < 1000; index++) businessMsBetween(calendar, '2026-01-05T15:00:00Z', '2027-01-04T15:00:00Z');
    const perCall = (performance.now() - started) / 1000;
    // 52 whole weeks of 45 h; 2027-01-01 (a Friday) is the one holiday inside.
    expect(businessMsBetween(calendar, '2026-01-05T15:00:00Z', '2027-01-04T15:00:00Z')).toBe(52 * 45 * HOUR - 9 * HOUR);
    expect(perCall).toBeLessThan(1);
  });

  it('rejects broken calendars with Spanish reasons', () => {
    expect(businessCalendarProblems(OFFICE)).toEqual([]);
    expect(businessCalendarProblems(ALWAYS_OPEN_CALENDAR)).toEqual([]);
    expect(businessCalendarProblems({ weekly: { 1: [{ start: '18:00', end: '09:00' }] }, holidays: [] })).toEqual([
      'El horario del lunes (intervalo 1) debe terminar después de empezar.',
    ]);
    expect(
      businessCalendarProblems({
        weekly: {
          2: [
            { start: '09:00', end: '14:00' },
            { start: '13:00', end: '18:00' },
          ],
        },
        holidays: [],
      }),
    ).toEqual(['El horario del martes (intervalo 2) empieza antes de que termine el anterior: ordénelos sin que se encimen.']);
    expect(businessCalendarProblems({ weekly: { 3: [{ start: '24:00', end: '24:00' }], 7: [] }, holidays: ['2026-02-30'] })).toEqual([
      'El día «7» no existe: los días van de 0 (domingo) a 6 (sábado).',
      'El horario del miércoles (intervalo 1) debe tener horas con el formato HH:MM (24 horas; «24:00» solo como fin).',
      'El día feriado «2026-02-30» debe ser una fecha con el formato AAAA-MM-DD.',
    ]);
    expect(businessCalendarProblems({ weekly: {}, holidays: [] })).toEqual(['El calendario necesita al menos un horario laboral en la semana.']);
    expect(() => businessMsBetween({ weekly: {}, holidays: [] }, 0, 1)).toThrow(RangeError);
    expect(() => addBusinessMs(OFFICE, 0, -1)).toThrow(RangeError);
  });
});

/** An instant within `days` of one of the anchors, on a whole minute. */
const instantNear = (days: number) =>
  fc.tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -days * 1440, max: days * 1440 })).map(([anchor, minutes]) => anchor + minutes * MINUTE);

describe('business calendar properties', () => {
  it('agrees with a minute-by-minute count on short ranges (weekends, holidays, the 2021–2022 DST days)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ANCHORS).chain((anchor) =>
          fc.record({
            calendar: calendarArbitrary(datesAround(anchor, 3, 3)),
            from: fc.integer({ min: -2 * 1440, max: 1440 }).map((minutes) => anchor + minutes * MINUTE),
            length: fc.integer({ min: 0, max: 2 * 1440 }),
          }),
        ),
        ({ calendar, from, length }) => {
          const to = from + length * MINUTE;
          expect(businessMsBetween(calendar, from, to)).toBe(bruteForceBusinessMs(calendar, from, to));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('addBusinessMs and businessMsBetween are inverses, and the answer is the earliest such instant', () => {
    fc.assert(
      fc.property(calendarArbitrary(datesAround(ANCHORS[4]!, 0, 120)), instantNear(60), fc.integer({ min: 0, max: 400 * HOUR }), (calendar, from, ms) => {
        const reached = addBusinessMs(calendar, from, ms).getTime();
        expect(businessMsBetween(calendar, from, reached)).toBe(ms);
        if (ms > 0) expect(businessMsBetween(calendar, from, reached - 1)).toBeLessThan(ms);
      }),
      { numRuns: 200 },
    );
  });

  it('businessMsBetween then addBusinessMs lands on `to` or on the last business instant before it', () => {
    fc.assert(
      fc.property(calendarArbitrary(datesAround(ANCHORS[4]!, 0, 120)), instantNear(60), instantNear(60), (calendar, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const back = addBusinessMs(calendar, from, businessMsBetween(calendar, from, to)).getTime();
        expect(back).toBeLessThanOrEqual(to);
        expect(businessMsBetween(calendar, back, to)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('is additive over any split point and never exceeds wall time', () => {
    fc.assert(
      fc.property(calendarArbitrary(datesAround(ANCHORS[0]!, 0, 400)), fc.array(instantNear(200), { minLength: 3, maxLength: 3 }), (calendar, points) => {
        const [a, b, c] = points as [number, number, number];
        expect(businessMsBetween(calendar, a, c)).toBe(businessMsBetween(calendar, a, b) + businessMsBetween(calendar, b, c));
        const [from, to] = a <= c ? [a, c] : [c, a];
        const ms = businessMsBetween(calendar, from, to);
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(ms).toBeLessThanOrEqual(to - from);
      }),
      { numRuns: 200 },
    );
  });

  it('gives weekends (closed weekdays) and holidays nothing: a holiday removes exactly its day from a range', () => {
    fc.assert(
      fc.property(calendarArbitrary([]), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 60 }), (calendar, offset, span) => {
        const firstDay = Date.parse('2026-06-01T00:00:00Z') / DAY + offset;
        const date = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
        const midnight = (day: number) => mx(`${date(day)}T00:00`).getTime();
        const holiday = firstDay + Math.floor(span / 2);
        const withHoliday = { ...calendar, holidays: [date(holiday)] };
        const dayMs = businessMsBetween(calendar, midnight(holiday), midnight(holiday + 1));
        expect(businessMsBetween(withHoliday, midnight(holiday), midnight(holiday + 1))).toBe(0);
        expect(businessMsBetween(withHoliday, midnight(firstDay), midnight(firstDay + span))).toBe(
          businessMsBetween(calendar, midnight(firstDay), midnight(firstDay + span)) - dayMs,
        );
        const weekday = new Date(holiday * DAY).getUTCDay();
        if ((calendar.weekly[weekday] ?? []).length === 0) expect(dayMs).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
