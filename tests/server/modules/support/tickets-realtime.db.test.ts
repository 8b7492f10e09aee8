import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServerToClientEvents, ticketChangedEventSchema, ticketTypingEventSchema } from '../../../../src/shared/realtime';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The ticket rooms over a real socket: a ticket's changes reach whoever joined it; joining is
 * checked (support or the requester; a colleague and another tenant are refused); typing is relayed
 * to the others in the room, and a note being typed only to support.
 */
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
type AppSocket = Socket<ServerToClientEvents, Record<string, (payload: unknown, ack?: (answer: { ok: boolean; message?: string }) => void) => void>>;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function open(email: string): Promise<AppSocket> {
  const { access_token } = await t.login(email);
  const socket: AppSocket = connect(url, { transports: ['websocket'], auth: { token: access_token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const ask = (socket: AppSocket, event: string, payload: unknown) =>
  new Promise<{ ok: boolean; message?: string }>((resolve) => socket.emit(event, payload, (answer: { ok: boolean; message?: string }) => resolve(answer)));

function heard<E extends keyof ServerToClientEvents>(socket: AppSocket, event: E) {
  const events: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as never, ((payload: Parameters<ServerToClientEvents[E]>[0]) => events.push(payload)) as never);
  return events;
}
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

async function raise(): Promise<number> {
  const { access_token } = await t.login('operador@logistica.demo.mx');
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: t.bearer(access_token), payload: { subject: 'Sin red en la caseta', description: 'No hay internet.', category: 'red' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('ticket rooms', () => {
  it('joins only who may see the ticket; changes reach the room and the company queue', async () => {
    const id = await raise();
    const [support, requester, colleague, stranger] = await Promise.all([
      open('soporte@logistica.demo.mx'),
      open('operador@logistica.demo.mx'),
      open('supervisor@logistica.demo.mx'),
      open('admin@ajena.demo.mx'),
    ]);
    expect(await ask(support, 'ticket:join', { ticket_id: id })).toEqual({ ok: true });
    expect(await ask(support, 'tickets:subscribe', { company_id: 1 })).toEqual({ ok: true });
    expect(await ask(requester, 'ticket:join', { ticket_id: id })).toEqual({ ok: true });
    expect(await ask(colleague, 'ticket:join', { ticket_id: id })).toMatchObject({ ok: false });
    expect(await ask(colleague, 'tickets:subscribe', { company_id: 1 })).toMatchObject({ ok: false });
    expect(await ask(stranger, 'ticket:join', { ticket_id: id })).toMatchObject({ ok: false });
    expect(await ask(stranger, 'ticket:join', { ticket_id: 'x' })).toMatchObject({ ok: false });
    const supportHeard = heard(support, 'ticket.changed');
    const requesterHeard = heard(requester, 'ticket.changed');
    const colleagueHeard = heard(colleague, 'ticket.changed');
    const strangerHeard = heard(stranger, 'ticket.changed');

    const { access_token } = await t.login('soporte@logistica.demo.mx');
    await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${id}/status`, headers: t.bearer(access_token), payload: { status: 'waiting_on_requester' } });
    await t.app.inject({ method: 'POST', url: `/api/v1/tickets/${id}/messages`, headers: t.bearer(access_token), payload: { kind: 'internal_note', body: 'Revisar el switch.' } });
    await settle();
    // Support hears the status from both rooms (queue and ticket) and the note; the requester the status only (room and own user room).
    expect(supportHeard.map((event) => ticketChangedEventSchema.parse(event).change)).toEqual(['status', 'status', 'message', 'message']);
    expect(requesterHeard.map((event) => event.change)).toEqual(['status', 'status']);
    expect(requesterHeard[0]).toMatchObject({ id, status: 'waiting_on_requester', reference: expect.stringMatching(/^TK-/) });
    expect(colleagueHeard).toEqual([]);
    expect(strangerHeard).toEqual([]);
  });

  it('relays typing to the others in the room; a note being typed only to support; not from outside', async () => {
    const id = await raise();
    const [support, other, requester, colleague] = await Promise.all([
      open('soporte@logistica.demo.mx'),
      open('admin@logistica.demo.mx'),
      open('operador@logistica.demo.mx'),
      open('supervisor@logistica.demo.mx'),
    ]);
    for (const socket of [support, other, requester]) expect(await ask(socket, 'ticket:join', { ticket_id: id })).toEqual({ ok: true });
    const supportHeard = heard(support, 'ticket:typing');
    const otherHeard = heard(other, 'ticket:typing');
    const requesterHeard = heard(requester, 'ticket:typing');
    support.emit('ticket:typing', { ticket_id: id, kind: 'public_reply', typing: true });
    support.emit('ticket:typing', { ticket_id: id, kind: 'internal_note', typing: true });
    colleague.emit('ticket:typing', { ticket_id: id, kind: 'public_reply', typing: true });
    requester.emit('ticket:typing', { ticket_id: id, kind: 'internal_note', typing: true });
    support.emit('ticket:typing', { ticket_id: id, kind: 'nada', typing: true });
    await settle();
    expect(supportHeard).toEqual([]);
    expect(otherHeard.map((event) => ticketTypingEventSchema.parse(event))).toEqual([
      { ticket_id: id, user_id: await t.userIdOf('soporte@logistica.demo.mx'), name: 'Lucía Pérez', kind: 'public_reply', typing: true },
      { ticket_id: id, user_id: await t.userIdOf('soporte@logistica.demo.mx'), name: 'Lucía Pérez', kind: 'internal_note', typing: true },
    ]);
    expect(requesterHeard.map((event) => event.kind)).toEqual(['public_reply']);
    requester.emit('ticket:leave', { ticket_id: id });
    await settle(50);
    support.emit('ticket:typing', { ticket_id: id, kind: 'public_reply', typing: false });
    await settle();
    expect(requesterHeard).toHaveLength(1);
    expect(otherHeard).toHaveLength(3);
  });
  it('a notice of the SLA sweep tells support’s rooms (change sla, «Por vencer» refreshes), never the requester', async () => {
    const id = await raise();
    const [support, requester] = await Promise.all([open('soporte@logistica.demo.mx'), open('operador@logistica.demo.mx')]);
    expect(await ask(support, 'tickets:subscribe', { company_id: 1 })).toEqual({ ok: true });
    expect(await ask(requester, 'ticket:join', { ticket_id: id })).toEqual({ ok: true });
    const supportHeard = heard(support, 'ticket.changed');
    const requesterHeard = heard(requester, 'ticket.changed');
    // Far ahead: every clock of the company's open tickets has breached by then.
    await t.services.support.slaSweep.run(new Date(Date.now() + 400 * 86_400_000));
    await settle();
    const mine = supportHeard.map((event) => ticketChangedEventSchema.parse(event)).filter((event) => event.id === id);
    expect(mine).toEqual([expect.objectContaining({ id, change: 'sla', status: 'new' })]);
    expect(requesterHeard).toEqual([]);
  });
});
