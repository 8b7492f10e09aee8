import path from 'node:path';
import pg from 'pg';

/**
 * A database that several server processes share: a PostgreSQL schema when TEST_DATABASE_URL is
 * set (the schema rides in the connection string's `options`), otherwise a SQLite file (WAL lets
 * several processes use one file).
 */
export async function sharedDatabase(dataDir: string): Promise<{ url: string; label: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: `sqlite:${path.join(dataDir, 'shared.sqlite')}`, label: 'sqlite', drop: async () => undefined };
  const schema = `p_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    label: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
