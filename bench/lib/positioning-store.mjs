// What bench/positioning.mjs writes and reads straight in the database, on SQLite or PostgreSQL:
// the fleet, a day of reports, the table grown to millions of rows, its size, and the retention
// sweep's statement. Plain SQL on purpose: the bench runs JavaScript beside the built server,
// which holds its own queries in its repositories.
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';

const COLUMNS = 'company_id, unit_id, device_time, received_at, latitude, longitude, speed_kmh, bearing';
/** The statement of the server's retention sweep (positioning.repository deletePositionsBefore). */
const SWEEP = (first, second) => `delete from tracker_positions where id in (select id from tracker_positions where device_time < ${first} limit ${second})`;

/**
 * The store of one bench run: `{ dialect: 'sqlite', file }` or `{ dialect: 'postgres', url }`.
 * Every method is async so that the bench reads the same on both.
 */
export async function openStore(target) {
  return target.dialect === 'postgres' ? postgresStore(target.url) : sqliteStore(target.file);
}

/** The fleet's rows, in the order both dialects insert them. */
function fleetStatements(company) {
  return {
    terminal: `insert into terminals (company_id, code, name, kind, country, latitude, longitude, search_text) values (${company}, $1, $2, 'bus', 'MEX', $3, $4, $5) returning id`,
    route: `insert into routes (company_id, code, name, origin_terminal_id, destination_terminal_id, active, search_text, path, corridor_m) values (${company}, 'BENCH', 'Bench', $1, $2, 1, 'bench', $3, 150) returning id`,
    unit: `insert into units (company_id, number, plates, vehicle_config, sct_permit_type, status, search_text, kind, seats, tracker_device_id) values (${company}, $1, $2, 'C2', 'TPAF01', 'active', $3, 'bus', 40, $4) returning id`,
    link: `insert into unit_routes (unit_id, route_id, company_id) values ($1, $2, ${company})`,
  };
}
const sqliteParams = (text) => text.replace(/\$\d+/g, '?');

function sqliteStore(file) {
  const open = () => {
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    return db;
  };
  const insertSql = `insert into tracker_positions (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)`;
  return {
    dialect: 'sqlite',
    async createFleet(company, units, path) {
      const db = open();
      const sql = Object.fromEntries(Object.entries(fleetStatements(company)).map(([name, text]) => [name, db.prepare(sqliteParams(text))]));
      const ids = db.transaction(() => {
        const west = sql.terminal.get('BENCH-W', 'Bench poniente', path[0][0], path[0][1], 'bench').id;
        const east = sql.terminal.get('BENCH-E', 'Bench oriente', path.at(-1)[0], path.at(-1)[1], 'bench').id;
        const route = sql.route.get(west, east, JSON.stringify(path)).id;
        return Array.from({ length: units }, (_, i) => {
          const id = sql.unit.get(`B-${i}`, `BN${String(i).padStart(5, '0')}`, `b-${i}`, `BENCH-${i}`).id;
          sql.link.run(id, route);
          return id;
        });
      })();
      db.close();
      return ids;
    },
    async insertReports(rows) {
      const db = open();
      const insert = db.prepare(insertSql);
      db.transaction(() => {
        for (const row of rows) insert.run(...row);
      })();
      db.close();
    },
    /** `toAdd` reports of the fleet going back from `newest`, every unit's interleaved as live ingest writes them. */
    async grow(company, toAdd, unitIds, newest) {
      const db = open();
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = OFF');
      const insert = db.prepare(insertSql);
      const batch = db.transaction((from, count) => {
        for (let n = from; n < from + count; n += 1) {
          const unit = unitIds[n % unitIds.length];
          const slot = Math.floor(n / unitIds.length);
          const time = new Date(newest - slot * 5000).toISOString();
          insert.run(company, unit, time, time, 19.43 + (n % 1000) * 1e-5, -99.2 + (slot % 1000) * 1e-5, 30, 90);
        }
      });
      for (let done = 0; done < toAdd; done += 500_000) batch(done, Math.min(500_000, toAdd - done));
      db.close();
    },
    /** SQLite's reads need no visibility map: nothing to do. */
    async vacuum() {
      return 0;
    },
    async count() {
      const db = open();
      const { n } = db.prepare('select count(*) as n from tracker_positions').get();
      db.close();
      return n;
    },
    async sizeMiB() {
      return { total: statSync(file).size / 1024 / 1024 };
    },
    /** The device time with `older` reports before it. */
    async cutoff(older) {
      const db = open();
      const row = db.prepare('select device_time from tracker_positions order by device_time limit 1 offset ?').get(older);
      db.close();
      return row.device_time;
    },
    /** The sweep's batches up to `before`, timed one by one (synchronous=FULL, as the server writes). */
    async sweep(before, batch) {
      const db = open();
      db.pragma('synchronous = FULL');
      const statement = db.prepare(SWEEP('?', '?'));
      const batches = [];
      for (;;) {
        const started = performance.now();
        const deleted = statement.run(before, batch).changes;
        batches.push({ ms: performance.now() - started, deleted });
        if (deleted < batch) break;
      }
      db.close();
      return batches;
    },
    async close() {},
  };
}

