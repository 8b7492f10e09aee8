// Attendance (issue 6): the wall clock and the monthly report.
// 1. Key press → "registrada" on screen, p95, online and offline (goal ≤ 300 ms), in Chromium
//    against the real server and PWA build.
// 2. Outbox drain rate: 10,000 punches of 500 employees over 60 hours queued in the clock's
//    IndexedDB (a clock cut off for a long weekend), drained into the server (goal ≥ 500/s).
// 3. The monthly report of a 500-person company as XLSX (about 11,000 records): time and the
//    server's memory while it streams (goal ≤ 5 s, flat memory).
// SQLite by default; BENCH_DATABASE_URL (or TEST_DATABASE_URL) adds a PostgreSQL run of 2 and 3.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { authorization, buildServer, percentile, root, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const PUNCHES_TIMED = Number(process.env.BENCH_CLOCK_PUNCHES ?? 100);
const QUEUED = Number(process.env.BENCH_CLOCK_QUEUED ?? 10_000);
const REPORT_EMPLOYEES = Number(process.env.BENCH_REPORT_EMPLOYEES ?? 500);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DEMO_CLOCK_TOKEN = 'dvc_demo-horizonte-reloj-recepcion-2026';
const BADGES = ['HOR-B-0001', 'HOR-B-0002', 'HOR-B-0003', 'HOR-B-0004', 'HOR-B-0005'];
const GOALS = { confirmP95Ms: 300, drainPerSecond: 500, reportMs: 5000 };

// The server as it is in the tree, and the PWA build it serves (built once if missing).
const outDir = await buildServer('attendance-server');
/** The server with the built PWA, reached at 127.0.0.1 (the clock's pages are fetched too). */
const start = async (env) => {
  const server = await startServer(outDir, { WEB_DIR: 'out/web', ...env });
  return { ...server, url: server.url.replace('localhost', '127.0.0.1') };
};
if (!existsSync(path.join(root, 'out/web/index.html'))) {
  console.log('Construyendo la PWA (out/web)…');
  spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
}

const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function openClock(browser, url) {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(`${url}/control-asistencia/reloj`);
  await page.getByLabel('Código del reloj').fill(DEMO_CLOCK_TOKEN);
  await page.getByRole('button', { name: 'Guardar y empezar' }).click();
  await page.getByTestId('estado-conexion').filter({ hasText: 'En línea' }).waitFor();
  return { context, page };
}

/** Punches by badge through the keyboard, as a USB scanner does, and reads the page's own measures. */
async function timePunches(page, count) {
  await page.evaluate(() => performance.clearMeasures('reloj:confirmacion'));
  const badge = page.getByLabel('Gafete');
  for (let index = 0; index < count; index++) {
    await badge.fill(BADGES[index % BADGES.length]);
    await badge.press('Enter');
    await page.waitForFunction((expected) => performance.getEntriesByName('reloj:confirmacion').length >= expected, index + 1);
  }
  const durations = await page.evaluate(() => performance.getEntriesByName('reloj:confirmacion').map((entry) => entry.duration));
  return durations.sort((a, b) => a - b);
}

