import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackerNoticeChoicesSchema } from '../../../../src/shared/contracts/positioning';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { EAST, along, createBusNetwork, north } from './fixtures';

let t: TestApp;
let network: Awaited<ReturnType<typeof createBusNetwork>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const API = '/positioning-api/v1';
const DEFAULTS = ['off_route', 'arrival', 'departure'];

beforeAll(async () => {
  t = await createTestApp();
  network = await createBusNetwork(t.database.db, 2, ['TN-TERM', 'TN-ROUTE'], 'TN');
  // Named as people name terminals; read by the ingest's cache on the first report.
  await t.database.db.updateTable('terminals').set({ name: 'Central Oriente' }).where('id', '=', network.east).execute();
  // A second holder of positioning.read in the bus company, beside the demo's transport company.
  ids.monitor = await addPerson(t, { email: 'monitor@parabus.prueba.mx', companies: [2], roles: [['transport_company', 2]] });
  for (const [key, email] of Object.entries({ transporte: 'transporte@parabus.demo.mx', monitor: 'monitor@parabus.prueba.mx', chofer: 'chofer@parabus.demo.mx', ajena: 'admin@ajena.demo.mx' })) {
    tokens[key] = (await t.login(email)).access_token;
  }
  ids.transporte = await t.userIdOf('transporte@parabus.demo.mx');
});
afterAll(() => t.close());

const get = (who: string, companyId = 2) => t.app.inject({ method: 'GET', url: `${API}/companies/${companyId}/tracker-notices`, headers: t.bearer(tokens[who]!) });
const put = (who: string, payload: unknown, companyId = 2) => t.app.inject({ method: 'PUT', url: `${API}/companies/${companyId}/tracker-notices`, headers: t.bearer(tokens[who]!), payload: payload as object });
const storedChoices = (userId: number) => t.database.db.selectFrom('tracker_notice_choices').selectAll().where('user_id', '=', userId).execute();

let second = 900;
/** One OsmAnd report, each a few seconds after the previous one. */
async function report(device: string, point: [number, number]) {
  const response = await t.app.inject({ method: 'POST', url: `${API}/osmand?id=${device}&lat=${point[0]}&lon=${point[1]}&speed=15&timestamp=${Math.floor(Date.now() / 1000) - (second -= 5)}` });
  expect(response.statusCode).toBe(200);
}
/** The notices a user got about one unit, once the ingest's background work is done. */
async function noticesAbout(userId: number, unitNumber: string) {
  await t.services.trackerIngest.idle();
  const rows = await t.database.db.selectFrom('notifications').select(['title', 'body', 'route', 'company_id']).where('user_id', '=', userId).orderBy('id').execute();
  return rows.filter((row) => row.title.includes(`Unidad ${unitNumber} `));
}

describe('choosing tracker notices (GET/PUT /companies/{id}/tracker-notices)', () => {
  it('answers the defaults to a user who never chose: off route, arrivals and departures', async () => {
    const response = await get('monitor');
    expect(response.statusCode).toBe(200);
    expect(trackerNoticeChoicesSchema.parse(response.json())).toEqual({ kinds: DEFAULTS, is_default: true });
  });

  it('saves a choice and answers it back, in the contract order; an empty list means no tracker notices', async () => {
    const saved = await put('monitor', { kinds: ['arrival', 'back_on_route'] });
    expect(saved.statusCode).toBe(200);
    expect(trackerNoticeChoicesSchema.parse(saved.json())).toEqual({ kinds: ['back_on_route', 'arrival'], is_default: false });
    expect(trackerNoticeChoicesSchema.parse((await get('monitor')).json())).toEqual({ kinds: ['back_on_route', 'arrival'], is_default: false });

    expect((await put('monitor', { kinds: [] })).statusCode).toBe(200);
    expect((await get('monitor')).json()).toEqual({ kinds: [], is_default: false });
    expect(await storedChoices(ids.monitor!)).toHaveLength(1);
    // Another user's choice is their own: the transport company still has the defaults.
    expect((await get('transporte')).json()).toEqual({ kinds: DEFAULTS, is_default: true });
  });

  it.each([
    ['an unknown kind', { kinds: ['llegada'] }],
    ['a repeated kind', { kinds: ['arrival', 'arrival'] }],
    ['no list', {}],
    ['a field the contract does not have', { kinds: ['arrival'], email: true }],
  ])('refuses %s with a Spanish 422 and writes nothing', async (_name, payload) => {
    const response = await put('transporte', payload);
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.code).toBe('validation_failed');
    expect(error.message).toMatch(/[a-záéíóúñ]/);
    expect(Object.keys(error.data.errors ?? {}).length).toBeGreaterThan(0);
    expect(await storedChoices(ids.transporte!)).toEqual([]);
    expect((await get('transporte')).json()).toEqual({ kinds: DEFAULTS, is_default: true });
  });

  it('says in Spanish which kinds are valid', async () => {
    const error = expectErrorShape((await put('transporte', { kinds: ['llegada'] })).json(), 422);
    expect(Object.values(error.data.errors ?? {}).flat().join(' ')).toContain('Tipo de evento no válido');
  });

  it("refuses a member without positioning.read (403) and another tenant's company (404), writing nothing", async () => {
    const choferId = await t.userIdOf('chofer@parabus.demo.mx');
    expectErrorShape((await get('chofer')).json(), 403);
    expectErrorShape((await put('chofer', { kinds: ['arrival'] })).json(), 403);
    expect(await storedChoices(choferId)).toEqual([]);

    const ajenaId = await t.userIdOf('admin@ajena.demo.mx');
    expectErrorShape((await get('ajena')).json(), 404);
    expectErrorShape((await put('ajena', { kinds: ['arrival'] })).json(), 404);
    expect(await storedChoices(ajenaId)).toEqual([]);
    // And nobody reaches it signed out.
    expect((await t.app.inject({ method: 'GET', url: `${API}/companies/2/tracker-notices` })).statusCode).toBe(401);
  });
});

