import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../../db/schema';

/*
 * The support dashboard's aggregates: each is one grouped query over a range of one company's
 * tickets (indexes of migration 2026_11_28_1210_ticket_sla_outcomes), never the tickets themselves.
 */

const postgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The Mexico City date of an instant column, in SQL. Mexico City has kept UTC−6 all year since
 * October 2022 (the same rule as the containers' reports); SQLite stores ISO text, PostgreSQL
 * timestamptz.
 */
function mexicoDate(db: Db, column: string): RawBuilder<string> {
  return postgres(db) ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') - interval '6 hours', 'YYYY-MM-DD')` : sql<string>`date(${sql.ref(column)}, '-6 hours')`;
}

/** An instant as the column's type: PostgreSQL compares timestamptz, SQLite ISO text. */
const instant = (db: Db, value: string) => (postgres(db) ? sql`cast(${value} as timestamptz)` : sql`${value}`);

export async function countByStatus(db: Db, scope: TenantScope, companyId: number) {
  const rows = await db
    .selectFrom('tickets')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

const OPEN_STATUSES = ['new', 'open', 'waiting_on_requester', 'reopened'];

/** Open tickets raised since each limit (newest limit first), and all of them: cumulative counts. */
export async function openRaisedSince(db: Db, scope: TenantScope, companyId: number, limits: readonly string[]) {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      ...limits.map((limit, index) => sql<number>`sum(case when ${sql.ref('created_at')} >= ${instant(db, limit)} then 1 else 0 end)`.as(`since_${index}`)),
    ])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow();
  const counts = limits.map((_, index) => Number((row as Record<string, unknown>)[`since_${index}`] ?? 0));
  return { counts, total: Number(row.total) };
}

/** Tickets raised per Mexico City day between two instants. */
export async function raisedPerDay(db: Db, scope: TenantScope, companyId: number, from: string, to: string) {
  const day = mexicoDate(db, 'created_at');
  const rows = await db
    .selectFrom('tickets')
    .select([day.as('date'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ date: String(row.date), count: Number(row.count) }));
}

/** Tickets resolved (and not reopened since) per Mexico City day between two instants. */
export async function resolvedPerDay(db: Db, scope: TenantScope, companyId: number, from: string, to: string) {
  const day = mexicoDate(db, 'resolved_at');
  const rows = await db
    .selectFrom('tickets')
    .select([day.as('date'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('resolved_at', '>=', from)
    .where('resolved_at', '<', to)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ date: String(row.date), count: Number(row.count) }));
}

const outcomeSums = [
  sql<number>`count(*)`.as('tickets'),
  sql<number>`sum(case when sla_first_response_met = 1 then 1 else 0 end)`.as('first_met'),
  sql<number>`sum(case when sla_first_response_met = 0 then 1 else 0 end)`.as('first_breached'),
  sql<number>`sum(case when sla_resolution_met = 1 then 1 else 0 end)`.as('resolution_met'),
  sql<number>`sum(case when sla_resolution_met = 0 then 1 else 0 end)`.as('resolution_breached'),
];

export interface OutcomeCounts {
  tickets: number;
  first_met: number;
  first_breached: number;
  resolution_met: number;
  resolution_breached: number;
}
const counts = (row: Record<string, unknown>): OutcomeCounts => ({
  tickets: Number(row.tickets ?? 0),
  first_met: Number(row.first_met ?? 0),
  first_breached: Number(row.first_breached ?? 0),
  resolution_met: Number(row.resolution_met ?? 0),
  resolution_breached: Number(row.resolution_breached ?? 0),
});

/** SLA outcomes of the tickets raised between two instants, grouped by one column (assignee or category). */
export async function outcomesBy(db: Db, scope: TenantScope, companyId: number, from: string, to: string, column: 'assignee_id' | 'category') {
  const rows = await db
    .selectFrom('tickets')
    .select([sql.ref<string | number | null>(column).as('key'), ...outcomeSums])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(column)
    .execute();
  return rows.map((row) => ({ key: row.key, ...counts(row) }));
}

/** Names of people (the agents of the figures). */
export function peopleNamed(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name', 'surname', 'lastname', 'email', 'deleted_at']).where('id', 'in', [...ids]).execute();
}
