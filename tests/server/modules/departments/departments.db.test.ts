import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({
    super: 'super@demo.mx',
    admin: 'admin@logistica.demo.mx',
    operador: 'operador@logistica.demo.mx',
    horizonte: 'admin@horizonte.demo.mx',
  })) {
    tokens[key] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

describe('departments', () => {
  it('the demo departments keep their ids and slugs, with the org chart', async () => {
    const response = await call('GET', '/api/v1/companies/1/departments', 'operador');
    expect(response.statusCode).toBe(200);
    const departments = response.json() as { id: number; slug: string; parent_id: number | null; is_technical_support: boolean; manager: { full_name: string } | null; employees_count: number }[];
    const bySlug = Object.fromEntries(departments.map((d) => [d.slug, d]));
    expect([bySlug.operaciones!.id, bySlug.patio!.id, bySlug['soporte-tecnico']!.id]).toEqual([1, 2, 3]);
    expect(bySlug.patio).toMatchObject({ parent_id: 1, manager: { full_name: 'Mariana López Castro' }, employees_count: 3, is_technical_support: false });
    expect(bySlug['soporte-tecnico']!.is_technical_support).toBe(true);
    const horizonte = (await call('GET', '/api/v1/companies/3/departments', 'horizonte')).json() as { id: number; slug: string }[];
    expect(horizonte.map((d) => [d.id, d.slug]).sort()).toEqual([
      [4, 'ventas'],
      [5, 'almacen'],
    ]);
  });

  it('creates with a slug made from the name; a duplicate slug is a 409 in Spanish', async () => {
    const created = await call('POST', '/api/v1/companies/1/departments', 'admin', { name: 'Tráfico Marítimo', parent_id: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company_id: 1, name: 'Tráfico Marítimo', slug: 'trafico-maritimo', parent_id: 1, manager: null, employees_count: 0 });
    const duplicate = await call('POST', '/api/v1/companies/1/departments', 'admin', { name: 'Otro', slug: 'patio' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ data: { code: 'slug_taken' }, message: 'Ya hay un departamento con el identificador «patio» en esta empresa. Elige otro.' });
    // The same slug in another company is fine.
    expect((await call('POST', '/api/v1/companies/3/departments', 'horizonte', { name: 'Patio', slug: 'patio' })).statusCode).toBe(201);
    const badSlug = await call('POST', '/api/v1/companies/1/departments', 'admin', { name: 'X', slug: 'Con Espacios' });
    expect(expectErrorShape(badSlug.json(), 422).data.errors?.slug?.[0]).toMatch(/minúsculas/);
  });

  it('refuses cycles, parents of other companies and managers who are not employees of the company', async () => {
    const patio = 2;
    const cycle = await call('PUT', '/api/v1/departments/1', 'admin', { parent_id: patio });
    expect(expectErrorShape(cycle.json(), 422).data.errors?.parent_id).toEqual(['Un departamento no puede depender de sí mismo ni de uno de sus subdepartamentos.']);
    expect((await call('PUT', '/api/v1/departments/1', 'admin', { parent_id: 1 })).statusCode).toBe(422);
    expect((await call('PUT', '/api/v1/departments/1', 'admin', { parent_id: 4 })).json().data.errors.parent_id).toEqual(['El departamento superior no existe en esta empresa.']);
    const stranger = await t.database.db.selectFrom('employees').select('id').where('company_id', '=', 3).executeTakeFirstOrThrow();
    const manager = await call('PUT', '/api/v1/departments/1', 'admin', { manager_employee_id: stranger.id });
    expect(manager.json().data.errors.manager_employee_id).toEqual(['El responsable debe ser un empleado de esta empresa.']);
    const own = await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', 'LPP-0006').executeTakeFirstOrThrow();
    const updated = await call('PUT', '/api/v1/departments/1', 'admin', { manager_employee_id: own.id, description: 'Maniobras' });
    expect(updated.json()).toMatchObject({ id: 1, manager: { id: own.id, full_name: 'José Ramírez Torres' }, description: 'Maniobras', slug: 'operaciones' });
    expect((await call('PUT', '/api/v1/departments/3', 'admin', { slug: 'patio' })).json().data.code).toBe('slug_taken');
  });

  it('only admins manage; members read; other tenants get 404', async () => {
    expect((await call('POST', '/api/v1/companies/1/departments', 'operador', { name: 'Nuevo' })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/departments/2', 'operador')).json()).toMatchObject({ id: 2, slug: 'patio' });
    expect((await call('GET', '/api/v1/departments/2', 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/companies/1/departments', 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/departments/999999', 'super')).statusCode).toBe(404);
  });

  it('deletes an empty department only; its subdepartments move up', async () => {
    const busy = await call('DELETE', '/api/v1/departments/2', 'admin');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ data: { code: 'department_not_empty' } });
    expect(busy.json().message).toMatch(/3 empleados y 3 usuarios/);
    const parent = (await call('POST', '/api/v1/companies/1/departments', 'admin', { name: 'Temporal' })).json();
    const child = (await call('POST', '/api/v1/companies/1/departments', 'admin', { name: 'Hijo temporal', parent_id: parent.id })).json();
    expect((await call('DELETE', `/api/v1/departments/${parent.id}`, 'operador')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/departments/${parent.id}`, 'admin')).json()).toEqual({ message: 'El departamento quedó eliminado.' });
    expect((await call('GET', `/api/v1/departments/${child.id}`, 'admin')).json().parent_id).toBeNull();
  });

  it('searches departments of the caller’s companies without accents', async () => {
    const mine = await call('GET', '/api/v1/search/departments?q=SOPORTE%20tecnico', 'operador');
    expect(mine.json()).toMatchObject({ total: 1, data: [{ slug: 'soporte-tecnico' }] });
    expect((await call('GET', '/api/v1/search/departments?q=almacen', 'operador')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/departments?q=almacén', 'horizonte')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/departments?q=patio', 'super')).json().total).toBe(2);
  });
});
