// Container logistics (issue 7): seed 1,000,000 containers with 10,000,000 movements, then
// measure container search latency (number prefix, partial number, line + status) and a
// 100,000-row report export (time and the server's peak memory), on SQLite and on PostgreSQL
// (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server).
// Goals: search p95 ≤ 50 ms; the report ≤ 5 s with flat memory.
//
//   node bench/containers.mjs                      full size (1,000,000 containers)
//   BENCH_CONTAINERS=100000 node bench/containers.mjs   a quick run (the report is 10% of the size)
//   BENCH_CONTAINERS_ONLY=sqlite|postgres          one dialect
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildServer, log, percentile, root, seconds, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const SIZE = Number(process.env.BENCH_CONTAINERS ?? process.argv[2] ?? 1_000_000);
const MOVEMENTS_PER_CONTAINER = 10;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SEARCH_P95_GOAL_MS = 50;
const REPORT_GOAL_MS = 5000;
const COMPANY_ID = 1;

const outDir = await buildServer('containers-server');

// ───────────────────────────── data ─────────────────────────────

/** ISO 6346 check digit (a copy of src/shared/iso6346.ts: the bench runs plain JavaScript). */
const LETTERS = {};
{
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    LETTERS[letter] = value++;
  }
}
function checkDigit(body) {
  let sum = 0;
  for (let index = 0; index < 10; index++) sum += (index < 4 ? LETTERS[body[index]] : Number(body[index])) * 2 ** index;
  return (sum % 11) % 10;
}

// 20 owner codes of 8 lines (none of the demo's own, so numbers never collide with it).
const OWNERS = [
  ['TGHU', 'MSC'], ['TCNU', 'MSC'], ['SEGU', 'MSC'], ['GESU', 'MAEU'], ['CAIU', 'MAEU'], ['FSCU', 'MAEU'],
  ['BMOU', 'CMA CGM'], ['DFSU', 'CMA CGM'], ['TEMU', 'CMA CGM'], ['CRSU', 'HLC'], ['FCIU', 'HLC'], ['UACU', 'HLC'],
  ['SUDU', 'HLC'], ['HASU', 'ONE'], ['OOLU', 'COSCO'], ['EMCU', 'EVERGREEN'], ['EGHU', 'EVERGREEN'], ['YMLU', 'YANG MING'],
  ['ZIMU', 'ZIM'], ['TRLU', 'ONE'],
];
const TYPES = ['42G1', '45G1', '22G1', '45G1', '42G1', '22G1', '45R1', '22R1', '22U1', '22T1'];
// Two-letter blocks: the demo's yard uses single letters.
const BLOCKS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => `Y${letter}`);

/**
 * Container i: owner by i mod 20, serial a permutation of floor(i / 20) (7919 is prime to 10^6),
 * so numbers are unique and spread. Status: 30% in the yard (each in its own slot), 50% gone by
 * road, exactly 10% on a vessel (the 100,000-row report at full size), 10% announced.
 */
function containerOf(i, now) {
  const [owner, line] = OWNERS[i % OWNERS.length];
  const serial = String((Math.floor(i / OWNERS.length) * 7919) % 1_000_000).padStart(6, '0');
  const body = `${owner}${serial}`;
  const decile = i % 10;
  const status = decile < 3 ? 'in_yard' : decile < 8 ? 'gated_out' : decile === 8 ? 'on_vessel' : 'announced';
  const isoType = TYPES[(i * 7) % TYPES.length];
  const reefer = isoType[2] === 'R';
  const created = new Date(now - (40 + (i % 300)) * 86_400_000);
  let slot = null;
  if (status === 'in_yard') {
    const k = Math.floor(i / 10) * 3 + decile; // 0,1,2 of each ten: k runs over 0 … 0.3·SIZE
    slot = { block: BLOCKS[k % 26], bay: 1 + (Math.floor(k / 26) % 99), row: 1 + (Math.floor(k / 2574) % 20), tier: 1 + (Math.floor(k / 51_480) % 9) };
  }
  const arrived = status === 'announced' ? null : new Date(now - ((i * 13) % 30) * 86_400_000 - 3_600_000);
  const departed = status === 'gated_out' || status === 'on_vessel' ? new Date(now - ((i * 7) % 10) * 3_600_000 - 600_000) : null;
  return {
    number: `${body}${checkDigit(body)}`,
    iso_type: isoType,
    load_status: i % 5 === 0 ? 'empty' : 'full',
    category: ['import', 'export', 'import', 'transshipment'][i % 4],
    shipping_line: line,
    line_key: line,
    seals: JSON.stringify(i % 5 === 0 ? [] : [`SL${String(i).padStart(8, '0')}`]),
    gross_weight_kg: i % 5 === 0 ? 2200 : 8000 + (i % 20_000),
    hazardous_class: i % 97 === 0 ? '3' : null,
    reefer_temperature_c: reefer ? -18 : null,
    hold_customs: status === 'in_yard' && i % 50 === 0 ? 1 : 0,
    block: slot?.block ?? null,
    bay: slot?.bay ?? null,
    row: slot?.row ?? null,
    tier: slot?.tier ?? null,
    status,
    arrived_at: arrived?.toISOString() ?? null,
    departed_at: departed?.toISOString() ?? null,
    created_at: created.toISOString(),
  };
}

