import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The role matrix of container logistics on company 1's records: each role of the company (and
 * the super admin) is allowed or refused each action, as src/shared/permissions.ts says.
 */

const USERS = {
  super_admin: 'super@demo.mx',
  company_admin: 'admin@logistica.demo.mx',
  container_admin: 'operador@logistica.demo.mx',
  container_supervisor: 'supervisor@logistica.demo.mx',
  container_receiver: 'receptor@logistica.demo.mx',
  containers_crane_operator: 'grua@logistica.demo.mx',
  technical_support: 'soporte@logistica.demo.mx',
} as const;
type Who = keyof typeof USERS;
const ROLES = Object.keys(USERS) as Who[];

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ROLES) tokens[who] = (await t.login(USERS[who])).access_token;
  const one = async <T extends { id: number }>(url: string, match: (row: T) => boolean) => ((await call('GET', url, 'container_admin')).json().data as T[]).find(match)!.id;
  ids.terminal = await one<{ id: number; code: string }>('/api/v1/terminals', (row) => row.code === 'TEC-MZO');
  ids.route = await one<{ id: number; code: string }>('/api/v1/routes', (row) => row.code === 'MZO-QRO');
  ids.unit = await one<{ id: number; number: string }>('/api/v1/units', (row) => row.number === 'ECO-101');
  ids.driver = (await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', 'LPP-0006').executeTakeFirstOrThrow()).id;
  const body = 'OOLU876543';
  const container = await call('POST', '/api/v1/containers', 'container_admin', {
    number: `${body}${iso6346CheckDigit(body)}`,
    iso_type: '22G1',
    load_status: 'full',
    category: 'export',
    shipping_line: 'OOCL',
  });
  ids.container = container.json().id;
  ids.order = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'container_admin', { kind: 'delivery', route_id: ids.route, unit_id: ids.unit, driver_id: ids.driver })).json().id;
  await call('PUT', `/api/v1/orders/${ids.order}`, 'container_admin', { status: 'approved', update_report: 'Aprobada.' });
  ids.waybill = (
    await call('POST', '/api/v1/waybills', 'container_admin', {
      container_order_id: ids.order,
      departure_at: '2026-11-24T08:00:00-06:00',
      arrival_at: '2026-11-24T18:00:00-06:00',
      driver_rfc: 'RATJ850312AB1',
      goods: [{ sat_product_key: '24112700', description: 'Carga general', quantity: 1, sat_unit_key: 'XBX', weight_kg: 10000 }],
    })
  ).json().id;
});
afterAll(() => t.close());

const READERS: Who[] = ['super_admin', 'company_admin', 'container_admin', 'container_supervisor', 'container_receiver', 'containers_crane_operator'];
const MANAGERS: Who[] = ['super_admin', 'company_admin', 'container_admin', 'container_supervisor'];

interface Action {
  name: string;
  allowed: Who[];
  status: number;
  run: (who: Who) => ReturnType<typeof call>;
}

const ACTIONS: Action[] = [
  { name: 'list terminals', allowed: READERS, status: 200, run: (who) => call('GET', '/api/v1/terminals?company_id=1', who) },
  { name: 'create a terminal', allowed: MANAGERS, status: 201, run: (who) => call('POST', '/api/v1/terminals', who, { company_id: 1, code: `T-R${ROLES.indexOf(who)}`, name: who }) },
  { name: 'edit a terminal', allowed: MANAGERS, status: 200, run: (who) => call('PUT', `/api/v1/terminals/${ids.terminal}`, who, { phone: '314 000 0000' }) },
  { name: 'read a route', allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/routes/${ids.route}`, who) },
  { name: 'add units to a route', allowed: MANAGERS, status: 200, run: (who) => call('POST', `/api/v1/routes/${ids.route}/units`, who, { unit_ids: [ids.unit] }) },
  { name: 'read a unit page', allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/units/${ids.unit}`, who) },
  { name: 'create a unit', allowed: MANAGERS, status: 201, run: (who) => call('POST', '/api/v1/units', who, { company_id: 1, number: `U-R${ROLES.indexOf(who)}`, plates: `P${ROLES.indexOf(who)}ROLES` }) },
  { name: "set a unit's drivers", allowed: MANAGERS, status: 200, run: (who) => call('PUT', `/api/v1/units/${ids.unit}/drivers`, who, { driver_ids: [ids.driver] }) },
  { name: 'assign units to a driver', allowed: MANAGERS, status: 200, run: (who) => call('POST', `/api/v1/drivers/${ids.driver}/units`, who, { unit_ids: [ids.unit] }) },
  { name: 'search units', allowed: READERS, status: 200, run: (who) => call('GET', '/api/v1/search/units?q=eco&company_id=1', who) },
  { name: "list a container's orders", allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/containers/${ids.container}/orders`, who) },
  { name: 'request an order', allowed: MANAGERS, status: 201, run: (who) => call('POST', `/api/v1/containers/${ids.container}/orders`, who, { kind: 'inspection' }) },
  { name: 'read an order', allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/orders/${ids.order}`, who) },
  {
    name: 'approve an order',
    allowed: MANAGERS,
    status: 200,
    run: async (who) => {
      const order = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'container_admin', { kind: 'reception' })).json().id;
      return call('PUT', `/api/v1/orders/${order}`, who, { status: 'approved', update_report: `Aprueba ${who}` });
    },
  },
  // A delivery is gate work: the receiver's, not the crane operator's.
  { name: 'report on a delivery', allowed: [...MANAGERS, 'container_receiver'], status: 200, run: (who) => call('PUT', `/api/v1/orders/${ids.order}`, who, { update_report: `Nota de ${who}` }) },
  {
    name: 'start an inspection',
    allowed: [...MANAGERS, 'containers_crane_operator'],
    status: 200,
    run: async (who) => {
      const order = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'container_admin', { kind: 'inspection' })).json().id;
      await call('PUT', `/api/v1/orders/${order}`, 'container_admin', { status: 'approved', update_report: 'Ok' });
      return call('PUT', `/api/v1/orders/${order}`, who, { status: 'in_progress', update_report: `Inicia ${who}` });
    },
  },
  {
    name: 'issue a waybill',
    allowed: MANAGERS,
    status: 201,
    run: (who) =>
      call('POST', '/api/v1/waybills', who, {
        container_order_id: ids.order,
        departure_at: '2026-11-24T08:00:00-06:00',
        arrival_at: '2026-11-24T18:00:00-06:00',
        driver_rfc: 'RATJ850312AB1',
        goods: [{ sat_product_key: '24112700', description: 'Carga general', quantity: 1, sat_unit_key: 'XBX', weight_kg: 10000 }],
      }),
  },
  { name: "list an order's waybills", allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/orders/${ids.order}/waybills`, who) },
  { name: 'download a waybill PDF', allowed: READERS, status: 200, run: (who) => call('GET', `/api/v1/waybill/${ids.waybill}/report`, who) },
];

describe('role matrix', () => {
  const cases = ACTIONS.flatMap((action) => ROLES.map((who) => ({ action, who, label: `${action.name}: ${who} ${action.allowed.includes(who) ? 'allowed' : 'refused'}` })));
  it.each(cases)('$label', async ({ action, who }) => {
    const response = await action.run(who);
    if (action.allowed.includes(who)) {
      expect(response.statusCode, response.body).toBe(action.status);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().data.code).toBe('forbidden');
    }
  });
});
