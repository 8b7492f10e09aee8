// Work interviews (issue 16): the company's results for a vacancy with 500 applicants who answered.
// Starts the built server once (migrations + demo), adds 500 candidates to the demo vacancy that has
// work interviews («Coordinador de tráfico»), each with an application, a completed work interview
// of the demo's three questions, typed answers, the admin's scores and recommendation; then times
// through the API what the results screens ask for:
//   - the comparison, `GET /vacancies/{id}/work-interview-results` (page 1, best overall first: the
//     overall score of every completed interview is computed to sort them), and a later page;
//   - one interview's results, `GET /work-interviews/{id}/results/summary`.
// Goal: p95 ≤ 300 ms for each (a screen opened on a phone, with room for a busy server). SQLite, as
// `npm start` runs; the comparison reads every completed interview of one vacancy either way.
//
//   node bench/work-interviews.mjs            100 requests each
//   BENCH_APPLICANTS=2000 node bench/work-interviews.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { authorization, buildServer, log, percentile, root, startServer, stopServer } from './lib/server.mjs';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const P95_GOAL_MS = 300;
const COMPANY_ADMINS = { 1: 'admin@logistica.demo.mx', 3: 'admin@horizonte.demo.mx' };

const outDir = await buildServer('work-interviews-server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-work-interviews-'));
const file = path.join(dataDir, 'bench.sqlite');
const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: `sqlite:${file}` };
await stopServer((await startServer(outDir, env)).child);

/** 500 applicants who finished the demo vacancy's work interview, scored by the company's admin. */
function seed() {
  const db = new Database(file);
  db.pragma('foreign_keys = OFF');
  const demo = db.prepare("select * from work_interviews where status = 'completed' order by id limit 1").get();
  if (!demo) throw new Error('The demo has no completed work interview to copy.');
  const questions = db.prepare('select * from work_interview_questions where work_interview_id = ? order by position').all(demo.id);
  const evaluator = db.prepare('select evaluator_user_id from work_interview_evaluations where work_interview_id = ?').get(demo.id)?.evaluator_user_id ?? demo.created_by;
  const at = new Date().toISOString();
  const user = db.prepare("insert into users (name, surname, lastname, email, password_hash) values ('Candidata', 'De', 'Prueba', ?, 'x') returning id");
  const application = db.prepare("insert into job_applications (company_id, vacancy_id, user_id, status, cover_letter, created_at, updated_at) values (?, ?, ?, 'interview', null, ?, ?) returning id");
  const interview = db.prepare(
    "insert into work_interviews (company_id, vacancy_id, application_id, candidate_user_id, status, question_count, answer_mode, expires_at, identity_confirmed_at, started_at, completed_at, created_by, created_at, updated_at) values (?, ?, ?, ?, 'completed', ?, 'typed', ?, ?, ?, ?, ?, ?, ?) returning id",
  );
  const question = db.prepare('insert into work_interview_questions (work_interview_id, position, question_id, text, expected_points, time_limit_seconds, weight) values (?, ?, ?, ?, ?, ?, ?)');
  const answer = db.prepare("insert into work_interview_answers (work_interview_id, position, answer_mode, transcript, covered_points, answered_at) values (?, ?, 'typed', ?, ?, ?)");
  const score = db.prepare('insert into work_interview_scores (work_interview_id, position, evaluator_user_id, score, comment, scored_at) values (?, ?, ?, ?, ?, ?)');
  const evaluation = db.prepare('insert into work_interview_evaluations (work_interview_id, evaluator_user_id, recommendation, summary, updated_at) values (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let k = 0; k < APPLICANTS; k++) {
      const userId = user.get(`bench.entrevista${k}@candidatos.mx`).id;
      const applicationId = application.get(demo.company_id, demo.vacancy_id, userId, at, at).id;
      const id = interview.get(demo.company_id, demo.vacancy_id, applicationId, userId, questions.length, demo.expires_at, at, at, at, demo.created_by, at, at).id;
      for (const q of questions) {
        question.run(id, q.position, q.question_id, q.text, q.expected_points, q.time_limit_seconds, q.weight);
        answer.run(id, q.position, 'Coordiné embarques y di seguimiento a los transportistas con indicadores semanales de servicio.', JSON.stringify([0]), at);
        score.run(id, q.position, evaluator, (k + q.position) % 5, 'Respuesta clara.', at);
      }
      evaluation.run(id, evaluator, ['advance', 'hold', 'reject'][k % 3], 'Buen candidato para la segunda entrevista.', at);
    }
  })();
  db.close();
  return { vacancyId: demo.vacancy_id, companyId: demo.company_id, interviewId: demo.id };
}

const began = performance.now();
const seeded = seed();
log(`seeded ${APPLICANTS} completed work interviews on vacancy ${seeded.vacancyId} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
const server = await startServer(outDir, env);

async function latencies(url, headers) {
  const times = [];
  let body;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${url}`, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 5) times.push(performance.now() - started); // the first five warm up
  }
  times.sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(1));
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)), total: body.total ?? null };
}

let missed = false;
try {
  const admin = await authorization(server.url, COMPANY_ADMINS[seeded.companyId]);
  const results = {
    'comparison, page 1': await latencies(`/api/v1/vacancies/${seeded.vacancyId}/work-interview-results?page=1`, admin),
    'comparison, page 10': await latencies(`/api/v1/vacancies/${seeded.vacancyId}/work-interview-results?page=10`, admin),
    "one interview's results": await latencies(`/api/v1/work-interviews/${seeded.interviewId}/results/summary`, admin),
  };
  for (const [what, figures] of Object.entries(results)) {
    const ok = figures.p95 <= P95_GOAL_MS;
    if (!ok) missed = true;
    console.log(`${ok ? '✓' : '✗'} ${what}: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms${figures.total === null ? '' : ` (${figures.total} compared)`} (goal p95 ≤ ${P95_GOAL_MS} ms)`);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/work-interviews.json'), JSON.stringify({ at: new Date().toISOString(), applicants: APPLICANTS, requests: REQUESTS, results }, null, 2));
} finally {
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
