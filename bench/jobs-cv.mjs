// Superempleos (issue 15): the CV generated from a candidate's profile. Fills the demo candidate's
// profile to the contract's limits (20 jobs with long descriptions, 20 studies, 15 soft skills,
// 3 categories, 30 courses, a 3,000-character summary: a worst case, several pages), then times
// the whole download through the API: the candidate's `GET /profile/cv/pdf?type=generated` and
// a company admin's `GET /applications/{id}/cv` for the same candidate.
// Goal: p95 ≤ 250 ms for the full profile (a click's download on a phone, with room for a busy server).
//
//   node bench/jobs-cv.mjs              200 downloads of each
//   BENCH_REQUESTS=50 node bench/jobs-cv.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authorization, buildServer, log, percentile, root, startServer, stopServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const P95_GOAL_MS = 250;

const outDir = await buildServer('jobs-cv-server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-cv-'));
const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}` };
const server = await startServer(outDir, env);

async function api(method, url, headers, body) {
  const response = await fetch(`${server.url}${url}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Sequential downloads (one user clicking): milliseconds from request to the last byte, and the size. */
async function downloads(url, headers) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const began = performance.now();
    const response = await api('GET', url, headers);
    const body = Buffer.from(await response.arrayBuffer());
    if (i >= 10) times.push(performance.now() - began); // the first ten warm the JIT and the fonts
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)), bytes };
}

let missed = false;
try {
  const candidate = await authorization(server.url, 'candidato@demo.mx');
  const company = await authorization(server.url, 'admin@logistica.demo.mx');
  const lorem = (n) => 'Coordiné la operación diaria, mejoré indicadores de servicio y capacité al equipo en procesos de calidad. '.repeat(n).slice(0, 2_000);
  await api('PUT', '/api/v1/profile', candidate, {
    headline: 'Coordinador de logística y comercio exterior con 15 años de experiencia en puertos',
    summary: lorem(40).padEnd(2_900, ' detalle').slice(0, 3_000),
    job_category_ids: [10, 11, 1],
    cv_type: 'generated',
    experience: Array.from({ length: 20 }, (_, i) => ({ position: `Puesto número ${i + 1} de coordinación`, company: `Empresa de logística ${i + 1}, S.A. de C.V.`, started_on: `${2000 + i}-01-15`, ended_on: i === 19 ? null : `${2001 + i}-01-10`, description: lorem(8) })),
    education: Array.from({ length: 20 }, (_, i) => ({ level: ['bachillerato', 'tecnico', 'licenciatura', 'maestria'][i % 4], institution: `Universidad ${i + 1}`, field: `Área de estudio ${i + 1}`, started_on: `${1990 + i}-08-01`, ended_on: `${1992 + i}-06-30` })),
  });
  await api('PUT', '/api/v1/profile/soft-skills', candidate, { soft_skill_ids: Array.from({ length: 15 }, (_, i) => i + 1) });
  for (let i = 0; i < 30; i++) await api('POST', '/api/v1/professional-courses', candidate, { name: `Curso de especialización ${i + 1}`, institution: 'Instituto de Capacitación', completed_on: '2024-05-20', hours: 40 });
  const applications = await (await api('GET', '/api/v1/applications', candidate)).json();
  const open = applications.data.find((item) => item.vacancy && item.status !== 'withdrawn');

  const own = await downloads('/api/v1/profile/cv/pdf?type=generated', candidate);
  log(`candidate's generated CV (full profile, ${own.bytes} bytes): p50 ${own.p50} ms, p95 ${own.p95} ms, max ${own.max} ms`);
  const applicant = await downloads(`/api/v1/applications/${open.id}/cv`, company);
  log(`company's download of that applicant's CV: p50 ${applicant.p50} ms, p95 ${applicant.p95} ms, max ${applicant.max} ms`);
  for (const [what, result] of [['candidate', own], ['company', applicant]]) {
    const ok = result.p95 <= P95_GOAL_MS;
    if (!ok) missed = true;
    console.log(`${ok ? '✓' : '✗'} ${what}: generated CV p95 ${result.p95} ms (goal ≤ ${P95_GOAL_MS} ms)`);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/jobs-cv.json'), JSON.stringify({ at: new Date().toISOString(), requests: REQUESTS, own, applicant }, null, 2));
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
