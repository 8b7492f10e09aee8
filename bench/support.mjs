// Support tickets (issue 14): seed 1,000,000 tickets (900,000 in Logística Portuaria del
// Pacífico, 100,000 in another company) with their search terms and status timelines, then
// measure through the API, as support: the queue views, the search (including a common word with
// a rare one), the support dashboard, and the SLA sweep over 100,000 open tickets — how long it
// takes and the p95 of requests made while it runs. On SQLite and on PostgreSQL (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; the bench makes its own database and
// drops it after).
// Goals: queue and search p95 ≤ 50 ms; requests during the sweep p95 ≤ 50 ms too (it must not stall them).
//
//   node bench/support.mjs                          full size (1,000,000 tickets)
//   BENCH_TICKETS=100000 node bench/support.mjs     a quick run (the open tickets are 10% of the size)
//   BENCH_SUPPORT_ONLY=sqlite|postgres              one dialect
//   BENCH_SUPPORT_KEEP=/some/dir                    keep the seeded data (the SQLite file in that folder, the
//                                                   PostgreSQL database plataforma_bench_support_kept) and reuse it
//                                                   on the next run with the same BENCH_TICKETS: seeding takes minutes
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { authorization, buildServer, log, percentile, root, seconds, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const SIZE = Number(process.env.BENCH_TICKETS ?? process.argv[2] ?? 1_000_000);
const OPEN = Math.round(SIZE / 10);
/** Open tickets whose clocks the sweep finds past due at once (a weekend's worth; each is a notice and an e-mail). */
const DUE = Number(process.env.BENCH_SWEEP_DUE ?? Math.min(OPEN, 500));
/** Pause of each of the four reading clients between two requests (people, not a load test). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const P95_GOAL_MS = 50;
/** Where the seeded data stays between runs (unset: a fresh temporary database, removed after). */
const KEEP = process.env.BENCH_SUPPORT_KEEP ? path.resolve(process.env.BENCH_SUPPORT_KEEP) : null;
const DAY = 86_400_000;

const outDir = await buildServer('support-server');

// ───────────────────────────── data ─────────────────────────────

// Every subject says "falla" (the common word); "impresora caseta" matches one in 20 × 8.
const DEVICES = ['impresora', 'monitor', 'teclado', 'correo', 'red', 'telefono', 'camara', 'escaner', 'servidor', 'laptop', 'radio', 'torniquete', 'bascula', 'lector', 'sistema', 'acceso', 'vpn', 'enlace', 'proyector', 'pantalla'];
const PLACES = ['caseta', 'almacen', 'oficina', 'patio', 'muelle', 'aduana', 'taller', 'recepcion'];
const CATEGORIES = ['equipo', 'software', 'red', 'accesos', 'correo', 'impresion', 'telefonia', 'otro'];
const PRIORITIES = ['low', 'normal', 'normal', 'high', 'urgent'];

/**
 * Ticket i (0-based). The first OPEN of company 1 are open (new, open or reopened; raised 3–30
 * days ago, assigned to support), the rest resolved or closed (raised up to a year ago), one in
 * 50 waiting on the requester. Company 2 holds the last tenth.
 */
function ticketOf(i, now, ids) {
  const company = i < SIZE * 0.9 ? 1 : 2;
  const open = i < OPEN;
  const decile = i % 10;
  const status = open ? ['new', 'open', 'reopened', 'open'][i % 4] : i % 50 === 0 ? 'waiting_on_requester' : decile < 6 ? 'closed' : 'resolved';
  const created = now - (open ? 3 * DAY + (i % (27 * 24)) * 3_600_000 : 31 * DAY + (i % 335) * DAY + (i % 1000) * 60_000);
  const subject = `Falla ${DEVICES[i % DEVICES.length]} ${PLACES[Math.floor(i / DEVICES.length) % PLACES.length]} ${i % 10_000}`;
  const replied = status !== 'new';
  const resolved = status === 'resolved' || status === 'closed' ? created + 2 * DAY : null;
  return {
    company,
    subject,
    search: subject.toLowerCase(),
    category: CATEGORIES[i % CATEGORIES.length],
    priority: PRIORITIES[i % PRIORITIES.length],
    status,
    requester: ids.requester,
    assignee: open || i % 3 ? ids.agent : null,
    created: new Date(created).toISOString(),
    reply: replied ? new Date(created + 30 * 60_000).toISOString() : null,
    resolved: resolved ? new Date(resolved).toISOString() : null,
    closed: status === 'closed' ? new Date(resolved + DAY).toISOString() : null,
    // Open tickets' clocks fall due over the next days: the sweep's partial indexes hold them all.
    dueAt: open ? new Date(now + (1 + (i % 10)) * DAY).toISOString() : null,
    warnAt: open ? new Date(now + (i % 10) * DAY + 12 * 3_600_000).toISOString() : null,
    firstMet: replied ? (i % 7 ? 1 : 0) : null,
    resolutionMet: resolved ? (i % 5 ? 1 : 0) : null,
  };
}

const TICKET_COLUMNS = ['company_id', 'number', 'subject', 'description', 'category', 'priority', 'status', 'requester_id', 'assignee_id', 'search_text', 'first_agent_reply_at', 'resolved_at', 'closed_at', 'created_at', 'updated_at', 'sla_first_response_met', 'sla_resolution_met', 'sla_due_at', 'sla_warn_at'];
const reference = (number) => `tk ${String(number).padStart(6, '0')} ${number}`;
const valuesOf = (t, number) => [t.company, number, t.subject, 'Detalle del problema.', t.category, t.priority, t.status, t.requester, t.assignee, `${t.search} ${reference(number)}`, t.reply, t.resolved, t.closed, t.created, t.closed ?? t.resolved ?? t.reply ?? t.created, t.firstMet, t.resolutionMet, t.dueAt, t.warnAt];
const termsOf = (text) => [...new Set(text.split(' '))];

// The timeline from the rows themselves: raised (→ new), then its current status an hour later.
const EVENTS_SQL = (hourLater) => [
  `insert into ticket_status_events (company_id, ticket_id, from_status, to_status, at, by_user_id) select company_id, id, null, 'new', created_at, requester_id from tickets where id >= $min`,
  `insert into ticket_status_events (company_id, ticket_id, from_status, to_status, at, by_user_id) select company_id, id, 'new', status, ${hourLater}, assignee_id from tickets where id >= $min and status <> 'new'`,
];

// ───────────────────────────── servers ─────────────────────────────

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ───────────────────────────── seeding ─────────────────────────────

/** A small interface over either database: the seed and the sweep's progress read through it. */
function sqliteStore(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  return {
    one: async (sql, params = []) => db.prepare(sql.replace(/\$\d+/g, '?')).get(...params),
    exec: async (sql) => db.exec(sql),
    db,
    close: async () => db.close(),
  };
}

async function postgresStore(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { one: async (sql, params = []) => (await client.query(sql, params)).rows[0], exec: async (sql) => client.query(sql), client, close: () => client.end() };
}

async function seedIds(store) {
  const requester = (await store.one("select id from users where email = 'operador@logistica.demo.mx'")).id;
  const agent = (await store.one("select id from users where email = 'soporte@logistica.demo.mx'")).id;
  const min = Number((await store.one('select coalesce(max(id), 0) + 1 as min from tickets')).min);
  const next = Number((await store.one('select coalesce(max(number), 0) + 1 as n from tickets where company_id = 1')).n);
  return { requester, agent, min, next };
}

async function seedSqlite(file, now) {
  const store = sqliteStore(file);
  const { db } = store;
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const ids = await seedIds(store);
  const insert = db.prepare(`insert into tickets (${TICKET_COLUMNS.join(', ')}) values (${TICKET_COLUMNS.map(() => '?').join(', ')})`);
  const term = db.prepare('insert into ticket_search_terms (ticket_id, company_id, term, search_text, status, number) values (?, ?, ?, ?, ?, ?)');
  const began = performance.now();
  const chunk = 50_000;
  for (let start = 0; start < SIZE; start += chunk) {
    db.transaction(() => {
      for (let i = start; i < Math.min(SIZE, start + chunk); i++) {
        const ticket = ticketOf(i, now, ids);
        const values = valuesOf(ticket, company1Number(i, ids));
        const id = Number(insert.run(values).lastInsertRowid);
        for (const word of termsOf(values[9])) term.run(id, ticket.company, word, values[9], ticket.status, values[1]);
      }
    })();
  }
  const ticketsS = seconds(began);
  log(`sqlite: ${SIZE} tickets with their terms in ${ticketsS} s`);
  for (const sql of EVENTS_SQL("strftime('%Y-%m-%dT%H:%M:%fZ', julianday(created_at) + 1.0 / 24)")) db.exec(sql.replace('$min', String(ids.min)));
  db.exec('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  await store.close();
  return { ticketsS, totalS: seconds(began) };
}

/** Numbers run on per company: company 1's after the demo's, company 2's from 1. */
function company1Number(i, ids) {
  return i < SIZE * 0.9 ? ids.next + i : 1 + i - Math.ceil(SIZE * 0.9);
}

async function seedPostgres(url, now) {
  const store = await postgresStore(url);
  const { client } = store;
  await client.query('set session_replication_role = replica');
  await client.query('set synchronous_commit = off');
  const ids = await seedIds(store);
  const types = { company_id: 'int', number: 'int', requester_id: 'int', assignee_id: 'int', first_agent_reply_at: 'timestamptz', resolved_at: 'timestamptz', closed_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz', sla_first_response_met: 'int2', sla_resolution_met: 'int2', sla_due_at: 'timestamptz', sla_warn_at: 'timestamptz' };
  const insert = `insert into tickets (${TICKET_COLUMNS.join(', ')}) select * from unnest(${TICKET_COLUMNS.map((c, index) => `$${index + 1}::${types[c] ?? 'text'}[]`).join(', ')}) returning id, company_id, search_text, status, number`;
  const began = performance.now();
  const chunk = 20_000;
  for (let start = 0; start < SIZE; start += chunk) {
    const columns = TICKET_COLUMNS.map(() => []);
    for (let i = start; i < Math.min(SIZE, start + chunk); i++) valuesOf(ticketOf(i, now, ids), company1Number(i, ids)).forEach((value, index) => columns[index].push(value));
    const { rows } = await client.query(insert, columns);
    const terms = [[], [], [], [], [], []];
    for (const row of rows) {
      for (const word of termsOf(row.search_text)) [row.id, row.company_id, word, row.search_text, row.status, row.number].forEach((value, index) => terms[index].push(value));
    }
    await client.query('insert into ticket_search_terms (ticket_id, company_id, term, search_text, status, number) select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[])', terms);
  }
  const ticketsS = seconds(began);
  log(`postgres: ${SIZE} tickets with their terms in ${ticketsS} s`);
  for (const sql of EVENTS_SQL("created_at + interval '1 hour'")) await client.query(sql.replace('$min', String(ids.min)));
  await client.query('vacuum (analyze) tickets, ticket_search_terms, ticket_status_events');
  await store.close();
  return { ticketsS, totalS: seconds(began) };
}

// ───────────────────────────── measuring ─────────────────────────────

async function timed(server, auth, url) {
  const began = performance.now();
  const response = await fetch(`${server.url}${url}`, { headers: auth });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - began, total: body.total };
}

async function latencies(server, auth, url, count) {
  for (let k = 0; k < 5; k++) await timed(server, auth, url); // warm-up
  const all = [];
  let total = 0;
  for (let k = 0; k < count; k++) {
    const result = await timed(server, auth, typeof url === 'function' ? url(k) : url);
    all.push(result.ms);
    total = result.total ?? total;
  }
  all.sort((a, b) => a - b);
  return { p50: Number(percentile(all, 50).toFixed(1)), p95: Number(percentile(all, 95).toFixed(1)), total };
}

const QUEUE = {
  'all (newest first)': '/api/v1/companies/1/tickets?view=all',
  'all, page 50': '/api/v1/companies/1/tickets?view=all&page=50',
  mine: '/api/v1/companies/1/tickets?view=mine',
  unassigned: '/api/v1/companies/1/tickets?view=unassigned',
  waiting: '/api/v1/companies/1/tickets?view=waiting',
  breaching: '/api/v1/companies/1/tickets?view=breaching',
  'priority urgent': '/api/v1/companies/1/tickets?view=all&priority=urgent',
};
const SEARCHES = {
  'search "impresora caseta"': '/api/v1/search/tickets?company_id=1&view=all&q=impresora%20caseta',
  'search "falla 4242"': '/api/v1/search/tickets?company_id=1&view=all&q=falla%204242',
  'search "teclado"': '/api/v1/search/tickets?company_id=1&view=all&q=teclado',
  'search reference': '/api/v1/search/tickets?company_id=1&view=all&q=TK-004242',
  'search + status open': '/api/v1/search/tickets?company_id=1&view=all&status=open&q=monitor%20patio',
};

/**
 * The sweep over the open tickets: DUE of them have their SLA instants moved into the past (as a
 * quiet weekend would leave them; the others stay ahead, in the partial indexes the sweep walks),
 * and the server's next minute tick finds them. Meanwhile four clients keep reading the queue;
 * the sweep lasts from the first notice stamped to the last.
 */
async function measureSweep(server, auth, store, dialect) {
  const past = new Date(Date.now() - 60_000).toISOString();
  await store.exec(`update tickets set sla_warn_at = '${past}', sla_due_at = '${past}', sla_warned_80_at = null, sla_breach_notified_at = null where id in (select id from tickets where company_id = 1 and status in ('new', 'open', 'reopened') order by id limit ${DUE})`);
  const pendingSql = `select count(*) as n from tickets where sla_breach_notified_at is null and sla_due_at <= ${dialect === 'postgres' ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"}`;
  const pending = async () => Number((await store.one(pendingSql)).n);
  const initial = await pending();
  const samples = [];
  let running = true;
  const clients = Array.from({ length: 4 }, async (_, c) => {
    const urls = [QUEUE['all (newest first)'], QUEUE.breaching, SEARCHES['search "impresora caseta"'], QUEUE.mine];
    for (let k = 0; running; k++) {
      const at = performance.now();
      const { ms } = await timed(server, auth, urls[(k + c) % urls.length]);
      samples.push({ at, ms });
      await sleep(THINK_MS);
    }
  });
  let firstDrop = null;
  let done = null;
  const deadline = performance.now() + 15 * 60_000;
  while (performance.now() < deadline) {
    const left = await pending();
    if (firstDrop === null && left < initial) firstDrop = performance.now();
    if (left === 0) {
      done = performance.now();
      break;
    }
    await sleep(200);
  }
  await sleep(2000);
  running = false;
  await Promise.all(clients);
  const before = samples.filter((s) => firstDrop === null || s.at < firstDrop).map((s) => s.ms).sort((a, b) => a - b);
  const during = samples.filter((s) => firstDrop !== null && s.at >= firstDrop && s.at <= (done ?? Infinity)).map((s) => s.ms).sort((a, b) => a - b);
  return {
    open: OPEN,
    tickets: initial,
    sweepS: firstDrop !== null && done !== null ? Number(((done - firstDrop) / 1000).toFixed(1)) : null,
    before: { n: before.length, p95: Number(percentile(before, 95).toFixed(1)) },
    during: { n: during.length, p50: Number(percentile(during, 50).toFixed(1)), p95: Number(percentile(during, 95).toFixed(1)), max: Number((during.at(-1) ?? 0).toFixed(1)) },
  };
}

/** The kept data set of a dialect, when it was seeded at this size (the marker is written after the seed). */
function keptSeed(name) {
  const marker = KEEP && path.join(KEEP, name, 'seeded.json');
  const kept = marker && existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null;
  return kept?.size === SIZE ? kept : null;
}

async function runDialect(name, databaseUrl) {
  const dataDir = KEEP ? path.join(KEEP, name) : mkdtempSync(path.join(tmpdir(), 'plataforma-bench-support-'));
  mkdirSync(dataDir, { recursive: true });
  const sqliteFile = path.join(dataDir, 'bench.sqlite');
  const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: databaseUrl ?? `sqlite:${sqliteFile}` };
  const marker = path.join(dataDir, 'seeded.json');
  const kept = keptSeed(name);
  // Anything else in a kept folder is an interrupted or other-sized seed: start over.
  if (!kept) for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true });
  const now = Date.now();
  await stopServer((await startServer(outDir, env)).child);
  let seed;
  if (kept) {
    seed = { ...kept.seed, reused: true };
    log(`${name}: reusing the ${SIZE} tickets seeded at ${kept.at}`);
  } else {
    seed = databaseUrl ? await seedPostgres(databaseUrl, now) : await seedSqlite(sqliteFile, now);
    if (KEEP) writeFileSync(marker, JSON.stringify({ size: SIZE, at: new Date(now).toISOString(), seed }));
  }
  const server = await startServer(outDir, env);
  const store = databaseUrl ? await postgresStore(databaseUrl) : sqliteStore(sqliteFile);
  try {
    const auth = await authorization(server.url, 'soporte@logistica.demo.mx');
    const reads = {};
    for (const [kind, url] of Object.entries({ ...QUEUE, ...SEARCHES })) reads[kind] = await latencies(server, auth, url, REQUESTS);
    reads['dashboard (30 days)'] = await latencies(server, auth, '/api/v1/companies/1/support-dashboard', 20);
    log(`${name}: reads measured; waiting for the sweep's next tick`);
    const sweep = await measureSweep(server, auth, store, name);
    const result = { dialect: name, tickets: SIZE, seed, reads, sweep };
    // Each dialect's figures as soon as they exist (the whole run takes many minutes).
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await store.close();
    await stopServer(server.child);
    if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

const ONLY = process.env.BENCH_SUPPORT_ONLY;
const results = [];
if (ONLY !== 'postgres') results.push(await runDialect('sqlite'));
if (PG_URL && ONLY !== 'sqlite') {
  const database = KEEP ? 'plataforma_bench_support_kept' : `plataforma_bench_support_${process.pid}`;
  results.push(await withBenchDatabase(PG_URL, database, (url) => runDialect('postgres', url), { keep: KEEP, reuse: keptSeed('postgres') }));
} else if (!PG_URL) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
}

