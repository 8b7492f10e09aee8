import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../../../src/shared/contracts/containers';
import type { Dashboard } from '../../../../src/shared/contracts/container-dashboard';
import type { PositionSuggestions, YardBay, YardBlock, YardBlockList, YardOccupancy } from '../../../../src/shared/contracts/yard';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * The yard layout (issue 19.2): positions outside it are refused on every write that places a
 * container, blocks refuse what they do not take, the map counts stacks, and the suggestions
 * only offer free slots on top of a stack in a block that takes the container.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const LOGINS = { admin: 'admin@logistica.demo.mx', operador: 'operador@logistica.demo.mx', receptor: 'receptor@logistica.demo.mx', grua: 'grua@logistica.demo.mx', horizonte: 'admin@horizonte.demo.mx' };
type Who = keyof typeof LOGINS;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(LOGINS)) tokens[key] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.bearer(tokens[who]!), ...(payload !== undefined && { payload: payload as object }) });

let serial = 700_000;
async function announce(overrides: Record<string, unknown> = {}): Promise<Container> {
  serial += 3;
  const body = `YRDU${serial}`;
  const response = await call('operador', 'POST', '/containers', { number: `${body}${iso6346CheckDigit(body)}`, iso_type: '42G1', load_status: 'full', category: 'import', shipping_line: 'MSC', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Container;
}
const gateIn = (id: number, position: Record<string, unknown>) => call('receptor', 'POST', `/containers/${id}/history`, { type: 'gate_in', position });

async function block(input: Record<string, unknown>): Promise<YardBlock> {
  const response = await call('admin', 'POST', '/yard/blocks', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as YardBlock;
}

describe('the demo layout', () => {
  it('is six blocks of 30 × 6 × 5 and the dashboard capacity comes from it: 5,400', async () => {
    const list = (await call('grua', 'GET', '/yard/blocks')).json() as YardBlockList;
    expect(list.data.map((row) => [row.code, row.bays, row.rows, row.tiers])).toEqual(['A', 'B', 'C', 'D', 'E', 'F'].map((code) => [code, 30, 6, 5]));
    const dashboard = (await call('grua', 'GET', '/logistics/dashboard')).json() as Dashboard;
    expect(dashboard.occupancy.reduce((sum, row) => sum + (row.capacity ?? 0), 0)).toBe(5_400);
  });
});

describe('positions outside the layout', () => {
  it.each([
    [{ block: 'Z', bay: 1, row: 1, tier: 1 }, 'position.block', 'El bloque Z no existe en el patio.'],
    [{ block: 'A', bay: 99, row: 1, tier: 1 }, 'position.bay', 'La bahía 99 está fuera del bloque A (1–30).'],
    [{ block: 'A', bay: 1, row: 7, tier: 1 }, 'position.row', 'La fila 7 está fuera del bloque A (1–6).'],
    [{ block: 'A', bay: 1, row: 1, tier: 9 }, 'position.tier', 'La estiba máxima del bloque A es 5.'],
  ])('a gate in to %j answers 422 on %s', async (position, field, message) => {
    const container = await announce();
    const error = expectErrorShape((await gateIn(container.id, position)).json(), 422);
    expect(error.data.code).toBe('position_outside_yard');
    expect(error.message).toBe(message);
    expect(error.data.errors).toEqual({ [field]: [message] });
    const after = (await call('grua', 'GET', `/containers/${container.id}`)).json() as Container;
    expect(after.status).toBe('announced');
  });

  it('a yard move and POST /locations are refused too, and the dashboard never grows a block Z', async () => {
    const container = await announce();
    expect((await gateIn(container.id, { block: 'F', bay: 30, row: 6, tier: 5 })).statusCode).toBe(201);
    const moved = await call('grua', 'POST', `/containers/${container.id}/history`, { type: 'yard_move', position: { block: 'Z', bay: 99, row: 1, tier: 9 } });
    expect(expectErrorShape(moved.json(), 422).data.code).toBe('position_outside_yard');
    const placed = await call('grua', 'POST', `/containers/${container.id}/locations`, { block: 'A', bay: 31, row: 1, tier: 1 });
    expect(expectErrorShape(placed.json(), 422).message).toBe('La bahía 31 está fuera del bloque A (1–30).');
    const dashboard = (await call('grua', 'GET', '/logistics/dashboard')).json() as Dashboard;
    expect(dashboard.occupancy.map((row) => row.block)).not.toContain('Z');
  });
});

describe('what a block takes', () => {
  it('refuses a full reefer without plugs, dangerous goods and the wrong load status, and takes the rest', async () => {
    await block({ code: 'DRY', bays: 2, rows: 2, tiers: 2, reefer_plugs: false, takes_hazardous: false, takes_full: true, takes_empty: false });
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const container = await announce(overrides);
      const error = expectErrorShape((await gateIn(container.id, { block: 'DRY', bay: 1, row: 1, tier: 1 })).json(), 422);
      expect(error.data.code).toBe('block_refuses_container');
      expect(error.data.errors?.['position.block']).toEqual([message]);
    };
    await refused({ iso_type: '45R1', reefer_temperature_c: -18 }, 'El bloque DRY no tiene conexiones para refrigerados.');
    await refused({ hazardous_class: '3' }, 'El bloque DRY no recibe carga peligrosa (clase 3).');
    await refused({ load_status: 'empty' }, 'El bloque DRY no recibe contenedores vacíos.');
    const dry = await announce();
    expect((await gateIn(dry.id, { block: 'DRY', bay: 1, row: 1, tier: 1 })).statusCode).toBe(201);
  });
});

describe('a placed container’s data', () => {
  it('may not change into something its block does not take, by hand or by bulk upload', async () => {
    await block({ code: 'K', bays: 2, rows: 1, tiers: 1 });
    const container = await announce();
    expect((await gateIn(container.id, { block: 'K', bay: 1, row: 1, tier: 1 })).statusCode).toBe(201);
    const edited = await call('operador', 'PUT', `/containers/${container.id}`, { hazardous_class: '3' });
    const error = expectErrorShape(edited.json(), 422);
    expect(error.data.code).toBe('block_refuses_container');
    expect(error.data.errors?.hazardous_class).toEqual(['El contenedor está en el bloque K: el bloque K no recibe carga peligrosa (clase 3). Muévelo antes de cambiar este dato.']);
    expect((await call('operador', 'PUT', `/containers/${container.id}`, { load_status: 'empty' })).statusCode).toBe(200);
    const data = { iso_type: '42G1', load_status: 'empty', category: 'import', shipping_line: 'MSC', seals: [], gross_weight_kg: null, hazardous_class: '8', reefer_temperature_c: null };
    const chunk = await t.services.containers.applyImportChunk(1, await t.userIdOf('operador@logistica.demo.mx'), [{ ...data, number: container.number, row: 2, voyage: null }]);
    expect(chunk).toMatchObject({ updated: 0, errors: [{ row: 2, message: expect.stringMatching(/bloque K no recibe carga peligrosa/) }] });
    expect(((await call('grua', 'GET', `/containers/${container.id}`)).json() as Container).hazardous_class).toBeNull();
  });
});

describe('editing the layout', () => {
  it('is the container admin’s: the crane operator may read it, not change it; another tenant’s block is 404', async () => {
    expect(expectErrorShape((await call('grua', 'POST', '/yard/blocks', { code: 'G', bays: 10, rows: 4, tiers: 4 })).json(), 403).data.code).toBe('forbidden');
    const created = await block({ code: 'g', bays: 10, rows: 4, tiers: 4 });
    expect(created).toMatchObject({ code: 'G', capacity: 160, reefer_plugs: false, takes_hazardous: false, takes_full: true, takes_empty: true });
    expect(expectErrorShape((await call('admin', 'POST', '/yard/blocks', { code: 'G', bays: 1, rows: 1, tiers: 1 })).json(), 409).data.code).toBe('yard_block_taken');
    expect(expectErrorShape((await call('horizonte', 'PUT', `/yard/blocks/${created.id}`, { bays: 99 })).json(), 404).data.code).toBe('not_found');
    const none = await call('admin', 'PUT', `/yard/blocks/${created.id}`, { takes_full: false, takes_empty: false });
    expect(expectErrorShape(none.json(), 422).data.errors?.takes_full).toBeDefined();
    const updated = await call('admin', 'PUT', `/yard/blocks/${created.id}`, { reefer_plugs: true, tiers: 3 });
    expect(updated.json()).toMatchObject({ code: 'G', tiers: 3, reefer_plugs: true, capacity: 120 });
    expect((await call('admin', 'DELETE', `/yard/blocks/${created.id}`)).statusCode).toBe(200);
  });

  it('will not shrink, rename or delete a block out from under its containers', async () => {
    const created = await block({ code: 'H', bays: 5, rows: 2, tiers: 3 });
    const container = await announce();
    expect((await gateIn(container.id, { block: 'H', bay: 5, row: 1, tier: 1 })).statusCode).toBe(201);
    expect(expectErrorShape((await call('admin', 'PUT', `/yard/blocks/${created.id}`, { bays: 4 })).json(), 409).data.code).toBe('in_use');
    expect(expectErrorShape((await call('admin', 'PUT', `/yard/blocks/${created.id}`, { code: 'H2' })).json(), 409).data.code).toBe('in_use');
    expect(expectErrorShape((await call('admin', 'DELETE', `/yard/blocks/${created.id}`)).json(), 409).data.code).toBe('in_use');
    expect((await call('admin', 'PUT', `/yard/blocks/${created.id}`, { bays: 6, rows: 1 })).statusCode).toBe(200);
  });
});

describe('the yard map and the suggestions', () => {
  it('counts containers by block, bay and stack and lists a bay’s containers', async () => {
    await block({ code: 'M', bays: 3, rows: 2, tiers: 3 });
    const first = await announce();
    const second = await announce();
    expect((await gateIn(first.id, { block: 'M', bay: 2, row: 1, tier: 1 })).statusCode).toBe(201);
    expect((await gateIn(second.id, { block: 'M', bay: 2, row: 1, tier: 2 })).statusCode).toBe(201);
    const map = (await call('grua', 'GET', '/yard/occupancy')).json() as YardOccupancy;
    const m = map.blocks.find((row) => row.code === 'M')!;
    expect(m).toMatchObject({ occupied: 2, capacity: 18, bays_used: [{ bay: 2, occupied: 2 }], stacks: [{ bay: 2, row: 1, occupied: 2, top_tier: 2 }] });
    const dashboard = (await call('grua', 'GET', '/logistics/dashboard')).json() as Dashboard;
    expect(map.blocks.reduce((sum, row) => sum + row.occupied, 0) + map.outside_layout.reduce((sum, row) => sum + row.occupied, 0)).toBe(dashboard.in_yard);
    const bay = (await call('grua', 'GET', '/yard/bay?block=m&bay=2')).json() as YardBay;
    expect(bay.containers.map((row) => [row.number, row.position.tier])).toEqual([[first.number, 1], [second.number, 2]]);
    expect(expectErrorShape((await call('horizonte', 'GET', '/yard/occupancy?company_id=1')).json(), 404).data.code).toBe('not_found');
  });

  it('suggests free slots on top of a stack, nearest first, only in blocks that take the container', async () => {
    await block({ code: 'S', bays: 2, rows: 1, tiers: 2, reefer_plugs: true });
    const bottom = await announce();
    expect((await gateIn(bottom.id, { block: 'S', bay: 1, row: 1, tier: 1 })).statusCode).toBe(201);
    const reefer = await announce({ iso_type: '45R1' });
    expect((await gateIn(reefer.id, { block: 'S', bay: 2, row: 1, tier: 1 })).statusCode).toBe(201);
    // The next block by code, but without plugs: never offered to a full reefer.
    await block({ code: 'S0', bays: 1, rows: 1, tiers: 1, reefer_plugs: false });
    // From S-02-01-1 the nearest free slot is on top of S-01-01 (its own stack is skipped).
    const answer = (await call('grua', 'GET', `/containers/${reefer.id}/position-suggestions?limit=5`)).json() as PositionSuggestions;
    expect(answer.suggestions).toHaveLength(5);
    expect(answer.suggestions[0]).toEqual({ block: 'S', bay: 1, row: 1, tier: 2 });
    expect(answer.suggestions.slice(1).map((slot) => slot.block)).not.toContain('S0');
    expect(answer.suggestions.slice(1).map((slot) => slot.block)).not.toContain('S');
    const moved = await call('grua', 'POST', `/containers/${reefer.id}/history`, { type: 'yard_move', position: answer.suggestions[0] });
    expect(moved.statusCode, moved.body).toBe(201);
    // A dry box is offered the demo blocks, on top of their stacks.
    const dry = (await call('grua', 'GET', `/containers/${bottom.id}/position-suggestions`)).json() as PositionSuggestions;
    expect(dry.suggestions).toHaveLength(3);
    const map = (await call('grua', 'GET', '/yard/occupancy')).json() as YardOccupancy;
    for (const slot of dry.suggestions) {
      const stack = map.blocks.find((row) => row.code === slot.block)!.stacks.find((row) => row.bay === slot.bay && row.row === slot.row);
      expect(slot.tier).toBe((stack?.top_tier ?? 0) + 1);
    }
    expect(expectErrorShape((await call('horizonte', 'GET', `/containers/${reefer.id}/position-suggestions`)).json(), 404).data.code).toBe('not_found');
  });
});
