// Video rooms' signalling (issue 16): 200 rooms at once, two socket.io clients in each — the
// demo candidate and the company admin who interviews, as in the demo's video interview, one
// interview per room. Each room: the first client asks for a ticket (POST /webrtc/interviews/room/{id})
// and joins the room's signalling; then the second does, and its join ends when the first client
// hears `video-room:peer-joined`. Every room at the same instant, then again with the rooms'
// starts spread over 10 s (all 200 are live together either way). Also the round trip of a
// relayed message (first → second → first), which carries offers, answers and ICE candidates.
// Goal: join time p95 ≤ 300 ms.
//
//   node bench/video-rooms.mjs                 one server process on SQLite
//   with BENCH_DATABASE_URL or TEST_DATABASE_URL, and BENCH_REDIS_URL or TEST_REDIS_URL: also two
//   server processes on PostgreSQL behind Redis, each room's two clients on different processes
//   BENCH_ROOMS=50                             fewer rooms
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { accessToken, buildServer, log, percentile, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const P95_GOAL_MS = 300;
/** Every room in one instant, then arrivals spread over 10 s (BENCH_SPREADS_MS=0,10000). */
const SPREADS = (process.env.BENCH_SPREADS_MS ?? '0,10000').split(',').map(Number);

const outDir = await buildServer('video-rooms-server');

/** ROOMS more video interviews like the demo's open one (same application, starting now). */
function interviewRows(template, now) {
  return Array.from({ length: ROOMS }, () => ({ ...template, starts_at: new Date(now).toISOString() }));
}

async function seedSqlite(file) {
  const db = new Database(file);
  const template = db.prepare("select company_id, vacancy_id, application_id, candidate_user_id, duration_minutes, mode, status from interviews where mode = 'video' and status = 'confirmed' limit 1").get();
  const admin = db.prepare("select id from users where email = 'admin@logistica.demo.mx'").get().id;
  const insert = db.prepare('insert into interviews (company_id, vacancy_id, application_id, candidate_user_id, starts_at, duration_minutes, mode, status) values (@company_id, @vacancy_id, @application_id, @candidate_user_id, @starts_at, @duration_minutes, @mode, @status)');
  const interviewer = db.prepare('insert into interview_interviewers (interview_id, user_id) values (?, ?)');
  const ids = db.transaction(() => interviewRows(template, Date.now()).map((row) => {
    const id = Number(insert.run(row).lastInsertRowid);
    interviewer.run(id, admin);
    return id;
  }))();
  db.close();
  return ids;
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [template] } = await client.query("select company_id, vacancy_id, application_id, candidate_user_id, duration_minutes, mode, status from interviews where mode = 'video' and status = 'confirmed' limit 1");
    const { rows: [admin] } = await client.query("select id from users where email = 'admin@logistica.demo.mx'");
    const ids = [];
    for (const row of interviewRows(template, Date.now())) {
      const { rows: [{ id }] } = await client.query('insert into interviews (company_id, vacancy_id, application_id, candidate_user_id, starts_at, duration_minutes, mode, status) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id', [row.company_id, row.vacancy_id, row.application_id, row.candidate_user_id, row.starts_at, row.duration_minutes, row.mode, row.status]);
      await client.query('insert into interview_interviewers (interview_id, user_id) values ($1, $2)', [id, admin.id]);
      ids.push(id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

function openSocket(url, token) {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function ticket(url, token, id) {
  const response = await fetch(`${url}/api/v1/webrtc/interviews/room/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`POST room ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()).ticket;
}

const join = (socket, value) =>
  new Promise((resolve, reject) => {
    socket.timeout(10_000).emit('video-room:join', { ticket: value }, (error, answer) => (error ? reject(error) : answer.ok ? resolve(answer) : reject(new Error(answer.message))));
  });

/** One room: the first client joins, then the second (until the first hears it); then a relayed round trip. */
async function room(id, first, second) {
  const began = performance.now();
  const firstAnswer = await join(first.socket, await ticket(first.url, first.token, id));
  const firstJoin = performance.now() - began;
  const roomKey = firstAnswer.room;
  const secondBegan = performance.now();
  const heard = new Promise((resolve) => {
    const listener = (event) => {
      if (event.room !== roomKey) return;
      first.socket.off('video-room:peer-joined', listener);
      resolve(event);
    };
    first.socket.on('video-room:peer-joined', listener);
  });
  const [secondAnswer] = await Promise.all([join(second.socket, await ticket(second.url, second.token, id)), heard]);
  const secondJoin = performance.now() - secondBegan;
  // A relayed offer and its answer.
  const relayBegan = performance.now();
  const echoed = new Promise((resolve) => {
    const back = (event) => {
      if (event.room !== roomKey) return;
      first.socket.off('video-room:signal', back);
      resolve();
    };
    first.socket.on('video-room:signal', back);
  });
  const answerOnce = (event) => {
    if (event.room !== roomKey) return;
    second.socket.off('video-room:signal', answerOnce);
    second.socket.emit('video-room:signal', { room: roomKey, to: event.from, description: { type: 'answer', sdp: 'v=0\r\n'.repeat(200) } });
  };
  second.socket.on('video-room:signal', answerOnce);
  first.socket.emit('video-room:signal', { room: roomKey, to: secondAnswer.peer_id, description: { type: 'offer', sdp: 'v=0\r\n'.repeat(200) } });
  await echoed;
  return { firstJoin, secondJoin, relay: performance.now() - relayBegan };
}

const summary = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(1)), p95: Number(percentile(sorted, 95).toFixed(1)), max: Number(sorted.at(-1).toFixed(1)) };
};

/**
 * Connects 2 × ROOMS sockets (candidate's on `urls[0]`, admin's on the last), then runs every
 * room: all in the same instant (`spreadMs` 0, the worst case), or each starting at a random
 * moment within `spreadMs` (people click «Entrar» over a few seconds, not in one millisecond).
 */
async function measure(name, urls, ids, spreadMs) {
  const candidate = await accessToken(urls[0], 'candidato@demo.mx');
  const admin = await accessToken(urls.at(-1), 'admin@logistica.demo.mx');
  const connectBegan = performance.now();
  const pairs = await Promise.all(
    ids.map(async (id) => ({
      id,
      first: { url: urls.at(-1), token: admin, socket: await openSocket(urls.at(-1), admin) },
      second: { url: urls[0], token: candidate, socket: await openSocket(urls[0], candidate) },
    })),
  );
  const connectMs = performance.now() - connectBegan;
  const began = performance.now();
  // A room that has not finished in 20 s counts as failed (and is named), instead of hanging the run.
  const failures = [];
  const settled = await Promise.all(
    pairs.map(({ id, first, second }) =>
      Promise.race([new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs)).then(() => room(id, first, second)), new Promise((_, reject) => setTimeout(() => reject(new Error('no terminó en 20 s')), 20_000 + spreadMs))]).catch((error) => {
        failures.push(`${id}: ${error.message}`);
        return null;
      }),
    ),
  );
  const results = settled.filter(Boolean);
  const wallMs = performance.now() - began;
  for (const { first, second } of pairs) {
    first.socket.close();
    second.socket.close();
  }
  const joins = [...results.map((r) => r.firstJoin), ...results.map((r) => r.secondJoin)];
  const result = {
    setup: name,
    joins_spread_over_ms: spreadMs,
    rooms: ids.length,
    sockets: ids.length * 2,
    connect_all_ms: Math.round(connectMs),
    all_rooms_joined_ms: Math.round(wallMs),
    join_ms: summary(joins),
    first_join_ms: summary(results.map((r) => r.firstJoin)),
    second_join_until_peer_hears_ms: summary(results.map((r) => r.secondJoin)),
    relay_round_trip_ms: summary(results.map((r) => r.relay)),
    failed_rooms: failures.length,
    goal: `join p95 ≤ ${P95_GOAL_MS} ms`,
  };
  if (failures.length) log(`${name}: ${failures.length} rooms failed, e.g. ${failures.slice(0, 3).join('; ')}`);
  result.met = failures.length === 0 && result.join_ms.p95 <= P95_GOAL_MS;
  console.log(JSON.stringify(result));
  return result;
}

