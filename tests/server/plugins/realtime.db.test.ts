import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerToClientEvents } from '../../../src/shared/realtime';
import { companyAttendanceRoom, userUpdatedEventSchema } from '../../../src/shared/realtime';
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

describe("a socket's rooms follow its identity", () => {
  const punch = {
    company_id: 3,
    employee_id: 1,
    employee_name: 'Prueba',
    type: 'check_in',
    taken_at: new Date().toISOString(),
    status: 'in',
  };

  /** Whether the socket hears one event sent to the company-3 attendance managers' room now. */
  async function hearsAttendance(socket: Socket<ServerToClientEvents>): Promise<boolean> {
    const heard = next(socket, 'attendance.punch', 400).then(
      () => true,
      () => false,
    );
    t.realtime.emitToRoom(companyAttendanceRoom(3), 'attendance.punch', punch as never);
    return heard;
  }

  it('joins and leaves the attendance managers room as the role in that company is granted and taken', async () => {
    const superToken = (await t.login('super@demo.mx')).access_token;
    const employeeId = await t.userIdOf('empleado@horizonte.demo.mx');
    const socket = await open((await t.login('empleado@horizonte.demo.mx')).access_token);
    expect(await hearsAttendance(socket)).toBe(false);

    const grant = await t.app.inject({ method: 'POST', url: `/api/v1/users/${employeeId}/assign-roles`, headers: t.bearer(superToken), payload: { roles: ['company_admin', 'employee'], company_id: 3 } });
    expect(grant.statusCode).toBe(200);
    await expect.poll(() => hearsAttendance(socket), { timeout: 3000 }).toBe(true);

    const take = await t.app.inject({ method: 'POST', url: `/api/v1/users/${employeeId}/assign-roles`, headers: t.bearer(superToken), payload: { roles: ['employee'], company_id: 3 } });
    expect(take.statusCode).toBe(200);
    await expect.poll(() => hearsAttendance(socket), { timeout: 3000 }).toBe(false);
    expect(socket.connected).toBe(true);
  });

  it('is closed with session.expired when its token expires', async () => {
    const { access_token } = await t.login('receptor@logistica.demo.mx');
    // The token ends in a second: nothing cached has seen it yet, so the handshake reads this.
    await t.database.db
      .updateTable('oauth_access_tokens')
      .set({ expires_at: new Date(Date.now() + 1000).toISOString() })
      .where('user_id', '=', await t.userIdOf('receptor@logistica.demo.mx'))
      .execute();
    const socket = await open(access_token);
    const expired = next(socket, 'session.expired', 4000);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await expired;
    expect(await dropped).toBe('io server disconnect');
  });
});
