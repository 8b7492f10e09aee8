import { describe, expect, it } from 'vitest';
import { defaultReplayRange } from '../../../../../src/renderer/features/parabus/components/replay-panel';

/** A datetime-local value of a local date (the input shows the computer's zone). */
const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('the range a replay opens with', () => {
  it('is today so far', () => {
    const now = new Date(2026, 11, 8, 15, 42, 10);
    expect(defaultReplayRange(now)).toEqual({ from: local(new Date(2026, 11, 8, 0, 0)), to: local(now) });
  });

  it('is the last hour just after midnight, when today so far would be empty', () => {
    const now = new Date(2026, 11, 8, 0, 0, 30);
    const range = defaultReplayRange(now);
    expect(range).toEqual({ from: local(new Date(2026, 11, 7, 23, 0, 30)), to: local(now) });
    expect(range.from < range.to).toBe(true);
  });
});
