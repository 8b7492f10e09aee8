import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createTestDatabaseUrl, testDialect } from '../../helpers/test-app';

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

  // PostgreSQL's own failure: registered there only.
  if (testDialect === 'postgres') it('tries again when another schema vanished while Kysely read the catalogue', async () => {
    const { db } = await freshDatabase();
    // Kysely's introspection checks every schema of the database by name; one dropped meanwhile
    // fails it (PostgreSQL 3F000) before any migration runs. The first look fails so, once.
    let failures = 0;
    const introspection = db.introspection;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (property === 'introspection') {
          return {
            ...introspection,
            getSchemas: () => introspection.getSchemas(),
            getTables: async (options?: Parameters<typeof introspection.getTables>[0]) => {
              if (failures++ === 0) throw Object.assign(new Error('schema "t_other_gone" does not exist'), { code: '3F000' });
              return introspection.getTables(options);
            },
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await migrateToLatest(flaky)).toContain('2026_11_24_1000_per_company_roles');
    expect(failures).toBeGreaterThan(1);
  });
});
