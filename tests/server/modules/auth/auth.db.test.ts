import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../../src/shared/contracts/users';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../../src/server/demo/demo-data';
import { LOGIN_LIMITS } from '../../../../src/server/modules/auth/auth.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/oauth/token', payload: body });
const passwordGrant = (overrides: Record<string, unknown> = {}) => ({
  grant_type: 'password',
  client_id: 'web',
  client_secret: 'web-dev-secret',
  username: 'admin@logistica.demo.mx',
  password: DEMO_PASSWORD,
  ...overrides,
});
const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(accessToken) });

describe('POST /oauth/token, password grant', () => {
  it.each(DEMO_USERS.map((user) => user.email))('%s logs in and reads their profile', async (email) => {
    const response = await token(passwordGrant({ username: email }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    // ≥128 bits of randomness: 32 random bytes in base64url are 43 characters.
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await me(body.access_token);
    expect(profile.statusCode).toBe(200);
    const user = currentUserSchema.parse(profile.json());
    expect(user.email).toBe(email);
    expect(user.roles.map((role) => role.slug).sort()).toEqual([...DEMO_USERS.find((u) => u.email === email)!.roles].sort());
  });

  it('accepts the e-mail in any case and the form-encoded body of RFC 6749', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(passwordGrant({ username: 'ADMIN@Logistica.Demo.mx' }) as Record<string, string>).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const { access_token, refresh_token } = (await token(passwordGrant())).json();
    const stored = await t.database.db.selectFrom('oauth_access_tokens').select('token_hash').execute();
    const storedRefresh = await t.database.db.selectFrom('oauth_refresh_tokens').select('token_hash').execute();
    const all = [...stored, ...storedRefresh].map((row) => row.token_hash);
    expect(all).not.toContain(access_token);
    expect(all).not.toContain(refresh_token);
    expect(all.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 400', async () => {
    const wrong = await token(passwordGrant({ username: 'soporte@logistica.demo.mx', password: 'no-es-esta' }));
    const unknown = await token(passwordGrant({ username: 'nadie@ejemplo.mx', password: 'no-es-esta' }));
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(wrong.json(), 400).data.code).toBe('invalid_grant');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unknown client and a bad secret with 401 invalid_client', async () => {
    for (const overrides of [{ client_id: 'otra-app' }, { client_secret: 'secreto-malo' }, { client_id: 'desktop', client_secret: 'web-dev-secret' }]) {
      const response = await token(passwordGrant(overrides));
      expect(response.statusCode).toBe(401);
      expect(expectErrorShape(response.json(), 401).data.code).toBe('invalid_client');
    }
  });

  it('answers missing fields with 422 and the field errors', async () => {
    const response = await token({ grant_type: 'password', client_id: 'web' });
    expect(response.statusCode).toBe(422);
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.code).toBe('validation_failed');
    expect(Object.keys(error.data.errors ?? {}).sort()).toEqual(['client_secret', 'password', 'username']);
  });

  it('answers a missing or unknown grant_type with 422 and 400', async () => {
    expect((await token({ username: 'x' })).statusCode).toBe(422);
    const unknown = await token(passwordGrant({ grant_type: 'client_credentials' }));
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown.json(), 400).data.code).toBe('unsupported_grant_type');
  });

  it('limits failed logins per account with a 429 and Retry-After, and says nothing more', async () => {
    const username = 'grua@logistica.demo.mx';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.max; attempt++) {
      expect((await token(passwordGrant({ username, password: `mala-${attempt}` }))).statusCode).toBe(400);
    }
    const blocked = await token(passwordGrant({ username, password: DEMO_PASSWORD }));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.windowSeconds);
    expect(expectErrorShape(blocked.json(), 429).data.code).toBe('too_many_requests');
    // An unknown e-mail is throttled exactly the same way: the 429 does not reveal accounts.
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount.max; attempt++) {
      await token(passwordGrant({ username: 'fantasma@ejemplo.mx', password: `mala-${attempt}` }));
    }
    expect((await token(passwordGrant({ username: 'fantasma@ejemplo.mx' }))).statusCode).toBe(429);
  });

  it('limits failed logins per address across accounts', async () => {
    const from = (ip: string, username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: ip, payload: passwordGrant({ username, password }) });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAddress.max; attempt++) {
      await from('203.0.113.9', `rociador${attempt}@ejemplo.mx`, 'x');
    }
    const blocked = await from('203.0.113.9', 'receptor@logistica.demo.mx', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.10', 'receptor@logistica.demo.mx', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('refresh_token grant', () => {
  const refresh = (refresh_token: string, client = 'web') =>
    token({ grant_type: 'refresh_token', client_id: client, client_secret: `${client}-dev-secret`, refresh_token });

  it('works once, then never; reusing it revokes the whole family', async () => {
    const first = (await token(passwordGrant({ username: 'supervisor@logistica.demo.mx' }))).json();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(expectErrorShape(reused.json(), 400).data.code).toBe('invalid_grant');
    // The leak is assumed: every token of the family is dead, the newest included.
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
  });

  it('is bound to the client that received it', async () => {
    const first = (await token(passwordGrant({ username: 'soporte@logistica.demo.mx' }))).json();
    expect((await refresh(first.refresh_token, 'desktop')).statusCode).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(400);
  });

  it('lets only one of two racing refreshes win', async () => {
    const first = (await token(passwordGrant({ username: 'empleado@horizonte.demo.mx' }))).json();
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /oauth/revoke and expiry', () => {
  it('revokes the bearer token of the request (logout); the token is then refused', async () => {
    const session = (await token(passwordGrant({ username: 'candidato@demo.mx' }))).json();
    const response = await t.app.inject({ method: 'POST', url: '/oauth/revoke', headers: t.bearer(session.access_token) });
    expect(response.statusCode).toBe(200);
    const refused = await me(session.access_token);
    expect(refused.statusCode).toBe(401);
    expect(expectErrorShape(refused.json(), 401).data.code).toBe('unauthenticated');
    expect((await token({ grant_type: 'refresh_token', client_id: 'web', client_secret: 'web-dev-secret', refresh_token: session.refresh_token })).statusCode).toBe(400);
  });

  it('refuses a revoked token at once even after it was cached by use', async () => {
    const session = (await token(passwordGrant({ username: 'operador@logistica.demo.mx' }))).json();
    for (let n = 0; n < 3; n++) expect((await me(session.access_token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: session.access_token } });
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('revokes by refresh token in the body too', async () => {
    const session = (await token(passwordGrant({ username: 'transporte@parabus.demo.mx' }))).json();
    await t.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: session.refresh_token } });
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const session = (await token(passwordGrant({ username: 'admin@horizonte.demo.mx' }))).json();
    await t.database.db.updateTable('oauth_access_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await me(session.access_token)).statusCode).toBe(401);
  });

  it('answers 401 without a token or with a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.headers['www-authenticate']).toBe('Bearer');
  });
});