const CONTAINER_COLUMNS = ['company_id', 'number', 'iso_type', 'load_status', 'category', 'shipping_line', 'line_key', 'seals', 'gross_weight_kg', 'hazardous_class', 'reefer_temperature_c', 'hold_customs', 'block', 'bay', 'row', 'tier', 'status', 'arrived_at', 'departed_at', 'last_movement_at', 'created_at', 'updated_at'];
const valuesOf = (c) => [COMPANY_ID, c.number, c.iso_type, c.load_status, c.category, c.shipping_line, c.line_key, c.seals, c.gross_weight_kg, c.hazardous_class, c.reefer_temperature_c, c.hold_customs, c.block, c.bay, c.row, c.tier, c.status, c.arrived_at, c.departed_at, c.departed_at ?? c.arrived_at, c.created_at, c.departed_at ?? c.arrived_at ?? c.created_at];

/**
 * Ten history rows per container, made by the database from the containers (INSERT … SELECT
 * over a 1–10 series): created, two visits (gate in, yard move, inspection, gate out) and a last
 * movement that leaves the container in its status. Synthetic, but shaped like the real rows.
 */
const historySql = (series, at, receiver, from, to) => `
  insert into container_history (company_id, container_id, kind, from_status, to_status, from_position, to_position, vessel_call_id, notes, user_id, occurred_at, created_at)
  select c.company_id, c.id,
    case when g.n = 1 then 'created'
         when g.n = 10 then case c.status when 'in_yard' then 'gate_in' when 'on_vessel' then 'load' when 'gated_out' then 'gate_out' else 'inspection' end
         when g.n in (2, 6) then 'gate_in' when g.n in (3, 7) then 'yard_move' when g.n in (4, 8) then 'inspection' else 'gate_out' end,
    case when g.n in (2, 6) then 'gated_out' when g.n in (5, 9) then 'in_yard' when g.n = 10 and c.status <> 'announced' then 'in_yard' else null end,
    case when g.n = 1 then 'announced' when g.n in (2, 6) then 'in_yard' when g.n in (5, 9) then 'gated_out' when g.n = 10 and c.status <> 'announced' then c.status else null end,
    null,
    case when g.n in (2, 3, 6, 7) then 'A-01-01-1' else null end,
    null, null, ${receiver},
    ${at},
    ${at}
  from containers c cross join ${series}
  where c.id >= ${from} and c.id < ${to}`;

// ───────────────────────────── servers ─────────────────────────────

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

// ───────────────────────────── seeding ─────────────────────────────

async function seedSqlite(file, now) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const receiver = db.prepare("select id from users where email = 'receptor@logistica.demo.mx'").get()?.id ?? 'null';
  // The demo's own containers come first; everything below works on the ids after them.
  const min = db.prepare('select coalesce(max(id), 0) + 1 as min from containers').get().min;
  const insert = db.prepare(`insert into containers (${CONTAINER_COLUMNS.map((c) => `"${c}"`).join(', ')}) values (${CONTAINER_COLUMNS.map(() => '?').join(', ')})`);
  const began = performance.now();
  const chunk = 50_000;
  for (let start = 0; start < SIZE; start += chunk) {
    db.transaction(() => {
      for (let i = start; i < Math.min(SIZE, start + chunk); i++) insert.run(valuesOf(containerOf(i, now)));
    })();
  }
  const containersS = seconds(began);
  log(`sqlite: ${SIZE} containers in ${containersS} s`);
  const { max } = db.prepare('select max(id) as max from containers').get();
  const digitsBegan = performance.now();
  db.exec('create temp table series (n integer primary key)');
  db.exec(`insert into temp.series values ${Array.from({ length: MOVEMENTS_PER_CONTAINER }, (_, n) => `(${n + 1})`).join(', ')}`);
  for (const k of [0, 1, 2, 3]) {
    db.exec(`insert into container_number_digits (company_id, digits, container_id) select company_id, substr(number, ${5 + k}), id from containers where id >= ${min}`);
  }
  log(`sqlite: digits in ${seconds(digitsBegan)} s`);
  db.exec(`insert into container_locations (company_id, container_id, block, bay, "row", tier, since, until, user_id) select company_id, id, block, bay, "row", tier, arrived_at, null, ${receiver} from containers where status = 'in_yard' and id >= ${min}`);
  const historyBegan = performance.now();
  const at = `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(c.created_at) + g.n * 3.0)`;
  for (let from = min; from <= max; from += 100_000) {
    db.exec(historySql('temp.series g', at, receiver, from, from + 100_000));
  }
  const historyS = seconds(historyBegan);
  log(`sqlite: ${MOVEMENTS_PER_CONTAINER * SIZE} movements in ${historyS} s`);
  db.exec('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { containersS, historyS, totalS: seconds(began) };
}

