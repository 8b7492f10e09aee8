import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackerNoticeChoicesSchema } from '../../../../src/shared/contracts/positioning';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { createBusNetwork } from './fixtures';

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
