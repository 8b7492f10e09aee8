import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignatureStrokes } from '../../../../src/server/demo/service-orders-demo';
import { fingerprintOf } from '../../../../src/server/modules/support/service-orders.signature';
import type { Principal } from '../../../../src/server/principal';
import { SIGNATURE_BOX } from '../../../../src/shared/contracts/service-orders';
import { onPage, pdfText, strokedPathsOf } from '../../../helpers/pdf';
import { qrCodesOf } from '../../../helpers/pdf-qr';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Service orders: support of the company manages them, the assigned technician works theirs, the
 * requester of the ticket they came from reads them, anyone else gets 404. The status flow, the
 * signature that completes and freezes an order, its PDF (text, QR, the strokes drawn as paths),
 * the public verification, and the revision-order entry point.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'admin' | 'soporte' | 'operador' | 'supervisor' | 'ajena' | 'super' | 'tecnico';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

const orderInput = (overrides: object = {}) => ({
  company_id: 1,
  title: 'Cambio de lector en caseta 3',
  description: 'El lector no enciende.',
  location: 'Caseta 3, patio sur',
  scheduled_at: '2026-12-02T10:00:00-06:00',
  parts: [{ description: 'Lector de códigos', quantity: 1, unit: 'pza' }],
  ...overrides,
});
type Order = { id: number; reference: string; status: string; company_id: number; signed_at: string | null; fingerprint: string | null; verification_url: string | null; [key: string]: unknown };
const create = async (overrides: object = {}, who: Who = 'soporte') => {
  const response = await call('POST', '/api/v1/service-orders', who, orderInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
};
const count = async (table: 'service_orders' | 'service_order_parts' | 'service_order_search_terms') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const strokes = demoSignatureStrokes();
const sign = (id: number, who: Who = 'soporte', payload: object = { receiver_name: 'Lucía Fernández', strokes }) => call('POST', `/api/v1/service-orders/${id}/signature`, who, payload);

beforeAll(async () => {
  t = await createTestApp();
  // A technician of the department whose department membership is later taken away: then they
  // are no longer support, only the technician of the orders they hold.
  ids.tecnico = await addPerson(t, { email: 'tecnico@logistica.demo.mx', name: 'Técnico', companies: [1], departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['soporte', 'soporte@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['supervisor', 'supervisor@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['tecnico', 'tecnico@logistica.demo.mx'],
  ];
  for (const [who, email] of people) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
});
afterAll(() => t.close());

describe('creating an order', () => {
  it('support creates one: numbered per company as OS-000123, scheduled, with its parts', async () => {
    const order = await create({ technician_id: ids.soporte });
    expect(order).toMatchObject({ company_id: 1, status: 'scheduled', technician: { id: ids.soporte }, parts: [{ description: 'Lector de códigos', quantity: 1, unit: 'pza' }], can_manage: true, signed_at: null });
    expect(order.reference).toMatch(/^OS-\d{6}$/);
    const next = await create({ title: 'Otra orden' }, 'admin');
    expect(Number(next.reference.slice(3))).toBe(Number(order.reference.slice(3)) + 1);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const before = await Promise.all([count('service_orders'), count('service_order_parts'), count('service_order_search_terms')]);
    const cases: [object, string][] = [
      [{ title: 'x' }, 'title'],
      [{ location: '' }, 'location'],
      [{ scheduled_at: 'mañana' }, 'scheduled_at'],
      [{ labour_minutes: -5 }, 'labour_minutes'],
      [{ parts: [{ description: 'Tornillo', quantity: 0, unit: 'pza' }] }, 'parts.0.quantity'],
      [{ parts: [{ description: 'Tornillo', quantity: 1.23456, unit: 'pza' }] }, 'parts.0.quantity'],
      [{ parts: Array.from({ length: 51 }, () => ({ description: 'Tornillo', quantity: 1, unit: 'pza' })) }, 'parts'],
      [{ technician_id: ids.operador }, 'technician_id'],
      [{ ticket_id: 999_999 }, 'ticket_id'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/api/v1/service-orders', 'soporte', orderInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      const errors = expectErrorShape(response.json(), 422).data.errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(overrides)).toContain(field);
      expect(Object.values(errors).flat().join(' ')).toMatch(/[a-záéíóúñ]{3,}/);
    }
    expect(await Promise.all([count('service_orders'), count('service_order_parts'), count('service_order_search_terms')])).toEqual(before);
  });

  it('a plain employee may not create one (403); another tenant does not see company 1 (404)', async () => {
    expect((await call('POST', '/api/v1/service-orders', 'operador', orderInput())).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/service-orders', 'ajena', orderInput())).statusCode).toBe(404);
  });
});

describe('an order made from a ticket, and who sees it', () => {
  let order: Order;
  let ticketId: number;
  beforeAll(async () => {
    const ticket = await call('POST', '/api/v1/tickets', 'operador', { subject: 'No enciende el lector de la caseta 3', description: 'Sin luz.', category: 'equipo' });
    ticketId = ticket.json().id;
    // The ticket's company is the order's: no company_id needed.
    order = await create({ company_id: undefined, ticket_id: ticketId });
  });

  it("carries the ticket's reference; support and the requester see it, a colleague and another tenant get 404", async () => {
    expect(order.ticket).toMatchObject({ id: ticketId, reference: expect.stringMatching(/^TK-/) });
    for (const who of ['soporte', 'admin', 'super'] as const) {
      const response = await call('GET', `/api/v1/service-orders/${order.id}`, who);
      expect(response.statusCode, who).toBe(200);
      expect(response.json().can_manage, who).toBe(true);
    }
    const requester = await call('GET', `/api/v1/service-orders/${order.id}`, 'operador');
    expect(requester.json()).toMatchObject({ can_manage: false, can_work: false });
    for (const who of ['supervisor', 'ajena'] as const) expect(expectErrorShape((await call('GET', `/api/v1/service-orders/${order.id}`, who)).json(), 404).data.code, who).toBe('not_found');
  });

  it('the requester reads but does not change it (403); others get 404 on every route', async () => {
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'operador', { labour_minutes: 5 })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'operador', { status: 'in_progress' })).statusCode).toBe(403);
    expect((await sign(order.id, 'operador')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/service-orders/${order.id}`, 'operador')).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/service-orders/${order.id}/pdf`, 'operador')).statusCode).toBe(200);
    for (const [method, suffix, payload] of [
      ['PUT', '', { labour_minutes: 5 }],
      ['PUT', '/status', { status: 'in_progress' }],
      ['POST', '/signature', { receiver_name: 'Intruso', strokes }],
      ['GET', '/pdf', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      expect((await call(method, `/api/v1/service-orders/${order.id}${suffix}`, 'ajena', payload)).statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect(await t.database.db.selectFrom('service_orders').select(['labour_minutes', 'status']).where('id', '=', order.id).executeTakeFirst()).toEqual({ labour_minutes: 0, status: 'scheduled' });
  });

  it("lists: support sees the company's, the requester those of their tickets, another tenant 404", async () => {
    const support = (await call('GET', '/api/v1/companies/1/service-orders', 'soporte')).json();
    expect(support.data.map((row: Order) => row.id)).toContain(order.id);
    expect(support).toMatchObject({ current_page: 1, per_page: 20 });
    // The operator also raised the demo's network ticket, which has a demo order.
    const requester = (await call('GET', '/api/v1/service-orders', 'operador')).json();
    expect(requester.data.map((row: Order) => row.id)).toContain(order.id);
    expect(requester.data.every((row: Order) => row.ticket !== null)).toBe(true);
    expect((await call('GET', `/api/v1/service-orders?ticket_id=${ticketId}`, 'operador')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/service-orders', 'supervisor')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/companies/1/service-orders', 'ajena')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/service-orders', 'ajena')).json().data.every((row: Order) => row.company_id !== 1)).toBe(true);
  });
});

describe('search, filters and the calendar', () => {
  it('finds by title words or reference without case or accents; a month range for the calendar', async () => {
    const order = await create({ title: 'Reparación del Compresor de aire', location: 'Taller mecánico', scheduled_at: '2027-03-10T09:00:00-06:00' });
    const byWords = (await call('GET', '/api/v1/search/service-orders?q=COMPRESOR%20reparacion', 'soporte')).json();
    expect(byWords.data.map((row: Order) => row.id)).toEqual([order.id]);
    expect((await call('GET', `/api/v1/search/service-orders?q=${order.reference}`, 'soporte')).json().data.map((row: Order) => row.id)).toEqual([order.id]);
    expect((await call('GET', '/api/v1/search/service-orders?q=taller', 'soporte')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/service-orders?q=compresor', 'ajena')).json().total).toBe(0);
    const month = (await call('GET', `/api/v1/companies/1/service-orders?from=${encodeURIComponent('2027-03-01T00:00:00-06:00')}&to=${encodeURIComponent('2027-04-01T00:00:00-06:00')}&per_page=200&sort=scheduled_at`, 'soporte')).json();
    expect(month.data.map((row: Order) => row.id)).toEqual([order.id]);
    expect(month.per_page).toBe(200);
    const bad = await call('GET', '/api/v1/companies/1/service-orders?per_page=500', 'soporte');
    expect(expectErrorShape(bad.json(), 422).data.errors?.['querystring.per_page']?.[0]).toContain('200');
  });
});

describe('status flow', () => {
  it('moves along SERVICE_ORDER_TRANSITIONS; done only by signing; a bad move is 422 in Spanish and writes nothing', async () => {
    const order = await create();
    const move = (status: string) => call('PUT', `/api/v1/service-orders/${order.id}/status`, 'soporte', { status });
    expect((await move('in_progress')).json().status).toBe('in_progress');
    expect((await move('scheduled')).json().status).toBe('scheduled');
    const done = await move('done');
    expect(expectErrorShape(done.json(), 422).data.code).toBe('service_order_invalid_transition');
    expect(done.json().message).toContain('firma');
    expect((await move('cancelled')).json().status).toBe('cancelled');
    const wrong = await move('in_progress');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Una orden cancelada no puede pasar a en proceso.');
    expect((await sign(order.id)).statusCode).toBe(422);
    expect((await call('GET', `/api/v1/service-orders/${order.id}`, 'soporte')).json()).toMatchObject({ status: 'cancelled', signed_at: null });
    expect((await move('scheduled')).json().status).toBe('scheduled');
    const unknown = await move('terminada');
    expect(expectErrorShape(unknown.json(), 422).data.errors?.status?.[0]).toContain('estado');
  });

  it('the technician works their own order (labour, parts, progress) but not what support decides', async () => {
    const order = await create({ technician_id: ids.tecnico });
    // Out of the department: no longer support, still this order's technician.
    await t.database.db.deleteFrom('department_users').where('user_id', '=', ids.tecnico!).execute();
    const other = await create({ title: 'Orden de otro técnico' });
    expect((await call('GET', `/api/v1/service-orders/${other.id}`, 'tecnico')).statusCode).toBe(404);
    const mine = (await call('GET', '/api/v1/service-orders', 'tecnico')).json();
    expect(mine.data.map((row: Order) => row.id)).toEqual([order.id]);
    const work = await call('PUT', `/api/v1/service-orders/${order.id}`, 'tecnico', { labour_minutes: 45, parts: [{ description: 'Fusible 2 A', quantity: 2, unit: 'pza' }, { description: 'Cable', quantity: 1.5, unit: 'm' }] });
    expect(work.json()).toMatchObject({ labour_minutes: 45, can_manage: false, can_work: true, parts: [{ quantity: 2 }, { quantity: 1.5, unit: 'm' }] });
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'tecnico', { title: 'Otra cosa' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'tecnico', { status: 'in_progress' })).json().status).toBe('in_progress');
    expect((await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'tecnico', { status: 'cancelled' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/service-orders/${order.id}`, 'tecnico')).statusCode).toBe(403);
    // …and no longer assignable: support cannot give them a new order.
    expect(expectErrorShape((await call('POST', '/api/v1/service-orders', 'soporte', orderInput({ technician_id: ids.tecnico }))).json(), 422).data.code).toBe('service_order_technician_invalid');
    expect((await sign(order.id, 'tecnico')).json()).toMatchObject({ status: 'done', signed_by: { id: ids.tecnico } });
  });
});

describe('the signature', () => {
  it('refuses a blank, tiny, oversized or out-of-box signature and a missing name; nothing written', async () => {
    const order = await create();
    const cases: [object, string][] = [
      [{ receiver_name: 'Lucía', strokes: [] }, 'Falta la firma'],
      [{ receiver_name: 'Lucía', strokes: [[[100, 100]]] }, 'en blanco'],
      [{ receiver_name: 'Lucía', strokes: [[[100, 100], [110, 102]]] }, 'en blanco'],
      [{ receiver_name: 'Lucía', strokes: [[[100, 100], [700, 100]]] }, 'recuadro'],
      [{ receiver_name: 'Lucía', strokes: [[[100, -1], [300, 100]]] }, 'recuadro'],
      [{ receiver_name: 'Lucía', strokes: Array.from({ length: 61 }, () => [[0, 0], [300, 100]]) }, 'trazos'],
      [{ receiver_name: 'Lucía', strokes: [Array.from({ length: 1001 }, (_, i) => [i % 600, 50])] }, 'puntos'],
      [{ receiver_name: 'Lucía', strokes: [[['a', 1]]] }, 'numéricas'],
      [{ receiver_name: '', strokes }, 'nombre'],
    ];
    for (const [payload, words] of cases) {
      const response = await sign(order.id, 'soporte', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(JSON.stringify(expectErrorShape(response.json(), 422).data.errors), words).toContain(words);
    }
    expect(await t.database.db.selectFrom('service_orders').select(['status', 'signed_at', 'signature_strokes', 'verification_token_hash']).where('id', '=', order.id).executeTakeFirst()).toEqual({
      status: 'scheduled',
      signed_at: null,
      signature_strokes: null,
      verification_token_hash: null,
    });
  });

  describe('a signed order', () => {
    let order: Order;
    let signed: Order & { signature: { width: number; height: number; strokes: [number, number][][] }; signed_by: { id: number } };
    beforeAll(async () => {
      order = await create({ technician_id: ids.soporte, labour_minutes: 30 });
      const response = await sign(order.id);
      expect(response.statusCode, response.body).toBe(200);
      signed = response.json();
    });

    it('is done, stamped, sealed with a fingerprint of its content, with a verification link', async () => {
      expect(signed).toMatchObject({ status: 'done', receiver_name: 'Lucía Fernández', signed_by: { id: ids.soporte }, can_manage: false, can_work: false, signature: { ...SIGNATURE_BOX, strokes } });
      expect(signed.verification_url).toMatch(/\/verificar\/orden-servicio\/[A-Za-z0-9_-]{43}$/);
      expect(
        fingerprintOf({
          reference: signed.reference,
          company_id: 1,
          title: signed.title as string,
          description: signed.description as string,
          location: signed.location as string,
          scheduled_at: signed.scheduled_at as string,
          technician: (signed.technician as { name: string }).name,
          labour_minutes: 30,
          parts: signed.parts as never,
          receiver_name: 'Lucía Fernández',
          signed_at: signed.signed_at!,
          strokes,
        }),
      ).toBe(signed.fingerprint);
      // The token is not stored, only its hash.
      const row = await t.database.db.selectFrom('service_orders').select(['verification_token_hash']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row.verification_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(signed.verification_url).not.toContain(row.verification_token_hash);
    });

    it('is frozen: edits, moves, a second signature and deletion are 422', async () => {
      for (const response of [
        await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { labour_minutes: 1 }),
        await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'soporte', { status: 'cancelled' }),
        await sign(order.id, 'soporte', { receiver_name: 'Otra persona', strokes }),
        await call('DELETE', `/api/v1/service-orders/${order.id}`, 'admin'),
      ]) {
        expect(expectErrorShape(response.json(), 422).data.code).toBe('service_order_signed');
      }
      expect((await call('GET', `/api/v1/service-orders/${order.id}`, 'soporte')).json()).toMatchObject({ labour_minutes: 30, receiver_name: 'Lucía Fernández', status: 'done' });
    });

    it('prints a PDF with the reference, the receiver, the QR of the link — and the strokes drawn as paths inside the box', async () => {
      const response = await call('GET', `/api/v1/service-orders/${order.id}/pdf`, 'soporte');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.headers['content-disposition']).toContain(`orden-servicio-${order.reference}.pdf`);
      const pdf = response.rawPayload;
      const text = await pdfText(pdf);
      expect(text).toContain(order.reference);
      expect(text).toContain('Lucía Fernández');
      expect(text).toContain('Lector de códigos');
      expect(text).toContain(signed.fingerprint);
      expect(await qrCodesOf(pdf)).toEqual([signed.verification_url]);

      // Every stroke is a stroked path through exactly its points, and they all land in one box
      // of the signature's proportions on the page.
      const paths = await strokedPathsOf(pdf);
      const drawn = strokes.map((stroke) => paths.find((path) => path.points.length === stroke.length && path.points.every(([x, y], i) => Math.abs(x - stroke[i]![0]) < 0.01 && Math.abs(y - stroke[i]![1]) < 0.01)));
      expect(drawn.every(Boolean)).toBe(true);
      const corners = drawn.map((path) => [onPage(path!.ctm, [0, 0]), onPage(path!.ctm, [SIGNATURE_BOX.width, SIGNATURE_BOX.height])]);
      expect(new Set(corners.map((corner) => JSON.stringify(corner))).size).toBe(1);
      const [[x0, y0], [x1, y1]] = corners[0] as [[number, number], [number, number]];
      expect(Math.abs(x1 - x0) / Math.abs(y1 - y0)).toBeCloseTo(SIGNATURE_BOX.width / SIGNATURE_BOX.height, 5);
      // On the letter-size page (612 × 792 pt).
      for (const x of [x0, x1]) expect(x >= 0 && x <= 612, `x ${x}`).toBe(true);
      for (const y of [y0, y1]) expect(y >= 0 && y <= 792, `y ${y}`).toBe(true);
    });

    it('verifies publicly with the token of the QR code; an unknown or malformed token is 404 or 422', async () => {
      const token = signed.verification_url!.split('/').at(-1)!;
      const response = await call('GET', `/api/v1/public/service-orders/${token}`, null);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        reference: order.reference,
        company: expect.stringContaining('Logística'),
        title: order.title,
        technician: expect.any(String),
        receiver_name: 'Lucía Fernández',
        signed_at: signed.signed_at,
        fingerprint: signed.fingerprint,
      });
      const unknown = await call('GET', `/api/v1/public/service-orders/${'A'.repeat(43)}`, null);
      expect(expectErrorShape(unknown.json(), 404).data.code).toBe('not_found');
      expect((await call('GET', '/api/v1/public/service-orders/%3Cscript%3E', null)).statusCode).toBe(422);
    });
  });
});

describe('deleting', () => {
  it('support deletes an unsigned order with its parts and words', async () => {
    const order = await create();
    expect((await call('DELETE', `/api/v1/service-orders/${order.id}`, 'soporte')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/service-orders/${order.id}`, 'soporte')).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('service_order_parts').select('id').where('service_order_id', '=', order.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('service_order_search_terms').select('term').where('service_order_id', '=', order.id).execute()).toEqual([]);
  });
});

describe('createFromRevisionItems (the revision orders entry point)', () => {
  const soporte = (): Principal => ({ userId: ids.soporte!, tokenId: 0, clientId: 'web', globalRoles: [], companyRoles: { 1: ['technical_support'] }, companyIds: [1], expiresAt: '2099-01-01T00:00:00Z' });
  const items = [
    { revision_item_id: 9001, title: 'Llanta trasera desgastada', description: 'Cambiar llanta', location: 'Tractocamión T-01' },
    { revision_item_id: 9002, title: 'Luz de freno fundida', description: 'Cambiar foco', location: 'Tractocamión T-01' },
  ];

  it('makes one order per failed item, and the same ones again on a second call (idempotent)', async () => {
    const first = await t.services.support.serviceOrders.createFromRevisionItems(soporte(), { company_id: 1, revision_order_id: 77, items });
    expect(first.map((order) => [order.revision_order_id, order.revision_item_id, order.status, order.title])).toEqual([
      [77, 9001, 'scheduled', 'Llanta trasera desgastada'],
      [77, 9002, 'scheduled', 'Luz de freno fundida'],
    ]);
    const before = await count('service_orders');
    const again = await t.services.support.serviceOrders.createFromRevisionItems(soporte(), { company_id: 1, revision_order_id: 77, items: [...items].reverse() });
    expect(again.map((order) => order.id)).toEqual([first[1]!.id, first[0]!.id]);
    expect(await count('service_orders')).toBe(before);
  });

  it('two calls at once still make one order per item', async () => {
    const racing = [{ revision_item_id: 9100, title: 'Espejo roto', description: '', location: 'Caja C-9' }];
    const [a, b] = await Promise.all([0, 1].map(() => t.services.support.serviceOrders.createFromRevisionItems(soporte(), { company_id: 1, revision_order_id: 78, items: racing })));
    expect(a![0]!.id).toBe(b![0]!.id);
  });

  it('is support only; another company is 404', async () => {
    const employee: Principal = { ...soporte(), userId: ids.operador!, companyRoles: { 1: ['employee'] } };
    await expect(t.services.support.serviceOrders.createFromRevisionItems(employee, { company_id: 1, revision_order_id: 79, items })).rejects.toMatchObject({ status: 403 });
    await expect(t.services.support.serviceOrders.createFromRevisionItems(soporte(), { company_id: 4, revision_order_id: 79, items })).rejects.toMatchObject({ status: 404 });
  });
});

describe('the demo', () => {
  it('company 1 has orders in every status, one from a ticket, one signed that verifies', async () => {
    const rows = await t.database.db.selectFrom('service_orders').select(['status', 'ticket_id', 'signed_at', 'verification_token_hash']).where('company_id', '=', 1).where('created_by', '=', ids.soporte!).where('revision_item_id', 'is', null).execute();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['scheduled', 'in_progress', 'done', 'cancelled']));
    expect(rows.some((row) => row.ticket_id !== null)).toBe(true);
    const signed = (await call('GET', '/api/v1/companies/1/service-orders?status=done&sort=number', 'soporte')).json().data[0] as Order;
    const detail = (await call('GET', `/api/v1/service-orders/${signed.id}`, 'soporte')).json() as Order;
    const token = detail.verification_url!.split('/').at(-1)!;
    expect((await call('GET', `/api/v1/public/service-orders/${token}`, null)).json()).toMatchObject({ reference: signed.reference, fingerprint: detail.fingerprint });
  });
});

describe('the service-orders report kind', () => {
  it("support — the role or the soporte-tecnico department, as for tickets — gets a signed link to a CSV of exactly the company's orders; an employee 403, another tenant 404", async () => {
    const generate = (who: Who, companyId: number) => call('GET', `/api/v1/companies/${companyId}/generate-url-report/service-orders?format=csv`, who);
    const link = await generate('soporte', 1);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().file_name).toMatch(/^ordenes-de-servicio/);
    const file = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(file.statusCode).toBe(200);
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('referencia,título,lugar,programada,estado,técnico');
    const references = lines.slice(1).map((line) => line.split(',')[0]);
    const expected = await t.database.db.selectFrom('service_orders').select('number').where('company_id', '=', 1).orderBy('id').execute();
    expect(references).toEqual(expected.map((row) => `OS-${String(row.number).padStart(6, '0')}`));
    expect(file.rawPayload.toString('utf8')).toContain('Jorge Ramírez Ochoa');
    // A department member without a support role: the tickets report's rule (mayGenerate).
    await addPerson(t, { email: 'reportes-soporte@logistica.demo.mx', name: 'Reportes', companies: [1], departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
    const member = (await t.login('reportes-soporte@logistica.demo.mx')).access_token;
    const byMember = await t.app.inject({ method: 'GET', url: '/api/v1/companies/1/generate-url-report/service-orders?format=csv', headers: t.bearer(member) });
    expect(byMember.statusCode, byMember.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: byMember.json().url })).statusCode).toBe(200);
    expect((await generate('operador', 1)).statusCode).toBe(403);
    expect((await generate('ajena', 1)).statusCode).toBe(404);
  });
});
