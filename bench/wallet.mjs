// The wallet (issue 17): 10,000 wallet operations over 1,000 accounts, 200 in flight at a time,
// through the compiled server's HTTP API, on SQLite and on PostgreSQL (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server; the bench makes its own database and drops it after). The mix:
// 70 % payments of a company's open charges (one in four with points), 15 % recharges (start +
// sandbox card checkout + signed webhook), 10 % refunds by the company's admin, 5 % retries of an
// earlier payment with its Idempotency-Key (must move nothing). Then the ledger's invariants are
// checked straight in the database: debits = credits in every transaction, every running balance =
// its entries, points = lots, no user account below zero, every unit sums to zero.
//
//   node bench/wallet.mjs                      full size
//   BENCH_WALLET_OPS=2000 node bench/wallet.mjs  a quick run
//   BENCH_WALLET_ONLY=sqlite|postgres          one dialect
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { authorization, buildServer, log, percentile, root, seconds, startServer, stopServer, withBenchDatabase } from './lib/server.mjs';

const OPERATIONS = Number(process.env.BENCH_WALLET_OPS ?? 10_000);
const ACCOUNTS = Number(process.env.BENCH_WALLET_ACCOUNTS ?? 1_000);
const IN_FLIGHT = Number(process.env.BENCH_WALLET_IN_FLIGHT ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const HORIZONTE = 3;

const outDir = await buildServer('wallet-server');

// ───────────────────────────── accounts ─────────────────────────────

const sha256 = (value) => createHash('sha256').update(value).digest('hex');

/** ACCOUNTS users with an access token each, written straight to the database (signing in 1,000 people would measure scrypt). */
function peopleRows() {
  const far = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return Array.from({ length: ACCOUNTS }, (_, i) => {
    const token = randomBytes(32).toString('base64url');
    return { email: `cartera.${i}@bench.mx`, token, tokenHash: sha256(token), family: randomBytes(16).toString('hex'), expires: far };
  });
}

async function seedPeopleSqlite(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const people = peopleRows();
  const now = new Date().toISOString();
  const user = db.prepare('insert into users (name, email, password_hash, email_verified_at) values (?, ?, ?, ?) returning id');
  const token = db.prepare("insert into oauth_access_tokens (token_hash, user_id, client_id, family_id, expires_at) values (?, ?, 'web', ?, ?)");
  db.transaction(() => {
    for (const person of people) {
      person.id = user.get('Cartera', person.email, 'sin-contraseña', now).id;
      token.run(person.tokenHash, person.id, person.family, person.expires);
    }
  })();
  db.close();
  return people;
}

async function seedPeoplePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const people = peopleRows();
  try {
    await client.query('begin');
    for (const person of people) {
      person.id = (await client.query('insert into users (name, email, password_hash, email_verified_at) values ($1, $2, $3, now()) returning id', ['Cartera', person.email, 'sin-contraseña'])).rows[0].id;
      await client.query("insert into oauth_access_tokens (token_hash, user_id, client_id, family_id, expires_at) values ($1, $2, 'web', $3, $4)", [person.tokenHash, person.id, person.family, person.expires]);
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  return people;
}

// ───────────────────────────── invariants ─────────────────────────────

const INVARIANTS = {
  'transactions with debits ≠ credits': `select count(*) as n from (select e.transaction_id, a.unit from wallet_entries e join wallet_accounts a on a.id = e.account_id group by e.transaction_id, a.unit having sum(e.debit) <> sum(e.credit)) x`,
  'user accounts whose balance ≠ their entries': `select count(*) as n from wallet_accounts a left join (select account_id, sum(credit - debit) as net from wallet_entries group by account_id) s on s.account_id = a.id where (a.balance is not null and a.balance <> coalesce(s.net, 0)) or (a.balance is null and a.user_id is not null)`,
  'points accounts ≠ their lots': `select count(*) as n from wallet_accounts a left join (select user_id, sum(remaining) as remaining from wallet_point_lots group by user_id) l on l.user_id = a.user_id where a.kind = 'user_points' and a.balance <> coalesce(l.remaining, 0)`,
  'user accounts below zero': `select count(*) as n from wallet_accounts where kind in ('user_wallet', 'user_points') and balance < 0`,
  'units whose balances do not sum to zero': `select count(*) as n from (select a.unit from wallet_entries e join wallet_accounts a on a.id = e.account_id group by a.unit having sum(e.credit - e.debit) <> 0) x`,
};
const TOTALS = `select (select count(*) from wallet_transactions) as transactions, (select count(*) from wallet_entries) as entries, (select count(*) from wallet_payments) as payments, (select count(*) from wallet_payments where status = 'refunded') as refunds`;

async function checkInvariants(databaseUrl, sqliteFile) {
  const results = {};
  let totals;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [name, query] of Object.entries(INVARIANTS)) results[name] = Number((await client.query(query)).rows[0].n);
    totals = (await client.query(TOTALS)).rows[0];
    await client.end();
  } else {
    const db = new Database(sqliteFile, { readonly: true });
    for (const [name, query] of Object.entries(INVARIANTS)) results[name] = Number(db.prepare(query).get().n);
    totals = db.prepare(TOTALS).get();
    db.close();
  }
  return { violations: results, totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)])) };
}

// ───────────────────────────── operations ─────────────────────────────

