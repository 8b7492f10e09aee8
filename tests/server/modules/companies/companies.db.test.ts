import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/companies/{id}', () => {
  it('answers a member, directly or through a department', async () => {
    const admin = await t.login('admin@logistica.demo.mx');
    const operator = await t.login('operador@logistica.demo.mx');
    for (const session of [admin, operator]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/companies/1', headers: t.bearer(session.access_token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 1, name: 'Logística Portuaria del Pacífico', rfc: 'LPP150312AB1', verified_company: true });
    }
  });

  it('answers a super admin for any company', async () => {
    const session = await t.login('super@demo.mx');
    for (const id of [1, 2, 3, 4]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${id}`, headers: t.bearer(session.access_token) })).statusCode).toBe(200);
    }
  });

  it('answers 404 for a company the user does not belong to, as for one that does not exist', async () => {
    const session = await t.login('candidato@demo.mx');
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/companies/1', headers: t.bearer(session.access_token) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/companies/424242', headers: t.bearer(session.access_token) });
    expect(other.statusCode).toBe(404);
    expect(expectErrorShape(other.json(), 404).data.code).toBe('not_found');
    expect(missing.json()).toEqual(other.json());
  });
});