async function seedPostgres(url, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Foreign keys are checked by triggers: a bulk load of rows known to be consistent skips them.
  await client.query('set session_replication_role = replica');
  await client.query("set synchronous_commit = off");
  const receiver = (await client.query("select id from users where email = 'receptor@logistica.demo.mx'")).rows[0]?.id ?? 'null';
  const min = Number((await client.query('select coalesce(max(id), 0) + 1 as min from containers')).rows[0].min);
  const began = performance.now();
  const types = { company_id: 'int', gross_weight_kg: 'float8', reefer_temperature_c: 'float8', hold_customs: 'int', bay: 'int', row: 'int', tier: 'int', arrived_at: 'timestamptz', departed_at: 'timestamptz', last_movement_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz' };
  const sql = `insert into containers (${CONTAINER_COLUMNS.map((c) => `"${c}"`).join(', ')}) select * from unnest(${CONTAINER_COLUMNS.map((c, index) => `$${index + 1}::${types[c] ?? 'text'}[]`).join(', ')})`;
  const chunk = 20_000;
  for (let start = 0; start < SIZE; start += chunk) {
    const columns = CONTAINER_COLUMNS.map(() => []);
    for (let i = start; i < Math.min(SIZE, start + chunk); i++) valuesOf(containerOf(i, now)).forEach((value, index) => columns[index].push(value));
    await client.query(sql, columns);
  }
  const containersS = seconds(began);
  log(`postgres: ${SIZE} containers in ${containersS} s`);
  const max = Number((await client.query('select max(id) as max from containers')).rows[0].max);
  const digitsBegan = performance.now();
  await client.query(`insert into container_number_digits (company_id, digits, container_id) select company_id, substr(number, 5 + k), id from containers cross join generate_series(0, 3) as k where id >= ${min}`);
  log(`postgres: digits in ${seconds(digitsBegan)} s`);
  await client.query(`insert into container_locations (company_id, container_id, block, bay, "row", tier, since, until, user_id) select company_id, id, block, bay, "row", tier, arrived_at, null, ${receiver} from containers where status = 'in_yard' and id >= ${min}`);
  const historyBegan = performance.now();
  for (let from = min; from <= max; from += 200_000) {
    await client.query(historySql(`generate_series(1, ${MOVEMENTS_PER_CONTAINER}) as g(n)`, "c.created_at + g.n * interval '3 days'", receiver, from, from + 200_000));
  }
  const historyS = seconds(historyBegan);
  log(`postgres: ${MOVEMENTS_PER_CONTAINER * SIZE} movements in ${historyS} s`);
  // What autovacuum does after bulk loads: statistics and the visibility map (index-only scans).
  await client.query('vacuum (analyze) containers, container_number_digits, container_history, container_locations');
  await client.end();
  return { containersS, historyS, totalS: seconds(began) };
}

// ───────────────────────────── measuring ─────────────────────────────

async function measure(server, now) {
  const login = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: 'operador@logistica.demo.mx', password: 'Demo2026!' }),
  });
  const { access_token } = await login.json();
  const auth = { authorization: `Bearer ${access_token}` };
  const search = async (query) => {
    const began = performance.now();
    const response = await fetch(`${server.url}/api/v1/search/containers?${query}`, { headers: auth });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`search ${query}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - began, total: body.total };
  };
  // Queries drawn from numbers that exist (as an operator types them off a door or a list).
  const sample = (k) => containerOf(Math.floor(((k * 104_729) % SIZE)), now).number;
  const kinds = {
    'number prefix': (k) => `q=${sample(k).slice(0, 4 + (k % 5))}`,
    partial: (k) => `q=${sample(k).slice(5, 9 + (k % 3))}`,
    'line + status': (k) => `shipping_line=${encodeURIComponent(OWNERS[k % OWNERS.length][1])}&status=${['in_yard', 'on_vessel', 'gated_out', 'announced'][k % 4]}`,
  };
  const searches = {};
  for (const [kind, query] of Object.entries(kinds)) {
    for (let k = 0; k < 10; k++) await search(query(k)); // warm-up
    const latencies = [];
    let matches = 0;
    for (let k = 0; k < SEARCHES; k++) {
      const { ms, total } = await search(query(k));
      latencies.push(ms);
      matches += total;
    }
    latencies.sort((a, b) => a - b);
    searches[kind] = { p50: Number(percentile(latencies, 50).toFixed(1)), p95: Number(percentile(latencies, 95).toFixed(1)), avgMatches: Math.round(matches / SEARCHES) };
  }

  const reports = {};
  for (const format of ['csv', 'xlsx']) {
    const rssBefore = rssMiB(server.child.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(server.child.pid));
    }, 25);
    const began = performance.now();
    const link = await (await fetch(`${server.url}/api/v1/containers/reports?format=${format}&status=on_vessel`, { headers: auth })).json();
    const response = await fetch(`${server.url}${link.url}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const ms = Math.round(performance.now() - began);
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(server.child.pid));
    reports[format] = { rows: Math.round(SIZE / 10), ms, mib: Number((bytes / 1024 / 1024).toFixed(1)), rssBeforeMiB: rssBefore, rssPeakMiB: peak };
  }
  return { searches, reports };
}

