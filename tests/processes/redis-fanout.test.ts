import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../../src/server/lib/rate-limiter';
import { processDialects, sharedDatabase } from '../helpers/process-database';
import { type ServerProcess, startServer, tempDataDir } from '../helpers/server-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO = { client_id: 'web', client_secret: 'web-dev-secret', password: 'Demo2026!' };

async function login(base: string, username: string) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, ...DEMO }),
  });
  if (!response.ok) throw new Error(`login failed ${response.status}`);
  return (await response.json()) as { access_token: string };
}

describe.each(processDialects)('two server processes on one Redis (%s)', (dialect) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const database = await sharedDatabase(dataDir, dialect);
    drop = database.drop;
    // Several processes must share APP_KEY (see README); both start together on an empty database.
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `test:${process.pid}:${Date.now()}:`, APP_KEY: 'k'.repeat(43) };
    // If one fails to start, stop the other before failing: no server is left running.
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failure.reason;
    }
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('delivers an event emitted to a company room on one to a client connected to the other', async () => {
    const watcher = await login(b.url, 'admin@logistica.demo.mx');
    const socket = connect(b.url, { transports: ['websocket'], auth: { token: watcher.access_token }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise<{ name: string }>((resolve) => socket.once('user.updated', resolve));

      const actor = await login(a.url, 'grua@logistica.demo.mx');
      const me = (await (await fetch(`${a.url}/api/v1/user`, { headers: { authorization: `Bearer ${actor.access_token}` } })).json()) as { id: number };
      const update = await fetch(`${a.url}/api/v1/users/${me.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${actor.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ernesto desde A' }),
      });
      expect(update.status).toBe(200);
      const event = await Promise.race([heard, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not delivered')), 5000))]);
      expect(event.name).toBe('Ernesto desde A');
    } finally {
      socket.close();
    }
  });

  it('refuses on one process, at once, a token revoked on the other (cached identity invalidated)', async () => {
    const session = (await (
      await fetch(`${a.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'soporte@logistica.demo.mx', ...DEMO }),
      })
    ).json()) as { access_token: string };
    const readOnB = () => fetch(`${b.url}/api/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await readOnB()).status).toBe(200); // B now holds the principal in memory
    expect((await readOnB()).status).toBe(200);
    const revoked = await fetch(`${a.url}/oauth/revoke`, { method: 'POST', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(revoked.status).toBe(200);
    // The invalidation travels over Redis; allow it a moment, far below the cache's TTL.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 401; attempt++) {
      status = (await readOnB()).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
  });

  it('refuses on one process, at once, the access token a refresh on the other superseded', async () => {
    const session = (await login(a.url, 'operador@logistica.demo.mx')) as { access_token: string; refresh_token: string };
    const readOnB = () => fetch(`${b.url}/api/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await readOnB()).status).toBe(200); // B now holds the principal in memory
    const refreshed = await fetch(`${a.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', client_id: DEMO.client_id, client_secret: DEMO.client_secret, refresh_token: session.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 401; attempt++) {
      status = (await readOnB()).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(401);
    const fresh = (await refreshed.json()) as { access_token: string };
    expect((await fetch(`${b.url}/api/v1/user`, { headers: { authorization: `Bearer ${fresh.access_token}` } })).status).toBe(200);
  });

  it('shares the login throttle: failures on one process count on the other', async () => {
    const attempt = (base: string) =>
      fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', ...DEMO, username: 'compartido@ejemplo.mx', password: 'x' }),
      });
    for (let n = 0; n < 5; n++) expect((await attempt(n % 2 ? a.url : b.url)).status).toBe(400);
    expect((await attempt(a.url)).status).toBe(429);
    expect((await attempt(b.url)).status).toBe(429);
  });
});

describe('Redis rate limiter', () => {
  it('counts across clients and expires with its window', async () => {
    const redis = new Redis(REDIS_URL);
    const limiter = createRedisRateLimiter(redis, `plataforma:test:${process.pid}:`);
    try {
      expect(await limiter.hit('k', 2)).toMatchObject({ count: 1 });
      expect(await limiter.hit('k', 2)).toMatchObject({ count: 2 });
      expect((await limiter.peek('k')).resetInSeconds).toBeGreaterThan(0);
      await limiter.undo('k');
      expect((await limiter.peek('k')).count).toBe(1);
      await limiter.reset('k');
      expect((await limiter.peek('k')).count).toBe(0);
      // Taking back from a key that is gone must not leave a counter without expiry behind.
      await limiter.undo('k');
      expect((await limiter.peek('k')).count).toBe(0);
      expect(await redis.exists(`plataforma:test:${process.pid}:k`)).toBe(0);
    } finally {
      await redis.quit();
    }
  });
});
