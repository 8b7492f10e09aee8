import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Roles are held per company (issue 12, point 2), for terminals, routes, units, drivers, orders
 * and waybills:
 * - «logista»: container admin of the logistics company (1) — manages its fleet, orders and
 *   waybills — and a plain employee of Horizonte (3);
 * - «operador»: container admin of company 1 only, so Horizonte's rows do not exist for them.
 * Company 3's fleet and its order and waybill are made by the super admin.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'super' | 'logista' | 'operador';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const containerNumber = (body: string) => `${body}${iso6346CheckDigit(body)}`;
const terminal = (code: string, companyId: number) => ({ company_id: companyId, code, name: `Terminal ${code}`, municipality: 'Manzanillo', state: 'Colima', postal_code: '28219' });
const waybillInput = (orderId: number) => ({
  container_order_id: orderId,
  departure_at: '2026-11-24T08:00:00-06:00',
  arrival_at: '2026-11-24T18:00:00-06:00',
  driver_rfc: 'RATJ850312AB1',
  goods: [{ sat_product_key: '24112700', description: 'Carga general', quantity: 1, sat_unit_key: 'XBX', weight_kg: 10000 }],
});

/** A terminal pair, a route, a unit with a driver, a container, an approved order and its waybill in the company. */
async function fleetOf(companyId: number, prefix: string, driverNumber: string) {
  const created = async (url: string, payload: object) => {
    const response = await call('POST', url, 'super', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const driver = await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', driverNumber).executeTakeFirstOrThrow();
  await t.database.db.updateTable('employees').set({ is_driver: 1, license_number: `${prefix}-LIC-1`, license_expires_on: '2030-01-01' }).where('id', '=', driver.id).execute();
  const origin = await created('/api/v1/terminals', terminal(`${prefix}-ORI`, companyId));
  const destination = await created('/api/v1/terminals', terminal(`${prefix}-DES`, companyId));
  const route = await created('/api/v1/routes', { company_id: companyId, code: `${prefix}-R1`, name: 'Ruta de prueba', origin_terminal_id: origin, destination_terminal_id: destination });
  const unit = await created('/api/v1/units', { company_id: companyId, number: `${prefix}-U1`, plates: `${prefix}123A`, driver_ids: [driver.id], route_ids: [route] });
  const container = await created('/api/v1/containers', { company_id: companyId, number: containerNumber(`${prefix}U765432`), iso_type: '22G1', load_status: 'full', category: 'export', shipping_line: 'OOCL' });
  const order = await created(`/api/v1/containers/${container}/orders`, { kind: 'delivery', route_id: route, unit_id: unit, driver_id: driver.id });
  expect((await call('PUT', `/api/v1/orders/${order}`, 'super', { status: 'approved', update_report: 'Aprobada.' })).statusCode).toBe(200);
  const waybill = await created('/api/v1/waybills', waybillInput(order));
  return { driver: driver.id, terminal: origin, route, unit, container, order, waybill };
}

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'logista@demo.mx', departments: [[1, 'operaciones'], [3, 'ventas']], roles: [['container_admin', 1], ['employee', 3]] });
  tokens.super = (await t.login('super@demo.mx')).access_token;
  tokens.logista = (await t.login('logista@demo.mx')).access_token;
  tokens.operador = (await t.login('operador@logistica.demo.mx')).access_token;
  for (const [key, id] of Object.entries(await fleetOf(1, 'AAA', 'LPP-0006'))) ids[`${key}1`] = id;
  for (const [key, id] of Object.entries(await fleetOf(3, 'HHH', 'HOR-0001'))) ids[`${key}3`] = id;
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (company: 1 | 3) => string;
  payload?: (company: 1 | 3) => object;
  /** What the admin of company 1 gets there (the plain employee of company 3 gets 403 there). */
  allowed: number;
}

const id = (key: string, company: 1 | 3) => ids[`${key}${company}`]!;