async function queueInOutbox(page, count) {
  await page.evaluate(
    async ({ count, badges }) => {
      const database = await new Promise((resolve, reject) => {
        const open = globalThis.indexedDB.open('plataforma-reloj');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      // A clock that was cut off for 60 hours: the staff's punches in the order they were taken.
      const base = Date.now() - 60 * 3600_000;
      const step = Math.floor((58 * 3600_000) / count);
      const tx = database.transaction('outbox', 'readwrite');
      for (let index = 0; index < count; index++) {
        const key = `bench-${base}-${String(index).padStart(6, '0')}`;
        tx.objectStore('outbox').add({ key, label: badges[index % badges.length], state: 'pending', attempts: 0, body: { idempotency_key: key, badge_code: badges[index % badges.length], punched_at: new Date(base + index * step).toISOString() } });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      database.close();
    },
    { count, badges: Array.from({ length: REPORT_EMPLOYEES }, (_, index) => `REP-B-${index + 1}`) },
  );
}

async function drainRate(browser, url) {
  const { context, page } = await openClock(browser, url);
  // Queued while the server "is down": the page is closed, the punches written, then it opens.
  await queueInOutbox(page, QUEUED);
  const began = performance.now();
  await page.reload();
  await page.getByTestId('checadas-pendientes').filter({ hasText: /^0 por enviar$/ }).waitFor({ timeout: 300_000 });
  const seconds = (performance.now() - began) / 1000;
  await context.close();
  return { seconds: Number(seconds.toFixed(1)), perSecond: Math.round(QUEUED / seconds) };
}

/** The 500-person company: employees with badges REP-B-1…500, through the real bulk import. */
async function importEmployees(url) {
  const auth = await authorization(url, 'admin@horizonte.demo.mx');
  const lines = ['Número de empleado,Nombre,Apellido paterno,Departamento,Gafete'];
  for (let index = 1; index <= REPORT_EMPLOYEES; index++) lines.push(`REP-${String(index).padStart(4, '0')},Persona ${index},Reporte,${index % 3 ? 'ventas' : 'almacen'},REP-B-${index}`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'plantilla.csv');
  const imported = await fetch(`${url}/api/v1/companies/3/employees-bulk`, { method: 'POST', headers: auth, body: form });
  const { id } = await imported.json();
  for (;;) {
    const batch = await (await fetch(`${url}/api/v1/batch/${id}`, { headers: auth })).json();
    if (batch.status !== 'processing') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A month of weekday records for the 500, written straight into the database. */
async function seedMonth(databaseUrl, dataDir) {
  const rows = [];
  const now = new Date().toISOString();
  const employees = databaseUrl
    ? (await queryPg(databaseUrl, "select id from employees where company_id = 3 and employee_number like 'REP-%'")).map((row) => row.id)
    : new Database(path.join(dataDir, 'plataforma.sqlite'), { readonly: true }).prepare("select id from employees where company_id = 3 and employee_number like 'REP-%'").all().map((row) => row.id);
  for (let day = 1; day <= 30; day++) {
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const employeeId of employees) {
      const checkIn = new Date(`${date}T15:0${employeeId % 10}:00Z`).toISOString();
      const checkOut = new Date(`${date}T23:5${employeeId % 10}:00Z`).toISOString();
      rows.push([3, employeeId, 'Matutino', date, checkIn, checkOut, 'closed', employeeId % 7 === 0 ? 12 : 0, 480, 'clock', now, now]);
    }
  }
  const columns = 'company_id, employee_id, shift_name, work_date, check_in_at, check_out_at, status, late_minutes, worked_minutes, source, created_at, updated_at';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (let offset = 0; offset < rows.length; offset += 1000) {
      const chunk = rows.slice(offset, offset + 1000);
      const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`).join(', ');
      await client.query(`insert into attendance_records (${columns}) values ${values}`, chunk.flat());
    }
    await client.end();
  } else {
    const database = new Database(path.join(dataDir, 'plataforma.sqlite'));
    const insert = database.prepare(`insert into attendance_records (${columns}) values (${columns.split(',').map(() => '?').join(', ')})`);
    database.transaction(() => rows.forEach((row) => insert.run(...row)))();
    database.close();
  }
  return rows.length;
}

async function queryPg(databaseUrl, text) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function monthlyReport(server, databaseUrl, dataDir) {
  const records = await seedMonth(databaseUrl, dataDir);
  const auth = await authorization(server.url, 'admin@horizonte.demo.mx');
  const generated = await (await fetch(`${server.url}/attendance-api/v1/companies/3/report-url?from=2026-10-01&to=2026-10-31&format=xlsx`, { headers: auth })).json();
  const before = rssMiB(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(server.child.pid));
  }, 20);
  const began = performance.now();
  const response = await fetch(`${server.url}${generated.url}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const ms = performance.now() - began;
  clearInterval(sampler);
  return { records, ms: Math.round(ms), kib: Math.round(bytes / 1024), rssBeforeMiB: Math.round(before), rssPeakMiB: Math.round(peak), rssGrowthMiB: Math.round(peak - before) };
}

async function run(name, databaseUrl, browser) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-attendance-'));
  const server = await start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const result = { dialect: name };
    if (name === 'sqlite') {
      const { context, page } = await openClock(browser, server.url);
      const online = await timePunches(page, PUNCHES_TIMED);
      await context.setOffline(true);
      const offline = await timePunches(page, PUNCHES_TIMED);
      await context.setOffline(false);
      await context.close();
      Object.assign(result, {
        confirmOnlineP50Ms: Number(percentile(online, 50).toFixed(1)),
        confirmOnlineP95Ms: Number(percentile(online, 95).toFixed(1)),
        confirmOfflineP50Ms: Number(percentile(offline, 50).toFixed(1)),
        confirmOfflineP95Ms: Number(percentile(offline, 95).toFixed(1)),
      });
    }
    await importEmployees(server.url);
    const drain = await drainRate(browser, server.url);
    Object.assign(result, { drainSeconds: drain.seconds, drainPerSecond: drain.perSecond });
    const report = await monthlyReport(server, databaseUrl, dataDir);
    Object.assign(result, { reportRecords: report.records, reportMs: report.ms, reportKiB: report.kib, rssBeforeMiB: report.rssBeforeMiB, rssPeakMiB: report.rssPeakMiB, rssGrowthMiB: report.rssGrowthMiB });
    return result;
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  const dialects = (process.env.BENCH_ATTENDANCE_DIALECTS ?? 'sqlite,postgres').split(',');
  if (dialects.includes('sqlite')) results.push(await run('sqlite', undefined, browser));
  if (PG_URL && dialects.includes('postgres')) {
    results.push(await withBenchDatabase(PG_URL, `plataforma_bench_att_${process.pid}`, (url) => run('postgres', url, browser)));
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
  }
} finally {
  await browser.close();
}

console.table(results);
const missed = [];
for (const row of results) {
  if (row.confirmOnlineP95Ms !== undefined && (row.confirmOnlineP95Ms > GOALS.confirmP95Ms || row.confirmOfflineP95Ms > GOALS.confirmP95Ms)) missed.push(`${row.dialect}: confirmación p95 > ${GOALS.confirmP95Ms} ms`);
  if (row.drainPerSecond < GOALS.drainPerSecond) missed.push(`${row.dialect}: vaciado ${row.drainPerSecond}/s < ${GOALS.drainPerSecond}/s`);
  if (row.reportMs > GOALS.reportMs) missed.push(`${row.dialect}: reporte ${row.reportMs} ms > ${GOALS.reportMs} ms`);
}
console.log(missed.length ? `Metas no alcanzadas:\n- ${missed.join('\n- ')}` : 'Todas las metas se cumplen: confirmación p95 ≤ 300 ms, vaciado ≥ 500/s, reporte mensual ≤ 5 s.');
process.exit(missed.length ? 1 : 0);
