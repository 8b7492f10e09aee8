import { describe, expect, it } from 'vitest';
import { wallTimeRange } from '../../../src/renderer/components/calendar/wall-time-calendar';

describe('wallTimeRange: a calendar view drawn in Mexico City wall time, as instants', () => {
  it('reads the UTC calendar bounds as Mexico City clock times (UTC-6)', () => {
    expect(wallTimeRange(new Date('2026-12-07T00:00:00Z'), new Date('2026-12-14T00:00:00Z'))).toEqual({ from: '2026-12-07T06:00:00.000Z', to: '2026-12-14T06:00:00.000Z' });
  });
});
