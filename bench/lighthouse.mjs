// Lighthouse on the public pages (issue 18): phones first — the pages and the login paint before
// the JavaScript runs. Starts the built server (out/server/main.js, out/web) twice, side by side on
// fresh SQLite files with the demo data: "before" with WEB_PRERENDER=off (every client route gets
// the empty app shell, as before issue 18) and "after" with WEB_PRERENDER=on (the web build's
// prerendered pages, out/web/prerendered/). Runs Lighthouse 12 (Node API, performance only) with
// Debian's Chromium on each page, mobile (Lighthouse's default: simulated slow 4G, 4× CPU) and
// desktop (its desktop preset), N runs each in a fresh Chromium, interleaved so a noisy moment on
// this shared machine hits both columns, and compares the medians.
// Goals: mobile LCP ≤ 2.0 s, FCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 150 ms on each page; desktop LCP ≤ 0.8 s.
// Exits non-zero when "after" misses a goal ("before" is there to compare).
//
//   node bench/lighthouse.mjs                          3 runs, /, /login, /directorio, mobile + desktop
//   node bench/lighthouse.mjs --runs=1 --pages=/,/login --form-factors=mobile --only=after
//   CHROME_PATH=/path/to/chrome node bench/lighthouse.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { log, root, startServer, stopServer } from './lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/login,/directorio' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    only: { type: 'string' }, // before | after
  },
});
const RUNS = Number(options.runs);
const PAGES = options.pages.split(',').filter(Boolean);
const FORM_FACTORS = options['form-factors'].split(',').filter(Boolean);
const VARIANTS = options.only ? [options.only] : ['before', 'after'];
if (!(RUNS >= 1) || FORM_FACTORS.some((f) => !['mobile', 'desktop'].includes(f)) || VARIANTS.some((v) => !['before', 'after'].includes(v))) {
  console.error('Uso: node bench/lighthouse.mjs [--runs=3] [--pages=/,/login,/directorio] [--form-factors=mobile,desktop] [--only=before|after]');
  process.exit(2);
}

/** Goals per form factor, in Lighthouse's units (ms; CLS unitless). Score has none. */
const GOALS = {
  mobile: { lcp: 2000, fcp: 1500, cls: 0.02, tbt: 150 },
  desktop: { lcp: 800 },
};
const AUDITS = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', cls: 'cumulative-layout-shift', tbt: 'total-blocking-time' };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing may leave the machine: every host name but the local server's fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

