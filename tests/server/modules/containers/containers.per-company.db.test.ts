import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Roles are held per company (issue 12, point 2), for containers, their movements and holds,
 * vessel calls and the dashboard:
 * - «patio»: container admin of the logistics company (1), plain employee of Horizonte (3);
 * - «receptora»: gate clerk (container_receiver) of Horizonte (3), plain employee of company 1;
 * - «mixto»: plain employee of company 1, container admin of Horizonte (3) — the company a
 *   request without `company_id` lands in is the first one where the caller may act.
 * Company 2 is nobody's here: its rows do not exist for them (404).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const number = (body: string) => `${body}${iso6346CheckDigit(body)}`;

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'patio@demo.mx', companies: [1, 3], roles: [['container_admin', 1], ['employee', 3]] });
  await addPerson(t, { email: 'receptora@demo.mx', companies: [1, 3], roles: [['employee', 1], ['container_receiver', 3]] });
  await addPerson(t, { email: 'mixto@demo.mx', companies: [1, 3], roles: [['employee', 1], ['container_admin', 3]] });
  for (const who of ['patio', 'receptora', 'mixto']) tokens[who] = (await t.login(`${who}@demo.mx`)).access_token;
  for (const companyId of [1, 2, 3]) {
    // Block P of each yard (issue 19.2: a position must lie inside the layout).
    await t.database.db.insertInto('yard_blocks').values({ company_id: companyId, code: 'P', bays: 30, rows: 6, tiers: 5, reefer_plugs: 1, takes_hazardous: 1, takes_full: 1, takes_empty: 1 }).execute();
    const call = { company_id: companyId, vessel_name: 'Original', vessel_key: 'ORIGINAL', voyage: `PC${companyId}`, shipping_line: 'MSC', berth: null, eta: null, ata: null, etd: null, atd: null };
    ids[`call${companyId}`] = (await t.database.db.insertInto('vessel_calls').values(call).returning('id').executeTakeFirstOrThrow()).id;
    const container = {
      company_id: companyId,
      number: number(`PCOU00000${companyId}`),
      iso_type: '22G1',
      load_status: 'full',
      category: 'import',
      shipping_line: 'MSC',
      line_key: 'MSC',
      status: 'in_yard',
      block: 'P',
      bay: companyId,
      row: 1,
      tier: 1,
      vessel_call_id: null,
      notes: null,
      arrived_at: null,
      departed_at: null,
      last_movement_at: null,
      gross_weight_kg: null,
      hazardous_class: null,
      reefer_temperature_c: null,
    };
    ids[`container${companyId}`] = (await t.database.db.insertInto('containers').values(container).returning('id').executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => t.close());

interface Case {
  name: string;
  who: 'patio' | 'receptora' | 'mixto';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: object;
  status: number;
}

const NEW_CONTAINER = { iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'Intruso' };

const MATRIX: Case[] = [
  // patio is the container admin of company 1…
  { name: 'lists company-1 containers', who: 'patio', method: 'GET', url: () => '/api/v1/containers?company_id=1', status: 200 },
  { name: 'searches company 1', who: 'patio', method: 'GET', url: () => '/api/v1/search/containers?company_id=1&q=PCOU', status: 200 },
  { name: 'reads a company-1 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container1}`, status: 200 },
  { name: 'edits a company-1 container', who: 'patio', method: 'PUT', url: () => `/api/v1/containers/${ids.container1}`, payload: { notes: 'Revisado' }, status: 200 },
  { name: 'reads the history of a company-1 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container1}/history`, status: 200 },
  { name: 'inspects a company-1 container', who: 'patio', method: 'POST', url: () => `/api/v1/containers/${ids.container1}/history`, payload: { type: 'inspection' }, status: 201 },
  { name: 'reads the locations of a company-1 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container1}/locations`, status: 200 },
  { name: 'places a company-1 container', who: 'patio', method: 'POST', url: () => `/api/v1/containers/${ids.container1}/locations`, payload: { block: 'P', bay: 9, row: 1, tier: 1 }, status: 201 },
  { name: 'holds a company-1 container', who: 'patio', method: 'PUT', url: () => `/api/v1/containers/${ids.container1}/holds`, payload: { customs: true }, status: 200 },
  { name: 'announces a company-1 container', who: 'patio', method: 'POST', url: () => '/api/v1/containers', payload: { ...NEW_CONTAINER, company_id: 1, number: number('PCOU100001'), shipping_line: 'MSC' }, status: 201 },
  { name: 'lists company-1 vessel calls', who: 'patio', method: 'GET', url: () => '/api/v1/container-calls?company_id=1', status: 200 },
  { name: 'reads a company-1 vessel call', who: 'patio', method: 'GET', url: () => `/api/v1/container-calls/${ids.call1}`, status: 200 },
  { name: 'edits a company-1 vessel call', who: 'patio', method: 'PUT', url: () => `/api/v1/container-calls/${ids.call1}`, payload: { berth: 'M1' }, status: 200 },
  { name: 'reads the company-1 dashboard', who: 'patio', method: 'GET', url: () => '/api/v1/logistics/dashboard?company_id=1', status: 200 },
  // …a plain employee of company 3…
  { name: 'lists company-3 containers', who: 'patio', method: 'GET', url: () => '/api/v1/containers?company_id=3', status: 403 },
  { name: 'searches company 3', who: 'patio', method: 'GET', url: () => '/api/v1/search/containers?company_id=3&q=PCOU', status: 403 },
  { name: 'reads a company-3 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container3}`, status: 403 },
  { name: 'edits a company-3 container', who: 'patio', method: 'PUT', url: () => `/api/v1/containers/${ids.container3}`, payload: { notes: 'Intruso' }, status: 403 },
  { name: 'deletes a company-3 container', who: 'patio', method: 'DELETE', url: () => `/api/v1/containers/${ids.container3}`, status: 403 },
  { name: 'reads the history of a company-3 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container3}/history`, status: 403 },
  { name: 'moves a company-3 container', who: 'patio', method: 'POST', url: () => `/api/v1/containers/${ids.container3}/history`, payload: { type: 'yard_move', position: { block: 'X', bay: 1, row: 1, tier: 1 } }, status: 403 },
  { name: 'reads the locations of a company-3 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container3}/locations`, status: 403 },
  { name: 'places a company-3 container', who: 'patio', method: 'POST', url: () => `/api/v1/containers/${ids.container3}/locations`, payload: { block: 'X', bay: 1, row: 1, tier: 1 }, status: 403 },
  { name: 'holds a company-3 container', who: 'patio', method: 'PUT', url: () => `/api/v1/containers/${ids.container3}/holds`, payload: { customs: true }, status: 403 },
  { name: 'announces a company-3 container', who: 'patio', method: 'POST', url: () => '/api/v1/containers', payload: { ...NEW_CONTAINER, company_id: 3, number: number('PCOU300001') }, status: 403 },
  { name: 'lists company-3 vessel calls', who: 'patio', method: 'GET', url: () => '/api/v1/container-calls?company_id=3', status: 403 },
  { name: 'reads a company-3 vessel call', who: 'patio', method: 'GET', url: () => `/api/v1/container-calls/${ids.call3}`, status: 403 },
  { name: 'registers a company-3 vessel call', who: 'patio', method: 'POST', url: () => '/api/v1/container-calls', payload: { company_id: 3, vessel_name: 'Intruso', voyage: 'X1', shipping_line: 'MSC' }, status: 403 },
  { name: 'edits a company-3 vessel call', who: 'patio', method: 'PUT', url: () => `/api/v1/container-calls/${ids.call3}`, payload: { vessel_name: 'Intruso' }, status: 403 },
  { name: 'deletes a company-3 vessel call', who: 'patio', method: 'DELETE', url: () => `/api/v1/container-calls/${ids.call3}`, status: 403 },
  { name: 'reads the company-3 dashboard', who: 'patio', method: 'GET', url: () => '/api/v1/logistics/dashboard?company_id=3', status: 403 },
  // …and nobody in company 2.
  { name: 'reads a company-2 container', who: 'patio', method: 'GET', url: () => `/api/v1/containers/${ids.container2}`, status: 404 },
  { name: 'holds a company-2 container', who: 'patio', method: 'PUT', url: () => `/api/v1/containers/${ids.container2}/holds`, payload: { customs: true }, status: 404 },
  { name: 'reads a company-2 vessel call', who: 'patio', method: 'GET', url: () => `/api/v1/container-calls/${ids.call2}`, status: 404 },
  { name: 'lists company-2 containers', who: 'patio', method: 'GET', url: () => '/api/v1/containers?company_id=2', status: 404 },
  { name: 'reads the company-2 dashboard', who: 'patio', method: 'GET', url: () => '/api/v1/logistics/dashboard?company_id=2', status: 404 },
  // receptora works the gate of company 3 only: she reads there, moves no crane, edits nothing.
  { name: 'reads a company-1 container', who: 'receptora', method: 'GET', url: () => `/api/v1/containers/${ids.container1}`, status: 403 },
  { name: 'reads the company-1 dashboard', who: 'receptora', method: 'GET', url: () => '/api/v1/logistics/dashboard?company_id=1', status: 403 },
  { name: 'reads a company-3 container', who: 'receptora', method: 'GET', url: () => `/api/v1/containers/${ids.container3}`, status: 200 },
  { name: 'reads a company-3 vessel call', who: 'receptora', method: 'GET', url: () => `/api/v1/container-calls/${ids.call3}`, status: 200 },
  { name: 'edits a company-3 container', who: 'receptora', method: 'PUT', url: () => `/api/v1/containers/${ids.container3}`, payload: { notes: 'Intruso' }, status: 403 },
  { name: 'holds a company-3 container', who: 'receptora', method: 'PUT', url: () => `/api/v1/containers/${ids.container3}/holds`, payload: { customs: true }, status: 403 },
  { name: 'moves a company-3 container by crane', who: 'receptora', method: 'POST', url: () => `/api/v1/containers/${ids.container3}/history`, payload: { type: 'yard_move', position: { block: 'X', bay: 1, row: 1, tier: 1 } }, status: 403 },
  { name: 'edits a company-3 vessel call', who: 'receptora', method: 'PUT', url: () => `/api/v1/container-calls/${ids.call3}`, payload: { vessel_name: 'Intruso' }, status: 403 },
  { name: 'gates out a company-3 container', who: 'receptora', method: 'POST', url: () => `/api/v1/containers/${ids.container3}/history`, payload: { type: 'gate_out' }, status: 201 },
];

describe('per-company roles: containers, movements, holds, vessel calls and the dashboard', () => {
  it.each(MATRIX)('$who $name → $status', async ({ who, method, url, payload, status }) => {
    const response = await t.app.inject({ method, url: url(), headers: t.bearer(tokens[who]!), ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectErrorShape(response.json(), status);
  });

  it('without company_id, a list and the dashboard land in the first company where the caller may read containers', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/containers?q=PCOU', headers: t.bearer(tokens.mixto!) });
    expect(list.statusCode, list.body).toBe(200);
    expect(new Set((list.json() as { data: { company_id: number }[] }).data.map((container) => container.company_id))).toEqual(new Set([3]));
    const calls = await t.app.inject({ method: 'GET', url: '/api/v1/container-calls', headers: t.bearer(tokens.mixto!) });
    expect(calls.statusCode, calls.body).toBe(200);
    expect(new Set((calls.json() as { data: { company_id: number }[] }).data.map((call) => call.company_id))).toEqual(new Set([3]));
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/v1/logistics/dashboard', headers: t.bearer(tokens.mixto!) });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({ company_id: 3 });
  });

  it('nothing of companies 2 and 3 was changed by the refused calls', async () => {
    const { db } = t.database;
    const containers = await db.selectFrom('containers').select(['company_id', 'notes', 'hold_customs', 'block']).where('id', 'in', [ids.container2!, ids.container3!]).orderBy('company_id').execute();
    expect(containers).toEqual([
      { company_id: 2, notes: null, hold_customs: 0, block: 'P' },
      // Only the gate out that was allowed (a departure leaves no slot).
      { company_id: 3, notes: null, hold_customs: 0, block: null },
    ]);
    const kinds = await db.selectFrom('container_history').select('kind').where('container_id', '=', ids.container3!).execute();
    expect(kinds).toEqual([{ kind: 'gate_out' }]);
    const calls = await db.selectFrom('vessel_calls').select(['vessel_name', 'berth']).where('id', 'in', [ids.call2!, ids.call3!]).execute();
    expect(calls).toEqual([
      { vessel_name: 'Original', berth: null },
      { vessel_name: 'Original', berth: null },
    ]);
    expect(await db.selectFrom('vessel_calls').select('id').where('vessel_name', '=', 'Intruso').execute()).toEqual([]);
    expect(await db.selectFrom('containers').select('id').where('shipping_line', '=', 'Intruso').execute()).toEqual([]);
    // What patio was allowed went into company 1.
    expect(await db.selectFrom('containers').select(['notes', 'hold_customs', 'bay']).where('id', '=', ids.container1!).executeTakeFirstOrThrow()).toEqual({ notes: 'Revisado', hold_customs: 1, bay: 9 });
  });
});
