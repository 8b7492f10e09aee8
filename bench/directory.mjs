// Directory: bulk import of 10,000 employees and employee search over 100,000, on SQLite and on
// PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server).
// Goals (issue 5): the 10,000-row import finishes in ≤ 10 s; search p95 ≤ 30 ms.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, percentile, root, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const ROWS_PER_FILE = 10_000;
const FILES = Number(process.env.BENCH_DIRECTORY_FILES ?? 10); // 10 × 10,000 = 100,000 employees
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const IMPORT_GOAL_MS = 10_000;
const SEARCH_P95_GOAL_MS = 30;

// The server as it is in the tree (out/server may be older or rebuilt by someone else meanwhile).
const outDir = await buildServer('directory-server');

/** A deterministic stream of numbers in [0, 1), so every run imports the same people. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const FIRST_NAMES = ['José', 'María', 'Juan', 'Guadalupe', 'Francisco', 'Juana', 'Antonio', 'Margarita', 'Jesús', 'Verónica', 'Miguel Ángel', 'Leticia', 'Pedro', 'Rosa María', 'Alejandro', 'Patricia', 'Manuel', 'Elizabeth', 'Ricardo', 'Alejandra', 'Fernando', 'Adriana', 'Jorge', 'Martha', 'Luis', 'Gabriela', 'Roberto', 'Claudia', 'Sergio', 'Silvia', 'Héctor', 'Araceli', 'Raúl', 'Mónica', 'Eduardo', 'Lucía', 'Óscar', 'Sofía', 'Iván', 'Ximena'];
const SURNAMES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Núñez', 'Ibáñez', 'Peña'];
const POSITIONS = ['Vendedor', 'Auxiliar de almacén', 'Chofer repartidor', 'Cajero', 'Supervisor', 'Analista'];

function employeesCsv(file) {
  const next = random(file + 1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const lines = ['Número de empleado,Nombre,Apellido paterno,Apellido materno,Correo,Puesto,Departamento,Chofer,Licencia,Vencimiento de licencia,Gafete'];
  for (let index = 0; index < ROWS_PER_FILE; index++) {
    const number = file * ROWS_PER_FILE + index + 1;
    const position = pick(POSITIONS);
    const driver = position.startsWith('Chofer');
    lines.push(
      [
        `BEN-${String(number).padStart(6, '0')}`,
        pick(FIRST_NAMES),
        pick(SURNAMES),
        pick(SURNAMES),
        `empleado${number}@horizonte.demo.mx`,
        position,
        next() < 0.6 ? 'ventas' : 'almacen',
        driver ? 'sí' : 'no',
        driver ? `NL-${number}` : '',
        driver ? '31/12/2027' : '',
        `G-${number}`,
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\n'));
}

const QUERIES = ['perez', 'hernandez', 'maria gonz', 'jose ramirez', 'ibanez', 'Núñez', 'ben-04321', 'chofer ruiz', 'sofia', 'lopez garcia maria', 'empleado7777', 'xyz'];

async function runDialect(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-directory-'));
  const server = await startServer(outDir, { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const login = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: 'admin@horizonte.demo.mx', password: 'Demo2026!' }),
    });
    const { access_token } = await login.json();
    const auth = { authorization: `Bearer ${access_token}` };

    const importTimes = [];
    let vacuumMs = null;
    let slowestRead = 0;
    for (let file = 0; file < FILES; file++) {
      const form = new FormData();
      form.append('file', new Blob([employeesCsv(file)], { type: 'text/csv' }), `empleados-${file + 1}.csv`);
      const began = performance.now();
      const response = await fetch(`${server.url}/api/v1/companies/3/employees-bulk`, { method: 'POST', headers: auth, body: form });
      if (response.status !== 202) throw new Error(`import answered ${response.status}: ${await response.text()}`);
      const { id } = await response.json();
      let batch;
      for (;;) {
        // Each poll is also a request served while the import runs: its latency shows whether the import blocks others.
        const pollStart = performance.now();
        batch = await (await fetch(`${server.url}/api/v1/batch/${id}`, { headers: auth })).json();
        slowestRead = Math.max(slowestRead, performance.now() - pollStart);
        if (batch.status !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const elapsed = performance.now() - began;
      if (batch.status !== 'done' || batch.created !== ROWS_PER_FILE) throw new Error(`import ${file + 1}: ${JSON.stringify(batch).slice(0, 300)}`);
      importTimes.push(elapsed);
    }

    if (databaseUrl) {
      // What autovacuum does after bulk inserts in production (it is off on the test server):
      // planner statistics, and the visibility map that lets the term index answer alone.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const vacuumStart = performance.now();
      await client.query('vacuum (analyze) employees, employee_search_terms');
      vacuumMs = Math.round(performance.now() - vacuumStart);
      await client.end();
    }

    const search = async (q) => {
      const began = performance.now();
      const response = await fetch(`${server.url}/api/v1/search/employees?q=${encodeURIComponent(q)}`, { headers: auth });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`search ${q}: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - began, total: body.total };
    };
    const totals = {};
    for (const q of QUERIES) totals[q] = (await search(q)).total;
    const latencies = [];
    for (let index = 0; index < SEARCHES; index++) latencies.push((await search(QUERIES[index % QUERIES.length])).ms);
    latencies.sort((a, b) => a - b);
    const all = await (await fetch(`${server.url}/api/v1/companies/3/employees`, { headers: auth })).json();
    return {
      dialect: name,
      employees: all.total,
      firstImportMs: Math.round(importTimes[0]),
      slowestImportMs: Math.round(Math.max(...importTimes)),
      slowestReadDuringImportMs: Math.round(slowestRead),
      vacuumMs,
      searchP50Ms: Number(percentile(latencies, 50).toFixed(1)),
      searchP95Ms: Number(percentile(latencies, 95).toFixed(1)),
      searchP99Ms: Number(percentile(latencies, 99).toFixed(1)),
      matches: totals,
    };
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ONLY = process.env.BENCH_DIRECTORY_ONLY; // 'sqlite' or 'postgres'
const results = ONLY === 'postgres' ? [] : [await runDialect('sqlite')];
if (PG_URL && ONLY !== 'sqlite') {
  // BENCH_DIRECTORY_KEEP=1 leaves the database for EXPLAIN ANALYZE.
  results.push(await withBenchDatabase(PG_URL, `plataforma_bench_${process.pid}`, (url) => runDialect('postgres', url), { keep: Boolean(process.env.BENCH_DIRECTORY_KEEP) }));
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
}

console.table(
  results.map(({ matches: _matches, ...row }) => ({
    ...row,
    'import goal ≤ 10 s': row.slowestImportMs <= IMPORT_GOAL_MS ? 'ok' : 'MISSED',
    'search goal p95 ≤ 30 ms': row.searchP95Ms <= SEARCH_P95_GOAL_MS ? 'ok' : 'MISSED',
  })),
);
console.log('Matches per query:', JSON.stringify(results.map((r) => ({ dialect: r.dialect, ...r.matches }))));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/directory.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
const missed = results.some((r) => r.slowestImportMs > IMPORT_GOAL_MS || r.searchP95Ms > SEARCH_P95_GOAL_MS);
process.exit(missed ? 1 : 0);
