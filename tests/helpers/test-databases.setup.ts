import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './seeded-database';

/**
 * Global setup of the server projects: a directory for this run's seeded snapshots
 * (tests/helpers/seeded-database.ts), and at the end the PostgreSQL template schemas it made.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'plataforma-snapshots-'));
  const runId = Math.random().toString(36).slice(2, 8);
  project.provide('testSnapshots', { dir, runId });
  return async function teardown() {
    rmSync(dir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (!base || project.name !== 'server-postgres') return;
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [`pt\\_${runId}\\_%`]);
      for (const { nspname } of rows) await client.query(`drop schema if exists ${nspname} cascade`);
    } finally {
      await client.end();
    }
  };
}
