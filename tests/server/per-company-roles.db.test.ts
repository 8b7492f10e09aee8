import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../helpers/test-app';

/**
 * Roles are held per company (issue 12, point 2). Two people who belong to several companies:
 * - «mixta»: admin of Comercializadora Horizonte (3), plain employee of the logistics company (1);
 * - «doble»: admin of Autotransportes Parabus (2), plain employee of Horizonte (3).
 * Each must act as an admin only where they are one.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids.mixta = await addPerson(t, {
    email: 'mixta@demo.mx',
    companies: [3],
    departments: [[1, 'operaciones']],
    roles: [
      ['company_admin', 3],
      ['employee', 1],
    ],
  });
  ids.doble = await addPerson(t, {
    email: 'doble@demo.mx',
    companies: [2],
    departments: [[3, 'ventas']],
    roles: [
      ['company_admin', 2],
      ['employee', 3],
    ],
  });
  for (const email of ['grua@logistica.demo.mx', 'empleado@horizonte.demo.mx', 'operador@logistica.demo.mx']) ids[email] = await t.userIdOf(email);
  for (const [name, email] of [
    ['mixta', 'mixta@demo.mx'],
    ['doble', 'doble@demo.mx'],
    ['super', 'super@demo.mx'],
    ['horizonte', 'admin@horizonte.demo.mx'],
  ]) {
    tokens[name!] = (await t.login(email!)).access_token;
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

interface Case {
  name: string;
  who: 'mixta' | 'doble';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: object;
  status: number;
}

const MATRIX: Case[] = [
  // An admin of company 3 who is a plain member of company 1 is a plain member there.
  { name: 'strips the roles of a company-1 user', who: 'mixta', method: 'POST', url: () => `/api/v1/users/${ids['grua@logistica.demo.mx']}/assign-roles`, payload: { roles: ['employee'] }, status: 403 },
  { name: 'closes a company-1 account', who: 'mixta', method: 'DELETE', url: () => `/api/v1/users/${ids['grua@logistica.demo.mx']}`, status: 403 },
  { name: 'edits a company-1 user', who: 'mixta', method: 'PUT', url: () => `/api/v1/users/${ids['operador@logistica.demo.mx']}`, payload: { name: 'Intruso' }, status: 403 },
  { name: 'edits company 1', who: 'mixta', method: 'PUT', url: () => '/api/v1/companies/1', payload: { name: 'Intruso' }, status: 403 },
  { name: 'creates a department in company 1', who: 'mixta', method: 'POST', url: () => '/api/v1/companies/1/departments', payload: { name: 'Intrusos' }, status: 403 },
  { name: 'downloads the member report of company 1', who: 'mixta', method: 'GET', url: () => '/api/v1/companies/1/generate-url-report/members?format=csv', status: 403 },
  { name: 'reads the company-1 people of their own department', who: 'mixta', method: 'GET', url: () => '/api/v1/companies/1/employees', status: 403 },
  // …and an admin in company 3.
  { name: 'assigns roles to a company-3 user', who: 'mixta', method: 'POST', url: () => `/api/v1/users/${ids['empleado@horizonte.demo.mx']}/assign-roles`, payload: { roles: ['employee', 'technical_support'] }, status: 200 },
  { name: 'edits company 3', who: 'mixta', method: 'PUT', url: () => '/api/v1/companies/3', payload: { landing_text: 'Bienvenidos' }, status: 200 },
  { name: 'creates a department in company 3', who: 'mixta', method: 'POST', url: () => '/api/v1/companies/3/departments', payload: { name: 'Compras' }, status: 201 },
  { name: 'lists the employees of company 3', who: 'mixta', method: 'GET', url: () => '/api/v1/companies/3/employees', status: 200 },
  // An admin of company 2 who is a plain member of company 3.
  { name: 'lists the employees of company 3', who: 'doble', method: 'GET', url: () => '/api/v1/companies/3/employees', status: 403 },
  { name: 'searches the employees of company 3', who: 'doble', method: 'GET', url: () => '/api/v1/search/employees?company_id=3&q=miguel', status: 403 },
  { name: 'creates a department in company 3', who: 'doble', method: 'POST', url: () => '/api/v1/companies/3/departments', payload: { name: 'Intrusos' }, status: 403 },
  { name: 'creates a department in company 2', who: 'doble', method: 'POST', url: () => '/api/v1/companies/2/departments', payload: { name: 'Talleres' }, status: 201 },
  { name: 'lists the employees of company 2', who: 'doble', method: 'GET', url: () => '/api/v1/companies/2/employees', status: 200 },
  { name: 'assigns roles to a company-3 user', who: 'doble', method: 'POST', url: () => `/api/v1/users/${ids['empleado@horizonte.demo.mx']}/assign-roles`, payload: { roles: ['employee'] }, status: 403 },
];

describe('per-company roles: each person acts as what they are in that company', () => {
  it.each(MATRIX)('$who $name → $status', async ({ who, method, url, payload, status }) => {
    const response = await call(who, method, url(), payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectErrorShape(response.json(), status);
  });

  it('an unscoped employee search covers only the companies where the caller may read people', async () => {
    // doble reads people in company 2 only, although they belong to company 3 as well.
    const response = await call('doble', 'GET', '/api/v1/search/employees?q=');
    expect(response.statusCode).toBe(200);
    const companies = new Set((response.json() as { data: { company_id: number }[] }).data.map((employee) => employee.company_id));
    expect([...companies].every((companyId) => companyId === 2)).toBe(true);
  });
});

describe('GET /api/v1/user names the company of each role', () => {
  it('keeps the spec §3 shape and adds company_id to each role', async () => {
    const me = (await call('mixta', 'GET', '/api/v1/user')).json();
    expect(me.roles).toEqual([
      { slug: 'employee', name: 'Empleado', company_id: 1 },
      { slug: 'company_admin', name: 'Administrador de empresa', company_id: 3 },
    ]);
    expect(me.companies.map((company: { id: number }) => company.id).sort()).toEqual([1, 3]);
    expect(me.departments).toEqual([expect.objectContaining({ slug: 'operaciones', company_id: 1 })]);
  });

  it('shows global roles with a null company', async () => {
    const me = (await call('super', 'GET', '/api/v1/user')).json();
    expect(me.roles).toEqual([{ slug: 'super_admin', name: 'Superadministrador', company_id: null }]);
  });
});

describe('POST /users/{id}/assign-roles works in one company', () => {
  it('replaces only the roles of the named company', async () => {
    const response = await call('super', 'POST', `/api/v1/users/${ids.mixta}/assign-roles`, { roles: ['employee', 'container_supervisor'], company_id: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().roles).toEqual([
      { slug: 'employee', name: 'Empleado', company_id: 1 },
      { slug: 'container_supervisor', name: 'Supervisor de patio', company_id: 1 },
      { slug: 'company_admin', name: 'Administrador de empresa', company_id: 3 },
    ]);
  });

  it('asks which company when the person belongs to several', async () => {
    const response = await call('super', 'POST', `/api/v1/users/${ids.mixta}/assign-roles`, { roles: ['employee'] });
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.code).toBe('company_required');
    expect(error.data.errors?.company_id).toBeDefined();
  });

  it('refuses a company the person does not belong to', async () => {
    const response = await call('super', 'POST', `/api/v1/users/${ids.mixta}/assign-roles`, { roles: ['employee'], company_id: 2 });
    expect(expectErrorShape(response.json(), 422).data.errors?.company_id).toBeDefined();
  });

  it("an admin of company 3 changes the person's roles there and sees nothing of company 1", async () => {
    const other = await call('horizonte', 'POST', `/api/v1/users/${ids.mixta}/assign-roles`, { roles: ['employee'], company_id: 1 });
    expect(other.statusCode).toBe(404);
    const response = await call('horizonte', 'POST', `/api/v1/users/${ids.mixta}/assign-roles`, { roles: ['employee'], company_id: 3 });
    expect(response.statusCode, response.body).toBe(200);
    // company_admin stays (a company admin cannot grant or take it); employee is added in 3 only.
    expect(response.json().roles).toEqual([
      { slug: 'company_admin', name: 'Administrador de empresa', company_id: 3 },
      { slug: 'employee', name: 'Empleado', company_id: 3 },
    ]);
    const mine = (await call('super', 'GET', `/api/v1/users/${ids.mixta}`)).json();
    expect(mine.roles.filter((role: { company_id: number }) => role.company_id === 1).map((role: { slug: string }) => role.slug)).toEqual([
      'employee',
      'container_supervisor',
    ]);
  });

  it('takes effect on the next request of the person whose roles changed', async () => {
    const doble = await addPerson(t, { email: 'ascenso@demo.mx', departments: [[3, 'almacen']], roles: [['employee', 3]] });
    const token = (await t.login('ascenso@demo.mx')).access_token;
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/companies/3/employees', headers: t.bearer(token) });
    expect(before.statusCode).toBe(403);
    expect((await call('super', 'POST', `/api/v1/users/${doble}/assign-roles`, { roles: ['company_admin'], company_id: 3 })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/companies/3/employees', headers: t.bearer(token) });
    expect(after.statusCode).toBe(200);
  });
});
