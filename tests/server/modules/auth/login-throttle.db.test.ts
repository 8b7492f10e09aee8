import argon2 from 'argon2';
import { Redis } from 'ioredis';
import { type MockInstance, afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/server/demo/demo-data';
import { type RateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from '../../../../src/server/lib/rate-limiter';
import { LOGIN_LIMITS } from '../../../../src/server/modules/auth/auth.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((tally, response) => ({ ...tally, [response.statusCode]: (tally[response.statusCode] ?? 0) + 1 }), {});

describe.each(limiters)('login throttling against concurrent attempts, %s limiter', (_name, make) => {
  let t: TestApp;
  let closeLimiter: () => Promise<unknown>;
  let verify: MockInstance;
  beforeAll(async () => {
    const made = make();
    closeLimiter = made.close;
    t = await createTestApp({}, { limiter: made.limiter });
  });
  afterAll(async () => {
    await t.close();
    await closeLimiter();
  });
  beforeEach(() => {
    verify = vi.spyOn(argon2, 'verify');
  });
  afterEach(() => {
    verify.mockRestore();
  });

  const attempt = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      payload: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password },
    });

  it('checks at most 5 of 40 concurrent wrong passwords for one account, refuses the rest, then refuses the right one', async () => {
    const username = 'grua@logistica.demo.mx';
    // From 40 addresses, so only the per-account limit is in play.
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => attempt(username, `mala-${n}`, `198.18.0.${n + 1}`)));
    expect(statusesOf(responses)).toEqual({ 400: LOGIN_LIMITS.perAccount.max, 429: 40 - LOGIN_LIMITS.perAccount.max });
    expect(verify).toHaveBeenCalledTimes(LOGIN_LIMITS.perAccount.max);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(expectErrorShape(refused.json(), 429).data.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const right = await attempt(username, DEMO_PASSWORD, '198.18.1.1');
    expect(right.statusCode).toBe(429);
    expect(verify).toHaveBeenCalledTimes(LOGIN_LIMITS.perAccount.max);
  });

  it('checks at most 30 of 40 concurrent attempts from one address, then refuses a right password from it', async () => {
    const address = '198.18.2.1';
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => attempt(`rociador${n}@ejemplo.mx`, 'x', address)));
    expect(statusesOf(responses)).toEqual({ 400: LOGIN_LIMITS.perAddress.max, 429: 40 - LOGIN_LIMITS.perAddress.max });
    // Unknown e-mails cost a real argon2 check (the decoy), the same as a wrong password.
    expect(verify).toHaveBeenCalledTimes(LOGIN_LIMITS.perAddress.max);

    expect((await attempt('receptor@logistica.demo.mx', DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await attempt('receptor@logistica.demo.mx', DEMO_PASSWORD, '198.18.2.2')).statusCode).toBe(200);
  });

  it('does not count successes against the address, and a success clears the account', async () => {
    const address = '198.18.3.1';
    for (let n = 0; n < LOGIN_LIMITS.perAddress.max + 5; n++) {
      expect((await attempt('supervisor@logistica.demo.mx', DEMO_PASSWORD, address)).statusCode).toBe(200);
    }
    for (let n = 0; n < LOGIN_LIMITS.perAccount.max - 1; n++) {
      expect((await attempt('operador@logistica.demo.mx', 'mala', address)).statusCode).toBe(400);
    }
    expect((await attempt('operador@logistica.demo.mx', DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let n = 0; n < LOGIN_LIMITS.perAccount.max; n++) {
      expect((await attempt('operador@logistica.demo.mx', 'mala', address)).statusCode).toBe(400);
    }
  });

  it('costs one argon2 check for a wrong password and one for an unknown e-mail', async () => {
    await attempt('soporte@logistica.demo.mx', 'mala', '198.18.4.1');
    expect(verify).toHaveBeenCalledTimes(1);
    await attempt('nadie-aqui@ejemplo.mx', 'mala', '198.18.4.2');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

describe('the cap on concurrent password checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs one check at a time, queues one, answers 503 with Retry-After beyond, and does not count the refused', async () => {
    const realVerify = argon2.verify;
    let active = 0;
    let most = 0;
    let started = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      active += 1;
      started += 1;
      most = Math.max(most, active);
      await held;
      try {
        return await realVerify(...args);
      } finally {
        active -= 1;
      }
    });
    const login = (username: string, n: number, password = DEMO_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: `198.18.5.${n}`,
        payload: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password },
      });
    const usernames = ['admin@logistica.demo.mx', 'soporte@logistica.demo.mx', 'grua@logistica.demo.mx', 'candidato@demo.mx', 'super@demo.mx'];
    let answered = 0;
    const pending = usernames.map((username, n) =>
      login(username, n).then((response) => {
        answered += 1;
        return response;
      }),
    );
    await vi.waitFor(() => expect(started).toBe(1));
    // Released only once the three beyond the queue were refused: on PostgreSQL the account lookups
    // before the check can reach the cap after an early release, when a slot is free again.
    await vi.waitFor(() => expect(answered).toBe(3));
    release();
    const responses = await Promise.all(pending);
    expect(most).toBe(1);
    expect(statusesOf(responses)).toEqual({ 200: 2, 503: 3 });
    const busy = responses.find((response) => response.statusCode === 503)!;
    expect(expectErrorShape(busy.json(), 503).data.code).toBe('service_unavailable');
    expect(busy.headers['retry-after']).toBe('1');
    // A refused attempt checked nothing, so it is not a failure: the account still has all its tries.
    const refusedAccount = usernames[responses.indexOf(busy)]!;
    for (let n = 0; n < LOGIN_LIMITS.perAccount.max; n++) expect((await login(refusedAccount, 10 + n, 'mala')).statusCode).toBe(400);
    expect((await login(refusedAccount, 20)).statusCode).toBe(429);
  });
});
