import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERM_LIMITS, clientOf } from '../../../../src/server/modules/tags/tags.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /tags-api/v1/search/tags and /api/v1/search/tags', () => {
  it.each(['/tags-api/v1/search/tags', '/api/v1/search/tags'])('%s finds tags without accents or capitals, without a bearer', async (path) => {
    const response = await t.app.inject({ method: 'GET', url: `${path}?q=LOGISTICA` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.data[0]).toMatchObject({ name: 'Logística', slug: 'logistica' });
    expect(page).toMatchObject({ current_page: 1, per_page: 20 });
  });

  it('matches each word by its beginning, prefix first; blank lists them all in pages', async () => {
    const ofTransport = (await t.app.inject({ method: 'GET', url: '/api/v1/search/tags?q=transp%20carg' })).json();
    expect(ofTransport.data.map((tag: { name: string }) => tag.name)).toEqual(['Transporte de carga']);
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/search/tags' })).json();
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.data).toHaveLength(20);
    const second = (await t.app.inject({ method: 'GET', url: '/api/v1/search/tags?page=2' })).json();
    expect(second.data[0].id).not.toBe(all.data[0].id);
    const none = (await t.app.inject({ method: 'GET', url: '/api/v1/search/tags?q=zzzz' })).json();
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('refuses a bad page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/tags-api/v1/search/tags?page=abc' });
    expect(expectErrorShape(response.json(), 422).data.code).toBe('validation_failed');
  });
});

describe('/api/v1/search/terms', () => {
  const record = (term: string, remoteAddress = '203.0.113.1') => t.app.inject({ method: 'POST', url: '/api/v1/search/terms', payload: { term }, remoteAddress });
  /** Searches of the term by `clients` different addresses of one block. */
  const byClients = async (term: string, clients: number, block: string) => {
    for (let n = 1; n <= clients; n++) expect((await record(term, `${block}.${n}`)).statusCode).toBe(200);
  };

  it('counts each client once per term, whatever its accents and capitals, keeping its first spelling', async () => {
    const first = await record('Operador de grúa');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ term: { term: 'Operador de grúa', count: 1 }, suggestions: [] });
    const again = await record('  OPERADOR   de grua ');
    expect(again.json().term).toEqual({ term: 'Operador de grúa', count: 1 });
    const other = await record('operador de grua', '203.0.113.2');
    expect(other.json().term).toEqual({ term: 'Operador de grúa', count: 2 });
  });

  it(`suggests only terms searched by ${TERM_LIMITS.minClients} different clients, most clients first`, async () => {
    await record('operador de grua', '203.0.113.3'); // the third client of the term above
    await byClients('operador de montacargas', TERM_LIMITS.minClients - 1, '198.51.100');
    await byClients('Operador logístico', TERM_LIMITS.minClients + 1, '192.0.2');
    const suggestions = (await record('operador', '203.0.113.50')).json().suggestions as { term: string; count: number }[];
    expect(suggestions).toEqual([
      { term: 'Operador logístico', count: TERM_LIMITS.minClients + 1 },
      { term: 'Operador de grúa', count: TERM_LIMITS.minClients },
    ]);
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/search/terms?q=OPER' });
    expect(get.statusCode).toBe(200);
    expect(get.json().data.map((row: { term: string }) => row.term)).toEqual(['Operador logístico', 'Operador de grúa']);
    const logistico = await t.app.inject({ method: 'GET', url: '/api/v1/search/terms?q=logistico' });
    expect(logistico.json().data).toEqual([{ term: 'Operador logístico', count: TERM_LIMITS.minClients + 1 }]);
  });

  it('never lets one client make a suggestion, and limits its posts a minute', async () => {
    const client = '198.51.100.200';
    for (let n = 0; n < TERM_LIMITS.postsPerMinutePerClient; n++) {
      expect((await record('Juan Pérez 5512345678', client)).json().term.count).toBe(1);
    }
    const refused = await record('Juan Pérez 5512345678', client);
    expect(refused.statusCode).toBe(429);
    expect(expectErrorShape(refused.json(), 429).data.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/search/terms?q=juan' });
    expect(get.json().data).toEqual([]);
  });

  it('counts an IPv6 /64 as one client', async () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:abcd::9', '::ffff:203.0.113.77', '203.0.113.77']) {
      await record('bodega refrigerada', address);
    }
    expect((await record('bodega refrigerada', '2001:db8:1:3::1')).json().term).toEqual({ term: 'bodega refrigerada', count: 3 });
  });

  it('keeps who searched only as keyed hashes', async () => {
    const rows = await t.database.db.selectFrom('search_term_clients').select('client_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.client_hash))).toBe(true);
    expect(rows.map((row) => row.client_hash)).not.toContain('203.0.113.1');
  });

  it('refuses blank, symbol-only and overlong terms with 422', async () => {
    for (const term of ['', '   ', '¡¿?!', 'x'.repeat(101)]) {
      const response = await record(term, '198.51.100.201');
      expect(expectErrorShape(response.json(), 422).data.errors?.term, term).toBeDefined();
    }
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/search/terms', payload: { term: 'a', user_id: 1 } });
    expect(extra.statusCode).toBe(422);
  });
});

describe('the client of a search', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is %s', (ip, client) => {
    expect(clientOf(ip)).toBe(client);
  });
});
