import { PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { TICKET_COUNT_CAP } from '../../../shared/contracts/support';
import type { Database, Db } from '../../db/schema';
import { prefixUpperBound } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import { nextNumber, ticketQuery } from './tickets.repository';

/* The queue views and the ticket search: a page of tickets and its count (bench/support.mjs, issue 14). */

export interface TicketFilter {
  companyIds: readonly number[] | null;
  /** Plus, in these companies, the tickets `requesterId` raised (where the caller is not support). */
  ownIn?: readonly number[] | undefined;
  requesterId?: number | undefined;
  assigneeId?: number | null | undefined;
  statuses?: readonly string[] | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  /** Normalized query words, longest first (lib/search-text queryWords). */
  words: string[];
  /** "Breaching soon": a clock counting now has reached 80 % by this instant (index (company_id, sla_warn_at, sla_due_at)). */
  slaWarnedBy?: string | undefined;
  /** `sla`: soonest due first (the breaching queue). */
  sort: '-number' | 'number' | '-updated_at' | 'updated_at' | 'sla';
}

interface TermNarrowing {
  /** Only entries of tickets in these statuses (each term row carries its ticket's status, migration 2026_12_08_1000). */
  statuses?: readonly string[] | undefined;
  /** The leading word's range holds this one term: an equality, so that (company_id, term, status) is one tight range per status. */
  term?: string | null | undefined;
}

/**
 * The term rows matching every word: the first word is a range of the (company_id, term, status,
 * search_text, ticket_id) index, the others are checked on the entry's search text, and a status
 * filter on the entry's status (no ticket read).
 */
function matchingTerms(db: Db, scope: TenantScope, companyIds: readonly number[] | null, words: readonly string[], narrowing: TermNarrowing = {}) {
  const [first, ...others] = words as [string, ...string[]];
  let terms = db.selectFrom('ticket_search_terms as t').where(inScope(scope, 't.company_id'));
  terms = narrowing.term ? terms.where('t.term', '=', narrowing.term) : terms.where('t.term', '>=', first).where('t.term', '<', prefixUpperBound(first));
  if (companyIds !== null) terms = companyIds.length === 1 ? terms.where('t.company_id', '=', companyIds[0]!) : terms.where('t.company_id', 'in', [...companyIds, 0]);
  const { statuses } = narrowing;
  if (statuses) terms = statuses.length === 1 ? terms.where('t.status', '=', statuses[0]!) : terms.where('t.status', 'in', [...statuses]);
  for (const word of others) terms = terms.where(sql<string>`' ' || t.search_text`, 'like', `% ${word}%`);
  return terms;
}

/** How many rows a query gives, counting at most `limit` of them: a bounded walk however many there are. */
async function countUpTo(db: Db, rows: SelectQueryBuilder<Database, never, object>, limit: number): Promise<number> {
  const row = await db
    .selectFrom(rows.limit(limit).as('counted'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TicketCount {
  total: number;
  /** There are more than `total`: counting stopped there. */
  capped: boolean;
}

/** Exact up to `cap`, else the cap and `capped` (one more row is read to tell). */
async function cappedCount(db: Db, rows: SelectQueryBuilder<Database, never, object>, cap: number): Promise<TicketCount> {
  const n = await countUpTo(db, rows, cap + 1);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** How many term rows a word's range holds, counted up to this: enough to tell a rare word from a common one. */
const PROBE_LIMIT = 2_000;

/**
 * The query's words, the rarest first. The longest word is usually the most selective, but not
 * always ("falla 4242" when every subject says "falla"): each word's range is counted up to
 * PROBE_LIMIT entries (a bounded walk of the index), and the smallest leads. The probe ignores a
 * status filter: a rare status would make it walk far to find its PROBE_LIMIT entries.
 */
async function rarestFirst(db: Db, scope: TenantScope, companyIds: readonly number[] | null, words: readonly string[]): Promise<string[]> {
  const sizes = new Map<string, number>();
  for (const word of words) {
    const n = await countUpTo(db, matchingTerms(db, scope, companyIds, [word]).select(sql<number>`1`.as('one')), PROBE_LIMIT);
    sizes.set(word, n);
    if (n === 0) break;
  }
  // A word not probed (an earlier one matched nothing) sorts last; the stable sort keeps longest-first among equals.
  return [...words].sort((a, b) => (sizes.get(a) ?? Infinity) - (sizes.get(b) ?? Infinity));
}

/** A filtered search reads all its matches in one sorted query when they are at most this many: page and count at once. */
const CANDIDATES_CAP = 5_000;

/**
 * The one term a word's range holds in this company (then each ticket has at most one entry in
 * it, and the range is an equality), or null when it holds several or none. Two index seeks.
 */
async function oneTermIn(db: Db, scope: TenantScope, companyId: number, word: string): Promise<string | null> {
  const edge = (direction: 'asc' | 'desc') =>
    matchingTerms(db, scope, [companyId], [word]).select('t.term').orderBy('t.term', direction).limit(1).executeTakeFirst();
  const lowest = (await edge('asc'))?.term;
  return lowest !== undefined && lowest === (await edge('desc'))?.term ? lowest : null;
}

/**
 * A page of tickets and its count, capped at TICKET_COUNT_CAP past the page's first row. With
 * words, the rarest is a range of `ticket_search_terms` within the companies and the others must
 * begin a word of the entry's `search_text` (matchingTerms); without, the queue indexes
 * ((company_id, status|assignee_id, …, number)). A search takes one of two shapes:
 * - on the term entries (no filter but a status): they carry the status and the number, so the
 *   count is read on them alone — `count(*)` when the leading word's range holds one term,
 *   `distinct` only when a prefix spans several — and so is a page in number order: with one term,
 *   one status and one company the range is already in that order (a backward walk of a few
 *   entries, however many match); otherwise the first cap + 1 entries are counted (a window count)
 *   and sorted in one scan, which is the answer whenever they are all of them. A larger set, or
 *   another order, is read through the tickets: PostgreSQL's planner walks the number index with a
 *   semi-join when that pays; SQLite, without a status, counts first and walks the company's order
 *   index checking each ticket's `search_text` (a common word: "teclado", 5 % of the tickets, finds
 *   its 20 in ~400 steps) when the walk's expected length — (offset + limit) × company size /
 *   matches — is no longer than the matches, since its planner cannot know how many a word has;
 * - filtered (priority, category, assignee, a requester's own…): the matches sorted in one query,
 *   which gives the count too when there are at most CANDIDATES_CAP; only a larger set pays a
 *   second query for the count. A status is still checked on the term entry first.
 */
export async function pageOfTickets(db: Db, scope: TenantScope, filter: TicketFilter, limit: number, offset: number) {
  const searched = filter.companyIds === null ? null : [...filter.companyIds, ...(filter.ownIn ?? [])];
  const words = filter.words.length > 1 ? await rarestFirst(db, scope, searched, filter.words) : filter.words;
  // Past the page being read, so the pager always offers the pages after it.
  const cap = TICKET_COUNT_CAP + offset;
  const filtered = () => {
    let query = db.selectFrom('tickets').where(inScope(scope, 'tickets.company_id'));
    const { companyIds, ownIn, requesterId } = filter;
    if (ownIn?.length && requesterId !== undefined) {
      query = query.where((eb) =>
        eb.or([
          ...(companyIds === null ? [eb.lit(true)] : companyIds.length ? [eb('tickets.company_id', 'in', [...companyIds])] : []),
          eb.and([eb('tickets.requester_id', '=', requesterId), eb('tickets.company_id', 'in', [...ownIn])]),
        ]),
      );
    } else if (companyIds !== null) {
      if (companyIds.length === 0) return query.where(sql<boolean>`1 = 0`);
      query = companyIds.length === 1 ? query.where('tickets.company_id', '=', companyIds[0]!) : query.where('tickets.company_id', 'in', [...companyIds]);
    }
    if (filter.assigneeId === null) query = query.where('tickets.assignee_id', 'is', null);
    else if (filter.assigneeId !== undefined) query = query.where('tickets.assignee_id', '=', filter.assigneeId);
    if (filter.statuses) query = filter.statuses.length === 1 ? query.where('tickets.status', '=', filter.statuses[0]!) : query.where('tickets.status', 'in', [...filter.statuses]);
    if (filter.priority) query = query.where('tickets.priority', '=', filter.priority);
    if (filter.category) query = query.where('tickets.category', '=', filter.category);
    if (filter.slaWarnedBy !== undefined) query = query.where('tickets.sla_warn_at', '<=', filter.slaWarnedBy);
    return query;
  };
  const [column, direction] = filter.sort.startsWith('-') ? [filter.sort.slice(1), 'desc' as const] : [filter.sort, 'asc' as const];
  const sorted = (query: SelectQueryBuilder<Database, 'tickets', { id: number }>) =>
    query.orderBy(column === 'number' ? 'tickets.number' : column === 'sla' ? 'tickets.sla_due_at' : 'tickets.updated_at', direction).orderBy('tickets.id', direction);

  if (words.length === 0) {
    const ids = await sorted(filtered().select('tickets.id')).limit(limit).offset(offset).execute();
    return pageRows(db, ids, await cappedCount(db, filtered().select(sql<number>`1`.as('one')), cap));
  }
  const onTerms = !filter.ownIn?.length && filter.assigneeId === undefined && !filter.priority && !filter.category && filter.slaWarnedBy === undefined;
  const company = filter.companyIds?.length === 1 && !filter.ownIn?.length ? filter.companyIds[0]! : null;
  // The leading word as one term, where that makes a tighter range (with a status) or a cheaper count.
  const term = company !== null && (onTerms || filter.statuses) ? await oneTermIn(db, scope, company, words[0]!) : null;
  const entries = () => matchingTerms(db, scope, searched, words, { statuses: filter.statuses, term });
  const withWords = () => filtered().where('tickets.id', 'in', entries().select('t.ticket_id'));
  const throughTickets = () => sorted(withWords().select('tickets.id')).limit(limit).offset(offset).execute();

  if (!onTerms) {
    const candidates = await sorted(withWords().select('tickets.id'))
      .limit(CANDIDATES_CAP + 1)
      .execute();
    if (candidates.length <= CANDIDATES_CAP) return pageRows(db, candidates.slice(offset, offset + limit), { total: candidates.length, capped: false });
    return pageRows(db, await throughTickets(), await cappedCount(db, withWords().select(sql<number>`1`.as('one')), cap));
  }

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite's walk (see above); PostgreSQL estimates the LIKE so low that the walk becomes a sequential scan there.
  const size = postgres || company === null || filter.statuses ? 0 : await companySize(db, company);
  // A prefix spanning several terms may give a ticket two entries; numbers repeat only across companies.
  const entryIds = () => (term === null ? entries().select(['t.ticket_id as id', 't.number']).distinct() : entries().select(['t.ticket_id as id', 't.number']));
  // One term, one status, one company: the range is in number order (index (company_id, term, status, number, …)).
  const ordered = column === 'number' && term !== null && filter.statuses?.length === 1;

  if (column === 'number' && !ordered && size === 0) {
    // The first cap + 1 entries counted and sorted in one scan: the answer whenever they are all of them.
    const first = await db
      .selectFrom(entryIds().limit(cap + 1).as('e'))
      .select(['e.id', 'e.number', (eb) => eb.fn.countAll<number>().over().as('n')])
      .orderBy('e.number', direction)
      .$if(company === null, (query) => query.orderBy('e.id', direction))
      .limit(limit)
      .offset(offset)
      .execute();
    const n = first.length ? Number(first[0]!.n) : null;
    if (n !== null && n <= cap) return pageRows(db, first, { total: n, capped: false });
    // No row: the page is past the last match, so the cap (offset + TICKET_COUNT_CAP) cannot be reached.
    if (n === null) return pageRows(db, [], await cappedCount(db, entryIds(), cap));
    return pageRows(db, await throughTickets(), { total: cap, capped: true });
  }
  // The walk pays when the matches are at least √((offset + limit) × size): count at least that far.
  const count = await cappedCount(db, entryIds(), Math.max(cap, Math.ceil(Math.sqrt((offset + limit) * size))));
  if (count.total === 0) return pageRows(db, [], count);
  if (size > 0 && (offset + limit) * size <= count.total * count.total) {
    let walk = filtered().select('tickets.id');
    for (const word of words) walk = walk.where(sql<string>`' ' || tickets.search_text`, 'like', `% ${word}%`);
    return pageRows(db, await sorted(walk).limit(limit).offset(offset).execute(), count);
  }
  if (ordered || (column === 'number' && !count.capped)) {
    const page = entryIds()
      .orderBy('t.number', direction)
      .$if(company === null, (query) => query.orderBy('t.ticket_id', direction));
    return pageRows(db, await page.limit(limit).offset(offset).execute(), count);
  }
  return pageRows(db, await throughTickets(), count);
}

/** The page's tickets, in the page's order, with the count. */
async function pageRows(db: Db, ids: readonly { id: number }[], count: TicketCount) {
  const rows = ids.length ? await ticketQuery(db).where('tickets.id', 'in', ids.map((row) => row.id)).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined), ...count };
}

/** About how many tickets a company has: its highest number (one index seek; deleted tickets leave gaps). */
async function companySize(db: Db, companyId: number): Promise<number> {
  return (await nextNumber(db, companyId)) - 1;
}
