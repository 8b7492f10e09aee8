import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const USERS = {
  super: 'super@demo.mx',
  admin: 'admin@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  supervisor: 'supervisor@logistica.demo.mx',
  receptor: 'receptor@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const containerNumber = (body: string) => `${body}${iso6346CheckDigit(body)}`;

async function newContainer(body: string, who = 'operador') {
  const response = await call('POST', '/api/v1/containers', who, {
    number: containerNumber(body),
    iso_type: '45G1',
    load_status: 'full',
    category: 'import',
    shipping_line: 'MSC',
    seals: ['MSC998877'],
    gross_weight_kg: 24500,
  });
  if (response.statusCode !== 201) throw new Error(`container: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; number: string };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(USERS)) tokens[key] = (await t.login(email)).access_token;
  const employee = (number: string) => t.database.db.selectFrom('employees').select('id').where('employee_number', '=', number).executeTakeFirstOrThrow();
  ids.jose = (await employee('LPP-0006')).id;
  ids.ernesto = (await employee('LPP-0005')).id;
  const terminals = (await call('GET', '/api/v1/terminals', 'operador')).json().data as { id: number; code: string }[];
  ids.port = terminals.find((row) => row.code === 'TEC-MZO')!.id;
  ids.cedis = terminals.find((row) => row.code === 'CEDIS-QRO')!.id;
  const routes = (await call('GET', '/api/v1/routes', 'operador')).json().data as { id: number; code: string }[];
  ids.route = routes.find((row) => row.code === 'MZO-QRO')!.id;
  const units = (await call('GET', '/api/v1/units', 'operador')).json().data as { id: number; number: string }[];
  ids.unit = units.find((row) => row.number === 'ECO-101')!.id;
  ids.maintenance = units.find((row) => row.number === 'ECO-103')!.id;
  const container = await newContainer('TGHU765432');
  ids.container = container.id;
});
afterAll(() => t.close());

describe('orders on a container', () => {
  it('a container admin requests a delivery: the route fills origin and destination; folio, log, history and a socket event', async () => {
    const emit = vi.spyOn(t.realtime, 'emitToCompany');
    const created = await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', {
      kind: 'delivery',
      route_id: ids.route,
      unit_id: ids.unit,
      driver_id: ids.jose,
      scheduled_at: '2026-11-24T08:00:00-06:00',
      notes: 'Entrega urgente al CEDIS.',
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    ids.order = order.id;
    expect(order).toMatchObject({
      company_id: 1,
      kind: 'delivery',
      status: 'requested',
      container: { id: ids.container, number: containerNumber('TGHU765432') },
      origin: { id: ids.port, code: 'TEC-MZO' },
      destination: { id: ids.cedis, code: 'CEDIS-QRO' },
      route: { id: ids.route, code: 'MZO-QRO' },
      unit: { id: ids.unit, number: 'ECO-101', plates: '45AK7R' },
      driver: { id: ids.jose, full_name: 'José Ramírez Torres' },
      scheduled_at: '2026-11-24T14:00:00.000Z',
      update_report: 'Entrega urgente al CEDIS.',
      requested_by: { full_name: 'Jorge Hernández' },
      waybills_count: 0,
      updates: [{ from_status: null, to_status: 'requested', update_report: 'Entrega urgente al CEDIS.' }],
    });
    expect(order.folio).toMatch(/^ORD-\d{6}$/);
    expect(emit).toHaveBeenCalledWith(1, 'order.changed', expect.objectContaining({ id: order.id, status: 'requested', from_status: null, container_id: ids.container }));
    emit.mockRestore();
    const history = (await call('GET', `/api/v1/containers/${ids.container}/history`, 'operador')).json();
    expect(history.data.some((entry: { kind: string; notes: string }) => entry.kind === 'order' && entry.notes.includes(order.folio))).toBe(true);
  });

  it('validates the plan: links of the company, a unit in service, drivers who are drivers', async () => {
    const url = `/api/v1/containers/${ids.container}/orders`;
    const kind = expectErrorShape((await call('POST', url, 'operador', { kind: 'mudanza' })).json(), 422);
    expect(kind.data.errors?.kind).toEqual(['El tipo de orden debe ser delivery, reception, transfer o inspection.']);
    expect((await call('POST', url, 'operador', { kind: 'transfer', unit_id: ids.maintenance })).json().data.errors.unit_id).toEqual(['La unidad ECO-103 no está en servicio.']);
    expect((await call('POST', url, 'operador', { kind: 'transfer', driver_id: ids.ernesto })).json().data.errors.driver_id).toEqual(['Ernesto Díaz Luna no está marcado como chofer.']);
    expect((await call('POST', url, 'operador', { kind: 'transfer', route_id: 999999 })).json().data.errors.route_id).toEqual(['La ruta no existe en esta empresa.']);
    expect((await call('POST', url, 'operador', { kind: 'transfer', scheduled_at: 'mañana' })).statusCode).toBe(422);
  });

  it('lists the container’s orders newest first, filtered by status', async () => {
    const second = await call('POST', `/api/v1/containers/${ids.container}/orders`, 'supervisor', { kind: 'inspection', notes: 'Revisión de sellos.' });
    expect(second.statusCode).toBe(201);
    ids.inspection = second.json().id;
    const page = (await call('GET', `/api/v1/containers/${ids.container}/orders`, 'grua')).json();
    expect(page).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    expect(page.data.map((o: { id: number }) => o.id)).toEqual([ids.inspection, ids.order]);
    expect((await call('GET', `/api/v1/containers/${ids.container}/orders?status=requested&page=1`, 'receptor')).json().total).toBe(2);
    expect((await call('GET', `/api/v1/containers/${ids.container}/orders?status=completed`, 'receptor')).json().total).toBe(0);
    expect((await call('GET', `/api/v1/containers/${ids.container}/orders?status=perdida`, 'receptor')).statusCode).toBe(422);
  });
});

describe('order status flow and roles', () => {
  const put = (who: string, payload: object, id = ids.order) => call('PUT', `/api/v1/orders/${id}`, who, payload);

  it('update_report is required; invalid transitions are a Spanish 409', async () => {
    const missing = expectErrorShape((await put('operador', { status: 'approved' })).json(), 422);
    expect(Object.keys(missing.data.errors ?? {})).toEqual(['update_report']);
    expect((await put('operador', { status: 'approved', update_report: '   ' })).json().data.errors.update_report).toEqual(['Escribe el reporte de la actualización.']);
    const skip = await put('operador', { status: 'completed', update_report: 'Ya quedó.' });
    expect(expectErrorShape(skip.json(), 409)).toMatchObject({
      data: { code: 'order_invalid_transition', from: 'requested', to: 'completed', allowed: ['approved', 'rejected', 'cancelled'] },
      message: 'Una orden solicitada no puede pasar a terminada; puede pasar a: aprobada, rechazada, cancelada.',
    });
  });

  it('yard roles cannot approve; the supervisor approves; a crane operator cannot work a delivery', async () => {
    expect(expectErrorShape((await put('receptor', { status: 'approved', update_report: 'Apruebo' })).json(), 403).data.code).toBe('forbidden');
    expect((await put('grua', { status: 'rejected', update_report: 'No' })).statusCode).toBe(403);
    expect((await put('receptor', { unit_id: ids.maintenance, update_report: 'Cambio de unidad' })).statusCode).toBe(403);
    expect((await put('soporte', { update_report: 'Hola' })).statusCode).toBe(403);
    const approved = await put('supervisor', { status: 'approved', update_report: 'Aprobada; sale mañana temprano.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', update_report: 'Aprobada; sale mañana temprano.' });
    const grua = await put('grua', { status: 'in_progress', update_report: 'Inicio' });
    expect(expectErrorShape(grua.json(), 403).message).toBe('Las órdenes de entrega no son de tu área.');
    expect((await put('grua', { update_report: 'Nota' })).statusCode).toBe(403);
  });

  it('the receiver starts and completes a delivery, with reports on the way; each step is logged and pushed', async () => {
    const emit = vi.spyOn(t.realtime, 'emitToCompany');
    const started = await put('receptor', { status: 'in_progress', update_report: 'Salió por la puerta 3.' });
    expect(started.json()).toMatchObject({ status: 'in_progress' });
    expect(started.json().started_at).not.toBeNull();
    expect(emit).toHaveBeenCalledWith(1, 'order.changed', expect.objectContaining({ id: ids.order, status: 'in_progress', from_status: 'approved', update_report: 'Salió por la puerta 3.' }));
    expect((await put('receptor', { update_report: 'En caseta de Guadalajara.' })).json()).toMatchObject({ status: 'in_progress', update_report: 'En caseta de Guadalajara.' });
    const done = await put('receptor', { status: 'completed', update_report: 'Entregado en el CEDIS; sin daños.' });
    expect(done.json().status).toBe('completed');
    expect(done.json().completed_at).not.toBeNull();
    expect(done.json().updates.map((u: { to_status: string }) => u.to_status)).toEqual(['requested', 'approved', 'in_progress', 'in_progress', 'completed']);
    expect(done.json().updates[2]).toMatchObject({ from_status: 'approved', user: { full_name: 'Raúl Núñez' } });
    emit.mockRestore();
    const closed = await put('operador', { status: 'cancelled', update_report: 'Cancelar' });
    expect(expectErrorShape(closed.json(), 409)).toMatchObject({ data: { code: 'order_closed' }, message: expect.stringMatching(/ya está terminada; no admite cambios\.$/) });
    expect((await put('operador', { update_report: 'Una nota más' })).json().data.code).toBe('order_closed');
    const history = (await call('GET', `/api/v1/containers/${ids.container}/history`, 'operador')).json();
    expect(history.data.filter((entry: { kind: string }) => entry.kind === 'order').length).toBeGreaterThanOrEqual(4);
  });

  it('the crane operator works inspections; a road order without unit and driver cannot start', async () => {
    expect((await put('supervisor', { status: 'approved', update_report: 'Ok' }, ids.inspection)).statusCode).toBe(200);
    expect((await put('grua', { status: 'in_progress', update_report: 'Revisando' }, ids.inspection)).json().status).toBe('in_progress');
    expect((await put('receptor', { status: 'completed', update_report: 'Listo' }, ids.inspection)).statusCode).toBe(403);
    expect((await put('grua', { status: 'completed', update_report: 'Sellos íntegros.' }, ids.inspection)).json().status).toBe('completed');

    const bare = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', { kind: 'transfer' })).json().id;
    await put('operador', { status: 'approved', update_report: 'Ok' }, bare);
    const early = expectErrorShape((await put('operador', { status: 'in_progress', update_report: 'Sale' }, bare)).json(), 422);
    expect(early.data.code).toBe('order_not_ready');
    expect(Object.keys(early.data.errors ?? {}).sort()).toEqual(['destination_terminal_id', 'driver_id', 'origin_terminal_id', 'unit_id']);
    // Planning and starting in one update.
    const go = await put('operador', { status: 'in_progress', route_id: ids.route, unit_id: ids.unit, driver_id: ids.jose, update_report: 'Asignada la ECO-101; sale.' }, bare);
    expect(go.json()).toMatchObject({ status: 'in_progress', unit: { id: ids.unit }, origin: { code: 'TEC-MZO' } });
    expect((await put('operador', { status: 'cancelled', update_report: 'El cliente canceló.' }, bare)).json().status).toBe('cancelled');
    const rejected = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', { kind: 'reception' })).json().id;
    expect((await put('admin', { status: 'rejected', update_report: 'No hay cita.' }, rejected)).json().status).toBe('rejected');
    expect((await put('super', { status: 'approved', update_report: 'Reabrir' }, rejected)).json().data.code).toBe('order_closed');
  });

  it('another tenant gets 404 on the orders and the container’s orders', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/v1/orders/${ids.order}`],
      ['PUT', `/api/v1/orders/${ids.inspection}`, { update_report: 'Intruso' }],
      ['GET', `/api/v1/containers/${ids.container}/orders`],
      ['POST', `/api/v1/containers/${ids.container}/orders`, { kind: 'delivery' }],
    ] as const) {
      const response = await call(method, url, 'horizonte', payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().data.code).toBe('not_found');
    }
    expect((await call('GET', '/api/v1/orders/999999', 'operador')).json()).toMatchObject({ status: 404, message: 'No encontramos esa orden.' });
  });

  it('the unit page lists the container moves the unit carried', async () => {
    const unit = (await call('GET', `/api/v1/units/${ids.unit}`, 'grua')).json();
    expect(unit).toMatchObject({ number: 'ECO-101', plates: '45AK7R' });
    const mine = unit.movements.filter((m: { container: { id: number } }) => m.container.id === ids.container);
    expect(mine.map((m: { status: string }) => m.status).sort()).toEqual(['cancelled', 'completed']);
    expect(mine[0]).toMatchObject({ container: { number: containerNumber('TGHU765432') }, origin: { code: 'TEC-MZO' }, destination: { code: 'CEDIS-QRO' } });
  });
});
