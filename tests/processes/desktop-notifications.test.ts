import { createServer } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type NativeNotification, createNotificationRelay } from '../../src/main/notifications';
import { processDialects, sharedDatabase } from '../helpers/process-database';
import { type ServerProcess, startServer, tempDataDir } from '../helpers/server-process';

/**
 * The desktop main process's notification relay against a real server process: an event for
 * the user gives exactly one native notification with its title, body and route; after the
 * server restarts (same port, same database) the next one arrives too.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function login(url: string, email: string) {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'desktop', client_secret: 'desktop-dev-secret', username: email, password: 'Demo2026!' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function sendNotice(url: string, adminToken: string, userId: number, title: string) {
  const response = await fetch(`${url}/notifications-api/v1/companies/1/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ title, body: 'Revisar el bloque B antes de las 14:00.', route: '/contenedores', user_ids: [userId] }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill().catch(() => undefined);
});

describe.each(processDialects)('native notifications from the socket (%s)', (dialect) => {
  it('one notification per event, the click opens its route, the badge follows, and it survives a server restart', async () => {
    const dataDir = tempDataDir();
    const database = await sharedDatabase(dataDir, dialect);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: String(port) };
    let server = await startServer(env);
    running.push(server);
    const origin = server.url;
    const operatorToken = await login(origin, 'operador@logistica.demo.mx');
    const adminToken = await login(origin, 'admin@logistica.demo.mx');
    const me = (await (await fetch(`${origin}/api/v1/user`, { headers: { authorization: `Bearer ${operatorToken}` } })).json()) as { id: number };

    const shown: NativeNotification[] = [];
    const badges: number[] = [];
    const opened: string[] = [];
    const relay = createNotificationRelay({
      io,
      fetch,
      serverOrigin: () => origin,
      token: async () => operatorToken,
      show: (notification) => shown.push(notification),
      setBadge: (count) => badges.push(count),
      open: (route) => opened.push(route),
    });
    try {
      await relay.sync();
      await until(() => relay.connected(), 'the first connection');
      await until(() => badges.length > 0, 'the unread count on connect');

      await sendNotice(origin, adminToken, me.id, 'Grúa 3 detenida');
      await until(() => shown.length === 1, 'the first notification');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ title: 'Grúa 3 detenida', body: 'Revisar el bloque B antes de las 14:00.' });
      shown[0]!.onClick();
      expect(opened).toEqual(['/contenedores']);
      const countAfterFirst = badges.at(-1)!;
      expect(countAfterFirst).toBeGreaterThanOrEqual(1);

      await server.stop();
      await until(() => !relay.connected(), 'the disconnection');
      server = await startServer(env);
      running.push(server);
      expect(server.url).toBe(origin);
      await until(() => relay.connected(), 'the reconnection after the restart');

      await sendNotice(origin, adminToken, me.id, 'Buque MSC Aurora atracado');
      await until(() => shown.length === 2, 'the notification after the restart');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shown).toHaveLength(2);
      expect(shown[1]!.title).toBe('Buque MSC Aurora atracado');
      expect(badges.at(-1)).toBe(countAfterFirst + 1);
    } finally {
      relay.stop();
      await server.stop();
      await database.drop();
    }
  });
});
