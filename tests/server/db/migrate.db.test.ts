import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createTestDatabaseUrl } from '../../helpers/test-app';

const opened: { destroy(): Promise<void>; drop(): Promise<void> }[] = [];

async function freshDatabase() {
  const target = await createTestDatabaseUrl();
  const handle = createDatabase(target.url, { schema: target.schema, poolSize: 2 });
  opened.push({ destroy: () => handle.destroy(), drop: target.drop });
  return handle;
}

afterAll(async () => {
  for (const database of opened) {
    await database.destroy();
    await database.drop();
  }
});

describe('migrateToLatest', () => {
  it('migrates a database whose neighbour (another PostgreSQL schema) already has its migration tables', async () => {
    // On PostgreSQL the second database is a schema beside the first: Kysely, left to find its lock
    // table in any schema, took the first one's and then failed ("kysely_migration_lock does not exist").
    const first = await freshDatabase();
    expect((await migrateToLatest(first.db)).length).toBeGreaterThan(0);
    const second = await freshDatabase();
    const applied = await migrateToLatest(second.db);
    expect(applied).toContain('2026_11_24_1000_per_company_roles');
    expect(await migrateToLatest(second.db)).toEqual([]);
  });
});
