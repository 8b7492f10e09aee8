import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceScope } from '../../../../src/server/tenancy';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const VENTAS = 4;
const ALMACEN = 5;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({
    super: 'super@demo.mx',
    admin: 'admin@logistica.demo.mx',
    soporte: 'soporte@logistica.demo.mx',
    grua: 'grua@logistica.demo.mx',
    horizonte: 'admin@horizonte.demo.mx',
    empleado: 'empleado@horizonte.demo.mx',
  })) {
    tokens[key] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

describe('demo employees', () => {
  it('empleado@horizonte.demo.mx is HOR-0001 of ventas, linked to the account, with PIN 4321 (never returned)', async () => {
    const page = (await call('GET', `/api/v1/departments/${VENTAS}/employees`, 'horizonte')).json();
    const miguel = page.data.find((e: { employee_number: string }) => e.employee_number === 'HOR-0001');
    expect(miguel).toMatchObject({
      company_id: 3,
      department: { id: VENTAS, slug: 'ventas' },
      user_id: await t.userIdOf('empleado@horizonte.demo.mx'),
      full_name: 'Miguel Flores Aguilar',
      has_pin: true,
    });
    expect(JSON.stringify(page)).not.toMatch(/pin_hash|4321/);
    expect(await t.services.employees.checkPin(deviceScope(3), miguel.id, '4321')).toBe(true);
    expect(await t.services.employees.checkPin(deviceScope(3), miguel.id, '1234')).toBe(false);
    // A clock of another company does not know the employee, right PIN or not.
    expect(await t.services.employees.checkPin(deviceScope(1), miguel.id, '4321')).toBe(false);
  });
});

describe('company employees list', () => {
  it('page defaults to 1; only_drivers keeps the drivers with their licences', async () => {
    const all = await call('GET', '/api/v1/companies/1/employees', 'admin');
    expect(all.json()).toMatchObject({ current_page: 1, per_page: 20, total: 7, last_page: 1 });
    // Directory order: surnames first, accents set aside.
    expect(all.json().data.map((e: { surname: string }) => e.surname)).toEqual(['Castillo', 'Díaz', 'Hernández', 'López', 'Núñez', 'Pérez', 'Ramírez']);
    const drivers = await call('GET', '/api/v1/companies/1/employees?only_drivers=true&page=1', 'admin');
    expect(drivers.json().total).toBe(2);
    expect(drivers.json().data[0]).toMatchObject({ is_driver: true, license_number: 'COL-E-901233', license_expires_on: '2026-12-15' });
    expect((await call('GET', '/api/v1/companies/1/employees?page=0', 'admin')).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/companies/1/employees?page=2', 'admin')).json()).toMatchObject({ current_page: 2, data: [] });
  });

  it('roles: technical support reads, a crane operator does not; other tenants get 404', async () => {
    expect((await call('GET', '/api/v1/companies/1/employees', 'soporte')).statusCode).toBe(200);
    expect(expectErrorShape((await call('GET', '/api/v1/companies/1/employees', 'grua')).json(), 403).data.code).toBe('forbidden');
    expect((await call('GET', '/api/v1/companies/1/employees', 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/companies/3/employees', 'empleado')).statusCode).toBe(403);
  });
});

describe('employee CRUD', () => {
  let id: number;

  it('creates with a PIN and a badge; both keys are checked within the company', async () => {
    const created = await call('POST', `/api/v1/departments/${VENTAS}/employees`, 'horizonte', {
      name: 'Sofía',
      surname: 'Pérez',
      lastname: 'Núñez',
      email: 'Sofia.Perez@Horizonte.demo.mx',
      phone: '81 5555 1234',
      position: 'Vendedora',
      employee_number: 'HOR-0100',
      pin: '987654',
      badge_code: 'HOR-B-0100',
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({ email: 'sofia.perez@horizonte.demo.mx', has_pin: true, is_driver: false, full_name: 'Sofía Pérez Núñez' });
    expect(created.json()).not.toHaveProperty('pin');
    const stored = await t.database.db.selectFrom('employees').select('pin_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^h1\$/);
    expect(stored.pin_hash).not.toContain('987654');

    const badge = await call('POST', `/api/v1/departments/${ALMACEN}/employees`, 'horizonte', { name: 'Otro', badge_code: 'HOR-B-0100' });
    expect(badge.statusCode).toBe(409);
    expect(badge.json()).toMatchObject({ data: { code: 'badge_code_taken' }, message: 'Ya hay otro empleado de esta empresa con el código de gafete «HOR-B-0100».' });
    const number = await call('POST', `/api/v1/departments/${ALMACEN}/employees`, 'horizonte', { name: 'Otro', employee_number: 'HOR-0100' });
    expect(number.json().data.code).toBe('employee_number_taken');
    // Another company may use the same badge.
    expect((await call('POST', '/api/v1/departments/1/employees', 'admin', { name: 'Otro', badge_code: 'HOR-B-0100' })).statusCode).toBe(201);
  });

  it('validates PIN, driver licence, dates and linked accounts', async () => {
    const pin = await call('POST', `/api/v1/departments/${VENTAS}/employees`, 'horizonte', { name: 'X', pin: '12' });
    expect(expectErrorShape(pin.json(), 422).data.errors?.pin).toEqual(['El NIP debe tener de 4 a 8 dígitos.']);
    const driver = await call('POST', `/api/v1/departments/${VENTAS}/employees`, 'horizonte', { name: 'X', is_driver: true });
    expect(driver.json().data.errors.license_number).toEqual(['Un chofer necesita número de licencia.']);
    const date = await call('POST', `/api/v1/departments/${VENTAS}/employees`, 'horizonte', { name: 'X', license_expires_on: '2027-02-30' });
    expect(date.json().data.errors.license_expires_on).toEqual(['La fecha no existe.']);
    const stranger = await call('POST', `/api/v1/departments/${VENTAS}/employees`, 'horizonte', { name: 'X', user_id: await t.userIdOf('grua@logistica.demo.mx') });
    expect(stranger.json().data.errors.user_id).toEqual(['La cuenta vinculada debe ser de un usuario de esta empresa.']);
  });

  it('reads, updates (moving department, clearing the PIN) and deletes', async () => {
    expect((await call('GET', `/api/v1/departments/${VENTAS}/employees/${id}`, 'horizonte')).json().id).toBe(id);
    expect((await call('GET', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'horizonte')).statusCode).toBe(404);
    const moved = await call('PUT', `/api/v1/departments/${VENTAS}/employees/${id}`, 'horizonte', {
      department_id: ALMACEN,
      pin: null,
      is_driver: true,
      license_number: 'NL-C-000001',
      license_expires_on: '2028-01-31',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ department: { id: ALMACEN, slug: 'almacen' }, has_pin: false, is_driver: true });
    expect((await call('PUT', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'horizonte', { department_id: 1 })).statusCode).toBe(422);
    expect((await call('PUT', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'empleado', { name: 'Y' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'horizonte')).json()).toEqual({ message: 'El empleado quedó dado de baja.' });
    expect((await call('GET', `/api/v1/departments/${ALMACEN}/employees/${id}`, 'horizonte')).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('employee_search_terms').select('term').where('employee_id', '=', id).execute()).toEqual([]);
  });
});

describe('employee search', () => {
  it('finds "Pérez" by "perez", and by the start of several words', async () => {
    const response = await call('GET', '/api/v1/search/employees?q=perez', 'admin');
    expect(response.json()).toMatchObject({ total: 1, data: [{ full_name: 'Lucía Pérez Gómez' }] });
    expect((await call('GET', '/api/v1/search/employees?q=JO%20her', 'admin')).json().data.map((e: { full_name: string }) => e.full_name)).toEqual(['Jorge Hernández Ruiz']);
    expect((await call('GET', '/api/v1/search/employees?q=lpp-0006', 'admin')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/employees?q=tractocamion', 'admin')).json().total).toBe(2);
    expect((await call('GET', '/api/v1/search/employees?q=zzz', 'admin')).json()).toMatchObject({ total: 0, data: [], last_page: 1 });
  });

  it('stays within the caller’s companies; the super admin searches all', async () => {
    expect((await call('GET', '/api/v1/search/employees?q=flores', 'admin')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/employees?q=flores', 'horizonte')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/employees?q=chofer', 'super')).json().total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/v1/search/employees?q=flores', 'grua')).statusCode).toBe(403);
  });

  it('company_id, department_id and only_drivers narrow the search before paging, with or without words', async () => {
    expect((await call('GET', '/api/v1/search/employees?q=chofer&company_id=1', 'super')).json()).toMatchObject({ total: 2, last_page: 1 });
    const parabus = (await call('GET', '/api/v1/search/employees?company_id=2&only_drivers=true', 'super')).json();
    expect(parabus).toMatchObject({ total: 3 });
    expect(parabus.data.every((e: { company_id: number; is_driver: boolean }) => e.company_id === 2 && e.is_driver)).toBe(true);
    const almacen = (await call('GET', `/api/v1/search/employees?company_id=3&department_id=${ALMACEN}`, 'horizonte')).json();
    expect(almacen.data.map((e: { surname: string }) => e.surname)).toEqual(['Aguirre', 'Romero', 'Ruiz']);
    expect((await call('GET', `/api/v1/search/employees?company_id=3&department_id=${ALMACEN}&only_drivers=1`, 'horizonte')).json()).toMatchObject({ total: 1, data: [{ full_name: 'Tomás Aguirre Salazar' }] });
    expect((await call('GET', `/api/v1/search/employees?q=romero&department_id=${ALMACEN}`, 'horizonte')).json().total).toBe(1);
    expect((await call('GET', `/api/v1/search/employees?q=flores&department_id=${ALMACEN}`, 'horizonte')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/employees?q=flores&only_drivers=true', 'horizonte')).json().total).toBe(0);
    // Another tenant's department finds nothing: the caller's companies still bound the search.
    expect((await call('GET', `/api/v1/search/employees?department_id=${VENTAS}`, 'admin')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('company_id of another tenant (or of no company) is 404, as elsewhere; bad filters are 422 in Spanish', async () => {
    expect(expectErrorShape((await call('GET', '/api/v1/search/employees?company_id=3', 'admin')).json(), 404).data.code).toBe('not_found');
    expect((await call('GET', '/api/v1/search/employees?q=flores&company_id=3', 'admin')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/search/employees?company_id=999', 'super')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/search/employees?company_id=1', 'grua')).statusCode).toBe(403);
    const bad = expectErrorShape((await call('GET', '/api/v1/search/employees?company_id=uno&department_id=-1&only_drivers=si', 'admin')).json(), 422);
    expect(bad.data.errors?.['querystring.company_id']).toEqual(['La empresa debe ser un número.']);
    expect(bad.data.errors?.['querystring.department_id']).toEqual(['El departamento debe ser un identificador positivo.']);
    expect(bad.data.errors?.['querystring.only_drivers']).toEqual(['Debe ser true o false.']);
  });

  it('a filtered list longer than a page: 20 on the first, the rest on the second, totals right', async () => {
    for (let n = 1; n <= 22; n += 1) {
      const number = `HOR-2${String(n).padStart(3, '0')}`;
      const created = await call('POST', `/api/v1/departments/${ALMACEN}/employees`, 'horizonte', {
        name: `Chofer ${n}`,
        surname: 'Reparto',
        employee_number: number,
        position: 'Chofer de reparto',
        is_driver: true,
        license_number: `NL-C-${number}`,
      });
      expect(created.statusCode).toBe(201);
    }
    await call('POST', `/api/v1/departments/${ALMACEN}/employees`, 'horizonte', { name: 'Ayudante', surname: 'Reparto', position: 'Chofer suplente' });
    for (const q of ['', 'chofer']) {
      const base = `/api/v1/search/employees?q=${q}&company_id=3&department_id=${ALMACEN}&only_drivers=true`;
      const first = (await call('GET', base, 'horizonte')).json();
      expect(first).toMatchObject({ total: 23, last_page: 2, per_page: 20 });
      expect(first.data).toHaveLength(20);
      expect(first.data.every((e: { is_driver: boolean; department_id: number }) => e.is_driver && e.department_id === ALMACEN)).toBe(true);
      expect((await call('GET', `${base}&page=2`, 'horizonte')).json().data).toHaveLength(3);
    }
    expect((await call('GET', `/api/v1/search/employees?q=chofer&company_id=3&department_id=${ALMACEN}`, 'horizonte')).json().total).toBe(24);
  });
});