// The build the server serves (built once if missing).
if (!existsSync(path.join(root, 'out/server/main.js'))) {
  console.log('Construyendo el servidor (out/server)…');
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
if (!existsSync(path.join(root, 'out/web/index.html'))) {
  console.log('Construyendo la PWA (out/web)…');
  if (spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const prerendered = existsSync(path.join(root, 'out/web/prerendered'));
if (!prerendered) console.log('Aviso: out/web/prerendered/ no existe (la compilación no prerenderizó páginas): «antes» y «después» sirven lo mismo.');

let lighthouseVersion; // as the runs report it
const dataDirs = [];
const servers = {};
const began = performance.now();
try {
  for (const variant of VARIANTS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `plataforma-bench-lighthouse-${variant}-`));
    dataDirs.push(dataDir);
    const env = {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      WEB_DIR: 'out/web',
      WEB_PRERENDER: variant === 'after' ? 'on' : 'off',
    };
    const server = await startServer(path.join(root, 'out/server'), env);
    servers[variant] = { ...server, url: server.url.replace('localhost', '127.0.0.1') };
    log(`${variant}: ${servers[variant].url} (WEB_PRERENDER=${env.WEB_PRERENDER})`);
  }

  /** runs[variant][page][formFactor] = [{ score, lcp, fcp, cls, tbt }, …] */
  const runs = {};
  const foreign = new Set();
  const warnings = new Set();
  // Interleaved: run k of every page, form factor and variant before run k + 1 of any.
  for (let k = 0; k < RUNS; k++) {
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        for (const variant of VARIANTS) {
          const url = new URL(page, servers[variant].url).toString();
          const figures = await auditWithRetries(url, formFactor, { foreign, warnings });
          ((runs[variant] ??= {})[page] ??= {})[formFactor] ??= [];
          runs[variant][page][formFactor].push(figures);
          log(`${k + 1}/${RUNS} ${variant} ${formFactor} ${page}: ${describe(figures)}`);
        }
      }
    }
  }

  // Medians, goals, table.
  const results = {};
  const rows = [];
  let missed = false;
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      for (const variant of VARIANTS) {
        const all = runs[variant][page][formFactor];
        const median = Object.fromEntries(['score', ...Object.keys(AUDITS)].map((key) => [key, medianOf(all.map((figures) => figures[key]))]));
        const met = Object.fromEntries(Object.entries(GOALS[formFactor]).map(([key, goal]) => [key, median[key] <= goal]));
        if (variant === 'after' && Object.values(met).includes(false)) missed = true;
        ((results[page] ??= {})[formFactor] ??= {})[variant] = { median, met, runs: all };
        rows.push({
          page,
          'form factor': formFactor,
          variant: variant === 'before' ? 'before (off)' : 'after (on)',
          score: median.score === null ? '—' : Math.round(median.score * 100),
          'LCP s': mark((median.lcp / 1000).toFixed(2), met.lcp),
          'FCP s': mark((median.fcp / 1000).toFixed(2), met.fcp),
          CLS: mark(median.cls.toFixed(3), met.cls),
          'TBT ms': mark(String(Math.round(median.tbt)), met.tbt),
        });
      }
    }
  }
  const minutes = ((performance.now() - began) / 60_000).toFixed(1);
  // Lighthouse's own measure of the CPU (higher is faster): a busy machine inflates TBT and LCP.
  const benchmarkIndex = medianOf(Object.values(runs).flatMap((byPage) => Object.values(byPage).flatMap((byForm) => Object.values(byForm).flat().map((figures) => figures.benchmarkIndex))));
  console.log(`\nLighthouse ${lighthouseVersion}, ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} (${minutes} min; load average ${loadAverage()}; CPU benchmark index ${Math.round(benchmarkIndex)})`);
  console.log(markdownTable(rows));
  console.log('Goals: mobile LCP ≤ 2.0 s, FCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 150 ms; desktop LCP ≤ 0.8 s (✔/✘; no mark: no goal).');
  if (foreign.size) console.log(`Requests to other hosts (blocked here, they would reach the internet): ${[...foreign].join(', ')}`);
  for (const warning of warnings) console.log(`Lighthouse: ${warning}`);
  if (VARIANTS.includes('after')) console.log(missed ? '✘ «después» no cumple todas las metas.' : '✔ «después» cumple todas las metas.');

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results/lighthouse.json');
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), lighthouse: lighthouseVersion, chrome: CHROME_PATH, runs: RUNS, prerendered, minutes: Number(minutes), benchmarkIndex, goals: GOALS, foreignRequests: [...foreign], warnings: [...warnings], results },
      null,
      2,
    ),
  );
  console.log(`Figures written to ${path.relative(root, file)}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  for (const server of Object.values(servers)) await stopServer(server.child);
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A run that fails (Lighthouse's NO_NAVSTART and friends: a trace lost on a busy machine) is run
 * again, up to twice; the retries are noted under the table.
 */
async function auditWithRetries(url, formFactor, notes) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, formFactor, notes);
    } catch (error) {
      if (attempt === 3) throw error;
      notes.warnings.add(`retried after: ${error.message}`);
      log(`again (${attempt}/2): ${error.message}`);
    }
  }
}

/** One Lighthouse run in a Chromium of its own (fresh profile: no cache, no service worker). */
async function audit(url, formFactor, { foreign, warnings }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings ?? []) warnings.add(warning);
    const origin = new URL(url).origin;
    for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
      if (/^https?:/.test(request.url) && new URL(request.url).origin !== origin) foreign.add(new URL(request.url).host);
    }
    const value = (id) => {
      const audited = lhr.audits[id];
      if (audited?.numericValue === undefined) throw new Error(`${url} (${formFactor}): ${id} has no value (${audited?.errorMessage ?? 'not run'})`);
      return audited.numericValue;
    };
    return { score: lhr.categories.performance.score, benchmarkIndex: lhr.environment.benchmarkIndex, ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, value(id)])) };
  } finally {
    await chrome.kill();
  }
}

function medianOf(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** The rows as a Markdown table (pastes into bench/README.md), columns padded to line up. */
function markdownTable(rows) {
  const columns = Object.keys(rows[0]);
  const width = (column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(width(columns[i]))).join(' | ')} |`;
  return [line(columns), line(columns.map((column) => '-'.repeat(width(column)))), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n');
}

function mark(text, met) {
  return met === undefined ? text : `${text} ${met ? '✔' : '✘'}`;
}

function describe(figures) {
  const score = figures.score === null ? '—' : Math.round(figures.score * 100);
  return `score ${score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, FCP ${(figures.fcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms`;
}

function loadAverage() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
