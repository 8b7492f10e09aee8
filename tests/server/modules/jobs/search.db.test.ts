import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancy } from '../../../helpers/jobs';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { JOB_POSTING_REQUIRED } from '../../../../src/shared/job-posting';

/**
 * The public vacancy search: published only, Spanish text without accents or case, plurals and
 * synonyms, filters, facet counts (each ignoring its own filter), vacancies-count, the company's
 * and the candidate's searches, the public page's JSON-LD and the sitemap.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/vacancies?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; title: string }[]; total: number; facets: { job_category: { id: number; count: number }[]; state: { id: number; count: number }[]; modality: { value: string; count: number }[]; without_salary: number } };
};
const titles = async (query: string) => (await search(query)).data.map((vacancy) => vacancy.title).sort();

beforeAll(async () => {
  // An empty job board: the demo's vacancies would blur the counts.
  t = await createTestApp();
  await t.database.db.deleteFrom('vacancies').execute();
  for (const [who, email] of [
    ['admin', 'admin@logistica.demo.mx'],
    ['horizonte', 'admin@horizonte.demo.mx'],
    ['super', 'super@demo.mx'],
    ['candidato', 'candidato@demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
  ] as const)
    tokens[who] = (await t.login(email)).access_token;
  const publish = (company: number, token: string, overrides: object) => createVacancy(t, token, company, overrides, tokens.super);
  ids.ingeniero = await publish(1, tokens.admin!, { title: 'Ingeniero en Logística', job_category_id: 10 });
  ids.chofer = await publish(1, tokens.admin!, { title: 'Chofer de tractocamión', job_category_id: 10, description: 'Traslado de contenedores del puerto a los patios de la región.', state_id: 6, municipality_id: 6007, salary_min: null, salary_max: null });
  ids.vendedor = await publish(3, tokens.horizonte!, { title: 'Vendedor de mostrador', job_category_id: 3, description: 'Atención a clientes en sucursal, cobro en caja y acomodo de mercancía.', state_id: 19, municipality_id: 19039, modality: 'on_site', salary_min: 9000, salary_max: 12000 });
  ids.programador = await publish(3, tokens.horizonte!, { title: 'Desarrollador web', job_category_id: 7, description: 'Mantenimiento de la tienda en línea y de las integraciones con proveedores.', state_id: 9, municipality_id: 9015, modality: 'remote', salary_min: 35000, salary_max: 45000 });
  // Neither a draft nor another status reaches the public search.
  ids.draft = await createVacancy(t, tokens.admin!, 1, { title: 'Ingeniero de patio (borrador)' });
});
afterAll(() => t.close());

describe('public search text', () => {
  it('ignores accents and case, and finds plurals', async () => {
    expect(await titles('q=ingeniero%20logistica')).toEqual(['Ingeniero en Logística']);
    expect(await titles('q=TRACTOCAMIÓN')).toEqual(['Chofer de tractocamión']);
    // The category's name is searched too: the driver's vacancy is in «Logística, transporte y distribución».
    expect(await titles('q=LOGÍSTICA')).toEqual(['Chofer de tractocamión', 'Ingeniero en Logística']);
    expect(await titles('q=ingenieros')).toEqual(['Ingeniero en Logística']);
  });

  it('finds synonyms', async () => {
    expect(await titles('q=conductor')).toEqual(['Chofer de tractocamión']);
    expect(await titles('q=programador')).toEqual(['Desarrollador web']);
    expect(await titles('q=ventas')).toEqual(['Vendedor de mostrador']);
    expect(await titles('q=ing%20logistica')).toEqual(['Ingeniero en Logística']);
  });

  it('finds a prefix shared by more indexed words than it reads one by one (the whole range is read then)', async () => {
    // 45 distinct indexed words beginning «zf…»: more than the page reads one by one (40).
    const many = Array.from({ length: 45 }, (_, k) => `zf${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`).join(' ');
    const id = await createVacancy(t, tokens.admin!, 1, { title: 'Cortador de caña', description: `Temporada de zafra: ${many}.` }, tokens.super);
    expect(await titles('q=zf')).toEqual(['Cortador de caña']);
    expect(await titles('q=zf%20cortador')).toEqual(['Cortador de caña']);
    expect(await titles('q=zf%20chofer')).toEqual([]);
    // Out of the board again: the tests below count the four vacancies of beforeAll.
    await t.database.db.deleteFrom('vacancies').where('id', '=', id).execute();
    expect(await titles('q=zf')).toEqual([]);
  });

  it('needs every word and never shows drafts', async () => {
    expect(await titles('q=ingeniero%20contenedores')).toEqual([]);
    expect(await titles('q=borrador')).toEqual([]);
    expect((await search('')).total).toBe(4);
  });
});

describe('filters and facets', () => {
  it('filters by category, state, municipality, modality, salary and publication day', async () => {
    expect(await titles('job_category_id=10')).toEqual(['Chofer de tractocamión', 'Ingeniero en Logística']);
    expect(await titles('state_id=19')).toEqual(['Vendedor de mostrador']);
    expect(await titles('state_id=6&municipality_id=6007')).toEqual(['Chofer de tractocamión']);
    expect(await titles('modality=remote')).toEqual(['Desarrollador web']);
    // The range reaches 20,000; a vacancy without salary is left out.
    expect(await titles('salary_from=20000')).toEqual(['Desarrollador web', 'Ingeniero en Logística']);
    expect(await titles('published_since=2020-01-01')).toHaveLength(4);
    expect(await titles('published_since=2099-01-01')).toEqual([]);
  });

  it('counts each facet without its own filter', async () => {
    const result = await search('job_category_id=10');
    expect(result.total).toBe(2);
    // Category facet: every category (its own filter left out).
    expect(Object.fromEntries(result.facets.job_category.map((facet) => [facet.id, facet.count]))).toEqual({ 10: 2, 3: 1, 7: 1 });
    // State facet: within category 10.
    expect(Object.fromEntries(result.facets.state.map((facet) => [facet.id, facet.count]))).toEqual({ 14: 1, 6: 1 });
    expect(result.facets.modality).toEqual([{ value: 'on_site', count: 2 }]);
    expect(result.facets.without_salary).toBe(1);
  });

  it('answers the same counts through vacancies-count', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/vacancies-count', payload: { q: 'logistica', modality: 'on_site', state_id: 14 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(1);
    expect(response.json().facets.state).toEqual([
      { id: 6, name: 'Colima', count: 1 },
      { id: 14, name: 'Jalisco', count: 1 },
    ]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/vacancies-count', payload: { salary_from: -5 } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(expectErrorShape(bad.json(), 422).data.errors)).toMatch(/negativo/);
  });

  it('refuses bad filters in Spanish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search/vacancies?modality=flexible&published_since=ayer' });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(expectErrorShape(response.json(), 422).data.errors)).toMatch(/modalidad/);
  });
});

describe('company and candidate searches', () => {
  it('searches a company its own vacancies in any status, 404 to another tenant', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/search/company-vacancies?company_id=1&q=ingeniero', headers: t.bearer(tokens.admin!) });
    expect(own.json().data.map((vacancy: { id: number }) => vacancy.id).sort()).toEqual([ids.ingeniero, ids.draft].sort());
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/search/company-vacancies?company_id=1', headers: t.bearer(tokens.ajena!) });
    expect(other.statusCode).toBe(404);
  });

  it("searches a candidate's applied and bookmarked vacancies", async () => {
    await t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${ids.vendedor}/applications`, headers: t.bearer(tokens.candidato!), payload: {} });
    await t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${ids.programador}/bookmark`, headers: t.bearer(tokens.candidato!) });
    const applied = await t.app.inject({ method: 'GET', url: '/api/v1/search/user-vacancies?kind=applied', headers: t.bearer(tokens.candidato!) });
    expect(applied.json().data.map((vacancy: { id: number }) => vacancy.id)).toEqual([ids.vendedor]);
    const bookmarked = await t.app.inject({ method: 'GET', url: '/api/v1/search/user-vacancies?kind=bookmarked&q=web', headers: t.bearer(tokens.candidato!) });
    expect(bookmarked.json().data.map((vacancy: { id: number }) => vacancy.id)).toEqual([ids.programador]);
  });
});

describe('public page, JSON-LD and sitemap', () => {
  it('carries a schema.org JobPosting with its required properties', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/public/vacancies/${ids.ingeniero}` });
    expect(response.statusCode).toBe(200);
    const posting = response.json().json_ld as Record<string, unknown>;
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    for (const property of JOB_POSTING_REQUIRED) expect(posting[property], property).toBeTruthy();
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Logística Portuaria del Pacífico' });
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Guadalajara', addressRegion: 'Jalisco', addressCountry: 'MX' } });
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.validThrough).toBe('2027-06-30T23:59:59-06:00');
    expect(posting.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'MXN', value: { '@type': 'QuantitativeValue', unitText: 'MONTH', minValue: 18000, maxValue: 25000 } });
  });

  it('leaves baseSalary out without a salary and marks remote work', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/vacancies/${ids.chofer}` })).json().json_ld.baseSalary).toBeUndefined();
    const remote = (await t.app.inject({ method: 'GET', url: `/api/v1/public/vacancies/${ids.programador}` })).json().json_ld;
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'MX' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/vacancies/${ids.draft}` })).statusCode).toBe(404);
  });

  it('lists published vacancies in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap-vacantes.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.body).toContain(`/empleos/${ids.ingeniero}</loc>`);
    expect(response.body).not.toContain(`/empleos/${ids.draft}</loc>`);
  });
});
