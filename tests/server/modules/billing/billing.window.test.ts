import { describe, expect, it } from 'vitest';
import { invoiceableUntil } from '../../../../src/server/modules/billing/billing.window';

describe('invoiceableUntil', () => {
  it('is the end of the movement’s month in Mexico City, or 72 hours after it when that is later', () => {
    // 1 December 05:59 UTC is still 30 November in Mexico City: 72 hours is later than that month's end.
    expect(invoiceableUntil('2026-12-01T05:59:59.999Z').toISOString()).toBe('2026-12-04T05:59:59.999Z');
    // 1 December 06:00 UTC is Mexico City's midnight: the whole of December.
    expect(invoiceableUntil('2026-12-01T06:00:00.000Z').toISOString()).toBe('2027-01-01T05:59:59.999Z');
    expect(invoiceableUntil('2026-12-31T23:00:00.000Z').toISOString()).toBe('2027-01-03T23:00:00.000Z');
  });
});
