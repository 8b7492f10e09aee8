import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServerToClientEvents, revisionOrderChangedEventSchema, serviceOrderChangedEventSchema } from '../../../../src/shared/realtime';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * Service and revision orders outside the database: the technician (inspector) is told — a
 * notification that opens the order and an e-mail — when the order is given to them or its date
 * moves, never of their own action; `service-order.changed` / `revision-order.changed` reach the
 * company's support room and the assignee's user room (the previous one's too), nobody else, and
 * carry no content.
 */
let t: TestApp;
let url: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const sockets: Socket[] = [];
type Who = 'soporte' | 'tecnico' | 'tecnica' | 'operador' | 'ajena';
const EMAILS: Record<Who, string> = {
  soporte: 'soporte@logistica.demo.mx',
  tecnico: 'tecnico@logistica.demo.mx',
  tecnica: 'tecnica@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  ajena: 'admin@ajena.demo.mx',
};
type AppSocket = Socket<ServerToClientEvents, Record<string, (payload: unknown, ack?: (answer: { ok: boolean }) => void) => void>>;

const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, who: Who, payload?: object) => t.app.inject({ method, url: path, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Two technicians of the soporte-tecnico department (assignable, and support themselves).
  await addPerson(t, { email: EMAILS.tecnico, name: 'Tomás', departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  await addPerson(t, { email: EMAILS.tecnica, name: 'Teresa', departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  for (const who of Object.keys(EMAILS) as Who[]) {
    tokens[who] = (await t.login(EMAILS[who])).access_token;
    ids[who] = await t.userIdOf(EMAILS[who]);
  }
  ids.truck = (await t.database.db.selectFrom('units').select('id').where('company_id', '=', 1).where('kind', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function open(who: Who): Promise<AppSocket> {
  const socket: AppSocket = connect(url, { transports: ['websocket'], auth: { token: tokens[who] }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
const subscribe = (socket: AppSocket) => new Promise<{ ok: boolean }>((resolve) => socket.emit('tickets:subscribe', { company_id: 1 }, resolve));
function heard<E extends 'service-order.changed' | 'revision-order.changed'>(socket: AppSocket, event: E) {
  const events: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as never, ((payload: Parameters<ServerToClientEvents[E]>[0]) => events.push(payload)) as never);
  return events;
}

/** The notices a person got about a reference (notifications table), oldest first. */
const noticesOf = async (who: Who, reference: string) =>
  (await t.database.db.selectFrom('notifications').select(['title', 'body', 'route']).where('user_id', '=', ids[who]!).orderBy('id').execute()).filter((row) => row.title.startsWith(reference));
const mailsOf = (who: Who, reference: string) => t.mailer.messages.filter((message) => [message.to].flat().includes(EMAILS[who]) && message.subject.startsWith(`[${reference}]`));

describe('service orders', () => {
  const settled = () => t.services.support.serviceOrders.settled();
  const create = async (who: Who, technician: Who | null) => {
    const response = await call('POST', '/api/v1/service-orders', who, {
      company_id: 1,
      title: 'Cambio de lector en caseta 3',
      description: 'El lector no enciende.',
      location: 'Caseta 3',
      scheduled_at: '2026-12-02T10:00:00-06:00',
      parts: [],
      ...(technician ? { technician_id: ids[technician] } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; reference: string };
  };

  it('tells the technician of an order given to them and of a new date, by notice and mail; nobody of their own action', async () => {
    const order = await create('soporte', 'tecnico');
    await settled();
    const [notice, ...more] = await noticesOf('tecnico', order.reference);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: `${order.reference}: Te asignaron la orden de servicio ${order.reference}`, route: `/soporte/ordenes-servicio/${order.id}/detalles` });
    expect(notice!.body).toContain('Cambio de lector en caseta 3');
    expect(notice!.body).toContain('2 de diciembre de 2026');
    expect(mailsOf('tecnico', order.reference).map((mail) => mail.subject)).toEqual([`[${order.reference}] Cambio de lector en caseta 3`]);
    expect(await noticesOf('soporte', order.reference)).toEqual([]);

    // A new date: the technician is told; an edit that moves neither tells nobody.
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { scheduled_at: '2026-12-03T12:00:00-06:00' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { description: 'Ya tampoco lee tarjetas.', scheduled_at: '2026-12-03T12:00:00-06:00' })).statusCode).toBe(200);
    await settled();
    expect((await noticesOf('tecnico', order.reference)).map((row) => row.title)).toEqual([
      `${order.reference}: Te asignaron la orden de servicio ${order.reference}`,
      `${order.reference}: Cambió la fecha de la orden de servicio ${order.reference}`,
    ]);
    expect((await noticesOf('tecnico', order.reference))[1]!.body).toContain('3 de diciembre de 2026');
    expect(mailsOf('tecnico', order.reference)).toHaveLength(2);

    // The technician moving their own order's date (they are support too) is not told of it.
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'tecnico', { scheduled_at: '2026-12-04T12:00:00-06:00' })).statusCode).toBe(200);
    // Reassigned: the new technician is told (one notice, not also of the date changed with it); the previous one is not.
    expect((await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { technician_id: ids.tecnica, scheduled_at: '2026-12-05T12:00:00-06:00' })).statusCode).toBe(200);
    await settled();
    expect(await noticesOf('tecnico', order.reference)).toHaveLength(2);
    expect((await noticesOf('tecnica', order.reference)).map((row) => row.title)).toEqual([`${order.reference}: Te asignaron la orden de servicio ${order.reference}`]);
    expect(mailsOf('tecnica', order.reference)).toHaveLength(1);
  });

  it('tells nobody of an order without technician or one support assigns to themselves', async () => {
    const nobody = await create('soporte', null);
    const own = await create('tecnico', 'tecnico');
    await settled();
    for (const who of ['soporte', 'tecnico', 'tecnica', 'operador'] as Who[]) {
      expect(await noticesOf(who, nobody.reference)).toEqual([]);
      expect(await noticesOf(who, own.reference)).toEqual([]);
    }
    expect(mailsOf('tecnico', own.reference)).toEqual([]);
  });

  it('sends service-order.changed to the support room and the technicians (old and new), no one else, without content', async () => {
    const [support, tecnico, tecnica, operador, ajena] = await Promise.all([open('soporte'), open('tecnico'), open('tecnica'), open('operador'), open('ajena')]);
    expect(await subscribe(support)).toEqual({ ok: true });
    expect(await subscribe(operador)).toMatchObject({ ok: false });
    expect(await subscribe(ajena)).toMatchObject({ ok: false });
    const listen = (socket: AppSocket) => heard(socket, 'service-order.changed');
    const [supportHeard, tecnicoHeard, tecnicaHeard, operadorHeard, ajenaHeard] = [listen(support), listen(tecnico), listen(tecnica), listen(operador), listen(ajena)];

    const order = await create('soporte', 'tecnico');
    await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { scheduled_at: '2026-12-06T09:00:00-06:00' });
    await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'tecnico', { status: 'in_progress' });
    await call('PUT', `/api/v1/service-orders/${order.id}`, 'soporte', { technician_id: ids.tecnica });
    await call('PUT', `/api/v1/service-orders/${order.id}/status`, 'soporte', { status: 'cancelled' });
    expect((await call('DELETE', `/api/v1/service-orders/${order.id}`, 'soporte')).statusCode).toBe(200);
    await settle();

    expect(supportHeard.map((event) => serviceOrderChangedEventSchema.strict().parse(event).change)).toEqual(['created', 'schedule', 'status', 'assignee', 'status', 'deleted']);
    expect(supportHeard[0]).toEqual({ id: order.id, company_id: 1, reference: order.reference, status: 'scheduled', technician_id: ids.tecnico, change: 'created', at: expect.any(String) });
    expect(supportHeard[2]).toMatchObject({ status: 'in_progress' });
    expect(supportHeard[3]).toMatchObject({ technician_id: ids.tecnica });
    // The previous technician hears the reassignment (their list loses the order), then nothing more.
    expect(tecnicoHeard.map((event) => event.change)).toEqual(['created', 'schedule', 'status', 'assignee']);
    expect(tecnicaHeard.map((event) => event.change)).toEqual(['assignee', 'status', 'deleted']);
    expect(operadorHeard).toEqual([]);
    expect(ajenaHeard).toEqual([]);
  });
});

describe('revision orders', () => {
  const settled = () => t.services.support.revisionOrders.settled();
  let templateId = 0;
  const create = async (inspector: Who | null) => {
    if (!templateId) {
      const template = await call('POST', '/api/v1/companies/1/checklist-templates', 'soporte', { name: 'Revisión de salida', asset_kind: 'truck', items: [{ label: 'Luces' }] });
      expect(template.statusCode, template.body).toBe(201);
      templateId = template.json().id;
    }
    const response = await call('POST', '/api/v1/revision-orders', 'soporte', {
      company_id: 1,
      template_id: templateId,
      asset_kind: 'truck',
      asset_id: ids.truck,
      scheduled_at: '2026-12-01T09:00:00-06:00',
      ...(inspector ? { inspector_id: ids[inspector] } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; reference: string; items: { id: number }[] };
  };

  it('tells the inspector of an order given to them and of a new date; not support assigning themselves', async () => {
    const order = await create('tecnico');
    await settled();
    const [notice] = await noticesOf('tecnico', order.reference);
    expect(notice).toMatchObject({ title: `${order.reference}: Te asignaron la orden de revisión ${order.reference}`, route: `/soporte/ordenes-revision/${order.id}/detalles` });
    expect(notice!.body).toContain('Revisión de salida');
    expect(mailsOf('tecnico', order.reference)).toHaveLength(1);

    expect((await call('PUT', `/api/v1/revision-orders/${order.id}`, 'soporte', { scheduled_at: '2026-12-02T09:00:00-06:00' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/revision-orders/${order.id}`, 'soporte', { inspector_id: ids.soporte })).statusCode).toBe(200);
    await settled();
    expect((await noticesOf('tecnico', order.reference)).map((row) => row.title)).toEqual([
      `${order.reference}: Te asignaron la orden de revisión ${order.reference}`,
      `${order.reference}: Cambió la fecha de la orden de revisión ${order.reference}`,
    ]);
    expect(await noticesOf('soporte', order.reference)).toEqual([]);
    expect(mailsOf('soporte', order.reference)).toEqual([]);
  });

  it('sends revision-order.changed to the support room and the inspector, no one else', async () => {
    const [support, tecnico, operador] = await Promise.all([open('soporte'), open('tecnico'), open('operador')]);
    expect(await subscribe(support)).toEqual({ ok: true });
    const listen = (socket: AppSocket) => heard(socket, 'revision-order.changed');
    const [supportHeard, tecnicoHeard, operadorHeard] = [listen(support), listen(tecnico), listen(operador)];
    const order = await create('tecnico');
    expect((await call('PUT', `/api/v1/revision-orders/${order.id}/items/${order.items[0]!.id}`, 'tecnico', { result: 'pass', note: null, photos: [] })).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/revision-orders/${order.id}/status`, 'tecnico', { status: 'done' })).statusCode).toBe(200);
    await settle();
    expect(supportHeard.map((event) => revisionOrderChangedEventSchema.strict().parse(event).change)).toEqual(['created', 'answer', 'status']);
    expect(supportHeard[1]).toEqual({ id: order.id, company_id: 1, reference: order.reference, status: 'in_progress', inspector_id: ids.tecnico, change: 'answer', at: expect.any(String) });
    expect(tecnicoHeard.map((event) => event.status)).toEqual(['scheduled', 'in_progress', 'done']);
    expect(operadorHeard).toEqual([]);
  });
});
