import { PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
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

/**
 * The term rows matching every word: the first word is a range of the (company_id, term,
 * search_text, ticket_id) index, the others are checked on the entry's search text (no ticket read).
 */
function matchingTerms(db: Db, scope: TenantScope, companyIds: readonly number[] | null, words: readonly string[]) {
  const [first, ...others] = words as [string, ...string[]];
  let terms = db.selectFrom('ticket_search_terms as t').where('t.term', '>=', first).where('t.term', '<', prefixUpperBound(first)).where(inScope(scope, 't.company_id'));
  if (companyIds !== null) terms = companyIds.length === 1 ? terms.where('t.company_id', '=', companyIds[0]!) : terms.where('t.company_id', 'in', [...companyIds, 0]);
  for (const word of others) terms = terms.where(sql<string>`' ' || t.search_text`, 'like', `% ${word}%`);
  return terms;
}

/** How many term rows a word's range holds, counted up to this: enough to tell a rare word from a common one. */
const PROBE_LIMIT = 2_000;

/**
 * The query's words, the rarest first. The longest word is usually the most selective, but not
 * always ("falla 4242" when every subject says "falla"): each word's range is counted up to
 * PROBE_LIMIT entries (a bounded walk of the index), and the smallest leads.
 */
async function rarestFirst(db: Db, scope: TenantScope, companyIds: readonly number[] | null, words: readonly string[]): Promise<string[]> {
  const sizes = new Map<string, number>();
  for (const word of words) {
    const probe = matchingTerms(db, scope, companyIds, [word]).select(sql<number>`1`.as('one')).limit(PROBE_LIMIT);
    const row = await db.selectFrom(probe.as('p')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    sizes.set(word, Number(row.n));
    if (Number(row.n) === 0) break;
  }
  // A word not probed (an earlier one matched nothing) sorts last; the stable sort keeps longest-first among equals.
  return [...words].sort((a, b) => (sizes.get(a) ?? Infinity) - (sizes.get(b) ?? Infinity));
}

/** A filtered search reads all its matches in one sorted query when they are at most this many: page and count at once. */
const CANDIDATES_CAP = 5_000;

/** Does a word's range hold a single term in this company (then each ticket has at most one entry in it)? Two index seeks. */
async function oneTermIn(db: Db, scope: TenantScope, companyId: number, word: string): Promise<boolean> {
  const edge = (direction: 'asc' | 'desc') =>
    matchingTerms(db, scope, [companyId], [word]).select('t.term').orderBy('t.term', direction).limit(1).executeTakeFirst();
  return (await edge('asc'))?.term === (await edge('desc'))?.term;
}

/**
 * A page of tickets. With words, the rarest is a range scan of `ticket_search_terms` within the
 * companies and the others must begin a word of the entry's `search_text` (matchingTerms). Without
 * words, the queue indexes ((company_id, status|assignee_id, …, number)). A search takes one of
 * these shapes (bench/support.mjs, issue 14):
 * - plain (no filter on the ticket): the count is read on the term entries alone — `count(*)` when
 *   the leading word's range holds one term, `distinct` only when a prefix spans several; then the
 *   page either collects the matching ids and sorts them (a rare word) or, on SQLite, walks the
 *   company's order index checking each ticket's `search_text` (a common word: "teclado", 5 % of
 *   the tickets, finds its 20 in ~400 steps instead of sorting 45,000). The walk is chosen when its
 *   expected length — (offset + limit) × company size / matches — is no longer than the matches;
 *   SQLite cannot know how many tickets a word matches, PostgreSQL's planner makes that choice;
 * - filtered (status, priority, view…): the matches sorted in one query, which gives the count too
 *   when there are at most CANDIDATES_CAP; only a larger set pays a second query for the count.
 */
export async function pageOfTickets(db: Db, scope: TenantScope, filter: TicketFilter, limit: number, offset: number) {
  const searched = filter.companyIds === null ? null : [...filter.companyIds, ...(filter.ownIn ?? [])];
  const words = filter.words.length > 1 ? await rarestFirst(db, scope, searched, filter.words) : filter.words;
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
  const withWords = () => (words.length ? filtered().where('tickets.id', 'in', matchingTerms(db, scope, searched, words).select('t.ticket_id')) : filtered());
  const pageAndCount = async () => {
    const ids = await sorted(withWords().select('tickets.id')).limit(limit).offset(offset).execute();
    const total = await withWords()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { ids, total: Number(total.total) };
  };

  const plainSearch =
    words.length > 0 && !filter.ownIn?.length && filter.assigneeId === undefined && !filter.statuses && !filter.priority && !filter.category && filter.slaWarnedBy === undefined;
  let found: { ids: { id: number }[]; total: number };
  if (words.length === 0) {
    found = await pageAndCount();
  } else if (plainSearch) {
    const company = filter.companyIds?.length === 1 ? filter.companyIds[0]! : null;
    const single = company !== null && (await oneTermIn(db, scope, company, words[0]!));
    const count = await matchingTerms(db, scope, filter.companyIds, words)
      .select((eb) => (single ? eb.fn.countAll<number>() : eb.fn.count<number>('t.ticket_id').distinct()).as('total'))
      .executeTakeFirstOrThrow();
    const total = Number(count.total);
    // PostgreSQL makes this choice itself (a semi-join walking the number index when it pays: 7 ms for
    // "teclado"), and estimates a LIKE so low that the walk below becomes a sequential scan there.
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const size = postgres || company === null || total === 0 ? 0 : await companySize(db, company);
    let walk = filtered().select('tickets.id');
    for (const word of words) walk = walk.where(sql<string>`' ' || tickets.search_text`, 'like', `% ${word}%`);
    const ids =
      total === 0 ? [] : await sorted(size > 0 && (offset + limit) * size <= total * total ? walk : withWords().select('tickets.id')).limit(limit).offset(offset).execute();
    found = { ids, total };
  } else {
    const candidates = await sorted(withWords().select('tickets.id'))
      .limit(CANDIDATES_CAP + 1)
      .execute();
    found = candidates.length <= CANDIDATES_CAP ? { ids: candidates.slice(offset, offset + limit), total: candidates.length } : await pageAndCount();
  }
  const rows = found.ids.length ? await ticketQuery(db).where('tickets.id', 'in', found.ids.map((row) => row.id)).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: found.ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined), total: found.total };
}

/** About how many tickets a company has: its highest number (one index seek; deleted tickets leave gaps). */
async function companySize(db: Db, companyId: number): Promise<number> {
  return (await nextNumber(db, companyId)) - 1;
}
