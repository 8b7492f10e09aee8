// Superempleos (issue 15): seed 200,000 vacancies (80 % published, across the 21 categories, 32
// states and 3 modalities, one in eight without salary) with their search terms, 20,000
// candidates and 2,000,000 applications (ten per vacancy, one vacancy with 2,000), then measure
// through the API: the public search with its facets (no words, words, synonyms, filters),
// vacancies-count, and a company's pipeline board (a typical vacancy and the one with 2,000). On
// SQLite and on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; the bench
// makes its own database and drops it after).
// Goal: search with facets p95 ≤ 50 ms on both dialects.
//
//   node bench/jobs.mjs                           full size
//   BENCH_VACANCIES=20000 node bench/jobs.mjs     a quick run (applications are ten per vacancy)
//   BENCH_JOBS_ONLY=sqlite|postgres               one dialect
//   BENCH_JOBS_KEEP=1                             keep the seeded data (SQLite folder, PostgreSQL database) for EXPLAIN
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { authorization, buildServer, log, percentile, root, seconds, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const SIZE = Number(process.env.BENCH_VACANCIES ?? process.argv[2] ?? 200_000);
const PER_VACANCY = 10;
const CANDIDATES = 20_000;
const BIG_PIPELINE = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const P95_GOAL_MS = 50;
const DAY = 86_400_000;

const outDir = await buildServer('jobs-server');

// ───────────────────────────── data ─────────────────────────────

const TITLES = ['ingeniero', 'chofer', 'vendedor', 'almacenista', 'contador', 'programador', 'enfermera', 'cajero', 'recepcionista', 'supervisor', 'auxiliar', 'analista', 'tecnico', 'gerente', 'operador', 'disenador', 'mesero', 'guardia', 'mecanico', 'capturista'];
const AREAS = ['logistica', 'ventas', 'produccion', 'calidad', 'sistemas', 'finanzas', 'almacen', 'mantenimiento', 'compras', 'servicio'];
const MODALITIES = ['on_site', 'on_site', 'hybrid', 'remote'];

/** Vacancy i (0-based): 80 % published (published over the last 90 days), the rest in other statuses. */
function vacancyOf(i, now) {
  const status = i % 10 < 8 ? 'published' : ['draft', 'in_review', 'paused', 'closed'][i % 4];
  const title = `${TITLES[i % TITLES.length]} de ${AREAS[Math.floor(i / TITLES.length) % AREAS.length]}`;
  const category = 1 + (i % 21);
  const state = 1 + (i % 32);
  const noSalary = i % 8 === 0;
  const salaryMin = noSalary ? null : 8_000 + (i % 30) * 1_000;
  const published = status === 'published' ? new Date(now - (i % 90) * DAY - (i % 1000) * 60_000).toISOString() : null;
  const search = `${title} categoria ${category} estado ${state} puesto con experiencia ${i % 997}`;
  return {
    company: i % 2 === 0 ? 1 : 3,
    title,
    category,
    state,
    municipality: state * 1000 + 1 + (i % 5),
    modality: MODALITIES[i % MODALITIES.length],
    salaryMin,
    salaryMax: salaryMin === null ? null : salaryMin + 4_000,
    status,
    published,
    search,
    created: new Date(now - 100 * DAY).toISOString(),
  };
}

const VACANCY_COLUMNS = ['company_id', 'title', 'job_category_id', 'description', 'requirements', 'state_id', 'municipality_id', 'modality', 'schedule', 'employment_type', 'salary_min', 'salary_max', 'benefits', 'openings', 'closes_on', 'status', 'search_text', 'published_at', 'created_at', 'updated_at'];
const valuesOf = (v) => [v.company, v.title, v.category, 'Descripción del puesto.', '', v.state, v.municipality, v.modality, 'L-V 9 a 18', 'full_time', v.salaryMin, v.salaryMax, '', 1, '2099-12-31', v.status, v.search, v.published, v.created, v.published ?? v.created];
const termsOf = (text) => [...new Set(text.split(' ').filter((word) => word.length > 1))];
// A term row carries the vacancy's filter columns (migration 2026_12_03_1000_vacancy_search_filters).
const TERM_COLUMNS = ['vacancy_id', 'term', 'search_text', 'published_at', 'job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_min', 'salary_max'];
const TERM_TYPES = ['int', 'text', 'text', 'timestamptz', 'int', 'int', 'int', 'text', 'int', 'int'];
const termRowsOf = (id, v) => termsOf(v.search).map((word) => [id, word, v.search, v.published, v.category, v.state, v.municipality, v.modality, v.salaryMin, v.salaryMax]);
const APPLICATION_STATUSES = ['received', 'received', 'reviewed', 'interview', 'offer', 'rejected', 'hired'];

// ───────────────────────────── seeding ─────────────────────────────

/** The applications: ten candidates per vacancy (distinct), and BIG_PIPELINE on the first vacancy seeded. */
function* applicationsOf(firstVacancy, firstUser, count) {
  for (let v = 0; v < count; v++) {
    const many = v === 0 ? BIG_PIPELINE : PER_VACANCY;
    for (let k = 0; k < many; k++) {
      const user = firstUser + ((v * 7 + k) % CANDIDATES);
      yield [v % 2 === 0 ? 1 : 3, firstVacancy + v, user, APPLICATION_STATUSES[(v + k) % APPLICATION_STATUSES.length]];
    }
  }
}

async function seedSqlite(file, now) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const began = performance.now();
  const insertUser = db.prepare("insert into users (name, surname, lastname, email, password_hash, profile_photo_path, email_verified_at, profile_verified_at, deleted_at, deletion_reason) values ('Candidato', 'De', 'Prueba', ?, 'x', null, null, null, null, null)");
  const firstUser = Number(db.prepare('select coalesce(max(id), 0) + 1 as n from users').get().n);
  db.transaction(() => {
    for (let u = 0; u < CANDIDATES; u++) insertUser.run(`bench${u}@candidatos.mx`);
  })();
  const firstVacancy = Number(db.prepare('select coalesce(max(id), 0) + 1 as n from vacancies').get().n);
  const insert = db.prepare(`insert into vacancies (id, ${VACANCY_COLUMNS.join(', ')}) values (?, ${VACANCY_COLUMNS.map(() => '?').join(', ')})`);
  const term = db.prepare(`insert into vacancy_search_terms (${TERM_COLUMNS.join(', ')}) values (${TERM_COLUMNS.map(() => '?').join(', ')})`);
  const chunk = 50_000;
  for (let start = 0; start < SIZE; start += chunk) {
    db.transaction(() => {
      for (let i = start; i < Math.min(SIZE, start + chunk); i++) {
        const vacancy = vacancyOf(i, now);
        insert.run(firstVacancy + i, ...valuesOf(vacancy));
        if (vacancy.status === 'published') for (const row of termRowsOf(firstVacancy + i, vacancy)) term.run(...row);
      }
    })();
  }
  const vacanciesS = seconds(began);
  log(`sqlite: ${SIZE} vacancies with their terms in ${vacanciesS} s`);
  const application = db.prepare("insert into job_applications (company_id, vacancy_id, user_id, status, cover_letter, created_at, updated_at) values (?, ?, ?, ?, null, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')");
  let batch = [];
  const flush = db.transaction((rows) => {
    for (const row of rows) application.run(...row);
  });
  let applications = 0;
  for (const row of applicationsOf(firstVacancy, firstUser, SIZE)) {
    batch.push(row);
    applications++;
    if (batch.length === 100_000) {
      flush(batch);
      batch = [];
    }
  }
  flush(batch);
  log(`sqlite: ${applications} applications in ${seconds(began) - vacanciesS} s`);
  db.exec('analyze');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { vacanciesS, totalS: seconds(began), applications, bigVacancy: firstVacancy, typicalVacancy: firstVacancy + 2 };
}

