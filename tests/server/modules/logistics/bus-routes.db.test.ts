import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTE_READS_PER_MINUTE } from '../../../../src/server/modules/logistics/public-routes.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const USERS = { parabus: 'transporte@parabus.demo.mx', operador: 'operador@logistica.demo.mx', horizonte: 'admin@horizonte.demo.mx' };

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(USERS)) tokens[key] = (await t.login(email)).access_token;
  const terminal = (code: string, latitude: number, longitude: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/terminals',
      headers: t.bearer(tokens.parabus!),
      payload: { code, name: `Terminal ${code}`, kind: 'bus', street: 'Av. Juárez', exterior_number: '1', neighborhood: 'Centro', municipality: 'Guadalajara', state: 'Jalisco', postal_code: '44100', latitude, longitude },
    });
  const a = await terminal('TB-A', 20.6767, -103.3475);
  expect(a.statusCode).toBe(201);
  ids.terminalA = a.json().id;
  ids.terminalB = (await terminal('TB-B', 20.6742, -103.3872)).json().id;
  ids.noPoint = (await t.app.inject({ method: 'POST', url: '/api/v1/terminals', headers: t.bearer(tokens.parabus!), payload: { code: 'TB-C', name: 'Sin punto', kind: 'bus', street: 'X', exterior_number: '1', neighborhood: 'Y', municipality: 'Guadalajara', state: 'Jalisco', postal_code: '44100' } })).json().id;
  ids.companyOneTerminal = (await t.database.db.selectFrom('terminals').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

const PATH: [number, number][] = [
  [20.6767, -103.3475],
  [20.6752, -103.3600],
  [20.6745, -103.3750],
  [20.6742, -103.3872],
];

const busRoute = (extra: object = {}) => ({
  code: 'JV-1',
  name: 'Centro – Minerva',
  origin_terminal_id: ids.terminalA,
  destination_terminal_id: ids.terminalB,
  public_number: 9101,
  description: 'Por Av. Juárez y Av. Vallarta.',
  fare_cents: 1100,
  color: '#1E88E5',
  path: PATH,
  corridor_m: 120,
  ...extra,
});

describe('bus route fields', () => {
  it('creates a route with number, fare, colour, path and corridor, and edits them', async () => {
    const created = await call('POST', '/api/v1/routes', 'parabus', busRoute());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ public_number: 9101, fare_cents: 1100, color: '#1e88e5', path: PATH, corridor_m: 120, description: 'Por Av. Juárez y Av. Vallarta.', stops_count: 0 });
    ids.route = created.json().id;
    const edited = await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', { fare_cents: 1200, color: null, description: '' });
    expect(edited.statusCode).toBe(200);
    // Fields not sent keep their values; null and blank clear.
    expect(edited.json()).toMatchObject({ fare_cents: 1200, color: null, description: null, public_number: 9101, path: PATH, corridor_m: 120 });
  });

  it('refuses a public number another route uses, in any company, with a clear message', async () => {
    const other = await call('POST', '/api/v1/routes', 'parabus', busRoute({ code: 'JV-2' }));
    expect(other.statusCode).toBe(422);
    expect(expectErrorShape(other.json(), 422).data.errors).toEqual({ public_number: ['Ese número de ruta ya está en uso.'] });
    // Company 1's route cannot take it either: the public URL names no company.
    const companyOneRoute = (await t.database.db.selectFrom('routes').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
    const taken = await call('PUT', `/api/v1/routes/${companyOneRoute}`, 'operador', { public_number: 9101 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Ese número de ruta ya está en uso.');
    // Its own number again is fine.
    expect((await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', { public_number: 9101 })).statusCode).toBe(200);
  });

  it.each([
    ['a colour that is not #rrggbb', { color: 'blue' }, 'color'],
    ['a one-point path', { path: [[20.67, -103.34]] }, 'path'],
    ['a latitude out of range', { path: [[91, -103.34], [20.6, -103.3]] }, 'path.0.0'],
    ['a negative fare', { fare_cents: -1 }, 'fare_cents'],
    ['a corridor under 30 m', { corridor_m: 20 }, 'corridor_m'],
    ['a corridor over 2 km', { corridor_m: 2500 }, 'corridor_m'],
  ])('refuses %s', async (_name, payload, key) => {
    const response = await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectErrorShape(response.json(), 422).data.errors ?? {})).toContain(key);
  });

  it('refuses a path over 5,000 points', async () => {
    const path = Array.from({ length: 5001 }, (_, index) => [20 + index / 100_000, -103.3]);
    expect((await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', { path })).statusCode).toBe(422);
  });

  it('the transport-sector list carries the bus fields', async () => {
    const mine = (await call('GET', '/api/v1/routes/transport-sector?q=minerva', 'parabus')).json();
    expect(mine.data.find((row: { id: number }) => row.id === ids.route)).toMatchObject({ public_number: 9101, fare_cents: 1200, path: PATH });
  });
});

describe('stops', () => {
  it('replaces the ordered stops; a terminal lends its point', async () => {
    const stops = [
      { name: 'Catedral', terminal_id: ids.terminalA, minutes_from_start: 0 },
      { name: 'Av. Juárez y Federalismo', latitude: 20.6749, longitude: -103.3555, minutes_from_start: 6 },
      { name: 'Minerva', terminal_id: ids.terminalB, latitude: 20.6739, longitude: -103.3898, minutes_from_start: 18 },
    ];
    const saved = await call('PUT', `/api/v1/routes/${ids.route}/stops`, 'parabus', { stops });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject([
      { position: 0, name: 'Catedral', terminal_id: ids.terminalA, latitude: 20.6767, longitude: -103.3475, minutes_from_start: 0 },
      { position: 1, name: 'Av. Juárez y Federalismo', terminal_id: null, latitude: 20.6749, minutes_from_start: 6 },
      // A point given wins over the terminal's.
      { position: 2, name: 'Minerva', terminal_id: ids.terminalB, latitude: 20.6739, longitude: -103.3898 },
    ]);
    // Replacing again in another order leaves exactly the new list.
    const again = await call('PUT', `/api/v1/routes/${ids.route}/stops`, 'parabus', { stops: [stops[2]!, stops[1]!].map(({ minutes_from_start: _m, ...stop }) => stop) });
    expect(again.json().data.map((row: { name: string }) => row.name)).toEqual(['Minerva', 'Av. Juárez y Federalismo']);
    const read = (await call('GET', `/api/v1/routes/${ids.route}/stops`, 'parabus')).json();
    expect(read).toEqual(again.json());
    expect((await call('GET', `/api/v1/routes/${ids.route}`, 'parabus')).json().stops_count).toBe(2);
    await call('PUT', `/api/v1/routes/${ids.route}/stops`, 'parabus', { stops });
  });

  it.each([
    ['fewer than 2 stops', { stops: [{ name: 'Sola', latitude: 20.6, longitude: -103.3 }] }, 422, 'stops'],
    ['a stop without point or terminal', { stops: [{ name: 'A', latitude: 20.6, longitude: -103.3 }, { name: 'B' }] }, 422, 'stops.1.latitude'],
    ['a terminal of another company', { stops: [{ name: 'A', latitude: 20.6, longitude: -103.3 }, { name: 'B', terminal_id: -1 }] }, 422, 'stops.1.terminal_id'],
    ['minutes going backwards', { stops: [{ name: 'A', latitude: 20.6, longitude: -103.3, minutes_from_start: 10 }, { name: 'B', latitude: 20.61, longitude: -103.31, minutes_from_start: 5 }] }, 422, 'stops.1.minutes_from_start'],
    ['a terminal without a point and no point given', { stops: [{ name: 'A', latitude: 20.6, longitude: -103.3 }, { name: 'B', terminal_id: 'noPoint' }] }, 422, 'stops.1.latitude'],
    ['a company-1 terminal', { stops: [{ name: 'A', latitude: 20.6, longitude: -103.3 }, { name: 'B', terminal_id: 'companyOneTerminal' }] }, 422, 'stops.1.terminal_id'],
  ])('refuses %s', async (_name, body, status, key) => {
    const stops = body.stops.map((stop) => ('terminal_id' in stop && typeof stop.terminal_id === 'string' ? { ...stop, terminal_id: ids[stop.terminal_id] } : stop));
    const response = await call('PUT', `/api/v1/routes/${ids.route}/stops`, 'parabus', { stops });
    expect(response.statusCode).toBe(status);
    expect(Object.keys(expectErrorShape(response.json(), status).data.errors ?? {})).toContain(key);
    expect((await call('GET', `/api/v1/routes/${ids.route}/stops`, 'parabus')).json().data).toHaveLength(3);
  });

  it('another tenant gets 404 and a reader without fleet.manage cannot write', async () => {
    expect((await call('GET', `/api/v1/routes/${ids.route}/stops`, 'horizonte')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/routes/${ids.route}/stops`)).statusCode).toBe(401);
  });
});

describe('timetable', () => {
  it('replaces the departures per day type, sorted', async () => {
    const saved = await call('PUT', `/api/v1/routes/${ids.route}/timetable`, 'parabus', { weekday: ['06:30', '05:45', '07:15'], saturday: ['07:00'], sunday: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ route_id: ids.route, weekday: ['05:45', '06:30', '07:15'], saturday: ['07:00'], sunday: [] });
    expect((await call('GET', `/api/v1/routes/${ids.route}/timetable`, 'parabus')).json()).toEqual(saved.json());
  });

  it.each([
    ['repeated departures', { weekday: ['06:00', '06:00'], saturday: [], sunday: [] }, 'weekday'],
    ['a time that is not HH:MM', { weekday: ['6:00'], saturday: [], sunday: [] }, 'weekday.0'],
    ['24:00', { weekday: [], saturday: ['24:00'], sunday: [] }, 'saturday.0'],
    ['a missing day type', { weekday: [], saturday: [] }, 'sunday'],
  ])('refuses %s', async (_name, body, key) => {
    const response = await call('PUT', `/api/v1/routes/${ids.route}/timetable`, 'parabus', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectErrorShape(response.json(), 422).data.errors ?? {})).toContain(key);
    expect((await call('GET', `/api/v1/routes/${ids.route}/timetable`, 'parabus')).json().weekday).toEqual(['05:45', '06:30', '07:15']);
  });
});

describe('demo data of company 2', () => {
  it('publishes three Guadalajara routes with stops on a dense path, timetables and eight tracked buses', async () => {
    const routes = (await call('GET', '/api/v1/routes?q=centro', 'parabus')).json().data.filter((row: { code: string }) => /^R10\d$/.test(row.code));
    expect(routes.map((row: { public_number: number }) => row.public_number).sort()).toEqual([101, 102, 103]);
    for (const route of routes) {
      expect(route.path.length).toBeGreaterThan(30);
      expect(route.stops_count).toBeGreaterThanOrEqual(6);
      expect(route.units_count).toBeGreaterThanOrEqual(2);
      expect(route.color).toMatch(/^#[0-9a-f]{6}$/);
      const page = (await call('GET', `/api/v1/public/routes/by-name/${route.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)).json();
      expect(page.public_number).toBe(route.public_number);
      // Stops sit on the path, in order, with minutes that never go back.
      const onPath = page.stops.map((stop: { latitude: number; longitude: number }) => route.path.findIndex(([lat, lon]: [number, number]) => lat === stop.latitude && lon === stop.longitude));
      expect(onPath.every((index: number) => index >= 0)).toBe(true);
      expect([...onPath].sort((a: number, b: number) => a - b)).toEqual(onPath);
      expect(page.timetable.weekday.length).toBeGreaterThan(40);
      expect(page.timetable.sunday.length).toBeGreaterThan(20);
    }
    const buses = await t.database.db.selectFrom('units').select(['kind', 'seats', 'tracker_device_id']).where('company_id', '=', 2).where('kind', '=', 'bus').orderBy('tracker_device_id').execute();
    expect(buses.map((bus) => bus.tracker_device_id)).toEqual(['PB-001', 'PB-002', 'PB-003', 'PB-004', 'PB-005', 'PB-006', 'PB-007', 'PB-008']);
    expect(buses.every((bus) => bus.seats! >= 40 && bus.seats! <= 45)).toBe(true);
  });
});

describe('the public route page', () => {
  it('answers a published route signed out, with only the buses that reported in the last 5 minutes', async () => {
    const unit = async (number: string, plates: string) => {
      const response = await call('POST', '/api/v1/units', 'parabus', { number, plates });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const fresh = await unit('T-901', 'JAL9010');
    const stale = await unit('T-902', 'JAL9020');
    const elsewhere = await unit('T-903', 'JAL9030');
    expect((await call('POST', `/api/v1/routes/${ids.route}/units`, 'parabus', { unit_ids: [fresh, stale] })).statusCode).toBe(200);
    const position = (unitId: number, minutesAgo: number) => {
      const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      return { unit_id: unitId, company_id: 2, device_time: at, received_at: at, latitude: 20.675, longitude: -103.36, speed_kmh: 24, bearing: 270, battery: null, at_terminal_id: null };
    };
    await t.database.db.insertInto('unit_last_positions').values([position(fresh, 1), position(stale, 12), position(elsewhere, 1)]).execute();

    const response = await call('GET', '/api/v1/public/routes/9101');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      public_number: 9101,
      name: 'Centro – Minerva',
      slug: 'centro-minerva',
      company_name: 'Autotransportes Parabus',
      fare_cents: 1200,
      path: PATH,
      timetable: { weekday: ['05:45', '06:30', '07:15'], saturday: ['07:00'], sunday: [] },
    });
    expect(body.stops.map((stop: { name: string }) => stop.name)).toEqual(['Catedral', 'Av. Juárez y Federalismo', 'Minerva']);
    expect(body.buses).toEqual([{ number: 'T-901', latitude: 20.675, longitude: -103.36, bearing: 270, speed_kmh: 24, device_time: expect.any(String) }]);
    // Never plates, drivers, the corridor or internal ids.
    expect(JSON.stringify(body)).not.toMatch(/JAL90|plates|driver|corridor|company_id|terminal_id/);

    const byName = await call('GET', '/api/v1/public/routes/by-name/centro-minerva');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ public_number: 9101, stops: body.stops });
  });

  it('answers 404 for an unknown number, an unknown name, an unpublished or an inactive route', async () => {
    expect(expectErrorShape((await call('GET', '/api/v1/public/routes/9999')).json(), 404).data.code).toBe('not_found');
    expect((await call('GET', '/api/v1/public/routes/by-name/no-existe')).statusCode).toBe(404);
    const unpublished = await call('POST', '/api/v1/routes', 'parabus', busRoute({ code: 'JV-3', name: 'Sin publicar', public_number: null }));
    expect(unpublished.statusCode).toBe(201);
    expect((await call('GET', '/api/v1/public/routes/by-name/sin-publicar')).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', { active: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/public/routes/9101')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/public/routes/by-name/centro-minerva')).statusCode).toBe(404);
    await call('PUT', `/api/v1/routes/${ids.route}`, 'parabus', { active: true });
    expect((await call('GET', '/api/v1/public/routes/abc')).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/public/routes/by-name/Con%20Espacios')).statusCode).toBe(422);
  });

  it('limits how often one address reads public routes', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= PUBLIC_ROUTE_READS_PER_MINUTE; index += 1) statuses.push((await call('GET', '/api/v1/public/routes/9101')).statusCode);
    const limited = await call('GET', '/api/v1/public/routes/9101');
    expect(limited.statusCode).toBe(429);
    expect(expectErrorShape(limited.json(), 429).data.code).toBe('too_many_requests');
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
  });
});
