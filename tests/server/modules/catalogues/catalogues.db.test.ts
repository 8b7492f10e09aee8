import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogueFile from '../../../../src/server/db/data/inegi-municipalities.json';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

type CatalogueRow = [string, string, string];
const shipped = catalogueFile.municipalities as CatalogueRow[];

let t: TestApp;

// The app loads the shipped catalogue as it starts, as `npm start` does.
beforeAll(async () => {
  t = await createTestApp();
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

describe('loading the municipality catalogue', () => {
  const count = async () =>
    Number((await t.database.db.selectFrom('municipalities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const recorded = () => t.database.db.selectFrom('reference_catalogues').selectAll().where('name', '=', 'inegi-municipalities').executeTakeFirst();

  it('holds every municipality of the shipped file after start-up, and records which file it is', async () => {
    expect(await count()).toBe(2478);
    expect(await recorded()).toMatchObject({ version: catalogueFile.version, row_count: 2478 });
  });

  it('does nothing when the database already holds that file', async () => {
    const before = await recorded();
    expect(await t.services.catalogues.loadCatalogue()).toEqual({ loaded: 0 });
    expect(await recorded()).toEqual(before);
  });

  it('reloads a refreshed file with the same number of rows, renaming what was renamed and keeping the rest', async () => {
    const renamed = shipped.map((row): CatalogueRow => (row[0] + row[1] === '20439' ? ['20', '439', 'Santa María Tonameca (prueba)'] : row));
    const refreshed = { ...catalogueFile, version: 'prueba', municipalities: renamed };
    expect(await t.services.catalogues.loadCatalogue(refreshed)).toEqual({ loaded: 2478 });
    const row = await t.database.db.selectFrom('municipalities').select(['name', 'name_search']).where('id', '=', 20439).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Santa María Tonameca (prueba)', name_search: 'santa maria tonameca prueba' });
    expect((await recorded())?.version).toBe('prueba');
    // Back to the shipped file: the real name again, and the next start has nothing to do.
    expect(await t.services.catalogues.loadCatalogue()).toEqual({ loaded: 2478 });
    expect(await t.services.catalogues.loadCatalogue()).toEqual({ loaded: 0 });
    expect((await t.database.db.selectFrom('municipalities').select('name').where('id', '=', 20439).executeTakeFirstOrThrow()).name).toBe('Santa María Tonameca');
    expect(await count()).toBe(2478);
  });

  it('refuses a malformed file before touching the database', async () => {
    const broken = { ...catalogueFile, municipalities: [['20', '4390', 'Tonameca']] };
    await expect(t.services.catalogues.loadCatalogue(broken)).rejects.toThrow(/no tiene la forma/);
    expect(await count()).toBe(2478);
  });

  it('two loads at once (two processes starting) leave one catalogue', async () => {
    const refreshed = { ...catalogueFile, version: 'a la vez' };
    const results = await Promise.allSettled([t.services.catalogues.loadCatalogue(refreshed), t.services.catalogues.loadCatalogue(refreshed)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await count()).toBe(2478);
    expect((await recorded())?.version).toBe('a la vez');
    await t.services.catalogues.loadCatalogue();
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

  it("lists all of Oaxaca's 570, Puebla's 217, Veracruz's 212 and Mexico City's 16", async () => {
    for (const [stateId, expected] of [[20, 570], [21, 217], [30, 212], [9, 16]] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/states/${stateId}/municipalities` });
      const rows = response.json() as { state_id: number }[];
      expect(rows, `state ${stateId}`).toHaveLength(expected);
      expect(rows.every((row) => row.state_id === stateId)).toBe(true);
    }
    const oaxaca = (await t.app.inject({ method: 'GET', url: '/api/v1/states/20/municipalities' })).json() as { id: number; name: string }[];
    expect(oaxaca).toContainEqual({ id: 20439, state_id: 20, cve_ent: '20', cve_mun: '439', cvegeo: '20439', name: 'Santa María Tonameca' });
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

  it('finds "Santa María Tonameca" (Oaxaca) by "tonameca", without accents or capitals', async () => {
    for (const q of ['tonameca', 'TONAMECA', 'santa maria tonameca', encodeURIComponent('Santa María Tona')]) {
      const page = await search(`q=${q}`);
      expect(page.data, q).toContainEqual({ id: 20439, state_id: 20, cve_ent: '20', cve_mun: '439', cvegeo: '20439', name: 'Santa María Tonameca', state_name: 'Oaxaca' });
    }
    expect((await search('q=tonameca')).total).toBe(1);
  });

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
    expect(all.total).toBe(2478);
    expect(all.last_page).toBe(Math.ceil(2478 / 20));
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