async function seedPostgres(url, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set session_replication_role = replica');
  await client.query('set synchronous_commit = off');
  const began = performance.now();
  const firstUser = Number((await client.query('select coalesce(max(id), 0) + 1 as n from users')).rows[0].n);
  await client.query(
    "insert into users (id, name, surname, lastname, email, password_hash) select $1::int + g, 'Candidato', 'De', 'Prueba', 'bench' || g || '@candidatos.mx', 'x' from generate_series(0, $2::int - 1) g",
    [firstUser, CANDIDATES],
  );
  await client.query("select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))");
  const firstVacancy = Number((await client.query('select coalesce(max(id), 0) + 1 as n from vacancies')).rows[0].n);
  const types = { company_id: 'int', job_category_id: 'int', state_id: 'int', municipality_id: 'int', salary_min: 'int', salary_max: 'int', openings: 'int', published_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz' };
  const insert = `insert into vacancies (id, ${VACANCY_COLUMNS.join(', ')}) select * from unnest($1::int[], ${VACANCY_COLUMNS.map((c, index) => `$${index + 2}::${types[c] ?? 'text'}[]`).join(', ')})`;
  const chunk = 20_000;
  for (let start = 0; start < SIZE; start += chunk) {
    const ids = [];
    const columns = VACANCY_COLUMNS.map(() => []);
    const terms = TERM_COLUMNS.map(() => []);
    for (let i = start; i < Math.min(SIZE, start + chunk); i++) {
      const vacancy = vacancyOf(i, now);
      ids.push(firstVacancy + i);
      valuesOf(vacancy).forEach((value, index) => columns[index].push(value));
      if (vacancy.status === 'published') for (const row of termRowsOf(firstVacancy + i, vacancy)) row.forEach((value, index) => terms[index].push(value));
    }
    await client.query(insert, [ids, ...columns]);
    await client.query(`insert into vacancy_search_terms (${TERM_COLUMNS.join(', ')}) select * from unnest(${TERM_TYPES.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})`, terms);
  }
  await client.query("select setval(pg_get_serial_sequence('vacancies', 'id'), (select max(id) from vacancies))");
  const vacanciesS = seconds(began);
  log(`postgres: ${SIZE} vacancies with their terms in ${vacanciesS} s`);
  let columns = [[], [], [], []];
  let applications = 0;
  const flush = async () => {
    await client.query("insert into job_applications (company_id, vacancy_id, user_id, status, created_at, updated_at) select c, v, u, s, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z' from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as x(c, v, u, s)", columns);
    columns = [[], [], [], []];
  };
  for (const row of applicationsOf(firstVacancy, firstUser, SIZE)) {
    row.forEach((value, index) => columns[index].push(value));
    applications++;
    if (columns[0].length === 50_000) await flush();
  }
  await flush();
  log(`postgres: ${applications} applications in ${seconds(began) - vacanciesS} s`);
  await client.query('vacuum (analyze) vacancies, vacancy_search_terms, job_applications, users');
  await client.end();
  return { vacanciesS, totalS: seconds(began), applications, bigVacancy: firstVacancy, typicalVacancy: firstVacancy + 2 };
}

// ───────────────────────────── measuring ─────────────────────────────

async function timed(server, auth, request) {
  const { url, body } = typeof request === 'string' ? { url: request } : request;
  const began = performance.now();
  const response = await fetch(`${server.url}${url}`, body ? { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) } : { headers: auth });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return { ms: performance.now() - began, total: json.total };
}

