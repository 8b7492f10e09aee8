import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../../src/server/db/migrations/2026_11_28_1200_ticket_search_text';
import * as termStatus from '../../../../src/server/db/migrations/2026_12_08_1000_ticket_search_term_status_number';
import { normalizeForSearch } from '../../../../src/shared/contracts/search';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * Ticket search after the term rows carry the ticket's search text (migration
 * 2026_11_28_1200_ticket_search_text): every answer equals a plain reading of the rule — each
 * query word begins a word of the subject or reference, without case or accents — whichever word
 * leads the index walk (the rarest, not the longest), with and without queue filters; and the
 * migration's backfill gives rows written before it the same answers.
 */
let t: TestApp;
let token = '';

const SUBJECTS = [
  'Impresora de la caseta norte sin tóner',
  'Falla de impresora en el almacén',
  'Falla 4242 en la red de la caseta sur',
  'Cámara de la caseta sur apagada',
  'Falla del teléfono de recepción',
  'Falla en la impresión de etiquetas 4242',
  'Acceso al correo bloqueado',
  // Two words of one prefix ("impres") in one ticket: counted once.
  'Impresora sin impresión de guías',
];
const QUERIES = ['impresora caseta', 'IMPRESORA', 'camara', 'cámara caseta', 'falla 4242', 'falla', 'caseta sur', '4242 falla red', 'impres', 'tk', 'xyz falla', 'a'];

const search = async (q: string, extra = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/tickets?company_id=1&view=all&q=${encodeURIComponent(q)}${extra}`, headers: t.bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { data: { id: number }[]; total: number };
  return { ids: page.data.map((ticket) => ticket.id).sort((a, b) => a - b), total: page.total };
};

/** The rule, read plainly over every ticket of the company: each word begins a word of its search text. */
async function expected(q: string, status?: string) {
  let query = t.database.db.selectFrom('tickets').select(['id', 'search_text', 'status']).where('company_id', '=', 1);
  if (status) query = query.where('status', '=', status);
  const words = normalizeForSearch(q).split(' ').filter(Boolean);
  const rows = (await query.execute()).filter((row) => words.every((word) => ` ${row.search_text}`.includes(` ${word}`)));
  const ids = rows.map((row) => row.id).sort((a, b) => b - a);
  return { total: ids.length, firstPage: ids };
}

async function expectSameAnswers() {
  for (const q of QUERIES) {
    const want = await expected(q);
    const got = await search(q);
    expect(got.total, q).toBe(want.total);
    // The first page (20, newest first) of the same matches.
    const firstPageIds = (await t.database.db.selectFrom('tickets').select('id').where('id', 'in', want.firstPage.length ? want.firstPage : [0]).orderBy('number', 'desc').limit(20).execute()).map((row) => row.id).sort((a, b) => a - b);
    expect(got.ids, q).toEqual(firstPageIds);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('soporte@logistica.demo.mx')).access_token;
  const requester = (await t.login('operador@logistica.demo.mx')).access_token;
  for (const subject of SUBJECTS) {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: t.bearer(requester), payload: { subject, description: 'Detalle.', category: 'otro' } });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('ticket search', () => {
  it('answers as the rule says, whatever word leads: accents, case, prefixes, a common word with a rare one', async () => {
    expect((await search('falla 4242')).total).toBe(2);
    expect((await search('cámara caseta')).total).toBe(1);
    await expectSameAnswers();
  });

  it('pages a common word by walking the newest-first order (its matches outnumber the walk) with the same answers and count', async () => {
    const requester = (await t.login('operador@logistica.demo.mx')).access_token;
    for (let n = 1; n <= 60; n++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: t.bearer(requester), payload: { subject: `Falla del enlace ${n}`, description: 'Detalle.', category: 'red' } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const size = Number((await t.database.db.selectFrom('tickets').select((eb) => eb.fn.max('number').as('n')).where('company_id', '=', 1).executeTakeFirstOrThrow()).n);
    // The walk's condition holds for the first two pages of "enlace" (see pageOfTickets).
    expect(40 * size).toBeLessThanOrEqual(60 * 60);
    const newestFirst = (await t.database.db.selectFrom('tickets').select('id').where('company_id', '=', 1).where('search_text', 'like', '%enlace%').orderBy('number', 'desc').execute()).map((row) => row.id);
    for (const page of [1, 2, 3]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/tickets?company_id=1&view=all&q=enlace&page=${page}`, headers: t.bearer(token) });
      const body = response.json() as { data: { id: number }[]; total: number };
      expect(body.total).toBe(60);
      expect(body.data.map((ticket) => ticket.id)).toEqual(newestFirst.slice((page - 1) * 20, page * 20));
    }
    expect((await search('impres')).total).toBe((await expected('impres')).total);
    await expectSameAnswers();
  });

  it('keeps queue filters on a search (the count then reads the tickets)', async () => {
    const want = await expected('falla', 'new');
    expect(want.total).toBeGreaterThan(0);
    expect((await search('falla', '&status=new')).total).toBe(want.total);
    expect((await search('falla', '&status=closed')).total).toBe((await expected('falla', 'closed')).total);
  });

  it('stores the search text on every term row, and an edited subject rewrites them', async () => {
    const mismatched = await t.database.db
      .selectFrom('ticket_search_terms as s')
      .innerJoin('tickets', 'tickets.id', 's.ticket_id')
      .select('s.ticket_id')
      .whereRef('s.search_text', '<>', 'tickets.search_text')
      .execute();
    expect(mismatched).toEqual([]);
    const [first] = (await search('acceso correo')).ids;
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${first}`, headers: t.bearer(token), payload: { subject: 'Acceso a la VPN bloqueado' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search('acceso correo')).total).toBe(0);
    expect((await search('vpn acceso')).ids).toEqual([first]);
  });

  it('the migration fills the rows written before it: same answers after down and up', async () => {
    // The later migration that builds on 1200's index comes off first and goes back last.
    await termStatus.down(t.database.db);
    await down(t.database.db);
    await up(t.database.db);
    await termStatus.up(t.database.db);
    const empty = await t.database.db.selectFrom('ticket_search_terms').select('ticket_id').where('search_text', '=', '').execute();
    expect(empty).toEqual([]);
    await expectSameAnswers();
  });
});
