import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container, ContainerChangedEvent } from '../../../../src/shared/contracts/containers';
import type { HistoryPage, MovementResult } from '../../../../src/shared/contracts/container-movements';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { businessDateOf } from '../../../../src/shared/business-time';

let t: TestApp;
const tokens: Record<string, string> = {};

const LOGINS = {
  super: 'super@demo.mx',
  admin: 'admin@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  supervisor: 'supervisor@logistica.demo.mx',
  receptor: 'receptor@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
  candidato: 'candidato@demo.mx',
};
type Who = keyof typeof LOGINS;

const events: ContainerChangedEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(LOGINS)) tokens[key] = (await t.login(email)).access_token;
  // Blocks T and R, as large as a position may be: the slots these tests use (freeSlot) lie inside the yard's layout.
  for (const code of ['T', 'R']) {
    const block = await call('admin', 'POST', '/yard/blocks', { code, bays: 99, rows: 20, tiers: 9, reefer_plugs: true, takes_hazardous: true });
    expect(block.statusCode, block.body).toBe(201);
  }
  // Listen to what the services push (the socket layer itself is tested with the realtime plugin).
  const original = t.realtime.emitToCompany.bind(t.realtime);
  t.realtime.emitToCompany = ((companyId: number, event: string, ...args: unknown[]) => {
    if (event === 'container.changed') events.push(args[0] as ContainerChangedEvent);
    return (original as (...all: unknown[]) => void)(companyId, event, ...args);
  }) as typeof t.realtime.emitToCompany;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.bearer(tokens[who]!), ...(payload !== undefined && { payload: payload as object }) });

let serial = 100_000;
/** A fresh valid ISO 6346 number for the owner code. */
function nextNumber(owner = 'TSTU'): string {
  serial += 7;
  const body = `${owner}${String(serial).padStart(6, '0')}`;
  return `${body}${iso6346CheckDigit(body)}`;
}