async function postgresStore(url) {
  const client = new pg.Client({ connectionString: url });
  // A backend ended under it (the bench's database dropped after a failure) is reported, not thrown.
  client.on('error', (error) => console.error('bench store:', error.message));
  await client.connect();
  const one = async (text, values) => (await client.query(text, values)).rows[0];
  return {
    dialect: 'postgres',
    async createFleet(company, units, path) {
      const sql = fleetStatements(company);
      await client.query('begin');
      const west = (await one(sql.terminal, ['BENCH-W', 'Bench poniente', path[0][0], path[0][1], 'bench'])).id;
      const east = (await one(sql.terminal, ['BENCH-E', 'Bench oriente', path.at(-1)[0], path.at(-1)[1], 'bench'])).id;
      const route = (await one(sql.route, [west, east, JSON.stringify(path)])).id;
      const ids = [];
      for (let i = 0; i < units; i += 1) {
        const id = (await one(sql.unit, [`B-${i}`, `BN${String(i).padStart(5, '0')}`, `b-${i}`, `BENCH-${i}`])).id;
        await client.query(sql.link, [id, route]);
        ids.push(id);
      }
      await client.query('commit');
      return ids;
    },
    async insertReports(rows) {
      const all = [...rows];
      const types = ['int', 'int', 'timestamptz', 'timestamptz', 'float8', 'float8', 'float8', 'float8'];
      const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
      for (let i = 0; i < all.length; i += 20_000) {
        const slice = all.slice(i, i + 20_000);
        await client.query(`insert into tracker_positions (${COLUMNS}) select * from unnest(${unnest})`, types.map((_, column) => slice.map((row) => row[column])));
      }
    },
    /** As SQLite's, computed by the database itself: 500,000 rows a statement, commits not waiting for the disk. */
    async grow(company, toAdd, unitIds, newest) {
      await client.query('set synchronous_commit = off');
      for (let done = 0; done < toAdd; done += 500_000) {
        const last = Math.min(toAdd, done + 500_000) - 1;
        await client.query(
          `insert into tracker_positions (${COLUMNS})
           select ${company}, ($1::int[])[(n % $2)::int + 1], t, t, 19.43 + (n % 1000) * 1e-5, -99.2 + ((n / $2) % 1000) * 1e-5, 30, 90
           from generate_series($3::bigint, $4::bigint) as n,
                lateral (select timestamptz 'epoch' + ($5::bigint - (n / $2) * 5000)::float8 * interval '1 millisecond') as at(t)`,
          [unitIds, unitIds.length, done, last, newest],
        );
      }
      await client.query('set synchronous_commit = on');
    },
    /** What autovacuum does after such inserts (without it the covering index's scans visit the heap too); seconds. */
    async vacuum() {
      const started = performance.now();
      await client.query('vacuum analyze tracker_positions');
      return (performance.now() - started) / 1000;
    },
    async count() {
      return Number((await one('select count(*) as n from tracker_positions')).n);
    },
    async sizeMiB() {
      const row = await one(`select pg_total_relation_size('tracker_positions') as total, pg_relation_size('tracker_positions') as heap, pg_indexes_size('tracker_positions') as indexes`);
      return Object.fromEntries(Object.entries(row).map(([key, bytes]) => [key, Number(bytes) / 1024 / 1024]));
    },
    async cutoff(older) {
      return (await one('select device_time from tracker_positions order by device_time limit 1 offset $1', [older])).device_time.toISOString();
    },
    async sweep(before, batch) {
      const batches = [];
      for (;;) {
        const started = performance.now();
        const deleted = (await client.query(SWEEP('$1', '$2'), [before, batch])).rowCount;
        batches.push({ ms: performance.now() - started, deleted });
        if (deleted < batch) break;
      }
      return batches;
    },
    async close() {
      await client.end();
    },
  };
}
