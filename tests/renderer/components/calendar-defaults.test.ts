import { describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, durationText, yearsFrom } from '../../../src/renderer/components/calendar/calendar-defaults';

describe('the shared calendar configuration (spec §9)', () => {
  it('holds the spec defaults', () => {
    expect(CALENDAR_DEFAULTS).toMatchObject({
      defaultView: 'timeGridWeek',
      timeStepMinutes: 60,
      cellHeightPx: 40,
      newEventMinutes: 120,
      minEventHeightPx: 5,
      dragThresholdPx: 15,
      clickHoldMs: 1200,
      doubleTapMs: 500,
      monthGridCells: 42,
      yearsViewYears: 25,
      clockTickMs: 60_000,
    });
    expect(CALENDAR_DEFAULTS.views).toEqual(['timeGridDay', 'timeGridWeek', 'dayGridMonth', 'multiMonthYear', 'years']);
  });

  it('writes durations as FullCalendar reads them', () => {
    expect(durationText(60)).toBe('01:00:00');
    expect(durationText(120)).toBe('02:00:00');
    expect(durationText(90)).toBe('01:30:00');
  });

  it('lists the 25 years of a years view', () => {
    const years = yearsFrom(2026);
    expect(years).toHaveLength(25);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2050);
  });
});
