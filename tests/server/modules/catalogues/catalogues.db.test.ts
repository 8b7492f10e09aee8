import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogueFile from '../../../../src/server/db/data/inegi-municipalities.json';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Real INEGI entries (cve_ent + cve_mun, name as INEGI writes it), loaded on top of the shipped
 * catalogue: the same ids and names as in it, so loading them changes nothing when it is full.
 */
const KNOWN: [string, string, string][] = [
  ['01', '001', 'Aguascalientes'],
  ['08', '037', 'Juárez'],
  ['09', '015', 'Cuauhtémoc'],
  ['11', '020', 'León'],
  ['14', '039', 'Guadalajara'],
  ['19', '026', 'Guadalupe'],
  ['19', '039', 'Monterrey'],
  ['22', '014', 'Querétaro'],
  ['31', '050', 'Mérida'],
  ['32', '017', 'Guadalupe'],
];
const shipped = catalogueFile.municipalities as unknown as [string, string, string][];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const byId = new Map([...shipped, ...KNOWN].map((row) => [row[0] + row[1], row] as const));
  await t.services.catalogues.loadCatalogue({ source: 'test', version: null, municipalities: [...byId.values()] });
});
afterAll(() => t.close());

describe('GET /api/v1/states', () => {
  it('lists the 32 states with INEGI keys, names with accents, without a bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const states = response.json() as { id: number; cve_ent: string; name: string; abbreviation: string }[];
    expect(states).toHaveLength(32);
    expect(states.map((state) => state.id)).toEqual(Array.from({ length: 32 }, (_, index) => index + 1));
    expect(states[21]).toEqual({ id: 22, cve_ent: '22', name: 'Querétaro', abbreviation: 'Qro.' });
    expect(states.find((state) => state.cve_ent === '09')?.name).toBe('Ciudad de México');
    expect(states.find((state) => state.cve_ent === '30')?.name).toBe('Veracruz de Ignacio de la Llave');
  });
});

describe('the municipality catalogue', () => {
  it('loading the catalogue again changes nothing', async () => {
    const before = await t.database.db.selectFrom('municipalities').select(['id', 'name']).orderBy('id').execute();
    await t.services.catalogues.loadCatalogue({ source: 'test', version: null, municipalities: KNOWN });
    expect(await t.database.db.selectFrom('municipalities').select(['id', 'name']).orderBy('id').execute()).toEqual(before);
  });
});

describe('GET /api/v1/states/{id}/municipalities', () => {
  it("lists a state's municipalities by name with their INEGI keys", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/states/22/municipalities' });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; name: string }[];
    expect(rows).toContainEqual({ id: 22014, state_id: 22, cve_ent: '22', cve_mun: '014', cvegeo: '22014', name: 'Querétaro' });
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  });

  it('answers 404 for a state that does not exist and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/states/33/municipalities' });
    expect(expectErrorShape(missing.json(), 404).data.code).toBe('not_found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/states/abc/municipalities' });
    expect(expectErrorShape(bad.json(), 422).data.code).toBe('validation_failed');
  });
});

describe('GET /api/v1/search/municipalities', () => {
  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/municipalities?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: number; name: string; state_name: string }[]; total: number; current_page: number; last_page: number };
  };

  it('ignores accents and capitals', async () => {
    expect((await search('q=queretaro')).data.map((row) => row.id)).toContain(22014);
    expect((await search('q=LEON')).data.map((row) => row.id)).toContain(11020);
    expect((await search('q=merida')).data[0]).toMatchObject({ id: 31050, name: 'Mérida', state_name: 'Yucatán' });
    expect((await search(`q=${encodeURIComponent('cuauhtémoc')}`)).data.map((row) => row.id)).toContain(9015);
  });

  it('matches words by their beginning, narrows by state and pages', async () => {
    const guadalupes = await search('q=guada');
    expect(guadalupes.data.map((row) => row.id)).toEqual(expect.arrayContaining([19026, 32017, 14039]));
    const inZacatecas = await search('q=guadalupe&state_id=32');
    expect(inZacatecas.data.map((row) => row.id)).toContain(32017);
    expect(inZacatecas.data.every((row) => row.state_name === 'Zacatecas')).toBe(true);
    expect((await search('q=adalupe')).data.map((row) => row.id)).not.toContain(19026);
    const all = await search('page=1');
    expect(all.total).toBeGreaterThanOrEqual(KNOWN.length);
    expect(all.data).toHaveLength(Math.min(20, all.total));
    const beyond = await search(`page=${all.last_page + 1}`);
    expect(beyond.data).toEqual([]);
  });

  it('puts names that begin with the text first', async () => {
    const rows = (await search('q=guadalupe')).data;
    expect(rows[0]?.name).toBe('Guadalupe');
  });

  it('refuses a bad page or state with 422', async () => {
    for (const query of ['page=0', 'state_id=-1', `q=${'a'.repeat(101)}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/search/municipalities?${query}` });
      expect(expectErrorShape(response.json(), 422).data.code).toBe('validation_failed');
    }
  });
});

describe('the service other modules call', () => {
  it('stateExists and municipalityInState', async () => {
    const catalogues = t.services.catalogues;
    expect(await catalogues.stateExists(22)).toBe(true);
    expect(await catalogues.stateExists(33)).toBe(false);
    expect(await catalogues.municipalityInState(22014, 22)).toBe(true);
    expect(await catalogues.municipalityInState(22014, 11)).toBe(false);
    expect(await catalogues.municipalityInState(99999, 22)).toBe(false);
  });
});
