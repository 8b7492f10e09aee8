import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trackerEventSchema, unitLocationSchema } from '../../../../src/shared/contracts/positioning';
import type { ServerToClientEvents } from '../../../../src/shared/realtime';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { EAST, along, createBusNetwork, north } from './fixtures';

let t: TestApp;
let url: string;
let token: string;
let network: Awaited<ReturnType<typeof createBusNetwork>>;
const sockets: Socket[] = [];
const OSMAND = '/positioning-api/v1/osmand';

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await t.login('transporte@parabus.demo.mx')).access_token;
  network = await createBusNetwork(t.database.db, 2, ['TC-QUERY', 'TC-FORM', 'TC-JSON', 'TC-BAD', 'TC-ORDER', 'TC-ROUTE']);
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

function open(): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
function record<E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E) {
  const heard: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => heard.push(payload)) as never);
  return heard;
}
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for an event');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Seconds since the epoch, `minutesAgo` minutes back, as Traccar Client sends `timestamp`. */
const secondsAgo = (seconds: number) => String(Math.floor(Date.now() / 1000) - seconds);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const positionsOf = async (unitId: number) => (await t.database.db.selectFrom('tracker_positions').selectAll().where('unit_id', '=', unitId).orderBy('device_time').execute());
const lastOf = (unitId: number) => t.database.db.selectFrom('unit_last_positions').selectAll().where('unit_id', '=', unitId).executeTakeFirst();
const report = (params: Record<string, string>) => t.app.inject({ method: 'POST', url: `${OSMAND}?${query(params)}` });

describe('OsmAnd as Traccar Client sends it', () => {
  it('takes a GET with the query string, converts knots and moves the unit on the socket', async () => {
    const socket = await open();
    const heard = record(socket, 'unit:position');
    const [lat, lon] = along(500);
    const response = await fetch(`${url}${OSMAND}?${query({ id: 'TC-QUERY', lat: String(lat), lon: String(lon), timestamp: secondsAgo(10), speed: '10', bearing: '90', altitude: '2240', accuracy: '6', batt: '77' })}`);
    expect(response.status).toBe(200);
    await until(() => heard.length === 1);
    const location = unitLocationSchema.parse(heard[0]);
    expect(location).toMatchObject({ unit_id: network.units['TC-QUERY'], company_id: 2, latitude: lat, longitude: lon, speed_kmh: 18.5, bearing: 90, battery: 77, status: 'moving', off_route: false, route_id: network.route });
    expect(await positionsOf(network.units['TC-QUERY']!)).toHaveLength(1);
  });

  it('takes a form POST (fields in the body), as hardware trackers post', async () => {
    const socket = await open();
    const heard = record(socket, 'unit:position');
    const [lat, lon] = along(800);
    const response = await fetch(`${url}${OSMAND}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: query({ deviceid: 'TC-FORM', lat: String(lat), lon: String(lon), timestamp: String(Date.now() - 5000), speed: '0' }),
    });
    expect(response.status).toBe(200);
    await until(() => heard.some((location) => location.unit_id === network.units['TC-FORM']));
    expect(heard.find((location) => location.unit_id === network.units['TC-FORM'])).toMatchObject({ status: 'stopped', speed_kmh: 0 });
  });

  it('takes a POST with the query string and an empty body (the classic Traccar Client)', async () => {
    const [lat, lon] = along(900);
    const response = await fetch(`${url}${OSMAND}?${query({ id: 'TC-FORM', lat: String(lat), lon: String(lon), timestamp: secondsAgo(2) })}`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect((await lastOf(network.units['TC-FORM']!))?.latitude).toBe(lat);
  });

  it("takes the JSON body of newer Traccar Client versions (m/s, battery 0..1)", async () => {
    const socket = await open();
    const heard = record(socket, 'unit:position');
    const [latitude, longitude] = along(1200);
    const response = await fetch(`${url}${OSMAND}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'TC-JSON',
        location: { timestamp: new Date(Date.now() - 3000).toISOString(), coords: { latitude, longitude, speed: 10, heading: 270, altitude: 2230, accuracy: 4 }, is_moving: true, odometer: 1200 },
        battery: { level: 0.42, is_charging: false },
      }),
    });
    expect(response.status).toBe(200);
    await until(() => heard.some((location) => location.unit_id === network.units['TC-JSON']));
    expect(heard.find((location) => location.unit_id === network.units['TC-JSON'])).toMatchObject({ speed_kmh: 36, bearing: 270, battery: 42, status: 'moving' });
  });
});

