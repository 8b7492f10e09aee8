import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, createLiveRefetch } from '../../../../src/renderer/features/support/components/live-refetch';

describe('createLiveRefetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const setup = () => {
    const invalidated: unknown[] = [];
    const live = createLiveRefetch({ companyId: 1, listsKey: ['support', 'service-orders', 'list'], detailKey: (id) => ['support', 'service-orders', 'detail', id], invalidate: (key) => invalidated.push(key) });
    return { live, invalidated };
  };

  it('reads each changed record again at once and the lists once a burst settles', () => {
    const { live, invalidated } = setup();
    live.changed({ id: 7, company_id: 1 });
    vi.advanceTimersByTime(SETTLE_MS - 1);
    live.changed({ id: 8, company_id: 1 });
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(invalidated).toEqual([
      ['support', 'service-orders', 'detail', 7],
      ['support', 'service-orders', 'detail', 8],
    ]);
    vi.advanceTimersByTime(1);
    expect(invalidated.slice(2)).toEqual([['support', 'service-orders', 'list']]);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(invalidated).toHaveLength(3);
  });

  it("ignores another company's events and drops a pending read when stopped", () => {
    const { live, invalidated } = setup();
    live.changed({ id: 7, company_id: 2 });
    vi.advanceTimersByTime(SETTLE_MS);
    expect(invalidated).toEqual([]);
    live.changed({ id: 9, company_id: 1 });
    live.stop();
    vi.advanceTimersByTime(SETTLE_MS);
    expect(invalidated).toEqual([['support', 'service-orders', 'detail', 9]]);
  });
});
