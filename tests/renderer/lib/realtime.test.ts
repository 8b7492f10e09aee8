import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Socket as ServerSocket, Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RealtimeClient, createRealtimeClient } from '../../../src/renderer/lib/realtime';
import { SOCKET_CLIENT_DEFAULTS } from '../../../src/shared/realtime';

/**
 * The client against a real socket.io server that accepts the tokens "uno" and "dos" (as the
 * API's handshake reads them, from `auth.token`) and remembers who connected.
 */
const httpServer = createServer();
const server = new Server(httpServer, { transports: ['websocket'] });
let url: string;
const handshakes: { token: unknown; id: string }[] = [];

server.use((socket, next) => {
  const token = socket.handshake.auth?.token;
  handshakes.push({ token, id: socket.id });
  next(token === 'uno' || token === 'dos' ? undefined : new Error('unauthenticated'));
});
server.on('connection', (socket) => void socket.join(`token:${socket.handshake.auth.token as string}`));

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
});

const clients: RealtimeClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.setToken(null);
  await until(() => server.sockets.sockets.size === 0);
  handshakes.length = 0;
});

function makeClient() {
  const load = vi.fn(async () => ({ io: connect }));
  const client = createRealtimeClient({ url: () => url, load });
  clients.push(client);
  return { client, load };
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const connectedTo = async (token: string) => {
  await until(() => server.sockets.adapter.rooms.get(`token:${token}`)?.size === 1);
};

describe('the realtime client', () => {
  it('loads socket.io-client only when a token is set, and connects with it in the handshake', async () => {
    const { client, load } = makeClient();
    client.setToken(null);
    expect(load).not.toHaveBeenCalled();
    expect(client.socket).toBeNull();
    client.setToken('uno');
    expect(load).toHaveBeenCalledTimes(1);
    await connectedTo('uno');
    expect(handshakes.map((h) => h.token)).toEqual(['uno']);
    const socket = client.socket!;
    expect(socket.io.opts.transports).toEqual(['websocket']);
    expect(socket.io.reconnectionDelay()).toBe(SOCKET_CLIENT_DEFAULTS.reconnectionDelay);
    expect(socket.io.reconnectionDelayMax()).toBe(SOCKET_CLIENT_DEFAULTS.reconnectionDelayMax);
    expect(socket.io.timeout()).toBe(SOCKET_CLIENT_DEFAULTS.timeout);
    expect(socket.io.randomizationFactor()).toBe(SOCKET_CLIENT_DEFAULTS.randomizationFactor);
  });

  it('hands validated events to listeners and drops malformed ones', async () => {
    const { client } = makeClient();
    const created = vi.fn();
    const counts = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = client.on('notification.created', created);
    client.on('notification.count', counts);
    client.setToken('uno');
    await connectedTo('uno');
    const event = { id: 7, title: 'Aviso', body: 'Texto', route: '/perfil', created_at: '2026-11-23T10:00:00.000Z', unread_count: 3 };
    server.to('token:uno').emit('notification.created', event);
    server.to('token:uno').emit('notification.created', { ...event, unread_count: -1 });
    server.to('token:uno').emit('notification.count', { unread_count: 'tres' });
    server.to('token:uno').emit('notification.count', { unread_count: 2 });
    await until(() => counts.mock.calls.length === 1);
    expect(created.mock.calls).toEqual([[event]]);
    expect(counts.mock.calls).toEqual([[{ unread_count: 2 }]]);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
    server.to('token:uno').emit('notification.created', event);
    server.to('token:uno').emit('notification.count', { unread_count: 1 });
    await until(() => counts.mock.calls.length === 2);
    expect(created).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reconnects with the new token after a refresh, and closes on logout', async () => {
    const { client } = makeClient();
    const counts = vi.fn();
    client.on('notification.count', counts);
    client.setToken('uno');
    await connectedTo('uno');
    const first = client.socket!;
    client.setToken('uno'); // the same token: nothing to do
    expect(client.socket).toBe(first);

    client.setToken('dos');
    await connectedTo('dos');
    await until(() => !server.sockets.adapter.rooms.has('token:uno'));
    expect(first.connected).toBe(false);
    expect(handshakes.map((h) => h.token)).toEqual(['uno', 'dos']);
    server.to('token:dos').emit('notification.count', { unread_count: 5 });
    await until(() => counts.mock.calls.length === 1);

    client.setToken(null);
    expect(client.socket).toBeNull();
    await until(() => server.sockets.sockets.size === 0);
  });

  it('tells screens when the socket comes back after a drop, so they refetch what they missed', async () => {
    const { client } = makeClient();
    let reconnections = 0;
    const stop = client.onReconnect(() => reconnections++);
    client.setToken('uno');
    await connectedTo('uno');
    expect(reconnections).toBe(0);
    // The transport drops (as when the server restarts): socket.io reconnects by itself.
    for (const socket of server.sockets.sockets.values()) socket.conn.close();
    await until(() => reconnections === 1, 5000);
    await connectedTo('uno');
    stop();
  });

  it('runs onConnect on every new socket (first, after a drop, after a new token) so screens join their rooms again, and emits only while connected', async () => {
    const joins: { token: unknown; payload: unknown }[] = [];
    const listen = (socket: ServerSocket) => socket.on('ticket:join', (payload: unknown) => joins.push({ token: socket.handshake.auth.token, payload }));
    for (const socket of server.sockets.sockets.values()) listen(socket);
    server.on('connection', listen);
    const { client } = makeClient();
    client.emit('ticket:join', { ticket_id: 1 });
    const stop = client.onConnect(() => client.emit('ticket:join', { ticket_id: 7 }));
    client.setToken('uno');
    await until(() => joins.length === 1);
    for (const socket of server.sockets.sockets.values()) socket.conn.close();
    await until(() => joins.length === 2, 5000);
    client.setToken('dos');
    await until(() => joins.length === 3);
    expect(joins).toEqual([
      { token: 'uno', payload: { ticket_id: 7 } },
      { token: 'uno', payload: { ticket_id: 7 } },
      { token: 'dos', payload: { ticket_id: 7 } },
    ]);
    // Registered while connected: runs at once.
    let now = 0;
    const stopNow = client.onConnect(() => now++);
    expect(now).toBe(1);
    stop();
    stopNow();
    server.off('connection', listen);
  });

  it('drops a connection still loading when the token changes meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = createRealtimeClient({ url: () => url, load: async () => (await gate, { io: connect }) });
    clients.push(client);
    client.setToken('uno');
    client.setToken(null);
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.socket).toBeNull();
    expect(handshakes).toEqual([]);
  });
});
