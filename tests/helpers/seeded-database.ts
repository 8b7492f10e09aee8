import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type Dialect, createDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/demo/demo-data';

/**
 * Loading the demo tenants costs 1–3 s, and `npm test` builds ~100 test apps per dialect. So the
 * first app of each minute publishes its freshly seeded database as a snapshot (a SQLite image
 * file; a PostgreSQL template schema) and the apps after it start from a copy (an in-memory image;
 * a migrated schema filled from the template's rows).
 *
 * A snapshot is at most a minute old, as a test file's own seed is by its last test; a minute
 * never spans midnight in UTC or in Mexico City, so the demo's "today" is a fresh seed's. A test
 * that fakes the clock before building its app seeds as before, and so does any app built outside
 * the server projects (no snapshot directory provided by tests/helpers/test-databases.setup.ts).
 */
export interface TestSnapshots {
  dir: string;
  runId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testSnapshots?: TestSnapshots;
  }
}

const SNAPSHOT_MS = 60_000;

export interface SeededTestDatabase {
  database: DatabaseHandle;
  drop(): Promise<void>;
}

function providedSnapshots(): TestSnapshots | undefined {
  try {
    return inject('testSnapshots');
  } catch {
    return undefined;
  }
}

/** Date.now() under vi.useFakeTimers or vi.setSystemTime drifts from the process's own clock. */
function clockIsReal(): boolean {
  return Math.abs(Date.now() - (performance.timeOrigin + performance.now())) < 5_000;
}

async function migrateAndSeed(database: DatabaseHandle, appKey: string) {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, database.dialect, { appKey });
}

/** The first caller of a snapshot key gets `true` (it builds and publishes); the others `false`. */
function claim(lockFile: string): boolean {
  try {
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    return false;
  }
}