async function createContainer(overrides: Record<string, unknown> = {}, who: Who = 'operador'): Promise<Container> {
  const response = await call(who, 'POST', '/containers', {
    number: nextNumber(),
    iso_type: '42G1',
    load_status: 'full',
    category: 'import',
    shipping_line: 'MSC',
    seals: ['ML-123456'],
    gross_weight_kg: 21_500,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Container;
}

let slot = 0;
/** A yard slot nobody else in this file uses. */
function freeSlot(block = 'T') {
  slot++;
  return { block, bay: 1 + (slot % 90), row: 1 + (Math.floor(slot / 90) % 20), tier: 1 + (Math.floor(slot / 1800) % 9) };
}

const move = (who: Who, id: number, body: Record<string, unknown>) => call(who, 'POST', `/containers/${id}/history`, body);

async function inYard(): Promise<Container> {
  const container = await createContainer();
  const response = await move('receptor', container.id, { type: 'gate_in', position: freeSlot() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as MovementResult).container;
}

describe('containers CRUD', () => {
  it('announces a container with a valid ISO 6346 number, normalized', async () => {
    const body = 'CSQU305438';
    const response = await call('operador', 'POST', '/containers', {
      number: 'csqu 305438-3',
      iso_type: '22R1',
      load_status: 'full',
      category: 'import',
      shipping_line: 'CMA CGM',
      reefer_temperature_c: -18,
      hazardous_class: '2.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const container = response.json() as Container;
    expect(container.number).toBe(`${body}3`);
    expect(container.status).toBe('announced');
    expect(container.position).toBeNull();
    expect(container.holds).toEqual({ customs: false, line: false, damage: false });
    expect(container.reefer_temperature_c).toBe(-18);
    expect(container.hazardous_class).toBe('2.1');
    const again = await call('operador', 'POST', '/containers', { number: 'CSQU3054383', iso_type: '22G1', load_status: 'empty', category: 'export', shipping_line: 'MSC' });
    expect(expectErrorShape(again.json(), 409).data.code).toBe('container_number_taken');
  });

  it('refuses a wrong check digit with a clear 422', async () => {
    const response = await call('operador', 'POST', '/containers', { number: 'CSQU3054384', iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC' });
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.errors?.number?.[0]).toMatch(/dígito verificador/);
    const format = await call('operador', 'POST', '/containers', { number: 'CSQX3054383', iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC' });
    expect(expectErrorShape(format.json(), 422).data.errors?.number?.[0]).toMatch(/U, J o Z/);
  });

  it('refuses a temperature on a dry container', async () => {
    const response = await call('operador', 'POST', '/containers', { number: nextNumber(), iso_type: '22G1', load_status: 'full', category: 'import', shipping_line: 'MSC', reefer_temperature_c: 4 });
    expect(expectErrorShape(response.json(), 422).data.errors?.reefer_temperature_c).toBeDefined();
  });

  it('reads, edits and deletes, writing history for the edit', async () => {
    const container = await createContainer();
    const read = await call('grua', 'GET', `/containers/${container.id}`);
    expect(read.statusCode).toBe(200);
    const edit = await call('supervisor', 'PUT', `/containers/${container.id}`, { seals: ['A1', 'B2'], gross_weight_kg: 18_000 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((edit.json() as Container).seals).toEqual(['A1', 'B2']);
    const history = (await call('operador', 'GET', `/containers/${container.id}/history`)).json() as HistoryPage;
    expect(history.data.map((entry) => entry.kind)).toEqual(['updated', 'created']);
    expect(history.data[0]!.user?.name).toMatch(/Mariana/);
    const removed = await call('operador', 'DELETE', `/containers/${container.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('operador', 'GET', `/containers/${container.id}`)).statusCode).toBe(404);
  });
});

describe('movements', () => {
  it('gate in → yard move → inspection → load → discharge → gate out, each in the history with who, when, from and to', async () => {
    const container = await createContainer();
    const first = freeSlot();
    const gateIn = await move('receptor', container.id, { type: 'gate_in', position: first, notes: 'Llega en tracto 123' });
    expect(gateIn.statusCode, gateIn.body).toBe(201);
    const afterIn = gateIn.json() as MovementResult;
    expect(afterIn.container.status).toBe('in_yard');
    expect(afterIn.container.position).toEqual(first);
    expect(afterIn.container.arrived_at).not.toBeNull();
    expect(afterIn.entry).toMatchObject({ kind: 'gate_in', from_status: 'announced', to_status: 'in_yard', from_position: null, to_position: first });
    expect(afterIn.entry.user?.name).toMatch(/Raúl/);

    const second = freeSlot();
    const yard = await call('grua', 'POST', `/containers/${container.id}/locations`, { ...second, notes: 'Reacomodo' });
    expect(yard.statusCode, yard.body).toBe(201);
    expect((yard.json() as MovementResult).entry).toMatchObject({ kind: 'yard_move', from_position: first, to_position: second, to_status: null });

    const inspection = await move('supervisor', container.id, { type: 'inspection', notes: 'Sin novedad' });
    expect(inspection.statusCode, inspection.body).toBe(201);

    const callResponse = await call('operador', 'POST', '/container-calls', { vessel_name: 'MSC Test', voyage: 'T001W', shipping_line: 'MSC', eta: '2026-11-20T10:00:00Z' });
    const vesselCall = callResponse.json() as { id: number };
    const load = await move('grua', container.id, { type: 'load', vessel_call_id: vesselCall.id });
    expect(load.statusCode, load.body).toBe(201);
    expect((load.json() as MovementResult).container).toMatchObject({ status: 'on_vessel', position: null, vessel_call_id: vesselCall.id });

    const discharge = await move('grua', container.id, { type: 'discharge', position: freeSlot() });
    expect(discharge.statusCode, discharge.body).toBe(201);
    const gateOut = await move('receptor', container.id, { type: 'gate_out' });
    expect(gateOut.statusCode, gateOut.body).toBe(201);
    expect((gateOut.json() as MovementResult).container).toMatchObject({ status: 'gated_out', position: null });

    const history = (await call('grua', 'GET', `/containers/${container.id}/history`)).json() as HistoryPage;
    expect(history.data.map((entry) => entry.kind)).toEqual(['gate_out', 'discharge', 'load', 'inspection', 'yard_move', 'gate_in', 'created']);
    for (const entry of history.data) {
      expect(entry.user).not.toBeNull();
      expect(Date.parse(entry.occurred_at)).not.toBeNaN();
    }
    const locations = (await call('grua', 'GET', `/containers/${container.id}/locations`)).json() as { data: { until: string | null }[]; total: number };
    expect(locations.total).toBe(3);
    expect(locations.data.every((location) => location.until !== null)).toBe(true);
    const page2 = await call('grua', 'GET', `/containers/${container.id}/locations?page=2`);
    expect(page2.statusCode).toBe(200);

    const kinds = events.filter((event) => event.id === container.id && event.change === 'movement').map((event) => event.movement);
    expect(kinds).toEqual(['gate_in', 'yard_move', 'inspection', 'load', 'discharge', 'gate_out']);
    expect(events.find((event) => event.id === container.id)?.company_id).toBe(1);
  });

  it('holds block gate out and load with a clear 409 in Spanish, until released', async () => {
    const container = await inYard();
    const hold = await call('supervisor', 'PUT', `/containers/${container.id}/holds`, { customs: true, notes: 'Revisión SAT' });
    expect(hold.statusCode, hold.body).toBe(200);
    expect((hold.json() as Container).holds.customs).toBe(true);
    const out = await move('receptor', container.id, { type: 'gate_out' });
    const error = expectErrorShape(out.json(), 409);
    expect(error.data.code).toBe('container_on_hold');
    expect(error.message).toMatch(/retención de aduana/);
    const load = await move('grua', container.id, { type: 'load' });
    expect(expectErrorShape(load.json(), 409).data.code).toBe('container_on_hold');
    // A damage found on inspection holds it too.
    await call('supervisor', 'PUT', `/containers/${container.id}/holds`, { customs: false });
    const inspection = await move('supervisor', container.id, { type: 'inspection', damage: true });
    expect((inspection.json() as MovementResult).container.holds.damage).toBe(true);
    expect(expectErrorShape((await move('receptor', container.id, { type: 'gate_out' })).json(), 409).message).toMatch(/daño/);
    await call('supervisor', 'PUT', `/containers/${container.id}/holds`, { damage: false });
    expect((await move('receptor', container.id, { type: 'gate_out' })).statusCode).toBe(201);
    const kinds = ((await call('operador', 'GET', `/containers/${container.id}/history`)).json() as HistoryPage).data.map((entry) => entry.kind);
    expect(kinds).toEqual(['gate_out', 'hold_released', 'inspection', 'hold_released', 'hold_set', 'gate_in', 'created']);
  });

  it('follows the state machine: load needs in_yard, gate in needs a position, one container per slot', async () => {
    const announced = await createContainer();
    const load = await move('grua', announced.id, { type: 'load' });
    const error = expectErrorShape(load.json(), 409);
    expect(error.data.code).toBe('invalid_movement');
    expect(error.message).toMatch(/anunciado/);
    expect(expectErrorShape((await move('receptor', announced.id, { type: 'gate_out' })).json(), 409).data.code).toBe('invalid_movement');
    expect(expectErrorShape((await move('receptor', announced.id, { type: 'gate_in' })).json(), 422).data.errors?.position).toBeDefined();
    const occupied = await inYard();
    const taken = await move('receptor', announced.id, { type: 'gate_in', position: occupied.position });
    expect(expectErrorShape(taken.json(), 409).data.code).toBe('position_occupied');
    const bad = await move('receptor', announced.id, { type: 'gate_in', position: { block: 'A', bay: 0, row: 1, tier: 1 } });
    expect(bad.statusCode).toBe(422);
    const history = ((await call('operador', 'GET', `/containers/${announced.id}/history`)).json() as HistoryPage).data;
    expect(history.map((entry) => entry.kind)).toEqual(['created']);
  });
});

describe('role matrix', () => {
  // Who may do what (spec §6 as permissions.ts reads it); everyone else gets 403.
  const ALLOWED: Record<string, Who[]> = {
    read: ['super', 'admin', 'operador', 'supervisor', 'receptor', 'grua'],
    create: ['super', 'admin', 'operador', 'supervisor'],
    edit: ['super', 'admin', 'operador', 'supervisor'],
    delete: ['super', 'admin', 'operador'],
    gate: ['super', 'admin', 'operador', 'receptor'],
    crane: ['super', 'admin', 'operador', 'grua'],
    holds: ['super', 'admin', 'operador', 'supervisor'],
    calls: ['super', 'admin', 'operador', 'supervisor'],
  };
  const everyone: Who[] = ['super', 'admin', 'operador', 'supervisor', 'receptor', 'grua', 'soporte'];

  const ACTIONS: Record<string, (who: Who) => Promise<number>> = {
    read: async (who) => (await call(who, 'GET', `/containers/${(await createContainer()).id}`)).statusCode,
    create: async (who) => (await call(who, 'POST', '/containers', { company_id: 1, number: nextNumber(), iso_type: '22G1', load_status: 'empty', category: 'export', shipping_line: 'HLC' })).statusCode,
    edit: async (who) => (await call(who, 'PUT', `/containers/${(await createContainer()).id}`, { notes: 'x' })).statusCode,
    delete: async (who) => (await call(who, 'DELETE', `/containers/${(await createContainer()).id}`)).statusCode,
    gate: async (who) => (await move(who, (await createContainer()).id, { type: 'gate_in', position: freeSlot('R') })).statusCode,
    crane: async (who) => (await move(who, (await inYard()).id, { type: 'yard_move', position: freeSlot('R') })).statusCode,
    holds: async (who) => (await call(who, 'PUT', `/containers/${(await inYard()).id}/holds`, { line: true })).statusCode,
    calls: async (who) => (await call(who, 'POST', '/container-calls', { company_id: 1, vessel_name: 'Rol', voyage: 'R1', shipping_line: 'MSC' })).statusCode,
  };

  for (const [action, run] of Object.entries(ACTIONS)) {
    it(`${action}: allowed for ${ALLOWED[action]!.join(', ')}; 403 for the rest`, async () => {
      for (const who of everyone) {
        const status = await run(who);
        const allowed = ALLOWED[action]!.includes(who);
        expect({ who, status: allowed ? status < 300 : status }, `${action} by ${who}`).toEqual({ who, status: allowed ? true : 403 });
      }
    });
  }
});

describe('tenancy', () => {
  it("another tenant's container, call and batch answer 404 and nothing changes", async () => {
    const container = await inYard();
    for (const [method, url, payload] of [
      ['GET', `/containers/${container.id}`],
      ['PUT', `/containers/${container.id}`, { notes: 'ajeno' }],
      ['DELETE', `/containers/${container.id}`],
      ['GET', `/containers/${container.id}/history`],
      ['POST', `/containers/${container.id}/history`, { type: 'yard_move', position: freeSlot() }],
      ['GET', `/containers/${container.id}/locations`],
      ['POST', `/containers/${container.id}/locations`, freeSlot()],
      ['PUT', `/containers/${container.id}/holds`, { customs: true }],
      ['GET', '/containers?company_id=1'],
      ['GET', '/search/containers?company_id=1'],
      ['GET', '/logistics/dashboard?company_id=1'],
      ['GET', '/containers/reports?company_id=1&format=csv'],
    ] as const) {
      const response = await call('horizonte', method, url, payload);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
    }
    const after = (await call('operador', 'GET', `/containers/${container.id}`)).json() as Container;
    expect(after).toMatchObject({ position: container.position, holds: container.holds, notes: null });
    // Their own list is theirs: none of company 1's containers.
    const theirs = (await call('horizonte', 'GET', '/containers')).json() as { total: number };
    expect(theirs.total).toBe(0);
  });
});

describe('vessel calls', () => {
  it('CRUD with discharge and load lists of the company only', async () => {
    const a = await createContainer();
    const b = await createContainer({ category: 'export' });
    const created = await call('operador', 'POST', '/container-calls', {
      vessel_name: 'Maersk Kowloon',
      voyage: '247N',
      shipping_line: 'MAEU',
      berth: 'Muelle 3',
      eta: '2026-11-24T08:00:00-06:00',
      to_discharge: [a.id],
      to_load: [b.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json() as { id: number; status: string; to_discharge: { id: number }[]; to_load: { id: number }[]; eta: string; to_discharge_count: number };
    expect(detail.status).toBe('expected');
    expect(detail.eta).toBe('2026-11-24T14:00:00.000Z');
    expect(detail.to_discharge.map((c) => c.id)).toEqual([a.id]);
    expect(detail.to_load.map((c) => c.id)).toEqual([b.id]);
    const updated = await call('supervisor', 'PUT', `/container-calls/${detail.id}`, { ata: '2026-11-24T15:00:00Z', to_load: [] });
    expect(updated.json()).toMatchObject({ status: 'at_berth', to_load: [] });
    const list = (await call('grua', 'GET', '/container-calls?q=maersk')).json() as { data: { id: number }[] };
    expect(list.data.map((c) => c.id)).toContain(detail.id);
    // A container of another tenant (or none) cannot be listed.
    const foreign = await call('operador', 'POST', '/container-calls', { vessel_name: 'X', voyage: '1', shipping_line: 'MSC', to_discharge: [999_999] });
    expect(foreign.statusCode).toBe(422);
    expect((await call('horizonte', 'GET', `/container-calls/${detail.id}`)).statusCode).toBe(404);
    // Search by vessel finds the container listed on the call once it is discharged from it.
    await move('grua', a.id, { type: 'discharge', position: freeSlot(), vessel_call_id: detail.id });
    const byVessel = (await call('operador', 'GET', '/search/containers?vessel=maersk%20k')).json() as { data: Container[] };
    expect(byVessel.data.map((c) => c.id)).toContain(a.id);
    expect((await call('operador', 'DELETE', `/container-calls/${detail.id}`)).statusCode).toBe(200);
  });
});

describe('search', () => {
  it('finds by number prefix, by 4+ digits anywhere, by line and status', async () => {
    const number = nextNumber('SRCU');
    const found = await createContainer({ number, shipping_line: 'ONE' });
    const prefix = (await call('operador', 'GET', `/search/containers?q=${number.slice(0, 6).toLowerCase()}`)).json() as { data: Container[]; total: number };
    expect(prefix.data.map((c) => c.id)).toContain(found.id);
    const partial = (await call('operador', 'GET', `/search/containers?q=${number.slice(5, 10)}`)).json() as { data: Container[] };
    expect(partial.data.map((c) => c.id)).toContain(found.id);
    const line = (await call('operador', 'GET', '/search/containers?shipping_line=one&status=announced')).json() as { data: Container[] };
    expect(line.data.every((c) => c.shipping_line === 'ONE' && c.status === 'announced')).toBe(true);
    expect(line.data.map((c) => c.id)).toContain(found.id);
    const none = (await call('operador', 'GET', '/search/containers?q=ZZZU')).json() as { total: number };
    expect(none.total).toBe(0);
    const list = (await call('grua', 'GET', '/containers?status=in_yard&per_page=5')).json() as { per_page: number; data: Container[] };
    expect(list.per_page).toBe(5);
    expect(list.data.every((c) => c.status === 'in_yard')).toBe(true);
  });
});

describe('dashboard', () => {
  it('counts by status, gates per day, dwell and occupancy', async () => {
    await inYard();
    const response = await call('grua', 'GET', '/logistics/dashboard?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { by_status: { status: string; count: number }[]; gate_per_day: { gate_in: number }[]; dwell: { count: number }[]; occupancy: { block: string; occupied: number }[]; in_yard: number };
    expect(body.gate_per_day).toHaveLength(7);
    expect(body.gate_per_day.at(-1)!.gate_in).toBeGreaterThan(0);
    expect(body.by_status.find((s) => s.status === 'in_yard')!.count).toBe(body.in_yard);
    expect(body.dwell.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(body.in_yard);
    expect(body.occupancy.reduce((sum, block) => sum + block.occupied, 0)).toBe(body.in_yard);
  });
});

describe('reports', () => {
  async function fetchReport(path: string) {
    const response = await call('grua', 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json() as { url: string; expires_at: string; file_name: string };
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    return { link, file };
  }

  it('stock report streams valid XLSX and CSV', async () => {
    const container = await inYard();
    const { link, file } = await fetchReport('/containers/reports?format=xlsx&status=in_yard');
    expect(link.file_name).toMatch(/^inventario-contenedores-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('contenedor');
    const numbers: string[] = [];
    sheet.eachRow((row, index) => index > 1 && numbers.push(String(row.getCell(1).value)));
    expect(numbers).toContain(container.number);
    const csv = await fetchReport('/containers/reports?format=csv');
    const text = csv.file.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(container.number);
    expect(text.split('\r\n')[0]).toMatch(/contenedor,tipo ISO,estado/);
  });

  it('existence at a date and departures over a range', async () => {
    const container = await inYard();
    await move('receptor', container.id, { type: 'gate_out' });
    const today = businessDateOf(new Date());
    const departures = await fetchReport(`/containers/departure-reports?format=csv&from=${today}&to=${today}`);
    expect(departures.file.body).toContain(container.number);
    expect(departures.file.body).toContain('Salida por puerta');
    const stillHere = await inYard();
    const existence = await fetchReport(`/containers/existance-reports?format=xlsx&date=${today}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(existence.file.rawPayload as unknown as ArrayBuffer);
    const numbers: string[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => index > 1 && numbers.push(String(row.getCell(1).value)));
    expect(numbers).toContain(stillHere.number);
    expect(numbers).not.toContain(container.number);
    const bad = await call('grua', 'GET', '/containers/departure-reports?format=csv&from=2026-11-30&to=2026-11-01');
    expect(bad.statusCode).toBe(422);
    expect((await call('candidato', 'GET', '/containers/reports?format=csv&company_id=1')).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('company 1 has containers whose position, open location and history agree', async () => {
    const db = t.database.db;
    const demo = await db.selectFrom('containers').selectAll().where('company_id', '=', 1).where('number', 'like', 'M%').execute();
    expect(demo.length).toBeGreaterThan(10);
    for (const container of demo) {
      const history = await db.selectFrom('container_history').select(['kind', 'to_status']).where('container_id', '=', container.id).orderBy('occurred_at').orderBy('id').execute();
      expect(history[0]!.kind).toBe('created');
      const lastStatus = history.filter((entry) => entry.to_status).at(-1)!.to_status;
      expect(lastStatus).toBe(container.status);
      const open = await db.selectFrom('container_locations').select(['block', 'bay', 'row', 'tier']).where('container_id', '=', container.id).where('until', 'is', null).execute();
      if (container.status === 'in_yard') expect(open).toEqual([{ block: container.block, bay: container.bay, row: container.row, tier: container.tier }]);
      else expect(open).toEqual([]);
    }
    const calls = (await call('operador', 'GET', '/container-calls')).json() as { data: { vessel_name: string; status: string }[] };
    expect(calls.data.map((c) => c.status).sort()).toEqual(expect.arrayContaining(['at_berth', 'departed', 'expected']));
  });
});
