import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../../src/server/lib/rate-limiter';

describe('memory rate limiter', () => {
  it('counts within a window, says how long is left, and starts over after it', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    now += 20_000;
    expect(await limiter.hit('k', 60)).toEqual({ count: 2, resetInSeconds: 40 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInSeconds: 40 });
    now += 40_001;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
    expect((await limiter.hit('k', 60)).count).toBe(1);
  });

  it('keeps keys apart and forgets a reset key', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('a', 60);
    await limiter.hit('a', 60);
    await limiter.hit('b', 60);
    await limiter.reset('a');
    expect((await limiter.peek('a')).count).toBe(0);
    expect((await limiter.peek('b')).count).toBe(1);
  });
});

describe('memory rate limiter, undo', () => {
  it('takes one event back, never below zero, and leaves the window as it was', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 60);
    await limiter.hit('k', 60);
    now += 10_000;
    await limiter.undo('k');
    expect(await limiter.peek('k')).toEqual({ count: 1, resetInSeconds: 50 });
    await limiter.undo('k');
    await limiter.undo('k');
    expect((await limiter.peek('k')).count).toBe(0);
    await limiter.undo('nunca-visto');
    expect(await limiter.peek('nunca-visto')).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('gives concurrent reservations distinct numbers, so only `max` of them pass', async () => {
    const limiter = createMemoryRateLimiter();
    const counts = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('login', 60)));
    expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  });
});
