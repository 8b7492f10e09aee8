import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const record = (term: string) => t.app.inject({ method: 'POST', url: '/api/v1/search/terms', payload: { term } });

  it('counts a term whatever its accents and capitals, keeping its first spelling', async () => {
    const first = await record('Operador de grúa');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ term: { term: 'Operador de grúa', count: 1 }, suggestions: [] });
    const second = await record('  OPERADOR   de grua ');
    expect(second.json().term).toEqual({ term: 'Operador de grúa', count: 2 });
  });

  it('suggests only terms searched at least twice, most searched first', async () => {
    await record('operador de montacargas');
    for (let i = 0; i < 3; i++) await record('Operador logístico');
    const suggestions = (await record('operador')).json().suggestions as { term: string; count: number }[];
    expect(suggestions).toEqual([
      { term: 'Operador logístico', count: 3 },
      { term: 'Operador de grúa', count: 2 },
    ]);
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/search/terms?q=OPER' });
    expect(get.statusCode).toBe(200);
    expect(get.json().data.map((row: { term: string }) => row.term)).toEqual(['Operador logístico', 'Operador de grúa']);
    const logistico = await t.app.inject({ method: 'GET', url: '/api/v1/search/terms?q=logistico' });
    expect(logistico.json().data).toEqual([{ term: 'Operador logístico', count: 3 }]);
  });

  it('refuses blank, symbol-only and overlong terms with 422', async () => {
    for (const term of ['', '   ', '¡¿?!', 'x'.repeat(101)]) {
      const response = await record(term);
      expect(expectErrorShape(response.json(), 422).data.errors?.term, term).toBeDefined();
    }
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/search/terms', payload: { term: 'a', user_id: 1 } });
    expect(extra.statusCode).toBe(422);
  });
});
