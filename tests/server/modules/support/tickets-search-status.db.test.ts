import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES, type TicketStatus } from '../../../../src/shared/contracts/support';
import { normalizeForSearch } from '../../../../src/shared/contracts/search';
import * as termStatus from '../../../../src/server/db/migrations/2026_12_08_1000_ticket_search_term_status_number';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * A search with a status filter reads the status on the term rows, not on the ticket (migration
 * 2026_12_08_1000_ticket_search_term_status_number): after every way a ticket's status changes — support's
 * first reply, the requester's reply to a waiting or resolved ticket, resolving, confirming,
 * withdrawing, waiting, reopening — and after an edited subject and the SLA sweep, every status
 * filter (and the queue views, which are status filters) answers what a plain reading of the
 * tickets says, and no term row's status (or number) differs from its ticket's. The migration
 * fills the rows written before it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Who = 'soporte' | 'operador';
const MINUTE = 60_000;
let current = Date.parse('2030-01-07T15:00:00.000Z');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => {
  current += MINUTE;
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(300);
  return response.json() as { id: number; status: TicketStatus };
};
const setStatus = (id: number, status: TicketStatus, who: Who = 'soporte') => ok('PUT', `/api/v1/tickets/${id}/status`, who, { status });
const reply = (id: number, who: Who) => ok('POST', `/api/v1/tickets/${id}/messages`, who, { kind: 'public_reply', body: 'Respuesta.' });
const statusOf = async (id: number) => (await t.database.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

// Several tickets share each word, so every status filter has matches and misses.
const SUBJECTS = ['Monitor del patio sin imagen', 'Monitor de la caseta parpadea', 'Falla del monitor del patio', 'Teclado del patio', 'Monitores nuevos para el patio', 'Monitor del patio apagado'];
const QUERIES = ['monitor patio', 'monitor', 'patio', 'monit patio', 'teclado'];
const tickets: number[] = [];

/** Page 1 and the count of a search as support, in a view and with a status filter. */
async function search(q: string, view: string, status?: TicketStatus, sort = '-number') {
  const response = await call('GET', `/api/v1/search/tickets?company_id=1&view=${view}&q=${encodeURIComponent(q)}${status ? `&status=${status}` : ''}&sort=${sort}`, 'soporte');
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { data: { id: number }[]; total: number; total_capped: boolean };
  return { ids: page.data.map((ticket) => ticket.id), total: page.total, capped: page.total_capped };
}

/** The rule read plainly on the tickets: every word begins a word, the view's statuses and the status, newest first. */
async function expected(q: string, statuses: readonly string[] | null) {
  const words = normalizeForSearch(q).split(' ').filter(Boolean);
  const rows = await t.database.db.selectFrom('tickets').select(['id', 'search_text', 'status', 'number']).where('company_id', '=', 1).orderBy('number', 'desc').execute();
  return rows.filter((row) => (statuses === null || statuses.includes(row.status)) && words.every((word) => ` ${row.search_text}`.includes(` ${word}`))).map((row) => row.id);
}

async function expectSearchesRight(step: string) {
  const stale = await t.database.db
    .selectFrom('ticket_search_terms as s')
    .innerJoin('tickets', 'tickets.id', 's.ticket_id')
    .select(['s.ticket_id', 's.status', 'tickets.status as ticket_status', 's.number'])
    .where((eb) => eb.or([eb('s.status', '<>', eb.ref('tickets.status')), eb('s.number', '<>', eb.ref('tickets.number'))]))
    .execute();
  expect(stale, step).toEqual([]);
  for (const q of QUERIES) {
    for (const status of TICKET_STATUSES) {
      const want = await expected(q, [status]);
      const got = await search(q, 'all', status);
      expect({ ids: got.ids, total: got.total }, `${step}: "${q}" ${status}`).toEqual({ ids: want.slice(0, 20), total: want.length });
      // Oldest first: the same entries read the other way.
      expect((await search(q, 'all', status, 'number')).ids, `${step}: "${q}" ${status} oldest first`).toEqual(want.reverse().slice(0, 20));
    }
    const everyStatus = await expected(q, null);
    expect((await search(q, 'all', undefined, 'number')).ids, `${step}: "${q}" oldest first`).toEqual(everyStatus.reverse().slice(0, 20));
    // The views are status filters too (the soporte account is not the assignee here: "mine" is empty).
    for (const [view, statuses] of [['unassigned', ['new', 'open', 'reopened']], ['waiting', ['waiting_on_requester']]] as const) {
      const want = await expected(q, statuses);
      const got = await search(q, view);
      expect({ ids: got.ids, total: got.total }, `${step}: "${q}" ${view}`).toEqual({ ids: want.slice(0, 20), total: want.length });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(current) });
  await t.services.support.slaSweep.stop();
  tokens.soporte = (await t.login('soporte@logistica.demo.mx')).access_token;
  tokens.operador = (await t.login('operador@logistica.demo.mx')).access_token;
  for (const subject of SUBJECTS) tickets.push((await ok('POST', '/api/v1/tickets', 'operador', { subject, description: 'Detalle.', category: 'equipo' })).id);
});
afterAll(() => t.close());

