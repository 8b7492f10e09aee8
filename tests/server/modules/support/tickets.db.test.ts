import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartForm } from '../../../helpers/multipart';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Support tickets: raised by any member of the company, worked by its support (technical_support,
 * the soporte-tecnico department, the company's admins); the requester sees their own and never
 * the internal notes; another tenant's ticket does not exist. The status flow and the public
 * replies that move it, the assignee rule, and what is written (or not) each time.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'admin' | 'soporte' | 'operador' | 'supervisor' | 'ajena' | 'super' | 'deptMember';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const raise = async (who: Who = 'operador', overrides: object = {}) => {
  const response = await call('POST', '/api/v1/tickets', who, { subject: 'La impresora del almacén no imprime', description: 'Marca error de papel aunque tiene hojas.', category: 'impresion', priority: 'high', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; reference: string; status: string; company_id: number };
};
const count = async (table: 'tickets' | 'ticket_messages' | 'ticket_status_events') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  ids.deptMember = await addPerson(t, { email: 'mesa@logistica.demo.mx', name: 'Mesa', departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['soporte', 'soporte@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['supervisor', 'supervisor@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['deptMember', 'mesa@logistica.demo.mx'],
  ];
  for (const [who, email] of people) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
});
afterAll(() => t.close());

describe('raising a ticket', () => {
  it('any employee raises one in their company: numbered per company, new, its first timeline row', async () => {
    const ticket = await raise();
    expect(ticket).toMatchObject({ company_id: 1, status: 'new', requester: { id: ids.operador }, assignee: null, can_work: false });
    expect(ticket.reference).toMatch(/^TK-\d{6}$/);
    const next = await raise('supervisor', { subject: 'Sin acceso al correo' , category: 'correo' });
    expect(Number(next.reference.slice(3))).toBe(Number(ticket.reference.slice(3)) + 1);
    const events = await t.database.db.selectFrom('ticket_status_events').selectAll().where('ticket_id', '=', ticket.id).execute();
    expect(events).toMatchObject([{ from_status: null, to_status: 'new', by_user_id: ids.operador }]);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const before = await count('tickets');
    const cases: [object, string][] = [
      [{ subject: 'x' }, 'subject'],
      [{ category: 'cafetera' }, 'category'],
      [{ priority: 'ya' }, 'priority'],
      [{ related_kind: 'unit' }, 'related_id'],
      [{ description: 'a'.repeat(10_001) }, 'description'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/api/v1/tickets', 'operador', { subject: 'Algo falla', description: 'Detalle', category: 'otro', ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors).toHaveProperty(field);
    }
    const stranger = await call('POST', '/api/v1/tickets', 'operador', { subject: 'Algo falla', description: 'Detalle', category: 'otro', related_kind: 'employee', related_id: 999_999 });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toContain('activo');
    expect(await count('tickets')).toBe(before);
  });

  it('another company is not there for the caller (404)', async () => {
    const response = await call('POST', '/api/v1/tickets', 'operador', { company_id: 4, subject: 'Intruso', description: 'x', category: 'otro' });
    expect(expectErrorShape(response.json(), 404).status).toBe(404);
  });
});

describe('who sees a ticket', () => {
  it('the requester and support see it; a colleague and another tenant get 404', async () => {
    const ticket = await raise();
    for (const who of ['operador', 'soporte', 'admin', 'super', 'deptMember'] as const) {
      const response = await call('GET', `/api/v1/tickets/${ticket.id}`, who);
      expect(response.statusCode, who).toBe(200);
      expect(response.json().can_work, who).toBe(who !== 'operador');
    }
    for (const who of ['supervisor', 'ajena'] as const) expect((await call('GET', `/api/v1/tickets/${ticket.id}`, who)).statusCode, who).toBe(404);
  });

  it('lists: support sees the queue, a requester only their own, another tenant nothing', async () => {
    const own = await raise('supervisor', { subject: 'Monitor parpadea', category: 'equipo', priority: 'low' });
    const support = (await call('GET', '/api/v1/companies/1/tickets?view=all', 'soporte')).json();
    expect(support.data.map((row: { id: number }) => row.id)).toContain(own.id);
    expect(support).toMatchObject({ current_page: 1, per_page: 20 });
    const mine = (await call('GET', '/api/v1/companies/1/tickets', 'supervisor')).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((row: { requester: { id: number } }) => row.requester.id === ids.supervisor)).toBe(true);
    const across = (await call('GET', '/api/v1/tickets', 'supervisor')).json();
    expect(across.total).toBe(mine.total);
    expect((await call('GET', '/api/v1/companies/1/tickets', 'ajena')).statusCode).toBe(404);
    const low = (await call('GET', '/api/v1/companies/1/tickets?priority=low&sort=number', 'soporte')).json();
    expect(low.data.every((row: { priority: string }) => row.priority === 'low')).toBe(true);
    const bad = await call('GET', '/api/v1/companies/1/tickets?view=todo', 'soporte');
    expect(expectErrorShape(bad.json(), 422).data.errors?.['querystring.view']?.[0]).toContain('vista');
  });

  it('searches by subject or reference without case or accents; a requester finds only their own', async () => {
    const ticket = await raise('operador', { subject: 'Conmutador de Almacén sin línea', category: 'telefonia' });
    const byWords = (await call('GET', '/api/v1/search/tickets?q=CONMUTADOR%20almacen', 'soporte')).json();
    expect(byWords.data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    const byReference = (await call('GET', `/api/v1/search/tickets?q=${ticket.reference}`, 'soporte')).json();
    expect(byReference.data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    expect((await call('GET', '/api/v1/search/tickets?q=conmutador', 'supervisor')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/tickets?q=conmutador', 'operador')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/tickets?q=conmutador', 'ajena')).json().total).toBe(0);
  });
});

describe('support in one company, a plain member in another', () => {
  it('lists every ticket of the first and only their own of the second', async () => {
    await addPerson(t, { email: 'doble@demo.mx', companies: [1, 3], roles: [['technical_support', 1], ['employee', 3]] });
    const doble = (await t.login('doble@demo.mx')).access_token;
    const horizonte = (await t.login('empleado@horizonte.demo.mx')).access_token;
    const post = async (token: string, subject: string, company_id: number) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: t.bearer(token), payload: { company_id, subject, description: 'x', category: 'otro' } })).json().id as number;
    const colleagues = await post(horizonte, 'Horizonte ajeno mezclado', 3);
    const own = await post(doble, 'Horizonte propio mezclado', 3);
    const logistica = await raise('operador', { subject: 'Logistica mezclado' });
    const list = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: t.bearer(doble) })).json().data.map((row: { id: number }) => row.id) as number[];
    const all = await list('/api/v1/tickets?q=mezclado');
    expect(all.sort()).toEqual([own, logistica.id].sort());
    expect(await list('/api/v1/search/tickets?q=horizonte')).toEqual([own]);
    expect(await list('/api/v1/companies/3/tickets?q=mezclado')).toEqual([own]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${colleagues}`, headers: t.bearer(doble) })).statusCode).toBe(404);
  });
});

describe('the conversation', () => {
  it('support answers in public (the requester is told by mail and notice) and notes in private', async () => {
    const ticket = await raise();
    const emitted = vi.spyOn(t.realtime, 'emitToRoom');
    const note = await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'soporte', { kind: 'internal_note', body: 'Parece el rodillo; pedir refacción.' });
    expect(note.statusCode, note.body).toBe(201);
    expect(emitted.mock.calls.map(([room]) => room)).toEqual(['company:1:support', `ticket:${ticket.id}:agents`]);
    emitted.mockClear();
    const reply = await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'soporte', { body: 'Vamos a revisarla hoy por la tarde.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(emitted.mock.calls.map(([room, event, payload]) => [room, event, (payload as { change: string }).change])).toEqual([
      ['company:1:support', 'ticket.changed', 'message'],
      [`ticket:${ticket.id}`, 'ticket.changed', 'message'],
    ]);
    emitted.mockRestore();
    const after = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'operador')).json();
    expect(after.status).toBe('open');
    expect(after.first_agent_reply_at).not.toBeNull();
    expect(after.status_events.map((event: { to_status: string }) => event.to_status)).toEqual(['new', 'open']);
    await t.services.support.tickets.settled();
    const mail = t.mailer.last('operador@logistica.demo.mx');
    expect(mail?.subject).toContain(ticket.reference);
    expect(mail?.text).toContain('Vamos a revisarla');
    const notice = await t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', ids.operador!).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ route: `/soporte/tickets/${ticket.id}/detalles` });
    expect(notice.title).toContain(ticket.reference);

    const seenByRequester = (await call('GET', `/api/v1/tickets/${ticket.id}/messages`, 'operador')).json().data;
    expect(seenByRequester.map((message: { kind: string }) => message.kind)).toEqual(['public_reply']);
    const seenBySupport = (await call('GET', `/api/v1/tickets/${ticket.id}/messages`, 'soporte')).json().data;
    expect(seenBySupport.map((message: { kind: string }) => message.kind)).toEqual(['internal_note', 'public_reply']);
    expect((await call('GET', `/api/v1/tickets/${ticket.id}/messages`, 'supervisor')).statusCode).toBe(404);
  });

  it('a requester may not write internal notes, nor empty or oversized messages; nothing is written', async () => {
    const ticket = await raise();
    const before = await count('ticket_messages');
    expect(expectErrorShape((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { kind: 'internal_note', body: 'x' })).json(), 403).data.code).toBe('forbidden');
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: '   ' })).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: 'x', attachments: [123456] })).statusCode).toBe(422);
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'ajena', { body: 'x' })).statusCode).toBe(404);
    expect(await count('ticket_messages')).toBe(before);
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (who: Who, ticketId: number) => {
    const body = multipartForm([{ field: 'resource_type', value: 'ticket' }, { field: 'resource_id', value: String(ticketId) }, { field: 'file', filename: 'captura.pdf', content: PDF, type: 'application/pdf' }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: { ...t.bearer(tokens[who]!), ...body.headers }, payload: body.payload });
  };

  it('the requester and support add files to the ticket and attach them to a message; nobody else reaches them', async () => {
    const ticket = await raise();
    const mine = await upload('operador', ticket.id);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await upload('soporte', ticket.id);
    expect(theirs.statusCode, theirs.body).toBe(200);
    for (const who of ['supervisor', 'ajena'] as const) expect((await upload(who, ticket.id)).statusCode, who).toBe(404);
    const listed = await call('GET', `/api/v1/documents?resource_type=ticket&resource_id=${ticket.id}`, 'operador');
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await call('GET', `/api/v1/documents?resource_type=ticket&resource_id=${ticket.id}`, 'supervisor')).statusCode).toBe(404);
    const reply = await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: 'Adjunto la captura.', attachments: [mine.json().id] });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().attachments).toEqual([mine.json().id]);
    // A file of another ticket is not this ticket's.
    const other = await raise();
    expect((await call('POST', `/api/v1/tickets/${other.id}/messages`, 'operador', { body: 'x', attachments: [mine.json().id] })).statusCode).toBe(422);
  });
});

describe('the status flow', () => {
  it('waiting on the requester, back to open on their reply, resolved, reopened by the requester, closed', async () => {
    const ticket = await raise();
    const set = (who: Who, status: string) => call('PUT', `/api/v1/tickets/${ticket.id}/status`, who, { status });
    expect((await set('soporte', 'waiting_on_requester')).json().status).toBe('waiting_on_requester');
    await t.services.support.tickets.settled();
    expect(t.mailer.last('operador@logistica.demo.mx')?.subject).toContain(ticket.reference);
    await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: 'Ya la reinicié y sigue igual.' });
    expect((await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json().status).toBe('open');
    const resolved = (await set('soporte', 'resolved')).json();
    expect(resolved.resolved_at).not.toBeNull();
    const reopened = (await set('operador', 'reopened')).json();
    expect(reopened).toMatchObject({ status: 'reopened', resolved_at: null });
    expect((await set('operador', 'closed')).json().status).toBe('closed');
    const timeline = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json().status_events;
    expect(timeline.map((event: { to_status: string }) => event.to_status)).toEqual(['new', 'waiting_on_requester', 'open', 'resolved', 'reopened', 'closed']);
    expect(timeline[2].by.id).toBe(ids.operador);
  });

  it('refuses transitions outside the table with a Spanish 422 and writes nothing', async () => {
    const ticket = await raise();
    const before = await count('ticket_status_events');
    const response = await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'soporte', { status: 'reopened' });
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.code).toBe('ticket_invalid_transition');
    expect(error.message).toBe('Un ticket nuevo no puede pasar a reabierto.');
    expect(expectErrorShape((await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'soporte', { status: 'perdido' })).json(), 422).data.code).toBe('validation_failed');
    // The requester may withdraw it, not resolve it.
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'operador', { status: 'resolved' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'supervisor', { status: 'closed' })).statusCode).toBe(404);
    expect(await count('ticket_status_events')).toBe(before);
    expect((await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json().status).toBe('new');
  });

  it('a closed ticket takes no messages and reopens only within 14 days', async () => {
    const ticket = await raise();
    await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'soporte', { status: 'closed' });
    expect(expectErrorShape((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: 'hola' })).json(), 422).data.code).toBe('ticket_closed');
    await t.database.db.updateTable('tickets').set({ closed_at: new Date(Date.now() - 15 * 86_400_000).toISOString() }).where('id', '=', ticket.id).execute();
    const late = await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'operador', { status: 'reopened' });
    expect(expectErrorShape(late.json(), 422).message).toContain('14 días');
    await t.database.db.updateTable('tickets').set({ closed_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where('id', '=', ticket.id).execute();
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'operador', { status: 'reopened' })).json()).toMatchObject({ status: 'reopened', closed_at: null });
  });
});

describe('assignee, edits and deletion', () => {
  it('assigns to support people only; the queue views follow', async () => {
    const ticket = await raise();
    const assign = (who: Who, assignee_id: number | null) => call('PUT', `/api/v1/tickets/${ticket.id}/assignee`, who, { assignee_id });
    const notSupport = await assign('soporte', ids.supervisor!);
    expect(expectErrorShape(notSupport.json(), 422).data.code).toBe('ticket_assignee_invalid');
    expect(notSupport.json().message).toContain('soporte técnico');
    expect((await assign('operador', ids.soporte!)).statusCode).toBe(403);
    expect((await assign('ajena', ids.soporte!)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json().assignee).toBeNull();
    const unassigned = (await call('GET', '/api/v1/companies/1/tickets?view=unassigned', 'soporte')).json();
    expect(unassigned.data.map((row: { id: number }) => row.id)).toContain(ticket.id);
    expect((await assign('soporte', ids.deptMember!)).json().assignee).toMatchObject({ id: ids.deptMember, name: 'Mesa De' });
    const theirs = (await call('GET', '/api/v1/companies/1/tickets?view=mine', 'deptMember')).json();
    expect(theirs.data.map((row: { id: number }) => row.id)).toContain(ticket.id);
    expect((await assign('admin', ids.soporte!)).json().assignee.id).toBe(ids.soporte);
    expect((await assign('soporte', null)).json().assignee).toBeNull();
  });

  it('the requester edits while it is new (never the priority); support edits always', async () => {
    const ticket = await raise();
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'operador', { subject: 'La impresora sigue sin imprimir' })).json().subject).toBe('La impresora sigue sin imprimir');
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'operador', { priority: 'urgent' })).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/search/tickets?q=sigue%20imprimir`, 'soporte')).json().data.map((row: { id: number }) => row.id)).toEqual([ticket.id]);
    await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'soporte', { status: 'open' });
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'operador', { subject: 'Otra cosa' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'soporte', { priority: 'urgent' })).json().priority).toBe('urgent');
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'supervisor', { priority: 'low' })).statusCode).toBe(404);
  });

  it('deletes: the requester while new, the admin always; support and strangers may not', async () => {
    const fresh = await raise();
    expect((await call('DELETE', `/api/v1/tickets/${fresh.id}`, 'supervisor')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/tickets/${fresh.id}`, 'soporte')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/tickets/${fresh.id}`, 'operador')).statusCode).toBe(200);
    const worked = await raise();
    await call('PUT', `/api/v1/tickets/${worked.id}/status`, 'soporte', { status: 'open' });
    expect((await call('DELETE', `/api/v1/tickets/${worked.id}`, 'operador')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/tickets/${worked.id}`, 'ajena')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/tickets/${worked.id}`, 'admin')).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('ticket_status_events').select('id').where('ticket_id', 'in', [fresh.id, worked.id]).execute()).toEqual([]);
  });
});
