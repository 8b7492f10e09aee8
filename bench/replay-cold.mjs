// The replay's cold read in-process, on SQLite or PostgreSQL (issue 13, goal ≤ 200 ms for 10 units):
// 10 units × one day of 5-second reports (17,280 each) whose simplified hours are stored nowhere,
// read and thinned as `GET /companies/{id}/replay` does (track-hours `simplified`, all units at
// once), then the same read once the hours are stored. No HTTP, no other load of the server: it
// isolates the database read and the thinning from what `positioning.mjs` measures end to end.
//
//   node bench/replay-cold.mjs                                    # SQLite, a temporary file
//   node bench/replay-cold.mjs --database=postgres://postgres@127.0.0.1:5432/plataforma_test
//   node bench/replay-cold.mjs --threads=0                        # thinned on the main thread
//
// As the server does, tracks are read and thinned on worker threads (TRACK_THREADS: one per core,
// up to 4) built beside the entry as track-worker.js; `--threads=0` keeps everything on the main thread.
//
// On PostgreSQL it works in a database of its own beside the one named (plataforma_bench_replay_<pid>),
// dropped at the end. Besides wall times it prints the CPU each cold read took: this process (all
// its threads) and, when the server runs on this machine, the PostgreSQL backends serving the
// bench's database — on a machine shared with others, CPU time moves far less with the load than
// wall time does.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { withBenchDatabase } from './lib/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const database = process.argv.find((arg) => arg.startsWith('--database='))?.slice('--database='.length);
const threadsArg = process.argv.find((arg) => arg.startsWith('--threads='));
const THREADS = threadsArg ? Number(threadsArg.slice('--threads='.length)) : Math.min(4, availableParallelism());
const ROUNDS = 5;

const entry = `
import { sql } from 'kysely';
import { createDatabase } from './src/server/db/database';
import { migrateToLatest } from './src/server/db/migrate';
import { createTrackHours } from './src/server/modules/positioning/track-hours';
import { createTrackWorkers } from './src/server/modules/positioning/track-workers';
import { deviceScope } from './src/server/tenancy';
export { sql, createDatabase, migrateToLatest, createTrackHours, createTrackWorkers, deviceScope };
`;
// Bundled inside the repository so that its packages (kysely, pg, better-sqlite3) resolve.
const bundleDir = path.join(root, 'bench/results/replay-cold');
mkdirSync(bundleDir, { recursive: true });
const outfile = path.join(bundleDir, 'entry.mjs');
const outDir = mkdtempSync(path.join(tmpdir(), 'replay-cold-'));
const bundle = { bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning', target: 'node20.19' };
await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, outfile, ...bundle });
const workerFile = path.join(bundleDir, 'track-worker.js');
await build({ entryPoints: [path.join(root, 'src/server/modules/positioning/track-worker.ts')], outfile: workerFile, ...bundle });
const { sql, createDatabase, migrateToLatest, createTrackHours, createTrackWorkers, deviceScope } = await import(outfile);

/** Each PostgreSQL backend's CPU in ms so far (user + system, from /proc); a pid not on this machine is left out. */
function backendsCpu(pids) {
  const cpu = new Map();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Not on this machine, or gone.
    }
  }
  return cpu;
}

const COMPANY = 990;
const DAY = Date.parse('2026-11-20T00:00:00Z');

async function seed(db) {
  await db.insertInto('companies').values({ id: COMPANY, name: 'Bench replay' }).execute();
  const unitIds = [];
  for (let u = 1; u <= 10; u += 1) {
    const { id } = await db
      .insertInto('units')
      .values({ company_id: COMPANY, number: `R-${u}`, plates: `BR${u}`, vehicle_config: 'C2', sct_permit_type: 'TPAF01', status: 'active', search_text: 'bench', kind: 'bus', seats: 40 })
      .returning('id')
      .executeTakeFirstOrThrow();
    unitIds.push(id);
    const rows = Array.from({ length: 17_280 }, (_, i) => {
      const t = new Date(DAY + i * 5000).toISOString();
      // A bus along an avenue with a stop every ~25 minutes: what Douglas-Peucker keeps is realistic.
      return { company_id: COMPANY, unit_id: id, device_time: t, received_at: t, latitude: 20.67 + Math.sin(i / 60) * 0.01, longitude: -103.35 + (i % 4000) * 1e-5, speed_kmh: i % 300 < 20 ? 0 : 30, bearing: 90 };
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000) await trx.insertInto('tracker_positions').values(rows.slice(i, i + 1000)).execute();
    });
  }
  return unitIds;
}

