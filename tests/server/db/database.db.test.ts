import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { createTestDatabaseUrl, testDialect } from '../../helpers/test-app';

describe('the database handle', () => {
  it('answers queries after creating it (both dialects)', async () => {
    const target = await createTestDatabaseUrl();
    const handle = createDatabase(target.url, { schema: target.schema, poolSize: 1 });
    try {
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.destroy();
      await target.drop();
    }
  });

  // PostgreSQL only, registered there only: SQLite has no connections to lose.
  const onPostgres = testDialect === 'postgres' ? it : null;
  onPostgres?.('outlives an idle connection that PostgreSQL ends (a restart, an admin): the pool opens another', async () => {
    const target = await createTestDatabaseUrl();
    const failures: Error[] = [];
    const handle = createDatabase(target.url, { schema: target.schema, poolSize: 1, onIdleConnectionError: (error) => failures.push(error) });
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // Without a listener on the pool this 'error' event would end the test process.
      await expect.poll(() => failures.length, { timeout: 5_000 }).toBe(1);
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await admin.end();
      await handle.destroy();
      await target.drop();
    }
  });

  onPostgres?.('closes an idle connection after idleTimeoutMs, and keeps it for as long as the pool with 0', async () => {
    // pg closes idle connections after 10 s by default; the next query is a new backend, which
    // loads its catalogue again. A thinning worker keeps its one connection.
    const target = await createTestDatabaseUrl();
    const brief = createDatabase(target.url, { schema: target.schema, poolSize: 1, idleTimeoutMs: 50 });
    const kept = createDatabase(target.url, { schema: target.schema, poolSize: 1, idleTimeoutMs: 0 });
    const backend = async (handle: typeof kept) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
    try {
      const [briefFirst, keptFirst] = [await backend(brief), await backend(kept)];
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await backend(brief)).not.toBe(briefFirst);
      expect(await backend(kept)).toBe(keptFirst);
    } finally {
      await brief.destroy();
      await kept.destroy();
      await target.drop();
    }
  });

  onPostgres?.('fills its pool: one backend per connection, kept for the next queries', async () => {
    const target = await createTestDatabaseUrl();
    const handle = createDatabase(target.url, { schema: target.schema, poolSize: 3, idleTimeoutMs: 0 });
    try {
      const backends = await handle.fill();
      expect(new Set(backends).size).toBe(3);
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
      expect(backends).toContain(pid);
    } finally {
      await handle.destroy();
      await target.drop();
    }
  });
});
