import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { solveAntiBot } from '../helpers/anti-bot';
import { processDialects, sharedDatabase } from '../helpers/process-database';
import { type ServerProcess, startServer, tempDataDir } from '../helpers/server-process';

/**
 * kill -9 in the middle of a burst of writes, then a restart: every write that was answered
 * with a 2xx is in the database. (A write cut off before its answer may or may not be there;
 * the client never heard it succeed.)
 */
describe.each(processDialects)('kill -9 during a burst of writes (%s)', (dialect) => {
  let server: ServerProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('loses no acknowledged write', async () => {
    const dataDir = tempDataDir();
    const database = await sharedDatabase(dataDir, dialect);
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    server = await startServer(env);
    const base = server.url;

    // Solve the anti-bot challenges first, so the burst itself is only writes.
    const tokens = await Promise.all(
      Array.from({ length: 300 }, () => solveAntiBot(async () => (await fetch(`${base}/api/v1/challenge`)).json())),
    );
    const acknowledged: number[] = [];
    let sent = 0;
    const send = async (token: string, n: number) => {
      sent++;
      try {
        const response = await fetch(`${base}/api/v1/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Cliente ${n}`, email: `cliente${n}@ejemplo.mx`, subject: `Ráfaga ${n}`, token }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
      } catch {
        // connection cut by the kill: not acknowledged
      }
    };
    // 16 writers in parallel; kill the server once a good share has been acknowledged.
    const queue = tokens.map((token, n) => [token, n] as const);
    const writers = Array.from({ length: 16 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await send(item[0], item[1]);
    });
    while (acknowledged.length < 120) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.kill();
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);
    expect(acknowledged.length).toBeLessThan(sent); // the kill really cut the burst

    server = await startServer(env);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);

    const check = createDatabase(database.url);
    try {
      const rows = await check.db.selectFrom('contact_messages').select('id').where('id', 'in', acknowledged).execute();
      expect(rows.map((row) => row.id).sort((x, y) => x - y)).toEqual([...acknowledged].sort((x, y) => x - y));
    } finally {
      await check.destroy();
    }
  });
});