function publish(file: string, content: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** A migrated database with the demo tenants, for one test app; `dialect` is the test project's. */
export async function createSeededTestDatabase(dialect: Dialect, appKey: string, poolSize: number): Promise<SeededTestDatabase> {
  const snapshots = clockIsReal() ? providedSnapshots() : undefined;
  const key = snapshots && `${dialect}-${createHash('sha256').update(appKey).digest('hex').slice(0, 8)}-${Math.floor(Date.now() / SNAPSHOT_MS)}`;
  if (dialect === 'sqlite') return seededSqlite(snapshots, key, appKey);
  return seededPostgres(snapshots, key, appKey, poolSize);
}

async function seededSqlite(snapshots: TestSnapshots | undefined, key: string | undefined, appKey: string): Promise<SeededTestDatabase> {
  const drop = async () => undefined;
  const image = snapshots && key ? path.join(snapshots.dir, `${key}.sqlite`) : undefined;
  if (image && existsSync(image)) {
    return { database: createDatabase('sqlite::memory:', { image: readFileSync(image) }), drop };
  }
  const database = createDatabase('sqlite::memory:');
  await migrateAndSeed(database, appKey);
  if (image && claim(`${image}.lock`)) {
    const temporary = `${image}.${process.pid}.tmp`;
    await sql`vacuum into ${temporary}`.execute(database.db);
    renameSync(temporary, image);
  }
  return { database, drop };
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Fills `target` (migrated, so holding the migrations' own rows, or a closed app's) with the rows
 * of `source` (the same migrations, then the demo): every table emptied and copied with triggers
 * and foreign-key checks off, then the sequences moved on. One round trip. Emptied with DELETE,
 * not TRUNCATE: a TRUNCATE of ~120 tables makes new files for each table and index (0.35–0.5 s
 * against 0.04 s for a few thousand rows); the dead rows are autovacuum's.
 */
function copySchemaRows(source: string, target: string) {
  const literal = (name: string) => `'${name}'`;
  return `
do $$
declare
  t record;
  columns text;
begin
  set local session_replication_role = replica;
  for t in select tablename from pg_tables where schemaname = ${literal(source)} loop
    execute format('delete from %I.%I', ${literal(target)}, t.tablename);
  end loop;
  for t in select tablename from pg_tables where schemaname = ${literal(source)} loop
    select string_agg(format('%I', attname), ', ' order by attnum) into columns
      from pg_attribute
      where attrelid = format('%I.%I', ${literal(source)}, t.tablename)::regclass and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('insert into %I.%I (%s) select %s from %I.%I', ${literal(target)}, t.tablename, columns, columns, ${literal(source)}, t.tablename);
  end loop;
  for t in select sequencename, last_value from pg_sequences where schemaname = ${literal(source)} and last_value is not null loop
    perform setval(format('%I.%I', ${literal(target)}, t.sequencename), t.last_value);
  end loop;
  -- A reused schema's sequences that the template never moved start over, as in a fresh one.
  for t in select sequencename, start_value from pg_sequences where schemaname = ${literal(source)} and last_value is null loop
    perform setval(format('%I.%I', ${literal(target)}, t.sequencename), t.start_value, false);
  end loop;
end $$`;
}

const SCHEMA_PLACEHOLDER = '__plataforma_test_schema__';

/**
 * A freshly migrated schema as one SQL script (pg_dump: tables, indexes, sequences and the rows the
 * migrations write, kysely_migration's included), its name replaced by a placeholder; undefined
 * where pg_dump is missing or fails. psql's meta-commands (`\restrict`, since 15.14) are dropped.
 */
function dumpMigratedSchema(base: string, schema: string): string | undefined {
  const dumped = spawnSync('pg_dump', ['--no-owner', '--no-privileges', '--no-comments', '--inserts', `--schema=${schema}`, `--dbname=${base}`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (dumped.status !== 0 || !dumped.stdout.includes(`CREATE SCHEMA ${schema};`)) return undefined;
  const script = dumped.stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  return script.replaceAll(schema, SCHEMA_PLACEHOLDER);
}

/**
 * A schema with every migration applied. Running the migrations takes 2–5 s on PostgreSQL (many
 * DDL round trips), and the suite builds hundreds of apps; so the first one of a run publishes
 * its migrated schema as a script and the others replay it in one round trip. (Time-independent:
 * also used by apps whose test fakes the clock.)
 */
async function migratedSchema(base: string, schema: string, poolSize: number): Promise<DatabaseHandle> {
  const snapshots = providedSnapshots();
  const script = snapshots && path.join(snapshots.dir, 'postgres-migrated.sql');
  if (script && existsSync(script)) {
    await withAdmin(base, (client) => client.query(readFileSync(script, 'utf8').replaceAll(SCHEMA_PLACEHOLDER, schema)));
    return createDatabase(base, { schema, poolSize });
  }
  await withAdmin(base, (client) => client.query(`create schema ${schema}`));
  const database = createDatabase(base, { schema, poolSize });
  await migrateToLatest(database.db);
  if (script && claim(`${script}.lock`)) {
    const dumped = dumpMigratedSchema(base, schema);
    if (dumped) publish(script, dumped);
  }
  return database;
}

/**
 * Schemas of this process's closed test apps, migrated and waiting to be filled again. Creating a
 * schema — replaying ~150 tables' and their indexes' DDL — cost 1.7–5.5 s an app under the suite's
 * load, and dropping it 0.4–1 s more; emptying one and copying the template's rows into it is one
 * round trip of ~0.2 s. Only apps of the server projects (a run's snapshots) reuse them: their
 * schemas are named after the run, so the global teardown drops whatever is left.
 */
const idleSchemas: string[] = [];

/** Hands a closed app's schema back, once however often the app is closed. */
function releaser(schema: string) {
  let released = false;
  return async () => {
    if (!released) idleSchemas.push(schema);
    released = true;
  };
}

/**
 * PostgreSQL: each test app gets a schema of its own in the test database, migrated (or a closed
 * app's, emptied), then filled from a seeded template schema of this minute. (A database per app
 * copied with CREATE DATABASE … TEMPLATE was tried: 0.2 s to copy, but DROP DATABASE forces a
 * checkpoint, 5–7 s each under the suite's load.)
 */
async function seededPostgres(snapshots: TestSnapshots | undefined, key: string | undefined, appKey: string, poolSize: number): Promise<SeededTestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL must be set for the server-postgres project');
  const published = snapshots && key ? path.join(snapshots.dir, `${key}.postgres`) : undefined;
  const template = published && existsSync(published) ? readFileSync(published, 'utf8') : undefined;
  const reused = template ? idleSchemas.pop() : undefined;
  if (template && reused) {
    await withAdmin(base, (client) => client.query(copySchemaRows(template, reused)));
    return { database: createDatabase(base, { schema: reused, poolSize }), drop: releaser(reused) };
  }
  const random = Math.random().toString(36).slice(2, 10);
  const schema = snapshots ? `pt_${snapshots.runId}_app_${process.pid}_${random}` : `t_${process.pid}_${random}`;
  // Outside the server projects (no run to clean up after), the schema goes when the app does.
  const drop = snapshots
    ? releaser(schema)
    : () => withAdmin(base, (client) => client.query(`drop schema if exists ${schema} cascade`)).then(() => undefined);
  const database = await migratedSchema(base, schema, poolSize);
  if (template) {
    await withAdmin(base, (client) => client.query(copySchemaRows(template, schema)));
    return { database, drop };
  }
  await seedDemoData(database.db, database.dialect, { appKey });
  if (snapshots && key && published && claim(`${published}.lock`)) {
    // The template is a copy nobody writes to; the global teardown drops it.
    const template = `pt_${snapshots.runId}_${key.replace(/\W/g, '_')}`;
    const copy = await migratedSchema(base, template, 1);
    await copy.destroy();
    await withAdmin(base, (client) => client.query(copySchemaRows(schema, template)));
    publish(published, template);
  }
  return { database, drop };
}
