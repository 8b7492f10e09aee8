import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDayRange } from '../../src/shared/business-time';

describe('businessDayRange', () => {
  it('runs from midnight to midnight in Mexico City (UTC-6 since 2022)', () => {
    expect(businessDayRange('2026-11-24')).toEqual({ from: '2026-11-24T06:00:00.000Z', to: '2026-11-25T06:00:00.000Z' });
    expect(businessDayRange('2026-12-31')).toEqual({ from: '2026-12-31T06:00:00.000Z', to: '2027-01-01T06:00:00.000Z' });
  });

  it('follows the daylight-saving days of the years Mexico City still had them', () => {
    // 2022-04-03 began summer time (UTC-5) at 02:00: a 23-hour day.
    const spring = businessDayRange('2022-04-03');
    expect(spring.from).toBe('2022-04-03T06:00:00.000Z');
    expect(spring.to).toBe('2022-04-04T05:00:00.000Z');
  });

  it('agrees with businessDateOf at both ends', () => {
    const { from, to } = businessDayRange('2026-07-15');
    expect(businessDateOf(from)).toBe('2026-07-15');
    expect(businessDateOf(new Date(Date.parse(to) - 1))).toBe('2026-07-15');
    expect(businessDateOf(to)).toBe('2026-07-16');
  });
});
