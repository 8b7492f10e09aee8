import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm as multipart } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/* Buses in the fleet (kind, seats, tracker id) and their documents with expiry, on both dialects. */

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// Noon UTC on 2026-11-24 is 06:00 of the same business day in Mexico City.
const NOW = new Date('2026-11-24T12:00:00Z');

const USERS = { parabus: 'transporte@parabus.demo.mx', operador: 'operador@logistica.demo.mx', receptor: 'receptor@logistica.demo.mx', horizonte: 'admin@horizonte.demo.mx' };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  for (const [key, email] of Object.entries(USERS)) tokens[key] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

describe('units as buses', () => {
  it('creates a bus with seats and a trimmed tracker id; kind filters the list', async () => {
    const created = await call('POST', '/api/v1/units', 'parabus', { company_id: 2, number: 'BUS-900', plates: '12ab3cd', kind: 'bus', seats: 42, tracker_device_id: '  pb-900.a_1  ', vehicle_config: 'C2' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'bus', seats: 42, tracker_device_id: 'pb-900.a_1', company_id: 2 });
    ids.bus = created.json().id;
    const buses = (await call('GET', '/api/v1/units?company_id=2&kind=bus&per_page=100', 'parabus')).json();
    expect(buses.data.map((u: { id: number }) => u.id)).toContain(ids.bus);
    expect(buses.data.every((u: { kind: string }) => u.kind === 'bus')).toBe(true);
    const trucks = (await call('GET', '/api/v1/units?company_id=2&kind=truck&per_page=100', 'parabus')).json();
    expect(trucks.data.map((u: { id: number }) => u.id)).not.toContain(ids.bus);
    // Trucks of the logistics company keep their defaults.
    expect((await call('GET', '/api/v1/units', 'operador')).json().data[0]).toMatchObject({ kind: 'truck', seats: null, tracker_device_id: null });
    // The tracker id is searchable.
    expect((await call('GET', '/api/v1/units?company_id=2&q=pb-900.a_1', 'parabus')).json().data.map((u: { id: number }) => u.id)).toEqual([ids.bus]);
  });

  it('refuses bad seats, kind and tracker ids with Spanish field messages', async () => {
    const bad = expectErrorShape(
      (await call('POST', '/api/v1/units', 'parabus', { company_id: 2, number: 'BUS-901', plates: 'QQ111QQ', kind: 'plane', seats: 121, tracker_device_id: 'a b' })).json(),
      422,
    );
    expect(Object.keys(bad.data.errors ?? {}).sort()).toEqual(['kind', 'seats', 'tracker_device_id']);
    expect(bad.data.errors?.seats).toEqual(['La unidad tiene de 1 a 120 asientos.']);
    const short = expectErrorShape((await call('PUT', `/api/v1/units/${ids.bus}`, 'parabus', { tracker_device_id: 'ab', seats: 0 })).json(), 422);
    expect(short.data.errors?.tracker_device_id).toEqual(['El identificador del rastreador tiene de 3 a 64 caracteres.']);
    expect(short.data.errors?.seats).toEqual(['La unidad tiene de 1 a 120 asientos.']);
  });

  it('a tracker id is unique on the whole platform, without saying which company holds it', async () => {
    const other = await call('POST', '/api/v1/units', 'operador', { number: 'ECO-950', plates: 'TT950TT', tracker_device_id: 'pb-900.a_1' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: 'Ese rastreador ya está registrado en otra unidad.', data: { code: 'tracker_device_taken' } });
    const truck = (await call('POST', '/api/v1/units', 'operador', { number: 'ECO-950', plates: 'TT950TT', tracker_device_id: 'truck-950' })).json();
    const edit = await call('PUT', `/api/v1/units/${truck.id}`, 'operador', { tracker_device_id: 'pb-900.a_1' });
    expect(edit.json()).toMatchObject({ status: 409, data: { code: 'tracker_device_taken' } });
    // Its own id again is fine; an empty text removes the tracker and frees the id.
    expect((await call('PUT', `/api/v1/units/${ids.bus}`, 'parabus', { tracker_device_id: 'pb-900.a_1', seats: 40 })).json()).toMatchObject({ seats: 40, tracker_device_id: 'pb-900.a_1' });
    expect((await call('PUT', `/api/v1/units/${ids.bus}`, 'parabus', { tracker_device_id: '' })).json().tracker_device_id).toBeNull();
    expect((await call('PUT', `/api/v1/units/${truck.id}`, 'operador', { tracker_device_id: 'pb-900.a_1' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/units/${ids.bus}`, 'parabus', { tracker_device_id: 'pb-900.b' })).json().tracker_device_id).toBe('pb-900.b');
  });
});

describe('unit documents', () => {
  it('CRUD with expiry_status on the business day: expired, expiring (≤ 30 days), valid, none', async () => {
    const add = (body: object) => call('POST', `/api/v1/units/${ids.bus}/documents`, 'parabus', body);
    const expired = await add({ kind: 'insurance', number: 'POL-1', issuer: 'Qualitas', issued_on: '2025-11-01', expires_on: '2026-11-23' });
    expect(expired.statusCode, expired.body).toBe(201);
    expect(expired.json()).toMatchObject({ unit_id: ids.bus, unit_number: 'BUS-900', kind: 'insurance', expiry_status: 'expired', days_left: -1, file_url: null });
    expect((await add({ kind: 'circulation_card', expires_on: '2026-11-24' })).json()).toMatchObject({ expiry_status: 'expiring', days_left: 0 });
    expect((await add({ kind: 'federal_permit', expires_on: '2026-12-24' })).json()).toMatchObject({ expiry_status: 'expiring', days_left: 30 });
    const valid = (await add({ kind: 'state_concession', expires_on: '2026-12-25' })).json();
    expect(valid).toMatchObject({ expiry_status: 'valid', days_left: 31 });
    const none = (await add({ kind: 'other', notes: 'Factura de compra' })).json();
    expect(none).toMatchObject({ expiry_status: 'none', days_left: null });
    ids.document = valid.id;

    const list = (await call('GET', `/api/v1/units/${ids.bus}/documents`, 'parabus')).json();
    expect(list.data.map((d: { kind: string }) => d.kind)).toEqual(['insurance', 'circulation_card', 'federal_permit', 'state_concession', 'other']);

    const edited = await call('PUT', `/api/v1/unit-documents/${ids.document}`, 'parabus', { expires_on: '2026-12-01', number: 'CON-77' });
    expect(edited.json()).toMatchObject({ expiry_status: 'expiring', number: 'CON-77', kind: 'state_concession' });
    const backwards = expectErrorShape((await call('PUT', `/api/v1/unit-documents/${ids.document}`, 'parabus', { issued_on: '2027-01-01' })).json(), 422);
    expect(backwards.data.errors?.expires_on).toEqual(['La fecha de vencimiento no puede ser anterior a la de expedición.']);
    const badKind = expectErrorShape((await add({ kind: 'passport', expires_on: '2026-02-30' })).json(), 422);
    expect(Object.keys(badKind.data.errors ?? {}).sort()).toEqual(['expires_on', 'kind']);

    expect((await call('DELETE', `/api/v1/unit-documents/${none.id}`, 'parabus')).json()).toEqual({ message: 'El documento quedó eliminado.' });
    expect((await call('GET', `/api/v1/units/${ids.bus}/documents`, 'parabus')).json().data).toHaveLength(4);
  });

  it('links a scanned file uploaded for the same unit, and only that one', async () => {
    const form = multipart([{ field: 'resource_type', value: 'unit' }, { field: 'resource_id', value: String(ids.bus) }, { field: 'file', filename: 'poliza.pdf', content: PDF }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: { ...t.bearer(tokens.parabus!), ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().id as number;
    const linked = await call('PUT', `/api/v1/unit-documents/${ids.document}`, 'parabus', { document_id: fileId });
    expect(linked.json()).toMatchObject({ document_id: fileId, file_url: `/api/v1/documents/${fileId}/file` });
    // A file of another record does not link.
    const elsewhere = (await t.database.db.selectFrom('units').select('id').where('company_id', '=', 2).where('id', '!=', ids.bus!).executeTakeFirst())?.id;
    if (elsewhere !== undefined) {
      const wrong = expectErrorShape((await call('POST', `/api/v1/units/${elsewhere}/documents`, 'parabus', { kind: 'insurance', document_id: fileId })).json(), 422);
      expect(wrong.data.errors?.document_id).toEqual(['El archivo no está subido para esta unidad.']);
    }
    // Another tenant cannot upload against the unit.
    const intrusion = multipart([{ field: 'resource_type', value: 'unit' }, { field: 'resource_id', value: String(ids.bus) }, { field: 'file', filename: 'x.pdf', content: PDF }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: { ...t.bearer(tokens.horizonte!), ...intrusion.headers }, payload: intrusion.payload })).statusCode).toBe(404);
  });

  it('the fleet expiring list: expired and expiring within `days`, soonest first', async () => {
    const response = await call('GET', '/api/v1/companies/2/unit-documents/expiring', 'parabus');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ days: 30, today: '2026-11-24' });
    const mine = body.data.filter((d: { unit_id: number }) => d.unit_id === ids.bus);
    expect(mine.map((d: { kind: string; expiry_status: string }) => [d.kind, d.expiry_status])).toEqual([
      ['insurance', 'expired'],
      ['circulation_card', 'expiring'],
      ['state_concession', 'expiring'],
      ['federal_permit', 'expiring'],
    ]);
    const week = (await call('GET', '/api/v1/companies/2/unit-documents/expiring?days=7', 'parabus')).json();
    expect(week.data.filter((d: { unit_id: number }) => d.unit_id === ids.bus).map((d: { kind: string }) => d.kind)).toEqual(['insurance', 'circulation_card', 'state_concession']);
    expect(JSON.stringify(expectErrorShape((await call('GET', '/api/v1/companies/2/unit-documents/expiring?days=0', 'parabus')).json(), 422))).toContain('Los días van de 1 a 365.');
  });

  it('reads are fleet.read, writes unit-documents.manage; other tenants get 404', async () => {
    // The logistics company's receiver reads its fleet but may not manage documents.
    const truck = (await t.database.db.selectFrom('units').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await call('GET', `/api/v1/units/${truck}/documents`, 'receptor')).json()).toEqual({ data: [] });
    expect((await call('POST', `/api/v1/units/${truck}/documents`, 'receptor', { kind: 'insurance' })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/unit-documents/expiring', 'receptor')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/units/${ids.bus}/documents`],
      ['POST', `/api/v1/units/${ids.bus}/documents`, { kind: 'insurance' }],
      ['PUT', `/api/v1/unit-documents/${ids.document}`, { number: 'INTRUSO' }],
      ['DELETE', `/api/v1/unit-documents/${ids.document}`],
      ['GET', '/api/v1/companies/2/unit-documents/expiring'],
    ] as const) {
      expect((await call(method, url, 'horizonte', payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/v1/units/${ids.bus}/documents`, 'parabus')).json().data.find((d: { id: number }) => d.id === ids.document).number).toBe('CON-77');
  });
});

describe('demo unit documents', () => {
  it('give company 2 buses one expiring insurance and one expired verification, and do nothing without buses', async () => {
    const { seedUnitDocumentsDemo } = await import('../../../../src/server/demo/unit-documents-demo');
    const db = t.database.db;
    await db.deleteFrom('unit_documents').where('company_id', '=', 2).execute();
    const buses = await db.selectFrom('units').select('id').where('company_id', '=', 2).where('kind', '=', 'bus').execute();
    await db.updateTable('units').set({ kind: 'truck' }).where('company_id', '=', 2).execute();
    await db.transaction().execute((trx) => seedUnitDocumentsDemo(trx, NOW));
    expect(await db.selectFrom('unit_documents').select('id').where('company_id', '=', 2).execute()).toEqual([]);
    await db.updateTable('units').set({ kind: 'bus' }).where('id', 'in', buses.map((bus) => bus.id)).execute();
    if (buses.length < 2) {
      await call('POST', '/api/v1/units', 'parabus', { company_id: 2, number: 'BUS-990', plates: 'DD990DD', kind: 'bus', seats: 30 });
    }
    await db.transaction().execute((trx) => seedUnitDocumentsDemo(trx, NOW));
    const expiring = (await call('GET', '/api/v1/companies/2/unit-documents/expiring', 'parabus')).json();
    expect(expiring.data.map((d: { kind: string; expiry_status: string; days_left: number }) => [d.kind, d.expiry_status, d.days_left])).toEqual([
      ['emissions_verification', 'expired', -5],
      ['insurance', 'expiring', 12],
    ]);
  });
});

describe('expiry notices', () => {
  it('tell the fleet managers once when a document enters the window and once when it expires; a renewal is noticed again', async () => {
    const db = t.database.db;
    const notices = t.services.unitDocumentNotices;
    await db.deleteFrom('unit_documents').where('company_id', '=', 2).execute();
    const doc = (await call('POST', `/api/v1/units/${ids.bus}/documents`, 'parabus', { kind: 'insurance', number: 'AVISO-1', expires_on: '2026-12-10' })).json();
    await call('POST', `/api/v1/units/${ids.bus}/documents`, 'parabus', { kind: 'other', expires_on: '2027-06-01' });
    const managerId = await t.userIdOf('transporte@parabus.demo.mx');
    const mine = () => db.selectFrom('notifications').select(['title', 'body', 'route']).where('user_id', '=', managerId).where('title', 'like', 'Documento %').orderBy('id').execute();

    const sent = await notices.runOnce();
    expect(sent).toBeGreaterThan(0);
    expect(await mine()).toEqual([{ title: 'Documento por vencer: BUS-900', body: 'Póliza de seguro de la unidad BUS-900 vence el 2026-12-10.', route: `/parabus/unidades/${ids.bus}/detalles` }]);
    // A second run sends nothing new.
    expect(await notices.runOnce()).toBe(0);
    expect(await mine()).toHaveLength(1);

    // Expired now: one more notice; then renewed into the window: noticed again for the new date.
    await call('PUT', `/api/v1/unit-documents/${doc.id}`, 'parabus', { expires_on: '2026-11-20' });
    await notices.runOnce();
    await notices.runOnce();
    expect((await mine()).map((row) => row.title)).toEqual(['Documento por vencer: BUS-900', 'Documento vencido: BUS-900']);
    await call('PUT', `/api/v1/unit-documents/${doc.id}`, 'parabus', { expires_on: '2026-12-20' });
    await notices.runOnce();
    expect(await mine()).toHaveLength(3);
    // Another company's users hear nothing of it.
    const horizonte = await t.userIdOf('admin@horizonte.demo.mx');
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', horizonte).where('title', 'like', 'Documento %').execute()).toEqual([]);
  });
});