describe('search with a status filter', () => {
  it('follows every move of the status flow, whoever makes it', async () => {
    const [a, b, c, d, e, f] = tickets as [number, number, number, number, number, number];
    await expectSearchesRight('raised');
    // Support's first public reply opens a new ticket.
    await reply(a, 'soporte');
    expect(await statusOf(a)).toBe('open');
    await expectSearchesRight('agent reply');
    // Waiting on the requester, then the requester's reply puts it back to open.
    await setStatus(a, 'waiting_on_requester');
    await expectSearchesRight('waiting');
    await reply(a, 'operador');
    expect(await statusOf(a)).toBe('open');
    await expectSearchesRight('requester reply to waiting');
    // Resolved; the requester's reply refuses it (reopened); resolved again and confirmed (closed).
    await setStatus(b, 'resolved');
    await expectSearchesRight('resolve');
    await reply(b, 'operador');
    expect(await statusOf(b)).toBe('reopened');
    await expectSearchesRight('requester reply to resolved');
    await setStatus(b, 'resolved');
    await setStatus(b, 'closed', 'operador');
    await expectSearchesRight('confirmed');
    // Reopened from closed by the requester; withdrawn by the requester while new; closed by support.
    await setStatus(b, 'reopened', 'operador');
    await setStatus(c, 'closed', 'operador');
    await setStatus(d, 'closed');
    await expectSearchesRight('reopen and close');
    // The requester refuses a resolution by status, support reopens a closed one.
    await setStatus(e, 'resolved');
    await setStatus(e, 'reopened', 'operador');
    await setStatus(d, 'reopened');
    await setStatus(f, 'waiting_on_requester');
    await setStatus(f, 'open', 'operador');
    await expectSearchesRight('more moves');
  });

  it('keeps the status when an edited subject rewrites the term rows, and after the SLA sweep', async () => {
    const [a, b] = tickets as [number, number];
    await setStatus(a, 'resolved');
    await ok('PUT', `/api/v1/tickets/${a}`, 'soporte', { subject: 'Monitor del patio con rayas' });
    await ok('PUT', `/api/v1/tickets/${b}`, 'soporte', { subject: 'Teclado de la caseta' });
    await expectSearchesRight('edited');
    // Far past every target: the sweep claims breach notices and rewrites SLA columns, never the status.
    current += 30 * 24 * 60 * MINUTE;
    await t.services.support.slaSweep.run(new Date(current));
    await expectSearchesRight('swept');
  });

  it('the migration fills the status of rows written before it', async () => {
    await termStatus.down(t.database.db);
    await termStatus.up(t.database.db);
    const unfilled = await t.database.db.selectFrom('ticket_search_terms').select('ticket_id').where((eb) => eb.or([eb('status', '=', ''), eb('number', '=', 0)])).execute();
    expect(unfilled).toEqual([]);
    await expectSearchesRight('migrated');
  });
});
