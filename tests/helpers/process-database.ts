import path from 'node:path';
import pg from 'pg';

/** The dialects this run can test: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const processDialects = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/**
 * A database that several server processes share: a SQLite file (WAL lets several processes use
 * one file) or a PostgreSQL schema (it rides in the connection string's `options`).
 */
export async function sharedDatabase(
  dataDir: string,
  dialect: 'sqlite' | 'postgres',
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (dialect === 'sqlite' || !base) return { url: `sqlite:${path.join(dataDir, 'shared.sqlite')}`, drop: async () => undefined };
  const schema = `p_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
