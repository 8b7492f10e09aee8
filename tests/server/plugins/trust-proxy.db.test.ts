import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RateLimiter, createMemoryRateLimiter } from '../../../src/server/lib/rate-limiter';
import { LOGIN_LIMITS } from '../../../src/server/modules/auth/auth.service';
import { createTestApp, expectErrorShape } from '../../helpers/test-app';

/**
 * Issue 12, point 6: whose X-Forwarded-For the login limiter believes. The limiter is the real
 * one, wrapped to record which keys it is asked about, so the test sees the address each failed
 * login was counted against.
 */
function recordingLimiter() {
  const inner = createMemoryRateLimiter();
  const keys: string[] = [];
  const limiter = new Proxy(inner, {
    get(target, name) {
      const member = target[name as keyof RateLimiter] as unknown;
      if (typeof member !== 'function') return member;
      return (key: string, ...rest: unknown[]) => {
        keys.push(key);
        return (member as (...args: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });
  return { limiter, inner, keys };
}

async function appTrusting(trustProxy: string) {
  const recorder = recordingLimiter();
  const t = await createTestApp({ TRUST_PROXY: trustProxy }, { limiter: recorder.limiter });
  let attempt = 0;
  /** A failed login (an unknown account each time, so only the address limit can stop it). */
  async function failedLogin(remoteAddress: string, forwardedFor?: string) {
    attempt += 1;
    recorder.keys.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: `nadie${attempt}@demo.mx`, password: 'incorrecta' },
    });
    const keys = [...recorder.keys];
    return { response, keyOf: (address: string) => keys.find((key) => key.endsWith(`:${address}`)), countedAgainst: (address: string) => keys.some((key) => key.endsWith(`:${address}`)) };
  }
  return { t, recorder, failedLogin };
}

describe('TRUST_PROXY as proxy addresses (10.0.0.0/8)', () => {
  let subject: Awaited<ReturnType<typeof appTrusting>>;
  beforeAll(async () => {
    subject = await appTrusting('10.0.0.0/8');
  });
  afterAll(() => subject.t.close());

  it('ignores the header of a peer that is not a listed proxy', async () => {
    const { response, countedAgainst } = await subject.failedLogin('203.0.113.5', '198.51.100.1');
    expect(response.statusCode).toBe(400);
    expect(countedAgainst('203.0.113.5')).toBe(true);
    expect(countedAgainst('198.51.100.1')).toBe(false);
  });

  it('believes a listed proxy, taking the address it added (not what the client wrote before it)', async () => {
    const { countedAgainst } = await subject.failedLogin('10.0.0.7', '6.6.6.6, 198.51.100.2');
    expect(countedAgainst('198.51.100.2')).toBe(true);
    expect(countedAgainst('6.6.6.6')).toBe(false);
    expect(countedAgainst('10.0.0.7')).toBe(false);
  });

  it('a client that writes a new X-Forwarded-For each time still meets its address limit', async () => {
    const first = await subject.failedLogin('203.0.113.9', '198.51.100.10');
    const key = first.keyOf('203.0.113.9');
    expect(key).toBeDefined();
    // The window already holds one failure; fill it up to the limit.
    for (let count = 1; count < LOGIN_LIMITS.perAddress.max; count += 1) await subject.recorder.inner.hit(key!, LOGIN_LIMITS.perAddress.windowSeconds);
    const blocked = await subject.failedLogin('203.0.113.9', '198.51.100.11');
    expect(expectErrorShape(blocked.response.json(), 429).status).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count (1)', () => {
  let subject: Awaited<ReturnType<typeof appTrusting>>;
  beforeAll(async () => {
    subject = await appTrusting('1');
  });
  afterAll(() => subject.t.close());

  it('ignores the header of a client that reaches the server directly from a public address', async () => {
    const { countedAgainst } = await subject.failedLogin('203.0.113.5', '198.51.100.1');
    expect(countedAgainst('203.0.113.5')).toBe(true);
    expect(countedAgainst('198.51.100.1')).toBe(false);
  });

  it('believes the one proxy on this machine, and only the address it added', async () => {
    const { countedAgainst } = await subject.failedLogin('127.0.0.1', '6.6.6.6, 198.51.100.3');
    expect(countedAgainst('198.51.100.3')).toBe(true);
    expect(countedAgainst('6.6.6.6')).toBe(false);
    expect(countedAgainst('127.0.0.1')).toBe(false);
  });
});
