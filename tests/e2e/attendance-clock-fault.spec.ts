import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { portFromEnv } from './free-port';

// The service worker is part of what this spec tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The fault test of the wall clock: offline, 200 punches; back online, the server is killed
 * while the outbox drains — after it stored a batch whose answer never reached the clock — and
 * started again on the same port and database. At the end the server holds exactly those 200
 * punches, each with the time it was taken. A server of its own (on a free port), so that killing it
 * does not disturb the other specs.
 */
// Its own server, killed and restarted on the same port (the clock reconnects to that origin).
const PORT = portFromEnv('E2E_FAULT_PORT');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO_CLOCK_TOKEN = 'dvc_demo-horizonte-reloj-recepcion-2026';
const BADGES = ['HOR-B-0001', 'HOR-B-0002', 'HOR-B-0003', 'HOR-B-0004', 'HOR-B-0005'];
const PUNCHES = 200;

let dataDir: string;
let server: ChildProcess | null = null;

async function startServer() {
  const child = spawn(process.execPath, ['out/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: 'out/web', LOG_LEVEL: 'warn', NODE_ENV: 'development', ANTI_BOT_COST: '1' },
    stdio: 'ignore',
  });
  server = child;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the fault-test server did not start');
}

async function killServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-reloj-falla-'));
  await startServer();
});

test.afterAll(async () => {
  await killServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('200 punches offline, the server killed mid-drain and restarted: exactly 200 stored with their times', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const clock = await context.newPage();
  // The clock's own time starts four hours back and jumps 61 s after each tap: a second tap of the
  // same badge within a minute is a duplicate (issue 19.7), so real punches are a minute apart.
  // The last one lands about now, never in the future the server refuses.
  await clock.clock.install({ time: new Date(Date.now() - 4 * 60 * 60 * 1000) });
  await clock.goto(`${ORIGIN}/control-asistencia/reloj`);
  await clock.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await clock.getByRole('button', { name: 'Guardar y empezar' }).click();
  await expect(clock.getByTestId('estado-conexion')).toHaveText('En línea');

  await context.setOffline(true);
  const badge = clock.getByLabel('Gafete');
  for (let index = 0; index < PUNCHES; index++) {
    await badge.fill(BADGES[index % BADGES.length]!);
    await badge.press('Enter');
    await expect(clock.getByTestId('checadas-pendientes')).toHaveText(`${index + 1} por enviar`);
    await clock.clock.fastForward(61_000);
  }
  await expect(clock.getByTestId('estado-conexion')).toContainText('Sin conexión');

  // What the clock holds: key → the time each punch was taken.
  const taken = await clock.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('plataforma-reloj');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(Object.fromEntries((request.result as { key: string; body: { punched_at: string } }[]).map((punch) => [punch.key, punch.body.punched_at])));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
  expect(Object.keys(taken)).toHaveLength(PUNCHES);

  // The outbox drains in batches of 200: the first reaches the server and is stored, but the
  // server dies before the clock hears back; every punch must then be sent again and replayed.
  let batches = 0;
  let killedAfterStoring = false;
  await clock.route('**/attendance-api/v1/punches/batch', async (route) => {
    batches++;
    if (batches === 1) {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await killServer();
      killedAfterStoring = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => killedAfterStoring, { timeout: 60_000 }).toBe(true);
  await expect(clock.getByTestId('estado-conexion')).toContainText('Sin conexión');
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText(`${PUNCHES} por enviar`);

  await startServer();
  await expect(clock.getByTestId('checadas-pendientes')).toHaveText('0 por enviar', { timeout: 90_000 });
  expect(batches).toBeGreaterThanOrEqual(2);

  const database = new Database(path.join(dataDir, 'plataforma.sqlite'), { readonly: true });
  try {
    const stored = database.prepare('select idempotency_key, punched_at from attendance_punches where device_id is not null').all() as { idempotency_key: string; punched_at: string }[];
    expect(stored).toHaveLength(PUNCHES);
    expect(Object.fromEntries(stored.map((row) => [row.idempotency_key, row.punched_at]))).toEqual(taken);
  } finally {
    database.close();
  }
  await context.close();
});