const rows = [];
let missed = false;
for (const result of results) {
  for (const [kind, figures] of Object.entries(result.reads)) {
    const goal = kind.startsWith('dashboard') ? '' : figures.p95 <= P95_GOAL_MS ? 'ok (≤ 50 ms)' : 'MISSED (≤ 50 ms)';
    if (goal.startsWith('MISSED')) missed = true;
    rows.push({ dialect: result.dialect, measure: kind, p50_ms: figures.p50, p95_ms: figures.p95, detail: figures.total === undefined ? '' : `${figures.total} tickets`, goal });
  }
  const { sweep } = result;
  const sweepOk = sweep.sweepS !== null && sweep.during.p95 <= P95_GOAL_MS;
  if (!sweepOk) missed = true;
  rows.push({ dialect: result.dialect, measure: `SLA sweep: ${sweep.tickets} due of ${sweep.open} open`, p50_ms: sweep.during.p50, p95_ms: sweep.during.p95, detail: `${sweep.sweepS ?? '—'} s (${sweep.sweepS ? Math.round(sweep.tickets / sweep.sweepS) : '—'} notices/s); ${sweep.during.n} requests during (max ${sweep.during.max} ms), p95 before ${sweep.before.p95} ms`, goal: sweepOk ? 'ok (requests ≤ 50 ms)' : 'MISSED (requests ≤ 50 ms)' });
  console.log(`${result.dialect}: seeded in ${result.seed.totalS} s`);
}
console.table(rows);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/support.json'), JSON.stringify({ at: new Date().toISOString(), size: SIZE, results }, null, 2));
process.exit(missed ? 1 : 0);
