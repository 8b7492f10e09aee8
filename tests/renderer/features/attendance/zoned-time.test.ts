import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMinutes,
  fromDateTimeInput,
  toDateTimeInput,
  todayInZone,
  toZonedWallIso,
  zonedWallTimeToUtc,
} from '../../../../src/renderer/features/attendance/components/zoned-time';

describe('zoned time', () => {
  it('shows instants in Mexico City whatever the computer zone', () => {
    expect(toZonedWallIso('2026-11-23T14:05:00Z')).toBe('2026-11-23T08:05:00');
    expect(todayInZone(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });

  it('turns a wall time of Mexico City into UTC and back', () => {
    expect(zonedWallTimeToUtc('2026-11-23', '08:00')).toBe('2026-11-23T14:00:00.000Z');
    expect(zonedWallTimeToUtc('2026-11-23', '23:30')).toBe('2026-11-24T05:30:00.000Z');
    expect(fromDateTimeInput('2026-11-23T08:00')).toBe('2026-11-23T14:00:00.000Z');
    expect(toDateTimeInput('2026-11-23T14:00:00.000Z')).toBe('2026-11-23T08:00');
    expect(fromDateTimeInput('')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(450)).toBe('7 h 30 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(25)).toBe('25 min');
    expect(formatMinutes(null)).toBe('—');
  });
});