async function runDialect(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-containers-'));
  const sqliteFile = path.join(dataDir, 'bench.sqlite');
  const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: databaseUrl ?? `sqlite:${sqliteFile}` };
  const now = Date.now();
  // First start: migrations and the demo tenants; then the bulk load runs with the server down.
  await stopServer((await startServer(outDir, env)).child);
  const seed = databaseUrl ? await seedPostgres(databaseUrl, now) : await seedSqlite(sqliteFile, now);
  const server = await startServer(outDir, env);
  try {
    const measured = await measure(server, now);
    return { dialect: name, containers: SIZE, movements: SIZE * MOVEMENTS_PER_CONTAINER, seed, ...measured };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ONLY = process.env.BENCH_CONTAINERS_ONLY;
const results = [];
if (ONLY !== 'postgres') results.push(await runDialect('sqlite'));
if (PG_URL && ONLY !== 'sqlite') {
  results.push(await withBenchDatabase(PG_URL, `plataforma_bench_containers_${process.pid}`, (url) => runDialect('postgres', url), { keep: Boolean(process.env.BENCH_CONTAINERS_KEEP) }));
} else if (!PG_URL) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
}

const rows = [];
for (const result of results) {
  for (const [kind, figures] of Object.entries(result.searches)) {
    rows.push({ dialect: result.dialect, containers: result.containers, measure: `search ${kind}`, p50_ms: figures.p50, p95_ms: figures.p95, detail: `${figures.avgMatches} matches avg`, goal: figures.p95 <= SEARCH_P95_GOAL_MS ? 'ok (≤ 50 ms)' : 'MISSED (≤ 50 ms)' });
  }
  for (const [format, figures] of Object.entries(result.reports)) {
    rows.push({ dialect: result.dialect, containers: result.containers, measure: `report ${format} ${figures.rows} rows`, p50_ms: figures.ms, p95_ms: '', detail: `${figures.mib} MiB, RSS ${figures.rssBeforeMiB}→${figures.rssPeakMiB} MiB`, goal: figures.ms <= REPORT_GOAL_MS ? 'ok (≤ 5 s)' : 'MISSED (≤ 5 s)' });
  }
  console.log(`${result.dialect}: seeded in ${result.seed.totalS} s (containers ${result.seed.containersS} s, movements ${result.seed.historyS} s)`);
}
console.table(rows);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/containers.json'), JSON.stringify({ at: new Date().toISOString(), size: SIZE, results }, null, 2));
const missed = results.some((r) => Object.values(r.searches).some((s) => s.p95 > SEARCH_P95_GOAL_MS) || Object.values(r.reports).some((x) => x.ms > REPORT_GOAL_MS));
process.exit(missed ? 1 : 0);
