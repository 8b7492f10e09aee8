import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  parabus: 'transporte@parabus.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(USERS)) tokens[key] = (await t.login(email)).access_token;
  const employee = (number: string) => t.database.db.selectFrom('employees').select('id').where('employee_number', '=', number).executeTakeFirstOrThrow();
  ids.jose = (await employee('LPP-0006')).id;
  ids.alejandro = (await employee('LPP-0007')).id;
  ids.ernesto = (await employee('LPP-0005')).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const terminal = (code: string, extra: object = {}) => ({
  code,
  name: `Terminal ${code}`,
  kind: 'port',
  rfc: 'tec960101ab1',
  operator_name: 'Terminal de prueba, S.A. de C.V.',
  street: 'Av. del Puerto',
  exterior_number: '1',
  neighborhood: 'Recinto portuario',
  municipality: 'Manzanillo',
  state: 'Colima',
  postal_code: '28219',
  ...extra,
});

describe('demo fleet of company 1', () => {
  it('has terminals, routes and units with plates and the two drivers', async () => {
    const terminals = (await call('GET', '/api/v1/terminals', 'operador')).json();
    expect(terminals.data.map((row: { code: string }) => row.code).sort()).toEqual(['CEDIS-QRO', 'PI-GDL', 'TEC-MZO']);
    const routes = (await call('GET', '/api/v1/routes', 'operador')).json();
    expect(routes.data.map((row: { code: string }) => row.code).sort()).toEqual(['MZO-GDL', 'MZO-QRO']);
    const units = (await call('GET', '/api/v1/units', 'operador')).json();
    expect(units.total).toBe(3);
    const eco101 = units.data.find((row: { number: string }) => row.number === 'ECO-101');
    expect(eco101).toMatchObject({ plates: '45AK7R', vehicle_config: 'T3S2', drivers: [{ id: ids.jose, full_name: 'José Ramírez Torres', license_number: 'COL-E-884512' }] });
    expect(eco101.routes.map((route: { code: string }) => route.code)).toEqual(['MZO-GDL', 'MZO-QRO']);
    // Other tenants see none of it.
    expect((await call('GET', '/api/v1/terminals', 'horizonte')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('pages of 20 unless per_page (up to 100, for pickers) says otherwise', async () => {
    const two = (await call('GET', '/api/v1/units?per_page=2&page=2', 'operador')).json();
    expect(two).toMatchObject({ per_page: 2, current_page: 2, last_page: 2, total: 3 });
    expect(two.data).toHaveLength(1);
    const bad = expectErrorShape((await call('GET', '/api/v1/terminals?per_page=101', 'operador')).json(), 422);
    expect(bad.data.errors?.['querystring.per_page']).toEqual(['per_page va de 1 a 100.']);
  });

  it('every logistics route is in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/v1/terminals',
      '/api/v1/terminals/{id}',
      '/api/v1/routes',
      '/api/v1/routes/{id}',
      '/api/v1/routes/transport-sector',
      '/api/v1/routes/{id}/units',
      '/api/v1/routes/{id}/units/{unitId}',
      '/api/v1/units',
      '/api/v1/units/{id}',
      '/api/v1/units/{id}/drivers',
      '/api/v1/units/{id}/routes',
      '/api/v1/drivers/{id}/units',
      '/api/v1/search/terminals',
      '/api/v1/search/units',
      '/api/v1/search/routes',
      '/api/v1/containers/{id}/orders',
      '/api/v1/orders/{id}',
      '/api/v1/waybills',
      '/api/v1/orders/{id}/waybills',
      '/api/v1/waybill/{id}/report',
      '/api/v1/waybills/verify/{folio}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe('terminals', () => {
  it('CRUD with RFC and address; codes unique per company; 422 in Spanish', async () => {
    const created = await call('POST', '/api/v1/terminals', 'operador', terminal('t-prueba-1'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ company_id: 1, code: 'T-PRUEBA-1', rfc: 'TEC960101AB1', country: 'MEX', postal_code: '28219' });
    ids.terminal1 = created.json().id;
    ids.terminal2 = (await call('POST', '/api/v1/terminals', 'supervisor', terminal('T-PRUEBA-2', { kind: 'inland', municipality: 'Lagos de Moreno' }))).json().id;

    const taken = await call('POST', '/api/v1/terminals', 'operador', terminal('T-PRUEBA-1'));
    expect(expectErrorShape(taken.json(), 409)).toMatchObject({ data: { code: 'terminal_code_taken' }, message: 'Ya hay una terminal con el código «T-PRUEBA-1» en esta empresa.' });
    const bad = expectErrorShape((await call('POST', '/api/v1/terminals', 'operador', terminal('X', { rfc: 'ABC', postal_code: '123', kind: 'luna' }))).json(), 422);
    expect(bad.data.errors?.rfc).toEqual(['El RFC debe tener 12 caracteres (empresa) o 13 (persona física).']);
    expect(bad.data.errors?.postal_code).toEqual(['El código postal debe tener 5 dígitos.']);
    expect(bad.data.errors?.kind?.[0]).toMatch(/tipo de terminal/);

    expect((await call('GET', `/api/v1/terminals/${ids.terminal1}`, 'grua')).json().name).toBe('Terminal t-prueba-1');
    const updated = await call('PUT', `/api/v1/terminals/${ids.terminal1}`, 'operador', { name: 'Terminal Norte', phone: '314 555 0101' });
    expect(updated.json()).toMatchObject({ name: 'Terminal Norte', phone: '314 555 0101', code: 'T-PRUEBA-1' });
    expect((await call('PUT', `/api/v1/terminals/${ids.terminal2}`, 'operador', { code: 'T-PRUEBA-1' })).statusCode).toBe(409);

    const search = (await call('GET', '/api/v1/search/terminals?q=lagos', 'receptor')).json();
    expect(search.data.map((row: { code: string }) => row.code)).toEqual(['T-PRUEBA-2']);
    expect((await call('GET', '/api/v1/search/terminals?q=norte%20t-prueba', 'receptor')).json().total).toBe(1);

    const spare = (await call('POST', '/api/v1/terminals', 'operador', terminal('T-BORRAR'))).json().id;
    expect((await call('DELETE', `/api/v1/terminals/${spare}`, 'operador')).json()).toEqual({ message: 'La terminal quedó eliminada.' });
    expect((await call('GET', `/api/v1/terminals/${spare}`, 'operador')).statusCode).toBe(404);
  });

  it('roles: yard roles read, only managers write; technical support nothing; a company is needed when several', async () => {
    expect((await call('GET', '/api/v1/terminals', 'receptor')).statusCode).toBe(200);
    for (const who of ['receptor', 'grua', 'soporte']) {
      expect(expectErrorShape((await call('POST', '/api/v1/terminals', who, terminal('T-NO'))).json(), 403).data.code).toBe('forbidden');
    }
    expect((await call('PUT', `/api/v1/terminals/${ids.terminal1}`, 'grua', { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/terminals/${ids.terminal1}`, 'receptor')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/terminals', 'soporte')).statusCode).toBe(403);
    const noCompany = expectErrorShape((await call('POST', '/api/v1/terminals', 'super', terminal('T-SUPER'))).json(), 422);
    expect(noCompany.data.errors?.company_id).toEqual(['Indica la empresa (company_id): perteneces a más de una.']);
    expect((await call('POST', '/api/v1/terminals', 'super', terminal('T-SUPER', { company_id: 1 }))).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/terminals', 'admin', terminal('T-AJENA', { company_id: 3 }))).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/terminals?company_id=3', 'admin')).statusCode).toBe(404);
  });

  it('another tenant gets 404 on every terminal of company 1', async () => {
    expect(expectErrorShape((await call('GET', `/api/v1/terminals/${ids.terminal1}`, 'horizonte')).json(), 404).data.code).toBe('not_found');
    expect((await call('PUT', `/api/v1/terminals/${ids.terminal1}`, 'horizonte', { name: 'Intruso' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/terminals/${ids.terminal1}`, 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/search/terminals?q=norte', 'horizonte')).json().total).toBe(0);
  });
});

describe('routes', () => {
  it('CRUD between two terminals of the company; a used terminal cannot be deleted', async () => {
    const same = await call('POST', '/api/v1/routes', 'operador', { code: 'R-1', name: 'Circular', origin_terminal_id: ids.terminal1, destination_terminal_id: ids.terminal1 });
    expect(expectErrorShape(same.json(), 422).data.errors?.destination_terminal_id).toEqual(['El destino debe ser distinto del origen.']);
    const foreign = await call('POST', '/api/v1/routes', 'operador', { code: 'R-1', name: 'Ajena', origin_terminal_id: ids.terminal1, destination_terminal_id: 999999 });
    expect(foreign.json().data.errors.destination_terminal_id).toEqual(['La terminal de destino no existe en esta empresa.']);
    const created = await call('POST', '/api/v1/routes', 'operador', {
      code: 'r-norte',
      name: 'Norte - Lagos',
      origin_terminal_id: ids.terminal1,
      destination_terminal_id: ids.terminal2,
      distance_km: 210.5,
      estimated_minutes: 180,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'R-NORTE',
      origin: { id: ids.terminal1, code: 'T-PRUEBA-1' },
      destination: { id: ids.terminal2 },
      distance_km: 210.5,
      active: true,
      units_count: 0,
    });
    ids.route = created.json().id;
    expect((await call('POST', '/api/v1/routes', 'supervisor', { code: 'R-NORTE', name: 'Otra', origin_terminal_id: ids.terminal2, destination_terminal_id: ids.terminal1 })).json().data.code).toBe('route_code_taken');
    expect((await call('PUT', `/api/v1/routes/${ids.route}`, 'supervisor', { name: 'Norte - Lagos de Moreno', active: false })).json()).toMatchObject({ name: 'Norte - Lagos de Moreno', active: false });
    expect((await call('GET', `/api/v1/routes/${ids.route}`, 'grua')).json().code).toBe('R-NORTE');
    expect((await call('GET', '/api/v1/search/routes?q=lagos', 'grua')).json().data.map((row: { id: number }) => row.id)).toEqual([ids.route]);
    const used = await call('DELETE', `/api/v1/terminals/${ids.terminal2}`, 'operador');
    expect(expectErrorShape(used.json(), 409)).toMatchObject({ data: { code: 'in_use' }, message: 'La terminal está en rutas u órdenes; no se puede eliminar.' });
    expect((await call('POST', '/api/v1/routes', 'receptor', { code: 'R-X', name: 'X', origin_terminal_id: ids.terminal1, destination_terminal_id: ids.terminal2 })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/routes/${ids.route}`, 'horizonte')).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/routes/${ids.route}`, 'horizonte', { name: 'Intruso' })).statusCode).toBe(404);
  });

  it('transport-sector lists the active routes of transport companies the caller belongs to', async () => {
    const terminals = [];
    for (const code of ['PB-A', 'PB-B']) terminals.push((await call('POST', '/api/v1/terminals', 'parabus', terminal(code))).json().id);
    const route = await call('POST', '/api/v1/routes', 'parabus', { code: 'PB-1', name: 'Parabus 1', origin_terminal_id: terminals[0], destination_terminal_id: terminals[1] });
    expect(route.statusCode).toBe(201);
    expect(route.json().company_id).toBe(2);
    // A carrier's fleet manager sees its units but not the orders behind a unit's movements.
    const unit = await call('POST', '/api/v1/units', 'parabus', { number: 'PB-U1', plates: 'PBU0001' });
    expect((await call('GET', `/api/v1/units/${unit.json().id}`, 'parabus')).json()).toMatchObject({ number: 'PB-U1', movements: [] });
    expect((await call('GET', '/api/v1/orders/1', 'parabus')).statusCode).toBe(404);
    // Company 2's demo bus routes (R101–R103) are there too.
    const mine = (await call('GET', '/api/v1/routes/transport-sector', 'parabus')).json();
    expect(mine.data.map((row: { code: string }) => row.code).sort()).toEqual(['PB-1', 'R101', 'R102', 'R103']);
    // Company 1 is a port logistics company, not the transport sector.
    expect((await call('GET', '/api/v1/routes/transport-sector', 'operador')).json()).toMatchObject({ total: 0 });
    expect((await call('GET', '/api/v1/routes/transport-sector', 'super')).json().data.map((row: { code: string }) => row.code).sort()).toEqual(['PB-1', 'R101', 'R102', 'R103']);
    expect((await call('GET', '/api/v1/routes/transport-sector', 'soporte')).statusCode).toBe(403);
  });
});

describe('units and drivers', () => {
  it('creates a truck with drivers and routes; plates and numbers unique; drivers must be drivers of the company', async () => {
    const body = {
      number: 'eco-900',
      plates: '12-ab-3cd',
      vehicle_config: 'T3S2',
      brand: 'Kenworth',
      model: 'T880',
      model_year: 2023,
      vin: '3wkyd49x0pf123456',
      gross_vehicle_weight_t: 41.5,
      sct_permit_number: '0612PRUEBA',
      insurer: 'Qualitas',
      insurance_policy: 'QA-778899',
      trailer_subtype: 'CTR010',
      trailer_plates: '55 UJ 8K',
      driver_ids: [ids.jose],
      route_ids: [ids.route],
    };
    const created = await call('POST', '/api/v1/units', 'operador', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      number: 'ECO-900',
      plates: '12AB3CD',
      trailer_plates: '55UJ8K',
      vin: '3WKYD49X0PF123456',
      sct_permit_type: 'TPAF01',
      status: 'active',
      drivers: [{ id: ids.jose, full_name: 'José Ramírez Torres' }],
      routes: [{ id: ids.route, code: 'R-NORTE' }],
    });
    ids.unit = created.json().id;
    expect((await call('POST', '/api/v1/units', 'operador', { ...body, number: 'ECO-901', driver_ids: [] })).json()).toMatchObject({
      data: { code: 'unit_plates_taken' },
      message: 'Ya hay una unidad con las placas «12AB3CD» en esta empresa.',
    });
    expect((await call('POST', '/api/v1/units', 'operador', { ...body, plates: 'ZZ999ZZ', driver_ids: [] })).json().data.code).toBe('unit_number_taken');
    const notDriver = await call('POST', '/api/v1/units', 'operador', { number: 'ECO-902', plates: 'YY111YY', driver_ids: [ids.ernesto] });
    expect(expectErrorShape(notDriver.json(), 422).data.errors?.driver_ids).toEqual(['Ernesto Díaz Luna no está marcado como chofer.']);
    const badConfig = expectErrorShape((await call('POST', '/api/v1/units', 'operador', { number: 'ECO-903', plates: 'XX1', vehicle_config: 'T9S9' })).json(), 422);
    expect(Object.keys(badConfig.data.errors ?? {}).sort()).toEqual(['plates', 'vehicle_config']);
    // Another company's employee is not a driver of this company.
    const horizonteDriver = (await t.database.db.selectFrom('employees').select('id').where('company_id', '=', 3).where('is_driver', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await call('PUT', `/api/v1/units/${ids.unit}/drivers`, 'operador', { driver_ids: [horizonteDriver] })).json().data.errors.driver_ids).toEqual([`El chofer ${horizonteDriver} no existe en esta empresa.`]);
  });

  it('edits the unit, its drivers and its routes; route units and driver units', async () => {
    expect((await call('PUT', `/api/v1/units/${ids.unit}`, 'supervisor', { status: 'maintenance', model_year: 2024 })).json()).toMatchObject({ status: 'maintenance', model_year: 2024 });
    const drivers = await call('PUT', `/api/v1/units/${ids.unit}/drivers`, 'operador', { driver_ids: [ids.alejandro, ids.jose] });
    expect(drivers.json().drivers.map((d: { id: number }) => d.id).sort()).toEqual([ids.jose, ids.alejandro].sort());
    expect((await call('PUT', `/api/v1/units/${ids.unit}/routes`, 'operador', { route_ids: [] })).json().routes).toEqual([]);
    const added = await call('POST', `/api/v1/routes/${ids.route}/units`, 'operador', { unit_ids: [ids.unit] });
    expect(added.json()).toMatchObject({ route: { id: ids.route }, data: [{ id: ids.unit }] });
    expect((await call('GET', `/api/v1/routes/${ids.route}/units`, 'receptor')).json().data.map((u: { number: string }) => u.number)).toEqual(['ECO-900']);
    expect((await call('GET', `/api/v1/routes/${ids.route}`, 'receptor')).json().units_count).toBe(1);
    // Off the route again: the unit stays, the route's list and count follow; a second time is a 404.
    const removed = await call('DELETE', `/api/v1/routes/${ids.route}/units/${ids.unit}`, 'operador');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ route: { id: ids.route }, data: [] });
    expect((await call('GET', `/api/v1/routes/${ids.route}`, 'receptor')).json().units_count).toBe(0);
    expect((await call('GET', `/api/v1/units/${ids.unit}`, 'receptor')).statusCode).toBe(200);
    const again = await call('DELETE', `/api/v1/routes/${ids.route}/units/${ids.unit}`, 'operador');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Esa unidad no está asignada a esta ruta.');
    expect((await call('DELETE', `/api/v1/routes/${ids.route}/units/${ids.unit}`, 'receptor')).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/routes/${ids.route}/units`, 'operador', { unit_ids: [ids.unit] })).statusCode).toBe(200);

    const eco102 = (await call('GET', '/api/v1/search/units?q=eco-102', 'operador')).json().data[0].id;
    const assigned = await call('POST', `/api/v1/drivers/${ids.jose}/units`, 'operador', { unit_ids: [eco102] });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().driver).toMatchObject({ id: ids.jose, license_number: 'COL-E-884512' });
    expect(assigned.json().data.map((u: { number: string }) => u.number).sort()).toEqual(['ECO-101', 'ECO-102', 'ECO-900']);
    expect((await call('GET', `/api/v1/drivers/${ids.jose}/units`, 'grua')).json().data).toHaveLength(3);
    expect((await call('POST', `/api/v1/drivers/${ids.ernesto}/units`, 'operador', { unit_ids: [eco102] })).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/drivers/${ids.jose}/units`, 'operador', { unit_ids: [] })).statusCode).toBe(422);

    expect((await call('GET', '/api/v1/search/units?q=12ab', 'grua')).json().data.map((u: { id: number }) => u.id)).toEqual([ids.unit]);
    expect((await call('GET', '/api/v1/units?status=maintenance', 'grua')).json().data.map((u: { number: string }) => u.number).sort()).toEqual(['ECO-103', 'ECO-900']);
  });

  it('roles and tenancy on units and drivers', async () => {
    expect((await call('POST', '/api/v1/units', 'grua', { number: 'ECO-X', plates: 'AAA1111' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/units/${ids.unit}/drivers`, 'receptor', { driver_ids: [] })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/units/${ids.unit}/routes`, 'grua', { route_ids: [] })).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/routes/${ids.route}/units`, 'receptor', { unit_ids: [ids.unit] })).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/drivers/${ids.jose}/units`, 'grua', { unit_ids: [ids.unit] })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/units/${ids.unit}`, 'soporte')).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/units/${ids.unit}`],
      ['PUT', `/api/v1/units/${ids.unit}`, { brand: 'Intruso' }],
      ['DELETE', `/api/v1/units/${ids.unit}`],
      ['PUT', `/api/v1/units/${ids.unit}/drivers`, { driver_ids: [] }],
      ['PUT', `/api/v1/units/${ids.unit}/routes`, { route_ids: [] }],
      ['GET', `/api/v1/routes/${ids.route}/units`],
      ['POST', `/api/v1/routes/${ids.route}/units`, { unit_ids: [ids.unit] }],
      ['GET', `/api/v1/drivers/${ids.jose}/units`],
      ['POST', `/api/v1/drivers/${ids.jose}/units`, { unit_ids: [ids.unit] }],
    ] as const) {
      const response = await call(method, url, 'horizonte', payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The horizonte admin cannot attach company-1 units to their own route either.
    const hTerminals = [];
    for (const code of ['H-A', 'H-B']) hTerminals.push((await call('POST', '/api/v1/terminals', 'horizonte', terminal(code))).json().id);
    const hRoute = (await call('POST', '/api/v1/routes', 'horizonte', { code: 'H-1', name: 'H', origin_terminal_id: hTerminals[0], destination_terminal_id: hTerminals[1] })).json().id;
    expect((await call('POST', `/api/v1/routes/${hRoute}/units`, 'horizonte', { unit_ids: [ids.unit] })).json().data.errors.unit_ids).toEqual([`La unidad ${ids.unit} no existe en esta empresa.`]);
    expect((await call('GET', `/api/v1/units/${ids.unit}`, 'operador')).json().brand).toBe('Kenworth');
  });

  it('deletes a unit without orders; routes too', async () => {
    const spare = (await call('POST', '/api/v1/units', 'operador', { number: 'ECO-BORRAR', plates: 'BOR1234' })).json().id;
    expect((await call('DELETE', `/api/v1/units/${spare}`, 'operador')).json()).toEqual({ message: 'La unidad quedó eliminada.' });
    const spareRoute = (await call('POST', '/api/v1/routes', 'operador', { code: 'R-BORRAR', name: 'Borrar', origin_terminal_id: ids.terminal2, destination_terminal_id: ids.terminal1 })).json().id;
    expect((await call('DELETE', `/api/v1/routes/${spareRoute}`, 'receptor')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/routes/${spareRoute}`, 'operador')).json()).toEqual({ message: 'La ruta quedó eliminada.' });
  });
});