async function run(url) {
  const handle = createDatabase(url);
  const { db } = handle;
  await migrateToLatest(db);
  const postgres = url.startsWith('postgres');
  const unitIds = await seed(db);
  // What autovacuum does after such inserts: without it an index-only scan visits the heap too.
  if (postgres) await sql`vacuum analyze tracker_positions`.execute(db);
  // The bench database's backends: the pool's connections and the worker threads'.
  const backends = async () => (postgres ? (await sql`select pid from pg_stat_activity where datname = current_database()`.execute(db)).rows.map((row) => row.pid) : []);

  const logger = { error: (obj, msg) => console.error(msg, obj), warn: (obj, msg) => console.error(msg, obj) };
  const thinner = createTrackWorkers({ db, databaseUrl: url, threads: THREADS, logger, file: workerFile });
  const trackHours = createTrackHours({ db, logger, now: () => new Date(DAY + 3 * 86_400_000), ...(thinner ? { thinner } : {}) });
  const scope = deviceScope(COMPANY);
  const from = new Date(DAY).toISOString();
  const to = new Date(DAY + 86_400_000 - 1).toISOString();
  const replay = () => Promise.all(unitIds.map((unitId) => trackHours.simplified(scope, { unitId, companyId: COMPANY }, from, to)));

  // One round not counted: a server has been up for a while when a replay comes (its worker threads
  // started and warmed up with it, the main thread's code is compiled); here everything just started.
  await replay();
  await trackHours.idle();
  const cold = [];
  // How long the cold read held the event loop (what a server's other requests wait for).
  const loopBusy = [];
  // CPU of the cold read: this process (every thread), and the PostgreSQL backends.
  const nodeCpu = [];
  const pgCpu = [];
  const stored = [];
  let points = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await db.deleteFrom('tracker_track_hours').execute();
    const pgBefore = backendsCpu(await backends());
    const cpuBefore = process.cpuUsage();
    let started = performance.now();
    const loop = performance.eventLoopUtilization();
    const tracks = await replay();
    cold.push(performance.now() - started);
    loopBusy.push(performance.eventLoopUtilization(loop).active);
    const cpu = process.cpuUsage(cpuBefore);
    nodeCpu.push((cpu.user + cpu.system) / 1000);
    // A backend that started during the read counts whole.
    let pgMs = 0;
    for (const [pid, ms] of backendsCpu(await backends())) pgMs += ms - (pgBefore.get(pid) ?? 0);
    pgCpu.push(pgMs);
    points = tracks.reduce((sum, track) => sum + track.points.length, 0);
    await trackHours.idle();
    started = performance.now();
    await replay();
    stored.push(performance.now() - started);
  }
  const fmt = (values) => `${values.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(0)})`;
  console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}: 10 units × 17,280 reports, ${points} points drawn, ${thinner ? `${THREADS} worker threads` : 'main thread'}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  console.log(`  cold (hours stored nowhere), rounds: ${fmt(cold)}`);
  console.log(`  event loop busy during the cold read, rounds: ${fmt(loopBusy)}`);
  console.log(`  CPU of the cold read, this process: ${fmt(nodeCpu)}`);
  if (postgres) console.log(`  CPU of the cold read, PostgreSQL backends: ${fmt(pgCpu)}`);
  console.log(`  stored hours, rounds: ${fmt(stored)}`);

  await trackHours.stop();
  await handle.destroy();
  // pg's pool resolves its end() before its sockets have closed; dropping the database then
  // terminates those backends, and the pool (with no error listener) would throw.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

if (database) await withBenchDatabase(database, `plataforma_bench_replay_${process.pid}`, run);
else await run(`sqlite:${path.join(outDir, 'bench.sqlite')}`);
rmSync(outDir, { recursive: true, force: true });