const results = [];

// One process, SQLite, no Redis (what `npm start` runs). BENCH_ROOMS_ONLY=sqlite|cluster picks one.
const ONLY = process.env.BENCH_ROOMS_ONLY;
if (ONLY !== 'cluster') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-rooms-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'on', DEMO_TRACKERS: 'off', NODE_ENV: 'development', GEOCODER_URL: 'off', WEB_DIR: 'out/web' };
  const server = await startServer(outDir, env);
  try {
    const ids = await seedSqlite(path.join(dataDir, 'plataforma.sqlite'));
    log(`sqlite: ${ids.length} rooms seeded`);
    for (const spread of SPREADS) results.push(await measure('1 process, SQLite', [server.url], ids, spread));
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Two processes on PostgreSQL behind Redis: each room's clients on different processes.
if (PG_URL && REDIS_URL && ONLY !== 'sqlite') {
  await withBenchDatabase(PG_URL, 'plataforma_bench_rooms', async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-rooms-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: `bench-rooms-${process.pid}:`, PORT: '0', LOG_LEVEL: 'warn', DEMO_DATA: 'on', DEMO_TRACKERS: 'off', NODE_ENV: 'development', GEOCODER_URL: 'off', WEB_DIR: 'out/web', APP_KEY: 'clave-del-banco-de-salas-de-video-0123456789' };
    const a = await startServer(outDir, env);
    const b = await startServer(outDir, env);
    try {
      const ids = await seedPostgres(databaseUrl);
      log(`postgres: ${ids.length} rooms seeded`);
      for (const spread of SPREADS) results.push(await measure('2 processes, PostgreSQL + Redis', [a.url, b.url], ids, spread));
    } finally {
      await stopServer(a.child);
      await stopServer(b.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
} else {
  log('PostgreSQL + Redis: skipped (set BENCH_DATABASE_URL and BENCH_REDIS_URL, or the TEST_ ones)');
}

process.exit(results.every((result) => result.met) ? 0 : 1);