describe('bad tracker input', () => {
  const valid = () => ({ id: 'TC-BAD', lat: String(along(100)[0]), lon: String(along(100)[1]), timestamp: secondsAgo(30) });
  it.each([
    ['missing id', { id: '' }, 'id'],
    ['an unknown device', { id: 'NO-EXISTE' }, 'id'],
    ['latitude out of range', { lat: '91' }, 'lat'],
    ['longitude out of range', { lon: '-190' }, 'lon'],
    ['a non-numeric latitude', { lat: 'norte' }, 'lat'],
    ['a timestamp far in the future', { timestamp: String(Math.floor(Date.now() / 1000) + 3600) }, 'timestamp'],
    ['a timestamp older than 7 days', { timestamp: String(Math.floor(Date.now() / 1000) - 8 * 86400) }, 'timestamp'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_name, change, field) => {
    const before = await t.database.db.selectFrom('tracker_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await report({ ...valid(), ...change });
    const error = expectErrorShape(response.json(), 400);
    expect(error.data.errors?.[field]?.[0]).toMatch(/[a-záéíóúñ]/);
    const after = await t.database.db.selectFrom('tracker_positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await lastOf(network.units['TC-BAD']!)).toBeUndefined();
  });
});

describe('duplicates and late reports', () => {
  it('ignores a repeated report with 200, stores a late one without moving the unit back', async () => {
    const unitId = network.units['TC-ORDER']!;
    const newer = { id: 'TC-ORDER', lat: String(along(1500)[0]), lon: String(along(1500)[1]), timestamp: secondsAgo(60) };
    expect((await report(newer)).statusCode).toBe(200);
    const again = await report(newer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Reporte repetido; ya estaba guardado.' });
    expect(await positionsOf(unitId)).toHaveLength(1);

    const older = { id: 'TC-ORDER', lat: String(along(1000)[0]), lon: String(along(1000)[1]), timestamp: secondsAgo(120) };
    expect((await report(older)).statusCode).toBe(200);
    expect(await positionsOf(unitId)).toHaveLength(2);
    expect((await lastOf(unitId))?.longitude).toBe(along(1500)[1]);
  });
});

describe('events on the way', () => {
  it('goes off route after two reports outside the corridor, back on route, and arrives at a terminal', async () => {
    const unitId = network.units['TC-ROUTE']!;
    const socket = await open();
    const events = record(socket, 'unit:event');
    const transporte = await t.userIdOf('transporte@parabus.demo.mx');
    const noticesBefore = (await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', transporte).execute()).length;
    let second = 600;
    const send = (point: [number, number]) => report({ id: 'TC-ROUTE', lat: String(point[0]), lon: String(point[1]), timestamp: secondsAgo((second -= 5)), speed: '15' });

    await send(along(300));
    await send(north(along(400), 400)); // one fix outside: not yet
    expect((await lastOf(unitId))?.off_route).toBe(0);
    await send(north(along(500), 400));
    expect((await lastOf(unitId))?.off_route).toBe(1);
    await send(along(600));
    expect((await lastOf(unitId))?.off_route).toBe(0);
    await send(along(1950)); // within 150 m of the east terminal
    expect((await lastOf(unitId))?.at_terminal_id).toBe(network.east);
    await send([EAST[0], EAST[1] + 0.01]); // past it, ~1 km east: leaves the terminal (and the route)

    await until(() => events.length >= 4);
    const kinds = events.map((event) => trackerEventSchema.parse(event)).filter((event) => event.unit_id === unitId).map((event) => event.kind);
    expect(kinds.slice(0, 4)).toEqual(['off_route', 'back_on_route', 'arrival', 'departure']);
    const stored = await t.database.db.selectFrom('tracker_events').select(['kind', 'route_id', 'terminal_id']).where('unit_id', '=', unitId).orderBy('occurred_at').execute();
    expect(stored.slice(0, 4)).toEqual([
      { kind: 'off_route', route_id: network.route, terminal_id: null },
      { kind: 'back_on_route', route_id: network.route, terminal_id: null },
      { kind: 'arrival', route_id: null, terminal_id: network.east },
      { kind: 'departure', route_id: null, terminal_id: network.east },
    ]);
    // By default off route, the arrival and the departure are notices for the company's people;
    // the return to the route only an event (tracker-notices.db.test.ts: each user's choice).
    await t.services.trackerIngest.idle();
    const notices = await t.database.db.selectFrom('notifications').select(['title', 'route']).where('user_id', '=', transporte).orderBy('id').execute();
    expect(notices.slice(noticesBefore).map((notice) => notice.title).sort()).toEqual([
      expect.stringContaining('fuera de ruta'),
      expect.stringContaining('llegó a Terminal E'),
      expect.stringContaining('salió de Terminal E'),
    ]);
  });
});
