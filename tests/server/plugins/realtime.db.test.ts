import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerToClientEvents } from '../../../src/shared/realtime';
import { userUpdatedEventSchema } from '../../../src/shared/realtime';
import { type TestApp, createTestApp } from '../../helpers/test-app';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

function open(token: string | undefined, transports: string[] = ['websocket']): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = connect(url, { transports, auth: token ? { token } : {}, reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = <E extends keyof ServerToClientEvents>(socket: Socket<ServerToClientEvents>, event: E, ms = 3000) =>
  new Promise<Parameters<ServerToClientEvents[E]>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((...args: Parameters<ServerToClientEvents[E]>) => {
      clearTimeout(timer);
      resolve(args);
    }) as never);
  });

describe('socket.io on the API port', () => {
  it('refuses a handshake without a valid token', async () => {
    await expect(open(undefined)).rejects.toThrow('unauthenticated');
    await expect(open('x'.repeat(43))).rejects.toThrow('unauthenticated');
  });

  it('speaks websocket only (no long-polling)', async () => {
    const { access_token } = await t.login('admin@logistica.demo.mx');
    await expect(open(access_token, ['polling'])).rejects.toThrow();
  });

  it('delivers to the company room: an admin sees a colleague change, another tenant does not', async () => {
    const admin = await open((await t.login('admin@logistica.demo.mx')).access_token);
    const stranger = await open((await t.login('admin@ajena.demo.mx')).access_token);
    let strangerHeard = false;
    stranger.on('user.updated', () => {
      strangerHeard = true;
    });
    const grua = await t.login('grua@logistica.demo.mx');
    const heard = next(admin, 'user.updated');
    await t.app.inject({ method: 'PUT', url: `/api/v1/users/${await t.userIdOf('grua@logistica.demo.mx')}`, headers: t.bearer(grua.access_token), payload: { name: 'Ernesto' } });
    const [event] = await heard;
    expect(userUpdatedEventSchema.parse(event)).toMatchObject({ name: 'Ernesto', change: 'profile' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerHeard).toBe(false);
  });

  it("delivers to the user's own room", async () => {
    const super_ = await t.login('super@demo.mx');
    const candidate = await open((await t.login('candidato@demo.mx')).access_token);
    const heard = next(candidate, 'user.updated');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${await t.userIdOf('candidato@demo.mx')}/verified`,
      headers: t.bearer(super_.access_token),
      payload: { verified_profile: true },
    });
    expect((await heard)[0].change).toBe('verification');
  });

  it('tells and drops the sockets of a session on logout', async () => {
    const session = await t.login('soporte@logistica.demo.mx');
    const socket = await open(session.access_token);
    const revoked = next(socket, 'session.revoked');
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/oauth/revoke', headers: t.bearer(session.access_token) });
    await revoked;
    expect(await dropped).toBe('io server disconnect');
  });
});
