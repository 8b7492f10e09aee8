import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/shared/contracts/attendance-calendar';
import { calendarRequestRanges, mergeCalendarEvents, toFullCalendarEvent } from '../../../../src/renderer/features/attendance/components/calendar-events';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'shift-1-2026-11-23',
  kind: 'shift',
  title: 'Matutino',
  start: '2026-11-23T14:00:00.000Z',
  end: '2026-11-23T23:00:00.000Z',
  all_day: false,
  employee_id: null,
  department_id: 4,
  shift_id: 1,
  record_id: null,
  flags: [],
  ...overrides,
});

describe('toFullCalendarEvent', () => {
  it('writes instants as wall times of Mexico City with no offset', () => {
    const mapped = toFullCalendarEvent(event({}));
    expect(mapped.start).toBe('2026-11-23T08:00:00');
    expect(mapped.end).toBe('2026-11-23T17:00:00');
    expect(mapped.allDay).toBe(false);
    expect(mapped.backgroundColor).toBe('#1864ab');
    expect(mapped.extendedProps).toEqual({ kind: 'shift', flags: [] });
  });

  it('keeps a night shift on the day it started and ends it the next morning', () => {
    const mapped = toFullCalendarEvent(event({ start: '2026-11-24T04:00:00Z', end: '2026-11-24T12:00:00Z' }));
    expect(mapped.start).toBe('2026-11-23T22:00:00');
    expect(mapped.end).toBe('2026-11-24T06:00:00');
  });

  it('puts flags in the title and marks late attendance with a red border', () => {
    const mapped = toFullCalendarEvent(event({ kind: 'attendance', title: 'Asistencia', flags: ['late', 'synced_late'] }));
    expect(mapped.title).toBe('Asistencia (retardo, sincronizada tarde)');
    expect(mapped.borderColor).toBe('#e03131');
    expect(mapped.classNames).toEqual(['asistencia-evento-attendance', 'asistencia-marca-late', 'asistencia-marca-synced_late']);
  });

  it('draws non-working days as all-day events with their dates as given', () => {
    const mapped = toFullCalendarEvent(event({ kind: 'non_working', title: 'Día de la Revolución', start: '2026-11-16', end: '2026-11-17', all_day: true }));
    expect(mapped).toMatchObject({ start: '2026-11-16', end: '2026-11-17', allDay: true, title: 'Día de la Revolución', backgroundColor: '#495057' });
  });
});

describe('calendarRequestRanges', () => {
  it('asks once for a week or a month grid (inclusive end)', () => {
    expect(calendarRequestRanges('2026-11-23', '2026-11-30')).toEqual([{ from: '2026-11-23', to: '2026-11-29' }]);
    expect(calendarRequestRanges('2026-10-26T00:00:00Z', '2026-12-07T00:00:00Z')).toEqual([{ from: '2026-10-26', to: '2026-12-06' }]);
  });

  it('asks month by month for a year, never more than 62 days a request', () => {
    const ranges = calendarRequestRanges('2026-01-01', '2027-01-01');
    expect(ranges).toHaveLength(12);
    expect(ranges[0]).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(ranges[1]).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(ranges[11]).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('starts mid-month when the range does', () => {
    const ranges = calendarRequestRanges('2026-11-15', '2027-02-10');
    expect(ranges[0]).toEqual({ from: '2026-11-15', to: '2026-11-30' });
    expect(ranges.at(-1)).toEqual({ from: '2027-02-01', to: '2027-02-09' });
  });
});

describe('mergeCalendarEvents', () => {
  it('keeps one copy of an event two requests both answered', () => {
    const a = event({ id: 'a' });
    const b = event({ id: 'b' });
    expect(mergeCalendarEvents([[a, b], undefined, [b]]).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