async function post(url, headers, body, key = randomUUID()) {
  const began = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body ?? {}) });
  const json = await response.json();
  return { status: response.status, json, ms: performance.now() - began };
}

/** Runs `count` operations made by `next(i)`, IN_FLIGHT at a time. */
async function pool(count, next) {
  let i = 0;
  const workers = Array.from({ length: Math.min(IN_FLIGHT, count) }, async () => {
    while (i < count) await next(i++);
  });
  await Promise.all(workers);
}

async function runDialect(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plataforma-bench-wallet-'));
  const sqliteFile = path.join(dataDir, 'bench.sqlite');
  const env = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: databaseUrl ?? `sqlite:${sqliteFile}` };
  await stopServer((await startServer(outDir, env)).child);
  const people = databaseUrl ? await seedPeoplePostgres(databaseUrl) : await seedPeopleSqlite(sqliteFile);
  const server = await startServer(outDir, env);
  const api = `${server.url}/payment-api/v1`;
  const bearer = (person) => ({ authorization: `Bearer ${person.token}` });
  try {
    const admin = await authorization(server.url, 'admin@horizonte.demo.mx');
    const charges = [];
    for (const amount of [500, 1_500, 2_500, 4_000, 7_500, 10_000]) charges.push((await post(`${api}/companies/${HORIZONTE}/charges`, admin, { concept: `Boleto de $${amount / 100}`, amount })).json);

    async function recharge(person, amount) {
      const started = await post(`${api}/payment/${person.id}/recharge`, bearer(person), { amount });
      const paid = await post(`${api}/sandbox/checkout/${started.json.id}`, bearer(person), { card_number: '4242424242424242' });
      return { status: paid.json.status === 'succeeded' ? 200 : paid.status, ms: started.ms + paid.ms };
    }

    log(`${name}: funding ${ACCOUNTS} wallets`);
    let began = performance.now();
    await pool(ACCOUNTS, (i) => recharge(people[i], 50_000));
    const fundingSeconds = seconds(began);

    const latencies = { payment: [], recharge: [], refund: [], retry: [] };
    const outcomes = {};
    const paid = [];
    const count = (kind, status) => (outcomes[`${kind} ${status}`] = (outcomes[`${kind} ${status}`] ?? 0) + 1);
    log(`${name}: ${OPERATIONS} operations, ${IN_FLIGHT} in flight`);
    began = performance.now();
    await pool(OPERATIONS, async (i) => {
      const person = people[(i * 7919) % ACCOUNTS];
      const roll = (i * 37) % 100;
      let kind;
      let result;
      if (roll < 15) {
        kind = 'recharge';
        result = await recharge(person, 2_000 + ((i * 13) % 20) * 1_000);
      } else if (roll < 25 && paid.length > 0) {
        kind = 'refund';
        const payment = paid.splice((i * 31) % paid.length, 1)[0];
        result = await post(`${api}/payments/${payment.id}/refund`, admin, {});
      } else if (roll < 30 && paid.length > 0) {
        kind = 'retry';
        const payment = paid[(i * 17) % paid.length];
        result = await post(`${api}/payment/${payment.charge}/apply`, bearer(payment.person), { points: payment.points }, payment.key);
        if (result.json.id !== payment.id) throw new Error(`a retried payment answered ${JSON.stringify(result.json)}`);
      } else {
        kind = 'payment';
        const charge = charges[(i * 11) % charges.length];
        const points = i % 4 === 0 ? 5 : 0;
        const key = randomUUID();
        result = await post(`${api}/payment/${charge.id}/apply`, bearer(person), { points }, key);
        if (result.status === 201) paid.push({ id: result.json.id, charge: charge.id, person, points, key });
      }
      latencies[kind].push(result.ms);
      count(kind, result.status);
    });
    const elapsed = (performance.now() - began) / 1000;
    const figures = Object.fromEntries(
      Object.entries(latencies).map(([kind, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return [kind, { count: sorted.length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) }];
      }),
    );
    const all = Object.values(latencies).flat().sort((a, b) => a - b);
    const invariants = await checkInvariants(databaseUrl, sqliteFile);
    const result = { dialect: name, accounts: ACCOUNTS, operations: OPERATIONS, inFlight: IN_FLIGHT, fundingSeconds, seconds: Number(elapsed.toFixed(1)), perSecond: Math.round(OPERATIONS / elapsed), p95: Math.round(percentile(all, 95)), figures, outcomes, ...invariants };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ONLY = process.env.BENCH_WALLET_ONLY;
const results = [];
if (ONLY !== 'postgres') results.push(await runDialect('sqlite'));
if (PG_URL && ONLY !== 'sqlite') results.push(await withBenchDatabase(PG_URL, `plataforma_bench_wallet_${process.pid}`, (url) => runDialect('postgres', url)));
else if (!PG_URL) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');

let broken = false;
const rows = [];
for (const result of results) {
  const violations = Object.entries(result.violations).filter(([, n]) => n > 0);
  if (violations.length) broken = true;
  rows.push({ dialect: result.dialect, 'ops/s': result.perSecond, 'p95 ms': result.p95, ...Object.fromEntries(Object.entries(result.figures).map(([kind, f]) => [`${kind} p95`, `${f.p95} (${f.count})`])), invariants: violations.length ? `BROKEN ${JSON.stringify(violations)}` : 'hold' });
}
console.table(rows);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/wallet.json'), JSON.stringify(results, null, 2));
process.exit(broken ? 1 : 0);
