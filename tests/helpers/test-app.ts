import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type DatabaseHandle, type Dialect, createDatabase } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-data';
import { createSeededTestDatabase } from './seeded-database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { MailMessage, Mailer } from '../../src/server/lib/mailer';
import type { PasswordHasher } from '../../src/server/lib/passwords';
import type { RateLimiter } from '../../src/server/lib/rate-limiter';

export const testDialect = (process.env.TEST_DIALECT ?? 'sqlite') as Dialect;

/** A fresh, empty database for one test file: an in-memory SQLite or a PostgreSQL schema. */
export async function createTestDatabaseUrl(): Promise<{ url: string; schema?: string; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite') return { url: 'sqlite::memory:', drop: async () => undefined };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL must be set for the server-postgres project');
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    url: base,
    schema,
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A fresh database migrated to the latest schema, without the app: for a migration test that
 * steps one migration down, writes rows as they were then, and steps up again.
 */
export async function createMigratedTestDatabase(): Promise<DatabaseHandle & { close: () => Promise<void> }> {
  const target = await createTestDatabaseUrl();
  const database = createDatabase(target.url, { schema: target.schema });
  await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.destroy();
      await target.drop();
    },
  };
}

export interface CapturedMailer extends Mailer {
  messages: MailMessage[];
  last(to: string): MailMessage | undefined;
}

export function createCapturedMailer(): CapturedMailer {
  const messages: MailMessage[] = [];
  return {
    messages,
    async send(message) {
      messages.push(message);
    },
    last: (to) => [...messages].reverse().find((message) => [message.to].flat().includes(to)),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a real database with the demo tenants loaded, for `app.inject`. Mail is
 * captured instead of written; the anti-bot work factor is at its minimum.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date; limiter?: RateLimiter; passwords?: PasswordHasher; logger?: AppDependencies['logger']; speech?: AppDependencies['speech'] } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDialect === 'sqlite' ? 'sqlite::memory:' : process.env.TEST_DATABASE_URL!,
    ANTI_BOT_COST: '1',
    // One key for every test app, so they share the seeded snapshots (PIN hashes and signed links
    // in the demo data depend on it); a test may still pass its own.
    APP_KEY: 'clave-de-las-pruebas-del-servidor-0123456789',
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    // Tests never reach the internet; a test of place search points this at a local fake.
    GEOCODER_URL: 'off',
    ...env,
  });
  const { database, drop } = await createSeededTestDatabase(testDialect, config.appKey, 4);
  const mailer = createCapturedMailer();
  const built = await buildApp({
    config,
    database,
    mailer,
    clock: options.clock,
    limiter: options.limiter,
    passwords: options.passwords,
    speech: options.speech,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
  });
  await built.app.ready();

  async function login(email: string, password = DEMO_PASSWORD, clientId = 'web') {
    const response = await built.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', client_id: clientId, client_secret: `${clientId}-dev-secret`, username: email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json() as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
  }

  async function userIdOf(email: string): Promise<number> {
    const row = await database.db.selectFrom('users').select('id').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    ...built,
    config,
    database,
    mailer,
    login,
    userIdOf,
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await built.app.close();
      await database.destroy();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every error body has the spec §8 shape. */
export function expectErrorShape(body: unknown, status: number) {
  const error = body as { message: unknown; status: unknown; data: { code: unknown } };
  if (typeof error?.message !== 'string' || error.message.length === 0) throw new Error(`no message in ${JSON.stringify(body)}`);
  if (error.status !== status) throw new Error(`status ${String(error.status)} != ${status} in ${JSON.stringify(body)}`);
  if (typeof error.data?.code !== 'string') throw new Error(`no data.code in ${JSON.stringify(body)}`);
  return error as { message: string; status: number; data: { code: string; errors?: Record<string, string[]>; [key: string]: unknown } };
}
