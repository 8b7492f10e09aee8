import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * Opens every connection of the pool now and answers the backends' process ids (PostgreSQL;
   * SQLite has one connection, open already, and no backend: none). A server fills its pool at start so that the first burst of
   * queries — a replay reads ten units at once — does not wait for new backends.
   */
  fill(): Promise<number[]>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
  /** PostgreSQL only: pool size per process. */
  poolSize?: number;
  /**
   * PostgreSQL only: how long an idle connection stays open (pg's default 10 s; 0: for as long as
   * the pool). A new connection is a new backend, which loads its catalogue on its first query.
   */
  idleTimeoutMs?: number;
  /**
   * SQLite in memory only: start from this serialized database (`VACUUM INTO` a file, read back)
   * instead of an empty one; tests start from a seeded image this way.
   */
  image?: Buffer;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted, an admin
   * ended it). pg emits that as the pool's 'error' event, which with no listener crashes the
   * process; the pool drops the connection and opens another when next asked. Default: stderr.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/**
 * Repositories speak one dialect-neutral language: timestamps are ISO 8601 UTC strings and
 * counts are numbers on both databases. On PostgreSQL that takes type parsers (timestamptz and
 * int8 would otherwise arrive as Date and string); on SQLite the columns simply hold the text.
 */
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** "2026-11-22 10:59:26.123+00" (or "+05:30", or BC/infinity never used here) → ISO 8601 UTC. */
export function parsePgTimestamp(value: string): string {
  // A UTC session (the usual server setting) sends "YYYY-MM-DD HH:MM:SS[.ffffff]+00": rewritten as
  // text, not parsed into a Date and printed again — a replay reads 172,800 of them, and the Date
  // round trip was half of its time on PostgreSQL. Other offsets take the general path below.
  if (value.length >= 22 && value.charCodeAt(10) === 32 && value.endsWith('+00')) {
    const fraction = value.charCodeAt(19) === 46 ? value.slice(20, -3) : '';
    // Milliseconds truncated, as Date truncates microseconds.
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
  const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(iso).toISOString();
}

function pgTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === PG_TIMESTAMPTZ) return parsePgTimestamp;
  if (oid === PG_TIMESTAMP) return (value) => parsePgTimestamp(`${value}+00`);
  if (oid === PG_INT8 || oid === PG_NUMERIC) return (value) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

type RawRunner = (query: CompiledQuery) => Promise<unknown[][]>;
const rawRunners = new WeakMap<object, RawRunner>();

/**
 * Rows as arrays in the order of the select list, for the few hot reads of tens of thousands of
 * rows (a replay reads 17,280 reports a unit-day): the drivers build no object with named keys
 * per row (better-sqlite3 `.raw()`, pg `rowMode: 'array'`), about a third less time on SQLite.
 * The query is still built and compiled by Kysely. Inside a transaction (no runner registered for
 * it) it goes through Kysely and the objects are turned into arrays.
 */
export async function rawRows(db: Kysely<Database>, query: CompiledQuery): Promise<unknown[][]> {
  const runner = rawRunners.get(db);
  if (runner) return runner(query);
  const result = await db.executeQuery<Record<string, unknown>>(query);
  return result.rows.map((row) => Object.values(row));
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function sqliteFileOf(url: string): string {
  if (url === ':memory:' || url === 'sqlite::memory:') return ':memory:';
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return path.resolve(file);
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMillis: options.idleTimeoutMs } : {}),
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('error', options.onIdleConnectionError ?? ((error) => console.error('PostgreSQL: una conexión inactiva falló', error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    rawRunners.set(db, async (query) => (await pool.query({ text: query.sql, values: [...query.parameters], rowMode: 'array' })).rows as unknown[][]);
    // As many queries at once as the pool holds connections: each one opens (or takes) its own.
    const fill = async () => {
      const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      try {
        return await Promise.all(clients.map(async (client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
      } finally {
        for (const client of clients) client.release();
      }
    };
    return { db, dialect: 'postgres', fill, destroy: () => db.destroy() };
  }

  const file = sqliteFileOf(url);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  if (options.image && file !== ':memory:') throw new Error('createDatabase(): an image only opens in memory');
  const sqlite = options.image ? new SqliteDatabase(options.image) : new SqliteDatabase(file);
  sqlite.pragma('busy_timeout = 5000');
  // WAL lets readers run beside the writer; synchronous=FULL makes every committed write survive
  // a crash of the process or of the machine; foreign keys are off by default in SQLite.
  enableWal(sqlite);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  rawRunners.set(db, async (query) => sqlite.prepare(query.sql).raw(true).all(...(query.parameters as unknown[])) as unknown[][]);
  return { db, dialect: 'sqlite', fill: async () => [], destroy: () => db.destroy() };
}

/**
 * Switching a new file to WAL takes an exclusive lock, and SQLite answers SQLITE_BUSY at once
 * (no busy handler) when another process holds the file, as when several servers start together
 * on a fresh database. Wait and try again; once one process has switched it, it stays WAL.
 */
function enableWal(sqlite: SqliteDatabase.Database, attempts = 50) {
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= attempts) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 * attempt);
    }
  }
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** ISO 8601 UTC, the one timestamp format repositories read and write. */
export function isoNow(offsetSeconds = 0): string {
  return new Date(Date.now() + offsetSeconds * 1000).toISOString();
}
