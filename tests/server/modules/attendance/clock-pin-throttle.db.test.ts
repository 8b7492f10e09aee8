import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_ATTEMPTS_PER_DEVICE } from '../../../../src/shared/contracts/attendance-clock';
import { DEMO_CLOCK_TOKEN } from '../../../../src/server/demo/attendance-demo';
import { type RateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from '../../../../src/server/lib/rate-limiter';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const now = new Date('2026-11-24T15:00:00Z'); // martes 09:00 en CDMX

const limiters: [string, () => { limiter: RateLimiter; close: () => Promise<unknown> }][] = [
  ['memory', () => ({ limiter: createMemoryRateLimiter(), close: async () => undefined })],
  [
    'Redis',
    () => {
      const redis = new Redis(REDIS_URL);
      return { limiter: createRedisRateLimiter(redis, `plataforma:test:${process.pid}:${Date.now()}:`), close: () => redis.quit() };
    },
  ],
];

/**
 * Each limiter call takes a few milliseconds, as over a network: punches run inside transactions,
 * and only a limiter that yields lets concurrent ones interleave between counting and checking.
 */
function withLatency(limiter: RateLimiter): RateLimiter {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    hit: async (key, windowSeconds) => (await pause(), limiter.hit(key, windowSeconds)),
    undo: async (key) => (await pause(), limiter.undo(key)),
    peek: async (key) => (await pause(), limiter.peek(key)),
    reset: async (key) => (await pause(), limiter.reset(key)),
  };
}

describe.each(limiters)('PIN attempts at the wall clock, %s limiter', (_name, make) => {
  let t: TestApp;
  let closeLimiter: () => Promise<unknown>;
  let employeeId = 0;
  let sequence = 0;
  beforeAll(async () => {
    const made = make();
    closeLimiter = made.close;
    t = await createTestApp({}, { clock: () => now, limiter: withLatency(made.limiter) });
    const admin = await t.login('admin@horizonte.demo.mx');
    const ventas = await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 3).where('slug', '=', 'ventas').executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${ventas.id}/employees`,
      headers: t.bearer(admin.access_token),
      payload: { name: 'Paula', surname: 'Prueba', pin: '4321' },
    });
    expect(created.statusCode, created.body).toBe(201);
    employeeId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
    await closeLimiter();
  });

  const punch = (pin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/attendance-api/v1/punches',
      headers: t.bearer(DEMO_CLOCK_TOKEN),
      payload: { idempotency_key: `pin-throttle-${++sequence}`.padEnd(20, '0'), employee_id: employeeId, pin, punched_at: now.toISOString() },
    });

  it('checks at most 5 of 40 concurrent wrong PINs, refuses the rest, then refuses the right PIN', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => punch(String(1000 + n))));
    const checked = responses.filter((response) => response.statusCode === 422 && response.json().data.reason === 'wrong_pin');
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(PIN_ATTEMPTS_PER_DEVICE);
    expect(refused).toHaveLength(40 - PIN_ATTEMPTS_PER_DEVICE);
    expect(expectErrorShape(refused[0]!.json(), 429).data.code).toBe('too_many_requests');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(checked.map((response) => response.json().data.attempts_left).sort()).toEqual([0, 1, 2, 3, 4]);

    expect((await punch('4321')).statusCode).toBe(429);
  });
});
