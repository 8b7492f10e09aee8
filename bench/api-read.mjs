// Authenticated read vs bare Fastify, in the same run, on this machine.
// Goal (issue 2 / DESIGN.md budgets): GET /api/v1/user reaches ≥ 50% of the bare route's req/s.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DATABASE_URL = process.env.BENCH_DATABASE_URL; // default: a fresh SQLite file

function start(args, env, marker) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = marker.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, headers, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

if (!existsSync(path.join(root, 'out/server/main.js'))) {
  spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-'));
const server = await start(
  ['out/server/main.js'],
  { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...(DATABASE_URL ? { DATABASE_URL } : {}) },
  /Plataforma escucha en (http:\/\/\S+)/,
);
const bare = await start(['bench/bare-server.mjs'], { PORT: '0' }, /BARE (http:\/\/\S+)/);

try {
  const login = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: 'operador@logistica.demo.mx', password: 'Demo2026!' }),
  });
  const { access_token } = await login.json();
  const auth = { authorization: `Bearer ${access_token}` };
  const check = await fetch(`${server.url}/api/v1/user`, { headers: auth });
  if (check.status !== 200) throw new Error(`GET /api/v1/user answered ${check.status}`);

  // Warm both up, then alternate rounds so that a noisy moment hits both; compare medians.
  await run('warm-up', `${bare.url}/hello`);
  await run('warm-up', `${server.url}/api/v1/user`, auth);
  const bareRuns = [];
  const userRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await run('bare', `${bare.url}/hello`));
    userRuns.push(await run('user', `${server.url}/api/v1/user`, auth));
  }
  const median = (runs) => [...runs].sort((x, y) => x.requests.average - y.requests.average)[Math.floor(runs.length / 2)];
  const bareResult = median(bareRuns);
  const userResult = median(userRuns);

  const row = (name, result, runs) => ({
    name,
    'req/s (median of rounds)': Math.round(result.requests.average),
    'rounds req/s': runs.map((r) => Math.round(r.requests.average)).join(' / '),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  const rows = [
    row('bare Fastify GET /hello', bareResult, bareRuns),
    row(`GET /api/v1/user (bearer, ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, userResult, userRuns),
  ];
  console.table(rows);
  const ratio = userResult.requests.average / bareResult.requests.average;
  const verdict = ratio >= 0.5 ? 'PASS' : 'FAIL';
  console.log(`authenticated read / bare = ${(ratio * 100).toFixed(1)}% (goal ≥ 50%): ${verdict}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/api-read.json'),
    JSON.stringify({ date: new Date().toISOString(), duration: DURATION, rounds: ROUNDS, connections: CONNECTIONS, rows, ratio }, null, 2),
  );
  process.exitCode = verdict === 'PASS' ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}
