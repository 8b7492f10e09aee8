import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { along, createBusNetwork } from './fixtures';

let t: TestApp;
let port: number;
let network: Awaited<ReturnType<typeof createBusNetwork>>;

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as { port: number };
      server.close(() => resolve(found));
    });
  });

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ TRACKER_PORT: String(port), HOST: '127.0.0.1' });
  network = await createBusNetwork(t.database.db, 2, ['TP-1'], 'TP');
});
afterAll(() => t.close());

describe('the dedicated tracker port', () => {
  it('takes OsmAnd reports at / (where Traccar Client posts given a host and port)', async () => {
    const [lat, lon] = along(250);
    const response = await fetch(`http://127.0.0.1:${port}/?id=TP-1&lat=${lat}&lon=${lon}&timestamp=${Math.floor(Date.now() / 1000)}&speed=5`, { method: 'POST' });
    expect(response.status).toBe(200);
    const last = await t.database.db.selectFrom('unit_last_positions').selectAll().where('unit_id', '=', network.units['TP-1']!).executeTakeFirstOrThrow();
    expect(last.speed_kmh).toBe(9.3);
  });

  it('answers nothing else, and refuses bad reports with the house error shape', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/companies/1`)).status).toBe(404);
    const bad = await fetch(`http://127.0.0.1:${port}/?id=TP-1&lat=100&lon=0`);
    expectErrorShape(await bad.json(), 400);
  });
});

describe('positioning settings', () => {
  it('has the defaults, and refuses nonsense in Spanish', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, APP_KEY: 'x'.repeat(32) });
    expect(config.positioning).toEqual({ trackerPort: undefined, offlineAfterMinutes: 5, stopMinutes: 5, terminalGeofenceM: 150, retentionDays: 90, demoTrackers: false, trackThreads: 0 });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: t.config.dataDir, APP_KEY: 'x'.repeat(32), TRACKER_PORT: '' }).positioning).toMatchObject({ trackerPort: undefined, demoTrackers: true });
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, TRACKER_PORT: 'cinco' })).toThrow(/TRACKER_PORT/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, POSITIONS_RETENTION_DAYS: '3' })).toThrow(/POSITIONS_RETENTION_DAYS/);
  });
});
