// What the benches that drive the compiled server share: building it, starting and stopping it,
// a PostgreSQL database of their own, signing in, and the figures' arithmetic.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles the server into `bench/results/<name>`: `main.js` and, beside it, the replay's worker
 * thread, as scripts/build-server.mjs lays them out. Returns the folder.
 */
export function buildServer(name) {
  return bundle(name, { main: path.join(root, 'src/server/main.ts'), 'track-worker': path.join(root, 'src/server/modules/positioning/track-worker.ts') });
}

/** Bundles TypeScript entry points for Node into bench/results/{name} (dependencies stay external); returns the folder. */
export async function bundle(name, entryPoints) {
  const outDir = path.join(root, 'bench/results', name);
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return outDir;
}

/**
 * Runs `run(url)` on a PostgreSQL database of its own beside `pgUrl`'s, made for the run and
 * dropped after it, unless `keep` (its name is printed, for EXPLAIN ANALYZE). With `reuse` an
 * existing database of that name (a kept seed) is run on as it is.
 */
export async function withBenchDatabase(pgUrl, database, run, { keep = false, reuse = false } = {}) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    if (!reuse) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
    }
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    return await run(url.toString());
  } finally {
    if (keep) console.log(`Base conservada: ${database}`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

/** Starts the built server with these variables; resolves once it says where it listens. */
export function startServer(outDir, env) {
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Plataforma escucha en (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A demo login's access token. */
export async function accessToken(url, email) {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: email, password: 'Demo2026!' }),
  });
  return (await response.json()).access_token;
}

/** A demo login as the header the API reads. */
export async function authorization(url, email) {
  return { authorization: `Bearer ${await accessToken(url, email)}` };
}

/** The p-th percentile of ascending values (nearest rank; 0 for none). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
export const seconds = (began) => Number(((performance.now() - began) / 1000).toFixed(1));
export const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
