import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKETS_PER_PAGE, TICKET_COUNT_CAP } from '../../../../src/shared/contracts/support';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * Ticket lists count their matches up to TICKET_COUNT_CAP past the page asked for, then answer that
 * many with `total_capped` («más de …»): an exact count of a company's 900,000 tickets read every
 * index entry on each request. Below the cap the count is exact and not flagged; past it the page
 * itself is still the right slice, and the next pages are always offered. Queue views, plain
 * searches, searches with a status (counted on the term rows) and with other filters alike.
 */
let t: TestApp;
let token = '';
const SEEDED = TICKET_COUNT_CAP + 1_000;

type Page = { data: { id: number }[]; total: number; total_capped: boolean; last_page: number; current_page: number };
async function list(query: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/tickets?company_id=1&${query}`, headers: t.bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** Company 1's tickets newest first, read plainly: optionally one status, optionally those with a word beginning with each of `words`. */
async function expected(options: { status?: string; words?: string[] } = {}) {
  let query = t.database.db.selectFrom('tickets').select(['id', 'search_text']).where('company_id', '=', 1);
  if (options.status) query = query.where('status', '=', options.status);
  const rows = await query.orderBy('number', 'desc').execute();
  return rows.filter((row) => (options.words ?? []).every((word) => ` ${row.search_text}`.includes(` ${word}`))).map((row) => row.id);
}

/** The answer for `page` of these matches: the slice, and the count exact up to the cap past the page's first row. */
function expectPage(got: Page, all: number[], page: number) {
  const offset = (page - 1) * TICKETS_PER_PAGE;
  const cap = TICKET_COUNT_CAP + offset;
  expect(got.data.map((ticket) => ticket.id)).toEqual(all.slice(offset, offset + TICKETS_PER_PAGE));
  expect({ total: got.total, total_capped: got.total_capped }).toEqual(all.length > cap ? { total: cap, total_capped: true } : { total: all.length, total_capped: false });
  expect(got.last_page).toBe(Math.max(1, Math.ceil(got.total / TICKETS_PER_PAGE)));
  if (got.total_capped) expect(got.last_page).toBeGreaterThan(page);
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('soporte@logistica.demo.mx')).access_token;
  const requester = await t.userIdOf('operador@logistica.demo.mx');
  const { db } = t.database;
  const first = Number((await db.selectFrom('tickets').select((eb) => eb.fn.max('number').as('n')).where('company_id', '=', 1).executeTakeFirstOrThrow()).n ?? 0) + 1;
  // Straight into the tables (the API would take minutes): one in 20 open, the rest closed, so closed alone passes the cap.
  for (let start = 0; start < SEEDED; start += 500) {
    const batch = Array.from({ length: Math.min(500, SEEDED - start) }, (_, k) => start + k);
    const rows = batch.map((i) => ({
      company_id: 1,
      number: first + i,
      subject: `Falla del equipo ${i}`,
      description: 'Detalle.',
      category: 'equipo',
      priority: 'normal',
      status: i % 20 === 0 ? 'open' : 'closed',
      requester_id: requester,
      assignee_id: null,
      search_text: `falla del equipo ${i}`,
      first_agent_reply_at: null,
      resolved_at: null,
      closed_at: null,
    }));
    const inserted = await db.insertInto('tickets').values(rows).returning(['id', 'number', 'search_text', 'status']).execute();
    const terms = inserted.flatMap((row) => [...new Set(row.search_text.split(' '))].map((term) => ({ ticket_id: row.id, company_id: 1, term, search_text: row.search_text, status: row.status, number: row.number })));
    await db.insertInto('ticket_search_terms').values(terms).execute();
  }
  // What autovacuum would do within a minute: planned on an empty table's statistics, PostgreSQL
  // semi-joins these 11,000 tickets to the word's 11,000 entries one ticket at a time (minutes).
  if (t.database.dialect === 'postgres') await sql`analyze tickets, ticket_search_terms`.execute(db);
});
afterAll(() => t.close());

describe('capped ticket counts', () => {
  it('a queue view past the cap: «more than», the right page, and always a next page', async () => {
    const all = await expected();
    expect(all.length).toBeGreaterThan(TICKET_COUNT_CAP);
    for (const page of [1, 2, 200]) expectPage(await list(`view=all&page=${page}`), all, page);
    // Far enough that the cap past the page covers every ticket: exact again.
    const last = Math.ceil(all.length / TICKETS_PER_PAGE);
    expectPage(await list(`view=all&page=${last}`), all, last);
    expect((await list(`view=all&page=${last}`)).total).toBe(all.length);
  });

  it('a filter below the cap counts exactly; a status above it is capped', async () => {
    expectPage(await list('view=all&status=open'), await expected({ status: 'open' }), 1);
    expectPage(await list('view=all&status=closed'), await expected({ status: 'closed' }), 1);
    expect((await list('view=all&status=open')).total_capped).toBe(false);
    expect((await list('view=all&status=closed')).total_capped).toBe(true);
  });

  it('a plain search, and one with a status (counted on the term rows), are capped the same way', async () => {
    const falla = await expected({ words: ['falla'] });
    expect(falla.length).toBeGreaterThan(TICKET_COUNT_CAP);
    expectPage(await list('view=all&q=falla'), falla, 1);
    expectPage(await list('view=all&q=falla&page=3'), falla, 3);
    // Above the 5,000 a filtered search sorts at once: the page and a capped count of the term rows.
    expectPage(await list('view=all&q=falla&status=closed'), await expected({ words: ['falla'], status: 'closed' }), 1);
    expectPage(await list('view=all&q=equipo&status=closed&page=4'), await expected({ words: ['equipo'], status: 'closed' }), 4);
    // Below them, exactly.
    expectPage(await list('view=all&q=falla&status=open'), await expected({ words: ['falla'], status: 'open' }), 1);
    expectPage(await list('view=all&q=equipo%2042'), await expected({ words: ['equipo', '42'] }), 1);
    // A page past the last match: no rows, and the count exact.
    expectPage(await list('view=all&q=equipo%2042&page=50'), await expected({ words: ['equipo', '42'] }), 50);
  });

  it('a search with another filter, past the 5,000 it sorts at once, is capped too', async () => {
    const all = await expected({ words: ['falla'] });
    const normal = new Set((await t.database.db.selectFrom('tickets').select('id').where('priority', '=', 'normal').execute()).map((row) => row.id));
    expectPage(await list('view=all&q=falla&priority=normal'), all.filter((id) => normal.has(id)), 1);
    expectPage(await list('view=all&q=falla&priority=normal&page=7'), all.filter((id) => normal.has(id)), 7);
  });
});
