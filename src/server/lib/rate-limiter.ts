import type { Redis } from 'ioredis';

/**
 * Counts events per key in a fixed window. Memory when there is one process; Redis when
 * REDIS_URL is set, so that several processes share the same counts.
 *
 * To limit attempts at a secret (passwords, codes, PINs), reserve before checking: `hit` first
 * and refuse when the count is over the limit, then check. `hit` is atomic, so N concurrent
 * attempts get the counts 1…N and only `max` of them are ever checked. Reading the count first
 * (`peek`) and adding to it after the check lets every concurrent attempt through.
 */
export interface RateLimiter {
  /** Adds one event; answers the count in the current window and the seconds it has left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Takes back one event added by `hit` (an attempt that turned out not to count); never below 0. */
  undo(key: string): Promise<void>;
  /** Current count without adding one: to report, never to decide whether to check a secret. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function current(key: string) {
    const time = now();
    // Drop expired windows now and then, so memory stays bounded by the active keys.
    if (time - lastSweep > 60_000) {
      lastSweep = time;
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
    }
    const window = windows.get(key);
    return window && window.resetAt > time ? window : undefined;
  }
  const left = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));

  return {
    async hit(key, windowSeconds) {
      const window = current(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInSeconds: left(window.resetAt) };
    },
    async undo(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async peek(key) {
      const window = current(key);
      return window ? { count: window.count, resetInSeconds: left(window.resetAt) } : { count: 0, resetInSeconds: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Decrements only a live, positive counter: a plain DECR would resurrect an expired key with no TTL. */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowSeconds * 1000, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