async function latencies(server, auth, request, count) {
  for (let k = 0; k < 5; k++) await timed(server, auth, request); // warm-up
  const all = [];
  let total = 0;
  for (let k = 0; k < count; k++) {
    const result = await timed(server, auth, request);
    all.push(result.ms);
    total = result.total ?? total;
  }
  all.sort((a, b) => a - b);
  return { p50: Number(percentile(all, 50).toFixed(1)), p95: Number(percentile(all, 95).toFixed(1)), total };
}

const SEARCHES = {
  'all published + facets': '/api/v1/search/vacancies',
  'all, page 100': '/api/v1/search/vacancies?page=100',
  '"ingeniero logistica"': '/api/v1/search/vacancies?q=ingeniero%20logistica',
  '"conductor" (synonyms)': '/api/v1/search/vacancies?q=conductor',
  '"analista" + state': '/api/v1/search/vacancies?q=analista&state_id=14',
  'category + modality': '/api/v1/search/vacancies?job_category_id=10&modality=hybrid',
  'salary from 20,000': '/api/v1/search/vacancies?salary_from=20000',
  'published since (7 days)': () => `/api/v1/search/vacancies?published_since=${new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10)}`,
  'vacancies-count (words + filters)': { url: '/api/v1/vacancies-count', body: { q: 'vendedor', state_id: 9, modality: 'on_site' } },
};

async function runDialect(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-jobs-'));
  const sqliteFile = path.join(dataDir, 'bench.sqlite');
  const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: databaseUrl ?? `sqlite:${sqliteFile}` };
  const now = Date.now();
  await stopServer((await startServer(outDir, env)).child);
  const seed = databaseUrl ? await seedPostgres(databaseUrl, now) : await seedSqlite(sqliteFile, now);
  const server = await startServer(outDir, env);
  try {
    const reads = {};
    for (const [kind, request] of Object.entries(SEARCHES)) reads[kind] = await latencies(server, {}, typeof request === 'function' ? request() : request, REQUESTS);
    const admin = await authorization(server.url, 'admin@logistica.demo.mx');
    reads['pipeline, typical vacancy (10)'] = await latencies(server, await authorization(server.url, 'admin@horizonte.demo.mx'), `/api/v1/vacancies/${seed.typicalVacancy + 1}/applications`, REQUESTS);
    reads[`pipeline, vacancy with ${BIG_PIPELINE}`] = await latencies(server, admin, `/api/v1/vacancies/${seed.bigVacancy}/applications`, 30);
    const result = { dialect: name, vacancies: SIZE, seed, reads };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopServer(server.child);
    if (KEEP) log(`${name}: data kept at ${databaseUrl ?? sqliteFile}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const ONLY = process.env.BENCH_JOBS_ONLY;
const KEEP = process.env.BENCH_JOBS_KEEP === '1';
const results = [];
if (ONLY !== 'postgres') results.push(await runDialect('sqlite'));
if (PG_URL && ONLY !== 'sqlite') {
  results.push(await withBenchDatabase(PG_URL, `plataforma_bench_jobs_${process.pid}`, (url) => runDialect('postgres', url), { keep: KEEP }));
} else if (!PG_URL) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
}

const rows = [];
let missed = false;
for (const result of results) {
  for (const [kind, figures] of Object.entries(result.reads)) {
    const goal = kind.startsWith('pipeline') ? '' : figures.p95 <= P95_GOAL_MS ? 'ok (≤ 50 ms)' : 'MISSED (≤ 50 ms)';
    if (goal.startsWith('MISSED')) missed = true;
    rows.push({ dialect: result.dialect, measure: kind, p50_ms: figures.p50, p95_ms: figures.p95, detail: figures.total === undefined ? '' : `${figures.total} found`, goal });
  }
  console.log(`${result.dialect}: seeded in ${result.seed.totalS} s (${result.seed.applications} applications)`);
}
console.table(rows);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/jobs.json'), JSON.stringify({ at: new Date().toISOString(), size: SIZE, results }, null, 2));
process.exit(missed ? 1 : 0);
