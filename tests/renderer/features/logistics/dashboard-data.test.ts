import { describe, expect, it } from 'vitest';
import { averageDwellDays, blockOccupancy, dwellBuckets, gateDays, statusSlices } from '../../../../src/renderer/features/logistics/components/dashboard-data';

describe('dashboard data for the charts', () => {
  it('lists every status in order, zero when missing', () => {
    expect(statusSlices({ by_status: [{ status: 'in_yard', count: 12 }] }).map((slice) => [slice.label, slice.value])).toEqual([
      ['Anunciado', 0],
      ['En patio', 12],
      ['A bordo', 0],
      ['Salió por puerta', 0],
    ]);
  });

  it('labels gate days in Spanish without shifting the date', () => {
    expect(gateDays({ gate_per_day: [{ date: '2026-11-23', gate_in: 3, gate_out: 1 }] })).toEqual([{ day: '23 nov', gateIn: 3, gateOut: 1 }]);
  });

  it('fills the dwell buckets and averages them', () => {
    const dwell = [
      { bucket: '0-2' as const, count: 2 },
      { bucket: '21+' as const, count: 2 },
    ];
    expect(dwellBuckets({ dwell }).map((bucket) => bucket.containers)).toEqual([2, 0, 0, 0, 2]);
    expect(averageDwellDays({ dwell })).toBe(13);
    expect(averageDwellDays({ dwell: [] })).toBeNull();
  });

  it('orders blocks naturally and computes free slots when capacity is known', () => {
    expect(
      blockOccupancy({
        occupancy: [
          { block: 'C10', occupied: 1, capacity: null },
          { block: 'C9', occupied: 2, capacity: 900 },
          { block: 'A', occupied: 950, capacity: 900 },
        ],
      }),
    ).toEqual([
      { block: 'A', occupied: 950, free: 0 },
      { block: 'C9', occupied: 2, free: 898 },
      { block: 'C10', occupied: 1, free: null },
    ]);
  });
});
