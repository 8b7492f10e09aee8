import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, createDatabase } from '../../../src/server/db/database';
import { createTestDatabaseUrl, testDialect } from '../../helpers/test-app';

/** The backend serving a query of this handle now (PostgreSQL). */
const backendOf = async (handle: DatabaseHandle) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;

/** Handles on a fresh test database, one per set of options; all closed and the database dropped after `use`. */
async function withHandles(optionsOf: DatabaseOptions[], use: (handles: DatabaseHandle[], url: string) => Promise<void>) {
  const target = await createTestDatabaseUrl();
  const handles = optionsOf.map((options) => createDatabase(target.url, { schema: target.schema, ...options }));
  try {
    await use(handles, target.url);
  } finally {
    for (const handle of handles) await handle.destroy();
    await target.drop();
  }
}

describe('the database handle', () => {
  it('answers queries after creating it (both dialects)', async () => {
    await withHandles([{ poolSize: 1 }], async ([handle]) => {
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle!.db)).rows).toEqual([{ one: 1 }]);
    });
  });

  // PostgreSQL only, registered there only: SQLite has no connections to lose.
  const onPostgres = testDialect === 'postgres' ? it : null;
  onPostgres?.('outlives an idle connection that PostgreSQL ends (a restart, an admin): the pool opens another', async () => {
    const failures: Error[] = [];
    await withHandles([{ poolSize: 1, onIdleConnectionError: (error) => failures.push(error) }], async ([handle], url) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const pid = await backendOf(handle!);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // Without a listener on the pool this 'error' event would end the test process.
        await expect.poll(() => failures.length, { timeout: 5_000 }).toBe(1);
        expect(await backendOf(handle!)).not.toBe(pid);
      } finally {
        await admin.end();
      }
    });
  });

  onPostgres?.('closes an idle connection after idleTimeoutMs, and keeps it for as long as the pool with 0', async () => {
    // pg closes idle connections after 10 s by default; the next query is a new backend, which
    // loads its catalogue again. A thinning worker keeps its one connection.
    await withHandles([{ poolSize: 1, idleTimeoutMs: 50 }, { poolSize: 1, idleTimeoutMs: 0 }], async ([brief, kept]) => {
      const [briefFirst, keptFirst] = [await backendOf(brief!), await backendOf(kept!)];
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await backendOf(brief!)).not.toBe(briefFirst);
      expect(await backendOf(kept!)).toBe(keptFirst);
    });
  });

  onPostgres?.('fills its pool: one backend per connection, kept for the next queries', async () => {
    await withHandles([{ poolSize: 3, idleTimeoutMs: 0 }], async ([handle]) => {
      const backends = await handle!.fill();
      expect(new Set(backends).size).toBe(3);
      expect(backends).toContain(await backendOf(handle!));
    });
  });
});
