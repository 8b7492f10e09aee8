import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../helpers/multipart';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Revision orders: company 1's support (technical_support, the soporte-tecnico department, the
 * admins) keeps checklist templates and programs inspections of its trucks, containers and
 * equipment; the order copies the template's items; the inspector answers them; done needs every
 * item answered and a note on each failure; photos are documents of that order only. Anyone else
 * — a plain employee, another tenant — finds nothing (404).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'admin' | 'soporte' | 'operador' | 'ajena' | 'super' | 'deptMember';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const count = async (table: 'checklist_templates' | 'revision_orders' | 'revision_items') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const ITEMS = [{ section: 'Frenos', label: 'Presión de aire', hint: '100 a 120 psi' }, { label: 'Luces' }, { label: 'Extintor vigente' }];
const newTemplate = async (who: Who = 'soporte', overrides: object = {}) => {
  const response = await call('POST', '/api/v1/companies/1/checklist-templates', who, { name: 'Revisión de prueba', asset_kind: 'truck', items: ITEMS, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; items: { label: string }[]; orders_count: number };
};
type Detail = { id: number; reference: string; status: string; items: { id: number; label: string; result: string | null; note: string | null; photos: number[]; service_order_id: number | null }[]; progress: { total: number; answered: number; failed: number }; can_manage: boolean };
const newOrder = async (templateId: number, overrides: object = {}, who: Who = 'soporte') => {
  const response = await call('POST', '/api/v1/revision-orders', who, { company_id: 1, template_id: templateId, asset_kind: 'truck', asset_id: ids.truck, inspector_id: ids.soporte, scheduled_at: '2026-12-01T09:00:00-06:00', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Detail;
};
const answer = (orderId: number, itemId: number, body: object, who: Who = 'soporte') => call('PUT', `/api/v1/revision-orders/${orderId}/items/${itemId}`, who, body);

beforeAll(async () => {
  t = await createTestApp();
  ids.deptMember = await addPerson(t, { email: 'inspeccion@logistica.demo.mx', name: 'Inspección', departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['soporte', 'soporte@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['deptMember', 'inspeccion@logistica.demo.mx'],
  ];
  for (const [who, email] of people) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
  const db = t.database.db;
  ids.truck = (await db.selectFrom('units').select('id').where('company_id', '=', 1).where('kind', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.container = (await db.selectFrom('containers').select('id').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  ids.foreignUnit = (await db.selectFrom('units').select('id').where('company_id', '!=', 1).orderBy('id').executeTakeFirst())?.id ?? 999_999;
});
afterAll(() => t.close());

describe('checklist templates', () => {
  it('support creates, reads, edits and lists them; the demo has the two of company 1', async () => {
    const template = await newTemplate();
    expect(template.items).toEqual([{ section: 'Frenos', label: 'Presión de aire', hint: '100 a 120 psi' }, { section: null, label: 'Luces', hint: null }, { section: null, label: 'Extintor vigente', hint: null }]);
    const edited = await call('PUT', `/api/v1/checklist-templates/${template.id}`, 'deptMember', { name: 'Revisión renombrada' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().name).toBe('Revisión renombrada');
    const list = (await call('GET', '/api/v1/companies/1/checklist-templates', 'admin')).json() as { data: { name: string }[] };
    expect(list.data.map((row) => row.name)).toEqual(expect.arrayContaining(['Inspección de tractocamión', 'Inspección de contenedor', 'Revisión renombrada']));
    const trucksOnly = (await call('GET', '/api/v1/companies/1/checklist-templates?asset_kind=container', 'soporte')).json() as { data: { asset_kind: string }[] };
    expect(trucksOnly.data.every((row) => row.asset_kind === 'container')).toBe(true);
  });

  it('an unused template is deleted; a used one is archived, kept for its orders, and refused for new ones', async () => {
    const unused = await newTemplate();
    expect((await call('DELETE', `/api/v1/checklist-templates/${unused.id}`, 'soporte')).json().message).toContain('eliminada');
    expect((await call('GET', `/api/v1/checklist-templates/${unused.id}`, 'soporte')).statusCode).toBe(404);
    const used = await newTemplate();
    const order = await newOrder(used.id);
    expect((await call('DELETE', `/api/v1/checklist-templates/${used.id}`, 'soporte')).json().message).toContain('archivada');
    const archived = (await call('GET', `/api/v1/checklist-templates/${used.id}`, 'soporte')).json();
    expect(archived).toMatchObject({ orders_count: 1, archived_at: expect.any(String) });
    expect((await call('GET', `/api/v1/revision-orders/${order.id}`, 'soporte')).statusCode).toBe(200);
    const refused = await call('POST', '/api/v1/revision-orders', 'soporte', { company_id: 1, template_id: used.id, asset_kind: 'truck', asset_id: ids.truck, scheduled_at: '2026-12-01T09:00:00-06:00' });
    expect(expectErrorShape(refused.json(), 422).data.errors?.template_id?.[0]).toContain('archivada');
    const listedArchived = (await call('GET', '/api/v1/companies/1/checklist-templates?archived=true', 'soporte')).json() as { data: { id: number }[] };
    expect(listedArchived.data.map((row) => row.id)).toContain(used.id);
    expect((await call('PUT', `/api/v1/checklist-templates/${used.id}`, 'soporte', { archived: false })).json().archived_at).toBeNull();
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    const before = await count('checklist_templates');
    const cases: [object, string][] = [
      [{ name: 'x' }, 'name'],
      [{ asset_kind: 'barco' }, 'asset_kind'],
      [{ items: [] }, 'items'],
      [{ items: [{ label: '' }] }, 'items.0.label'],
      [{ items: [{ label: 'a'.repeat(201) }] }, 'items.0.label'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/api/v1/companies/1/checklist-templates', 'soporte', { name: 'Plantilla', asset_kind: 'truck', items: ITEMS, ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors, JSON.stringify(overrides)).toHaveProperty(field);
    }
    expect(await count('checklist_templates')).toBe(before);
  });

  it('a plain employee and another tenant find nothing (404)', async () => {
    const template = await newTemplate();
    for (const who of ['operador', 'ajena'] as const) {
      expect((await call('GET', '/api/v1/companies/1/checklist-templates', who)).statusCode, who).toBe(404);
      expect((await call('GET', `/api/v1/checklist-templates/${template.id}`, who)).statusCode, who).toBe(404);
      expect((await call('PUT', `/api/v1/checklist-templates/${template.id}`, who, { name: 'Intrusa' })).statusCode, who).toBe(404);
      expect((await call('DELETE', `/api/v1/checklist-templates/${template.id}`, who)).statusCode, who).toBe(404);
    }
    expect((await call('POST', '/api/v1/companies/1/checklist-templates', 'ajena', { name: 'Intrusa', asset_kind: 'truck', items: ITEMS })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/checklist-templates/${template.id}`, 'super')).statusCode).toBe(200);
  });
});

describe('revision orders', () => {
  it('copies the template items into the order: a later template edit does not rewrite it', async () => {
    const template = await newTemplate();
    const order = await newOrder(template.id);
    expect(order).toMatchObject({ status: 'scheduled', progress: { total: 3, answered: 0, failed: 0 }, can_manage: true });
    expect(order.reference).toMatch(/^OR-\d{6}$/);
    await call('PUT', `/api/v1/checklist-templates/${template.id}`, 'soporte', { items: [{ label: 'Otra cosa' }] });
    const again = (await call('GET', `/api/v1/revision-orders/${order.id}`, 'soporte')).json() as Detail;
    expect(again.items.map((item) => item.label)).toEqual(['Presión de aire', 'Luces', 'Extintor vigente']);
    const next = await newOrder(template.id);
    expect(next.items.map((item) => item.label)).toEqual(['Otra cosa']);
    expect(Number(next.reference.slice(3))).toBe(Number(order.reference.slice(3)) + 1);
  });

  it('inspects containers and equipment too; the asset must be of that kind and company', async () => {
    const containerTemplate = await newTemplate('soporte', { asset_kind: 'container' });
    const ofContainer = await newOrder(containerTemplate.id, { asset_kind: 'container', asset_id: ids.container });
    expect(ofContainer).toMatchObject({ asset: { kind: 'container', id: ids.container } });
    const equipmentTemplate = await newTemplate('soporte', { asset_kind: 'equipment' });
    const ofEquipment = await newOrder(equipmentTemplate.id, { asset_kind: 'equipment', asset_id: null, equipment_description: 'Grúa RTG 3' });
    expect(ofEquipment).toMatchObject({ asset: { kind: 'equipment', id: null, label: 'Grúa RTG 3' } });
    const truckTemplate = await newTemplate();
    const before = await count('revision_orders');
    const cases: [object, string, string][] = [
      [{ asset_id: ids.foreignUnit }, 'asset_id', 'tractocamión'],
      [{ asset_kind: 'container', asset_id: ids.container }, 'asset_kind', 'otro tipo'],
      [{ asset_id: null }, 'asset_id', 'Elige'],
      [{ scheduled_at: 'mañana' }, 'scheduled_at', 'ISO'],
      [{ inspector_id: ids.operador }, 'inspector_id', 'soporte técnico'],
      [{ template_id: 999_999 }, 'template_id', 'plantilla'],
    ];
    for (const [overrides, field, words] of cases) {
      const response = await call('POST', '/api/v1/revision-orders', 'soporte', { company_id: 1, template_id: truckTemplate.id, asset_kind: 'truck', asset_id: ids.truck, scheduled_at: '2026-12-01T09:00:00-06:00', ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors?.[field]?.[0], JSON.stringify(overrides)).toContain(words);
    }
    expect(await count('revision_orders')).toBe(before);
  });

  it('runs the checklist: the first answer starts it; done needs every item and a note on each failure', async () => {
    const order = await newOrder((await newTemplate()).id);
    const [brakes, lights, extinguisher] = order.items;
    const started = await answer(order.id, brakes!.id, { result: 'fail' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', progress: { answered: 1, failed: 1 } });
    await answer(order.id, lights!.id, { result: 'pass' });
    const early = await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'soporte', { status: 'done' });
    expect(expectErrorShape(early.json(), 422).message).toBe('Faltan 1 de 3 puntos por responder (el primero: «Extintor vigente»).');
    await answer(order.id, extinguisher!.id, { result: 'not_applicable' });
    const silent = await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'soporte', { status: 'done' });
    expect(expectErrorShape(silent.json(), 422).message).toBe('El punto «Presión de aire» falló: escribe una nota que diga qué se encontró.');
    expect((await call('GET', `/api/v1/revision-orders/${order.id}`, 'soporte')).json().status).toBe('in_progress');
    await answer(order.id, brakes!.id, { result: 'fail', note: 'Marca 80 psi.' });
    const done = await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'soporte', { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', completed_at: expect.any(String), progress: { total: 3, answered: 3, failed: 1 } });
    // A finished inspection is not rewritten.
    expect(expectErrorShape((await answer(order.id, lights!.id, { result: 'fail', note: 'x' })).json(), 422).data.code).toBe('revision_closed');
    expect((await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'soporte', { status: 'cancelled' })).json().message).toBe('Una orden terminada no puede pasar a cancelada.');
    expect((await call('DELETE', `/api/v1/revision-orders/${order.id}`, 'soporte')).statusCode).toBe(422);
  });

  it('refuses a bad answer and writes nothing', async () => {
    const order = await newOrder((await newTemplate()).id);
    const item = order.items[0]!;
    for (const body of [{ result: 'bien' }, { result: 'pass', note: 'a'.repeat(2001) }, { result: 'pass', photos: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, { result: 'pass', photos: [987_654] }]) {
      expect((await answer(order.id, item.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await answer(order.id, 999_999, { result: 'pass' })).statusCode).toBe(404);
    const after = (await call('GET', `/api/v1/revision-orders/${order.id}`, 'soporte')).json() as Detail;
    expect(after.status).toBe('scheduled');
    expect(after.items[0]).toMatchObject({ result: null, note: null, photos: [] });
  });

  it('photos are documents uploaded to that order: another order’s are refused, strangers cannot upload', async () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const upload = (who: Who, orderId: number) => {
      const body = multipartForm([{ field: 'resource_type', value: 'revision_order' }, { field: 'resource_id', value: String(orderId) }, { field: 'file', filename: 'foto.png', content: PNG, type: 'image/png' }]);
      return t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: { ...t.bearer(tokens[who]!), ...body.headers }, payload: body.payload });
    };
    const template = await newTemplate();
    const order = await newOrder(template.id);
    const other = await newOrder(template.id);
    const photo = await upload('soporte', order.id);
    expect(photo.statusCode, photo.body).toBe(200);
    const photoId = photo.json().id as number;
    const saved = await answer(order.id, order.items[0]!.id, { result: 'fail', note: 'Ver foto', photos: [photoId] });
    expect(saved.json().items[0].photos).toEqual([photoId]);
    expect(expectErrorShape((await answer(other.id, other.items[0]!.id, { result: 'pass', photos: [photoId] })).json(), 422).data.errors).toHaveProperty('photos');
    for (const who of ['operador', 'ajena'] as const) {
      expect((await upload(who, order.id)).statusCode, who).toBe(404);
      expect((await call('GET', `/api/v1/documents?resource_type=revision_order&resource_id=${order.id}`, who)).statusCode, who).toBe(404);
    }
  });

  it('role matrix: support manages; the inspector works theirs but does not cancel; a colleague and another tenant get 404', async () => {
    const order = await newOrder((await newTemplate()).id, { inspector_id: ids.deptMember });
    for (const who of ['soporte', 'admin', 'super', 'deptMember'] as const) expect((await call('GET', `/api/v1/revision-orders/${order.id}`, who)).statusCode, who).toBe(200);
    for (const who of ['operador', 'ajena'] as const) {
      expect((await call('GET', `/api/v1/revision-orders/${order.id}`, who)).statusCode, who).toBe(404);
      expect((await call('PUT', `/api/v1/revision-orders/${order.id}`, who, { notes: 'x' })).statusCode, who).toBe(404);
      expect((await call('PUT', `/api/v1/revision-orders/${order.id}/status`, who, { status: 'cancelled' })).statusCode, who).toBe(404);
      expect((await answer(order.id, order.items[0]!.id, { result: 'pass' }, who)).statusCode, who).toBe(404);
      expect((await call('POST', `/api/v1/revision-orders/${order.id}/service-orders`, who)).statusCode, who).toBe(404);
      expect((await call('DELETE', `/api/v1/revision-orders/${order.id}`, who)).statusCode, who).toBe(404);
    }
    expect((await call('POST', '/api/v1/revision-orders', 'operador', { company_id: 1, template_id: 1, asset_kind: 'truck', asset_id: ids.truck, scheduled_at: '2026-12-01T09:00:00-06:00' })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/revision-orders', 'ajena')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/companies/1/revision-orders', 'operador')).json().total).toBe(0);
    const edited = await call('PUT', `/api/v1/revision-orders/${order.id}`, 'soporte', { notes: 'Llevar manómetro' });
    expect(edited.json().notes).toBe('Llevar manómetro');
    const cancelled = await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'admin', { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    const removed = await newOrder((await newTemplate()).id);
    expect((await call('DELETE', `/api/v1/revision-orders/${removed.id}`, 'soporte')).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('revision_items').select('id').where('revision_order_id', '=', removed.id).execute()).toEqual([]);
  });

  it('lists: the company’s orders for support with filters and search; view=mine is the inspector’s', async () => {
    const template = await newTemplate();
    const mine = await newOrder(template.id, { inspector_id: ids.deptMember });
    const page = (await call('GET', '/api/v1/companies/1/revision-orders?status=scheduled', 'soporte')).json() as { data: { id: number; status: string }[]; per_page: number };
    expect(page.per_page).toBe(20);
    expect(page.data.every((row) => row.status === 'scheduled')).toBe(true);
    const ofInspector = (await call('GET', '/api/v1/revision-orders?view=mine', 'deptMember')).json() as { data: { id: number; inspector: { id: number } }[] };
    expect(ofInspector.data.map((row) => row.id)).toContain(mine.id);
    expect(ofInspector.data.every((row) => row.inspector.id === ids.deptMember)).toBe(true);
    const byReference = (await call('GET', `/api/v1/revision-orders?q=${mine.reference}`, 'soporte')).json() as { data: { id: number }[] };
    expect(byReference.data.map((row) => row.id)).toEqual([mine.id]);
    expect(expectErrorShape((await call('GET', '/api/v1/revision-orders?status=todas', 'soporte')).json(), 422).status).toBe(422);
  });

  it('search: a word of the asset label, the template name or the reference matches, accents and case aside, through the term rows', async () => {
    const template = await newTemplate('soporte', { name: 'Revisión Ñandú térmica', asset_kind: 'equipment' });
    const order = await newOrder(template.id, { asset_kind: 'equipment', asset_id: null, equipment_description: 'Compresor Güero del taller' });
    const other = await newOrder((await newTemplate()).id);
    const found = async (q: string, who: Who = 'soporte') =>
      ((await call('GET', `/api/v1/companies/1/revision-orders?q=${encodeURIComponent(q)}`, who)).json() as { data: { id: number }[] }).data?.map((row) => row.id);
    expect(await found('ÑANDU')).toEqual([order.id]); // the template's name only
    expect(await found('guero')).toEqual([order.id]); // the asset's label only
    expect(await found('termica compres')).toEqual([order.id]); // each word begins a word
    expect(await found(order.reference.toLowerCase())).toEqual([order.id]);
    expect(await found('nandu tractocamion')).toEqual([]);
    expect(await found(other.reference)).toEqual([other.id]);
    expect((await call('GET', '/api/v1/companies/1/revision-orders?q=nandu', 'ajena')).statusCode).toBe(404);
    // The words are rows of their own, read as index ranges, not a scan of the orders.
    const terms = await t.database.db.selectFrom('revision_order_search_terms').select('term').where('revision_order_id', '=', order.id).orderBy('term').execute();
    expect(terms.map((row) => row.term)).toEqual(expect.arrayContaining(['compresor', 'del', 'guero', 'nandu', 'revision', 'taller', 'termica']));
  });

  it('failed items to service orders in one click: one per item, once; linked on the item; the order then keeps its record', async () => {
    const order = await newOrder((await newTemplate()).id);
    const [brakes, lights, extinguisher] = order.items;
    expect(expectErrorShape((await call('POST', `/api/v1/revision-orders/${order.id}/service-orders`, 'soporte')).json(), 422).data.code).toBe('revision_no_failed_items');
    await answer(order.id, brakes!.id, { result: 'fail', note: 'Marca 80 psi.' });
    await answer(order.id, lights!.id, { result: 'fail', note: 'Direccional izquierda fundida.' });
    await answer(order.id, extinguisher!.id, { result: 'pass' });
    for (const who of ['operador', 'ajena'] as const) expect((await call('POST', `/api/v1/revision-orders/${order.id}/service-orders`, who)).statusCode, who).toBe(404);
    const first = await call('POST', `/api/v1/revision-orders/${order.id}/service-orders`, 'soporte');
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json().data as { item_id: number; service_order_id: number; created: boolean }[];
    expect(made.map((row) => [row.item_id, row.created])).toEqual([
      [brakes!.id, true],
      [lights!.id, true],
    ]);
    const rows = await t.database.db.selectFrom('service_orders').select(['id', 'company_id', 'revision_order_id', 'revision_item_id', 'title', 'description', 'status']).where('revision_order_id', '=', order.id).orderBy('revision_item_id').execute();
    expect(rows).toEqual([
      { id: made[0]!.service_order_id, company_id: 1, revision_order_id: order.id, revision_item_id: brakes!.id, title: `${order.reference}: Presión de aire`, description: expect.stringContaining('Marca 80 psi.'), status: 'scheduled' },
      { id: made[1]!.service_order_id, company_id: 1, revision_order_id: order.id, revision_item_id: lights!.id, title: `${order.reference}: Luces`, description: expect.stringContaining('Direccional izquierda fundida.'), status: 'scheduled' },
    ]);
    // A second click makes nothing new.
    const again = (await call('POST', `/api/v1/revision-orders/${order.id}/service-orders`, 'admin')).json().data as typeof made;
    expect(again).toEqual(made.map((row) => ({ ...row, created: false })));
    expect(await t.database.db.selectFrom('service_orders').select('id').where('revision_order_id', '=', order.id).execute()).toHaveLength(2);
    const detail = (await call('GET', `/api/v1/revision-orders/${order.id}`, 'soporte')).json() as Detail;
    expect(detail.items.map((item) => item.service_order_id)).toEqual([made[0]!.service_order_id, made[1]!.service_order_id, null]);
    // The failure that made a service order stays a failure; the order is no longer deleted.
    expect(expectErrorShape((await answer(order.id, brakes!.id, { result: 'pass' })).json(), 422).data.errors).toHaveProperty('result');
    expect(expectErrorShape((await call('DELETE', `/api/v1/revision-orders/${order.id}`, 'soporte')).json(), 422).message).toContain('cancélala');
  });
});

describe('demo', () => {
  it('company 1 has orders of its trucks and containers in several statuses, one done with a failed, noted item', async () => {
    const page = (await call('GET', '/api/v1/companies/1/revision-orders?q=inspeccion', 'soporte')).json() as { data: { id: number; status: string; asset: { kind: string }; progress: { failed: number } }[] };
    const demo = page.data.filter((row) => ['truck', 'container'].includes(row.asset.kind));
    expect(new Set(demo.map((row) => row.status))).toEqual(new Set(['scheduled', 'in_progress', 'done', 'cancelled']));
    const failedDone = demo.find((row) => row.status === 'done' && row.progress.failed > 0)!;
    const detail = (await call('GET', `/api/v1/revision-orders/${failedDone.id}`, 'soporte')).json() as Detail;
    expect(detail.items.find((item) => item.result === 'fail')?.note).toBeTruthy();
  });
});

describe('report kind revision-orders', () => {
  it('support — the role or the soporte-tecnico department, as for tickets — gets a signed CSV of the company’s orders; an employee 403, another tenant 404', async () => {
    const signed = await call('GET', '/api/v1/companies/1/generate-url-report/revision-orders?format=csv', 'soporte');
    expect(signed.statusCode, signed.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: signed.json().url });
    expect(file.statusCode).toBe(200);
    const text = file.rawPayload.toString('utf8');
    expect(text).toContain('referencia,plantilla');
    expect(text).toContain('Inspección de tractocamión');
    const byMember = await call('GET', '/api/v1/companies/1/generate-url-report/revision-orders?format=csv', 'deptMember');
    expect(byMember.statusCode, byMember.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: byMember.json().url })).rawPayload.toString('utf8')).toContain('Inspección de tractocamión');
    expect((await call('GET', '/api/v1/companies/1/generate-url-report/revision-orders?format=csv', 'operador')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/generate-url-report/revision-orders?format=csv', 'ajena')).statusCode).toBe(404);
  });
});
