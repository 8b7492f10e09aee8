import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerToClientEvents } from '../../../../src/shared/realtime';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'refresh_token', client_id: 'web', client_secret: 'web-dev-secret', refresh_token },
  });
const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(accessToken) });

function open(token: string): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('refresh token rotation', () => {
  it('revokes the access token it replaces at once, even while it is cached, and drops its sockets', async () => {
    const first = await t.login('admin@horizonte.demo.mx');
    for (let n = 0; n < 2; n++) expect((await me(first.access_token)).statusCode).toBe(200); // cached now
    const socket = await open(first.access_token);
    const told = new Promise<void>((resolve) => socket.once('session.revoked', () => resolve()));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();

    const refused = await me(first.access_token);
    expect(refused.statusCode).toBe(401);
    expect(expectErrorShape(refused.json(), 401).data.code).toBe('unauthenticated');
    await told;
    expect(await dropped).toBe('io server disconnect');
    socket.close();

    expect((await me(second.access_token)).statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('oauth_access_tokens').select(['revoked_at']).where('user_id', '=', await t.userIdOf('admin@horizonte.demo.mx')).orderBy('id').execute();
    expect(stored.filter((row) => row.revoked_at === null)).toHaveLength(1);
  });

  it("leaves the user's other sessions and their sockets alone", async () => {
    const rotating = await t.login('empleado@horizonte.demo.mx');
    const other = await t.login('empleado@horizonte.demo.mx');
    const socket = await open(other.access_token);
    let revoked = false;
    socket.on('session.revoked', () => {
      revoked = true;
    });
    expect((await refresh(rotating.refresh_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(revoked).toBe(false);
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
