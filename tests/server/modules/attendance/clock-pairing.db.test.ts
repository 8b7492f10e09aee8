import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_ATTEMPTS_PER_ADDRESS, PAIRING_CODE_ALPHABET, PAIRING_CODE_INVALID_MESSAGE } from '../../../../src/shared/contracts/attendance-clock-pairing';
import { createMemoryRateLimiter } from '../../../../src/server/lib/rate-limiter';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** Pairing a wall clock with a short code (issue 19.6), with a clock the test moves. */
let current = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let admin = '';
let ajena = '';
let deviceId = 0;
let firstToken = '';

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current, limiter: createMemoryRateLimiter(() => current.getTime()) });
  admin = (await t.login('admin@horizonte.demo.mx')).access_token;
  ajena = (await t.login('admin@ajena.demo.mx')).access_token;
  const created = await t.app.inject({ method: 'POST', url: '/attendance-api/v1/companies/3/devices', headers: t.bearer(admin), payload: { name: 'Reloj vinculado' } });
  expect(created.statusCode, created.body).toBe(201);
  deviceId = created.json().device.id;
  firstToken = created.json().token;
});
afterAll(() => t.close());

const issue = (token = admin, id = deviceId) => t.app.inject({ method: 'POST', url: `/attendance-api/v1/devices/${id}/pairing-code`, headers: t.bearer(token) });
const pair = (code: string, ip = '203.0.113.7') => t.app.inject({ method: 'POST', url: '/attendance-api/v1/clock/pair', payload: { code }, remoteAddress: ip });
const session = (token: string) => t.app.inject({ method: 'GET', url: '/attendance-api/v1/device', headers: t.bearer(token) });

describe('clock pairing codes', () => {
  it('issues 8 unambiguous characters, valid 10 minutes, stored only as a hash', async () => {
    const response = await issue();
    expect(response.statusCode, response.body).toBe(201);
    const { code, expires_at } = response.json() as { code: string; expires_at: string };
    expect(code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[01OIL]/);
    expect(Date.parse(expires_at) - current.getTime()).toBe(10 * 60_000);
    const row = await t.database.db.selectFrom('attendance_devices').select(['pairing_code_hash']).where('id', '=', deviceId).executeTakeFirstOrThrow();
    expect(row.pairing_code_hash).toHaveLength(64);
    expect(row.pairing_code_hash).not.toContain(code);
  });

  it('redeems once (any case, with a dash) for a new token that replaces the old one; a second redeem is refused', async () => {
    const { code } = (await issue()).json() as { code: string };
    const paired = await pair(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    expect(paired.statusCode, paired.body).toBe(200);
    const { token, device } = paired.json() as { token: string; device: { id: number; company_id: number } };
    expect(device).toMatchObject({ id: deviceId, company_id: 3 });
    expect(token).toMatch(/^dvc_/);
    expect((await session(token)).statusCode).toBe(200);
    expect((await session(firstToken)).statusCode).toBe(401);

    const again = await pair(code);
    expect(expectErrorShape(again.json(), 422).data.code).toBe('invalid_pairing_code');
    expect(again.json().message).toBe(PAIRING_CODE_INVALID_MESSAGE);
  });

  it('pairs exactly one of several clocks redeeming the same code at once', async () => {
    const { code } = (await issue()).json() as { code: string };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => pair(code, `192.0.2.${n + 1}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
  });

  it('a new code replaces the previous one', async () => {
    const first = (await issue()).json().code as string;
    const second = (await issue()).json().code as string;
    expect((await pair(first)).statusCode).toBe(422);
    expect((await pair(second)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { code } = (await issue()).json() as { code: string };
    current = new Date(current.getTime() + 10 * 60_000 + 1000);
    const response = await pair(code);
    expect(expectErrorShape(response.json(), 422).data.code).toBe('invalid_pairing_code');
  });

  it('refuses malformed codes and long tokens with the same answer, never a 500', async () => {
    for (const code of ['', 'ABCD', 'OOOO-0000', 'dvc_demo-horizonte-reloj-recepcion-2026'.slice(0, 20)]) {
      const response = await pair(code, '203.0.113.50');
      expect(response.statusCode, code).toBe(422);
    }
    expect((await pair('A'.repeat(21), '203.0.113.50')).statusCode).toBe(422);
  });

  it('answers 404 for another company’s clock and 403 for an employee; a revoked clock gets no code', async () => {
    expect((await issue(ajena)).statusCode).toBe(404);
    const empleado = (await t.login('empleado@horizonte.demo.mx')).access_token;
    expect((await issue(empleado)).statusCode).toBe(403);
    const made = (await t.app.inject({ method: 'POST', url: '/attendance-api/v1/companies/3/devices', headers: t.bearer(admin), payload: { name: 'Reloj viejo' } })).json();
    const code = (await issue(admin, made.device.id)).json().code as string;
    await t.app.inject({ method: 'DELETE', url: `/attendance-api/v1/devices/${made.device.id}`, headers: t.bearer(admin) });
    expect((await issue(admin, made.device.id)).statusCode).toBe(409);
    expect((await pair(code)).statusCode).toBe(422);
  });

  it(`limits attempts per address to ${PAIRING_ATTEMPTS_PER_ADDRESS} (even a right code waits), others unaffected`, async () => {
    const ip = '198.51.100.9';
    for (let n = 0; n < PAIRING_ATTEMPTS_PER_ADDRESS; n++) expect((await pair('ZZZZZZZZ', ip)).statusCode).toBe(422);
    const { code } = (await issue()).json() as { code: string };
    const refused = await pair(code, ip);
    expect(expectErrorShape(refused.json(), 429).data.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pair(code, '198.51.100.10')).statusCode).toBe(200);
  });
});