const CASES: Case[] = [
  { name: 'lists the terminals of the company', method: 'GET', url: (c) => `/api/v1/terminals?company_id=${c}`, allowed: 200 },
  { name: 'reads a terminal', method: 'GET', url: (c) => `/api/v1/terminals/${id('terminal', c)}`, allowed: 200 },
  { name: 'edits a terminal', method: 'PUT', url: (c) => `/api/v1/terminals/${id('terminal', c)}`, payload: () => ({ phone: '3140000000' }), allowed: 200 },
  { name: 'creates a terminal', method: 'POST', url: () => '/api/v1/terminals', payload: (c) => terminal(`NEW-${c}`, c), allowed: 201 },
  { name: 'reads a route', method: 'GET', url: (c) => `/api/v1/routes/${id('route', c)}`, allowed: 200 },
  { name: 'edits a route', method: 'PUT', url: (c) => `/api/v1/routes/${id('route', c)}`, payload: () => ({ distance_km: 300 }), allowed: 200 },
  { name: 'reads the units of a route', method: 'GET', url: (c) => `/api/v1/routes/${id('route', c)}/units`, allowed: 200 },
  { name: 'lists the units of the company', method: 'GET', url: (c) => `/api/v1/search/units?company_id=${c}`, allowed: 200 },
  { name: 'reads a unit', method: 'GET', url: (c) => `/api/v1/units/${id('unit', c)}`, allowed: 200 },
  { name: 'edits a unit', method: 'PUT', url: (c) => `/api/v1/units/${id('unit', c)}`, payload: () => ({ brand: 'Kenworth' }), allowed: 200 },
  { name: 'sets the drivers of a unit', method: 'PUT', url: (c) => `/api/v1/units/${id('unit', c)}/drivers`, payload: (c) => ({ driver_ids: [id('driver', c)] }), allowed: 200 },
  { name: 'creates a unit', method: 'POST', url: () => '/api/v1/units', payload: (c) => ({ company_id: c, number: `NEW-${c}`, plates: `NEW${c}99A` }), allowed: 201 },
  { name: 'reads the units of a driver', method: 'GET', url: (c) => `/api/v1/drivers/${id('driver', c)}/units`, allowed: 200 },
  { name: 'assigns units to a driver', method: 'POST', url: (c) => `/api/v1/drivers/${id('driver', c)}/units`, payload: (c) => ({ unit_ids: [id('unit', c)] }), allowed: 200 },
  { name: 'lists the orders of a container', method: 'GET', url: (c) => `/api/v1/containers/${id('container', c)}/orders`, allowed: 200 },
  { name: 'requests an order', method: 'POST', url: (c) => `/api/v1/containers/${id('container', c)}/orders`, payload: () => ({ kind: 'inspection' }), allowed: 201 },
  { name: 'reads an order', method: 'GET', url: (c) => `/api/v1/orders/${id('order', c)}`, allowed: 200 },
  { name: 'reports on an order', method: 'PUT', url: (c) => `/api/v1/orders/${id('order', c)}`, payload: () => ({ update_report: 'En espera de la unidad.' }), allowed: 200 },
  { name: 'lists the waybills of an order', method: 'GET', url: (c) => `/api/v1/orders/${id('order', c)}/waybills`, allowed: 200 },
  { name: 'issues a waybill', method: 'POST', url: () => '/api/v1/waybills', payload: (c) => waybillInput(id('order', c)), allowed: 201 },
  { name: 'downloads a waybill', method: 'GET', url: (c) => `/api/v1/waybill/${id('waybill', c)}/report`, allowed: 200 },
];

describe('per-company roles: logistics', () => {
  it.each(CASES)('the admin of company 1 $name there → $allowed', async ({ method, url, payload, allowed }) => {
    const response = await call(method, url(1), 'logista', payload?.(1));
    expect(response.statusCode, response.body).toBe(allowed);
  });

  it.each(CASES)('a plain employee of company 3 $name there → 403', async ({ method, url, payload }) => {
    const response = await call(method, url(3), 'logista', payload?.(3));
    expect(response.statusCode, response.body).toBe(403);
    expectErrorShape(response.json(), 403);
  });

  it.each(CASES.filter((row) => !row.url(3).includes('company_id') && row.method !== 'POST'))('an admin of company 1 only $name in company 3 → 404', async ({ method, url, payload }) => {
    const response = await call(method, url(3), 'operador', payload?.(3));
    expect(response.statusCode, response.body).toBe(404);
    expectErrorShape(response.json(), 404);
  });

  it('lists without a company cover only the companies where the caller may read the fleet', async () => {
    for (const list of ['terminals', 'routes', 'units']) {
      const response = await call('GET', `/api/v1/${list}?per_page=100`, 'logista');
      expect(response.statusCode).toBe(200);
      const companies = new Set((response.json() as { data: { company_id: number }[] }).data.map((row) => row.company_id));
      expect([...companies], list).toEqual([1]);
    }
  });

  it('nothing of company 3 was changed by the refused calls', async () => {
    const { db } = t.database;
    expect((await db.selectFrom('terminals').select('phone').where('id', '=', ids.terminal3!).executeTakeFirstOrThrow()).phone).toBeNull();
    expect((await db.selectFrom('units').select('brand').where('id', '=', ids.unit3!).executeTakeFirstOrThrow()).brand).toBeNull();
    expect(await db.selectFrom('terminals').select('id').where('code', '=', 'NEW-3').execute()).toEqual([]);
    expect(await db.selectFrom('container_orders').select('id').where('company_id', '=', 3).execute()).toEqual([{ id: ids.order3 }]);
    expect(await db.selectFrom('waybills').select('id').where('company_id', '=', 3).execute()).toEqual([{ id: ids.waybill3 }]);
    expect(await db.selectFrom('container_order_updates').select('id').where('order_id', '=', ids.order3!).execute()).toHaveLength(2);
  });
});
