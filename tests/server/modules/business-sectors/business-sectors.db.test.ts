import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_BUSINESS_SECTOR_IDS } from '../../../../src/shared/contracts/business-sectors';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.login('super@demo.mx')).access_token;
  adminToken = (await t.login('admin@logistica.demo.mx')).access_token;
});
afterAll(() => t.close());

describe('business sectors', () => {
  it('lists the catalogue; the three fixed transport ids are marked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors', headers: t.bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const sectors = response.json() as { id: number; name: string; is_transport: boolean }[];
    expect(sectors.length).toBeGreaterThan(20);
    expect(sectors.filter((sector) => sector.is_transport).map((sector) => sector.id).sort()).toEqual([...TRANSPORT_BUSINESS_SECTOR_IDS]);
  });

  it('the list is public reference data (the directory filters by sector signed out); adding still needs a super admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors' });
    expect(anonymous.statusCode).toBe(200);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors', headers: t.bearer(adminToken) });
    expect(anonymous.json()).toEqual(signedIn.json());
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/business-sectors', payload: { name: 'Sin sesión' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors/2' })).statusCode).toBe(401);
  });

  it('answers one by id, 404 otherwise', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors/2', headers: t.bearer(adminToken) });
    expect(one.json()).toEqual({ id: 2, name: 'Autotransporte de pasajeros', is_transport: true });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/business-sectors/9999', headers: t.bearer(adminToken) });
    expect(expectErrorShape(missing.json(), 404).data.code).toBe('not_found');
  });

  it('only the super admin adds; names are unique without accents or case', async () => {
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/v1/business-sectors', headers: t.bearer(adminToken), payload: { name: 'Aeroespacial' } });
    expect(forbidden.statusCode).toBe(403);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/business-sectors', headers: t.bearer(superToken), payload: { name: 'Industria aeroespacial' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Industria aeroespacial', is_transport: false });
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/v1/business-sectors', headers: t.bearer(superToken), payload: { name: 'MINERÍA' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Ya existe el sector «Minería».', data: { code: 'business_sector_taken' } });
    const blank = await t.app.inject({ method: 'POST', url: '/api/v1/business-sectors', headers: t.bearer(superToken), payload: { name: ' ' } });
    expect(blank.statusCode).toBe(422);
  });

  it('searches without accents, paginated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search/business-sectors?q=turistico', headers: t.bearer(adminToken) });
    expect(response.json()).toMatchObject({ total: 1, current_page: 1, per_page: 20, data: [{ id: 3, name: 'Transporte turístico' }] });
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/search/business-sectors?page=2', headers: t.bearer(adminToken) });
    expect(all.json().current_page).toBe(2);
    expect(all.json().data.length).toBeGreaterThan(0);
  });
});