describe('tracker events become notices for who chose them', () => {
  it('notifies arrivals and departures by default, naming the terminal; a user who turned departures off gets only the arrival', async () => {
    expect((await put('monitor', { kinds: ['off_route', 'arrival'] })).statusCode).toBe(200);
    await report('TN-TERM', along(1500));
    await report('TN-TERM', along(1950)); // within 150 m of the east terminal: arrives
    await report('TN-TERM', [EAST[0], EAST[1] + 0.01]); // ~1 km past it: leaves (one fix outside the corridor is not off route yet)

    const toTransporte = await noticesAbout(ids.transporte!, 'TN-1');
    expect(toTransporte.map((notice) => notice.title).sort()).toEqual(['Unidad TN-1 llegó a la terminal Central Oriente', 'Unidad TN-1 salió de la terminal Central Oriente']);
    const departure = toTransporte.find((notice) => notice.title.includes('salió'))!;
    expect(departure).toMatchObject({ route: '/parabus/mapa', company_id: 2 });
    expect(departure.body).toMatch(/^La unidad TN-1 salió de la terminal Central Oriente a las \d{1,2}:\d{2}/);

    const toMonitor = await noticesAbout(ids.monitor!, 'TN-1');
    expect(toMonitor.map((notice) => notice.title)).toEqual(['Unidad TN-1 llegó a la terminal Central Oriente']);
  });

  it('notifies a return to the route only to who opted in', async () => {
    expect((await put('monitor', { kinds: ['back_on_route'] })).statusCode).toBe(200);
    await report('TN-ROUTE', along(300));
    await report('TN-ROUTE', north(along(400), 400));
    await report('TN-ROUTE', north(along(500), 400)); // two fixes outside: off route
    await report('TN-ROUTE', along(600)); // back inside: back on route
    const kinds = await t.database.db.selectFrom('tracker_events').select('kind').where('unit_id', '=', network.units['TN-ROUTE']!).orderBy('id').execute();
    expect(kinds.map((row) => row.kind)).toEqual(['off_route', 'back_on_route']);

    // The transport company keeps the defaults: off route, not the return.
    expect((await noticesAbout(ids.transporte!, 'TN-2')).map((notice) => notice.title)).toEqual(['Unidad TN-2 fuera de ruta']);
    const toMonitor = await noticesAbout(ids.monitor!, 'TN-2');
    expect(toMonitor.map((notice) => notice.title)).toEqual(['Unidad TN-2 volvió a su ruta']);
    expect(toMonitor[0]!.body).toMatch(/^La unidad TN-2 volvió al corredor de su ruta a las /);
  });

  it('sends nothing to a holder who chose no kinds', async () => {
    expect((await put('monitor', { kinds: [] })).statusCode).toBe(200);
    const before = (await noticesAbout(ids.monitor!, 'TN-1')).length;
    await report('TN-TERM', along(1950)); // back into the east terminal: an arrival
    expect((await noticesAbout(ids.transporte!, 'TN-1')).filter((notice) => notice.title.includes('llegó'))).toHaveLength(2);
    expect(await noticesAbout(ids.monitor!, 'TN-1')).toHaveLength(before);
  });
});
