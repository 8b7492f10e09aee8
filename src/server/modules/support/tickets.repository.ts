import { type Insertable, PostgresAdapter, type Selectable, type Updateable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import { termsOf } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { TicketMessagesTable, TicketStatusEventsTable, TicketsTable } from './support.tables';

export type TicketRow = Selectable<TicketsTable> & {
  requester_name: string | null;
  requester_surname: string | null;
  assignee_name: string | null;
  assignee_surname: string | null;
};
export type TicketValues = Omit<Insertable<TicketsTable>, 'id' | 'created_at' | 'updated_at' | 'number'>;

/** Tickets with their requester's and assignee's names (the queue's page reads its rows through it too). */
export function ticketQuery(db: Db) {
  return db
    .selectFrom('tickets')
    .innerJoin('users as requester', 'requester.id', 'tickets.requester_id')
    .leftJoin('users as assignee', 'assignee.id', 'tickets.assignee_id')
    .selectAll('tickets')
    .select(['requester.name as requester_name', 'requester.surname as requester_surname', 'assignee.name as assignee_name', 'assignee.surname as assignee_surname']);
}

/** A ticket by id within the scope (whether the caller may see it is the service's question). */
export function findTicket(db: Db, scope: TenantScope, id: number): Promise<TicketRow | undefined> {
  return ticketQuery(db).where('tickets.id', '=', id).where(inScope(scope, 'tickets.company_id')).executeTakeFirst();
}

/** The tickets report's rows (tickets.report.ts reads it in keyset pages of the number). */
export function reportQuery(db: Db, scope: TenantScope, companyId: number, filter: { status?: string; priority?: string; category?: string; createdFrom?: string; createdTo?: string }) {
  let query = ticketQuery(db).where('tickets.company_id', '=', companyId).where(inScope(scope, 'tickets.company_id'));
  if (filter.status) query = query.where('tickets.status', '=', filter.status);
  if (filter.priority) query = query.where('tickets.priority', '=', filter.priority);
  if (filter.category) query = query.where('tickets.category', '=', filter.category);
  if (filter.createdFrom) query = query.where('tickets.created_at', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('tickets.created_at', '<', filter.createdTo);
  return query;
}

export async function nextNumber(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertTicket(db: Db, values: TicketValues & { number: number }, at: string): Promise<number> {
  const row = await db
    .insertInto('tickets')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a ticket only if it is still in `fromStatus` (when given): two agents acting at once do
 * not both win. A new status is copied onto the ticket's term rows in the same statement sequence
 * (the caller's transaction): the search checks a status filter on those rows alone, so this is
 * the one place a ticket's status changes.
 */
export async function updateTicket(db: Db, id: number, values: Updateable<TicketsTable>, at: string, fromStatus?: string): Promise<boolean> {
  let query = db
    .updateTable('tickets')
    .set({ ...values, updated_at: at })
    .where('id', '=', id);
  if (fromStatus !== undefined) query = query.where('status', '=', fromStatus);
  const result = await query.executeTakeFirst();
  const changed = Number(result.numUpdatedRows) > 0;
  if (changed && values.status !== undefined) await db.updateTable('ticket_search_terms').set({ status: values.status }).where('ticket_id', '=', id).execute();
  return changed;
}

export async function deleteTicket(db: Db, id: number) {
  await db.deleteFrom('tickets').where('id', '=', id).execute();
}

/**
 * The word rows of a ticket's search text (replaced whole when the subject changes), each with
 * the ticket's status and number read from its row in the same statement — not a status the
 * caller read before its transaction, which a move made meanwhile could have changed.
 */
export async function replaceTerms(db: Db, ticketId: number, companyId: number, searchText: string) {
  await db.deleteFrom('ticket_search_terms').where('ticket_id', '=', ticketId).execute();
  const status = db.selectFrom('tickets').select('status').where('id', '=', ticketId);
  const number = db.selectFrom('tickets').select('number').where('id', '=', ticketId);
  const terms = termsOf(searchText).map((term) => ({ ticket_id: ticketId, company_id: companyId, term, search_text: searchText, status, number }));
  if (terms.length) await db.insertInto('ticket_search_terms').values(terms).execute();
}

export async function insertStatusEvent(db: Db, values: Omit<Insertable<TicketStatusEventsTable>, 'id'>) {
  await db.insertInto('ticket_status_events').values(values).execute();
}

export function statusEventsOf(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_status_events as e')
    .leftJoin('users', 'users.id', 'e.by_user_id')
    .select(['e.from_status', 'e.to_status', 'e.at', 'e.by_user_id', 'users.name as by_name', 'users.surname as by_surname'])
    .where('e.ticket_id', '=', ticketId)
    .orderBy('e.id')
    .execute();
}

export async function insertMessage(db: Db, values: Omit<Insertable<TicketMessagesTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('ticket_messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The conversation in order; internal notes only when asked for (support). */
export function messagesOf(db: Db, ticketId: number, withNotes: boolean) {
  let query = db
    .selectFrom('ticket_messages as m')
    .leftJoin('users', 'users.id', 'm.author_id')
    .select(['m.id', 'm.ticket_id', 'm.kind', 'm.body', 'm.author_id', 'm.attachments', 'm.created_at', 'users.name as author_name', 'users.surname as author_surname'])
    .where('m.ticket_id', '=', ticketId);
  if (!withNotes) query = query.where('m.kind', '=', 'public_reply');
  return query.orderBy('m.id').execute();
}

/** The address a requester's notices go to (an open account only). */
export async function userContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'name', 'surname']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

// SLA: the clocks' inputs for many tickets at once, the stored instants and the sweep's notices.

/** The status timelines of these tickets in one query (index (ticket_id, id)), each in order. */
export async function timelinesOf(db: Db, ticketIds: readonly number[]): Promise<Map<number, { at: string; status: string }[]>> {
  const timelines = new Map<number, { at: string; status: string }[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return timelines;
  const rows = await db.selectFrom('ticket_status_events').select(['ticket_id', 'to_status', 'at']).where('ticket_id', 'in', [...ticketIds]).orderBy('ticket_id').orderBy('id').execute();
  for (const row of rows) timelines.get(row.ticket_id)?.push({ at: row.at, status: row.to_status });
  return timelines;
}

/**
 * What the clocks and the sweep's notices read of a ticket. `lock`: held until the transaction ends
 * (PostgreSQL; SQLite's one connection already serializes writers), so a change of the ticket made
 * meanwhile cannot slip between this read and a write based on it.
 */
export function clockRowsOf(db: Db, ticketIds: readonly number[], options: { lock?: boolean } = {}) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('tickets')
    .select(['id', 'company_id', 'number', 'subject', 'priority', 'status', 'requester_id', 'assignee_id', 'first_agent_reply_at', 'sla_due_at', 'sla_warn_at', 'sla_warned_80_at', 'sla_breach_notified_at', 'sla_first_response_met', 'sla_resolution_met'])
    .where('id', 'in', [...ticketIds]);
  // Locked in id order, as every other writer of many tickets meets them: two such transactions wait, never deadlock.
  return (options.lock && db.getExecutor().adapter instanceof PostgresAdapter ? query.orderBy('id').forUpdate() : query).execute();
}
export type ClockRow = Awaited<ReturnType<typeof clockRowsOf>>[number];

export interface SlaColumnsChange {
  id: number;
  sla_due_at: string | null;
  sla_warn_at: string | null;
  sla_first_response_met: number | null;
  sla_resolution_met: number | null;
  /** Clear the notice stamp: its clock phase is over. */
  clearWarned: boolean;
  clearBreach: boolean;
}

/**
 * Stores the SLA instants of many tickets in one statement (a CASE per column), without touching
 * `updated_at`: a settings change rewrites thousands, and one statement per ticket is a round trip
 * each on PostgreSQL.
 */
export async function setSlaColumns(db: Db, changes: readonly SlaColumnsChange[]) {
  if (changes.length === 0) return;
  // PostgreSQL types a bare parameter in a CASE as text; the columns are timestamptz there.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const instant = (value: string | null) => (postgres ? sql`cast(${value} as timestamptz)` : sql`${value}`);
  const byId = (column: 'sla_due_at' | 'sla_warn_at') => sql<string | null>`case ${sql.ref('id')} ${sql.join(changes.map((change) => sql`when ${change.id} then ${instant(change[column])}`), sql` `)} end`;
  // Outcomes are literals (0, 1, null): no parameter for PostgreSQL to type as text.
  const outcome = (value: number | null) => (value === null ? sql`null` : sql.lit(value));
  const outcomeById = (column: 'sla_first_response_met' | 'sla_resolution_met') => {
    const value = sql<number | null>`case ${sql.ref('id')} ${sql.join(changes.map((change) => sql`when ${change.id} then ${outcome(change[column])}`), sql` `)} end`;
    // A CASE of only nulls is text on PostgreSQL; the column is smallint there.
    return postgres ? sql<number | null>`cast(${value} as smallint)` : value;
  };
  const cleared = (column: 'sla_warned_80_at' | 'sla_breach_notified_at', ids: number[]) =>
    ids.length ? { [column]: sql<string | null>`case when ${sql.ref('id')} in (${sql.join(ids)}) then null else ${sql.ref(column)} end` } : {};
  await db
    .updateTable('tickets')
    .set({
      sla_due_at: byId('sla_due_at'),
      sla_warn_at: byId('sla_warn_at'),
      sla_first_response_met: outcomeById('sla_first_response_met'),
      sla_resolution_met: outcomeById('sla_resolution_met'),
      ...cleared('sla_warned_80_at', changes.filter((change) => change.clearWarned).map((change) => change.id)),
      ...cleared('sla_breach_notified_at', changes.filter((change) => change.clearBreach).map((change) => change.id)),
    })
    .where('id', 'in', changes.map((change) => change.id))
    .execute();
}

/**
 * Fills outcomes still undecided (null) and leaves a stored one as it is, even if it was stored
 * between the caller's read and this write: one statement, a CASE per column inside a coalesce.
 */
export async function fillSlaOutcomes(db: Db, fills: readonly { id: number; sla_first_response_met: number | null; sla_resolution_met: number | null }[]) {
  if (fills.length === 0) return;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Literals (0, 1, null), as in setSlaColumns; a CASE of only nulls is text on PostgreSQL.
  const outcome = (value: number | null) => (value === null ? sql`null` : sql.lit(value));
  const fill = (column: 'sla_first_response_met' | 'sla_resolution_met') => {
    const value = sql<number | null>`case ${sql.ref('id')} ${sql.join(fills.map((row) => sql`when ${row.id} then ${outcome(row[column])}`), sql` `)} end`;
    return sql<number | null>`coalesce(${sql.ref(column)}, ${postgres ? sql`cast(${value} as smallint)` : value})`;
  };
  await db
    .updateTable('tickets')
    .set({ sla_first_response_met: fill('sla_first_response_met'), sla_resolution_met: fill('sla_resolution_met') })
    .where('id', 'in', fills.map((row) => row.id))
    .execute();
}

/** The highest ticket id (0 without tickets): where a walk of every ticket by id ends. */
export async function lastTicketId(db: Db): Promise<number> {
  const row = await db.selectFrom('tickets').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * The tickets with ids in (afterId, uptoId] — a range of the primary key, so a window of ids costs
 * the same whatever it holds — whose stored outcome is undecided although their clock is decided
 * by now: a first response given; a resolution reached (resolved or closed; an unanswered first
 * response is then breached or stopped for good, and its row is not picked again once the
 * resolution is stored); or, never stored at all, a breach already past (the stored due instant,
 * or a breach notice already sent). Still counting within target, or paused, is not picked.
 */
export function ticketsWithUndecidedOutcomes(db: Db, afterId: number, uptoId: number, at: string) {
  return db
    .selectFrom('tickets')
    .select(['id', 'company_id', 'priority'])
    .where('id', '>', afterId)
    .where('id', '<=', uptoId)
    .where((eb) =>
      eb.or([
        eb.and([eb('sla_first_response_met', 'is', null), eb('first_agent_reply_at', '<=', at)]),
        eb.and([eb('sla_resolution_met', 'is', null), eb('status', 'in', ['resolved', 'closed'])]),
        eb.and([eb('sla_first_response_met', 'is', null), eb('sla_resolution_met', 'is', null), eb.or([eb('sla_breach_notified_at', 'is not', null), eb('sla_due_at', '<=', at)])]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Every ticket of a company whose clocks may count (new, open, reopened): a settings change recomputes them. */
export async function countingTicketIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('tickets').select('id').where('company_id', '=', companyId).where('status', 'in', ['new', 'open', 'reopened']).execute();
  return rows.map((row) => row.id);
}

export type SlaNoticeKind = 'warning' | 'breach';
const NOTICE_COLUMNS = {
  warning: { instant: 'sla_warn_at', stamp: 'sla_warned_80_at' },
  breach: { instant: 'sla_due_at', stamp: 'sla_breach_notified_at' },
} as const;

/**
 * Tickets whose 80 % (or due) instant has passed and that were not told yet, soonest first: a
 * range of the partial index that holds only the untold. No cursor: every ticket the sweep handles
 * leaves that range (stamped, or its recomputed instant is ahead), so the next call starts afresh.
 */
export function slaNoticesDue(db: Db, kind: SlaNoticeKind, at: string, limit: number) {
  const { instant, stamp } = NOTICE_COLUMNS[kind];
  return db.selectFrom('tickets').select(['id', 'company_id']).where(stamp, 'is', null).where(instant, '<=', at).orderBy(instant).orderBy('id').limit(limit).execute();
}

/**
 * Stamps the notices still due and untold among these tickets, in one statement, and answers
 * which it stamped (of two servers only one wins each). A breach also stamps the 80 % notice:
 * once a clock has breached, its warning would only be noise.
 */
export async function claimSlaNotices(db: Db, ids: readonly number[], kind: SlaNoticeKind, at: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { instant, stamp } = NOTICE_COLUMNS[kind];
  const rows = await db
    .updateTable('tickets')
    .set((eb) => (kind === 'breach' ? { sla_breach_notified_at: at, sla_warned_80_at: eb.fn.coalesce('sla_warned_80_at', eb.val(at)) } : { sla_warned_80_at: at }))
    .where('id', 'in', [...ids])
    .where(stamp, 'is', null)
    .where(instant, '<=', at)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}
