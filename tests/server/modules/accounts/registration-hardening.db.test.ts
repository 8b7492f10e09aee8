import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/server/demo/demo-data';
import { createMemoryRateLimiter } from '../../../../src/server/lib/rate-limiter';
import { ACCOUNT_LIMITS } from '../../../../src/server/modules/accounts/accounts.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, { limiter: createMemoryRateLimiter(() => now) });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});
const pastCooldown = () => (now += (ACCOUNT_LIMITS.resendCooldownSeconds + 1) * 1000);
const mailSent = () => t.services.accounts.idle();

let address = 0;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `198.51.100.${++address % 250}` });
const registration = (email: string, password = 'una-clave-larga') => ({
  name: 'Ana',
  email,
  password,
  password_confirmation: password,
  accept_terms: true,
});
const register = async (email: string, password?: string) => {
  const response = await post('/api/v1/register', registration(email, password));
  await mailSent();
  return response;
};
const mailsTo = (email: string) => t.mailer.messages.filter((message) => message.to === email);
const codeIn = (email: string) => /\b(\d{6})\b/.exec(t.mailer.last(email)?.text ?? '')?.[1];
const login = (username: string, password: string) =>
  post('/oauth/token', { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password });
/** A body without what legitimately differs between two registrations (their ids and e-mails). */
const shape = (body: { id: number; email: string; message: string }) => ({ ...body, id: typeof body.id, email: typeof body.email });

/** A mailer that holds every message until the test lets it go. */
function holdMail() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const send = vi.spyOn(t.mailer, 'send').mockImplementation(async (message) => {
    await held;
    t.mailer.messages.push(message);
  });
  return { send, release };
}

describe('registering an e-mail that already has an account', () => {
  it('answers a confirmed e-mail exactly as a new one, changes nothing and tells the owner by mail', async () => {
    const owner = 'admin@logistica.demo.mx';
    const fresh = await register('nueva-persona@ejemplo.mx');
    const taken = await register(owner, 'clave-del-intruso');
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().email).toBe(owner);
    // Registration ids come from one sequence, whatever the e-mail: the id says nothing either.
    expect(taken.json().id).toBe(fresh.json().id + 1);

    const notice = mailsTo(owner);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toContain('alguien intentó crear una cuenta');
    expect(notice[0]!.text).toContain('/recuperar-password?email=admin%40logistica.demo.mx');
    expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
    expect((await login(owner, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner, 'clave-del-intruso')).statusCode).toBe(400);

    // The follow-up calls answer the same for both registrations too.
    const wrongFresh = await post(`/api/v1/register/${fresh.json().id}/confirmation`, { verification_code: codeIn('nueva-persona@ejemplo.mx') === '000000' ? '000001' : '000000' });
    const wrongTaken = await post(`/api/v1/register/${taken.json().id}/confirmation`, { verification_code: '000000' });
    expect(wrongTaken.statusCode).toBe(422);
    expect(wrongTaken.json()).toEqual(wrongFresh.json());
    const earlyFresh = await post(`/api/v1/register/${fresh.json().id}/resend`, {});
    const earlyTaken = await post(`/api/v1/register/${taken.json().id}/resend`, {});
    expect(earlyTaken.statusCode).toBe(429);
    expect(earlyTaken.json()).toEqual(earlyFresh.json());
    pastCooldown();
    const resentFresh = await post(`/api/v1/register/${fresh.json().id}/resend`, {});
    const resentTaken = await post(`/api/v1/register/${taken.json().id}/resend`, {});
    expect(resentTaken.statusCode).toBe(200);
    expect(resentTaken.json()).toEqual(resentFresh.json());
    await mailSent();
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('keeps an unconfirmed account as it is, mails no code past the limits, and applies the new password only with its own code', async () => {
    const email = 'pendiente@ejemplo.mx';
    const first = (await register(email, 'primera-clave')).json();
    expect(mailsTo(email)).toHaveLength(1);
    const firstCode = codeIn(email)!;

    // Within the cooldown: the same 201, a new registration id, no mail, the password untouched.
    const repeats = await Promise.all(Array.from({ length: 8 }, () => post('/api/v1/register', registration(email, 'segunda-clave'))));
    await mailSent();
    expect(repeats.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(repeats.map((response) => response.json().id)).size).toBe(8);
    expect(mailsTo(email)).toHaveLength(1);
    expect(expectErrorShape((await login(email, 'primera-clave')).json(), 403).data.code).toBe('account_not_verified');
    expect((await login(email, 'segunda-clave')).statusCode).toBe(400);

    pastCooldown();
    const second = (await register(email, 'segunda-clave')).json();
    expect(mailsTo(email)).toHaveLength(2);
    const secondCode = codeIn(email)!;
    // Each registration has its own code: the first one's does not confirm the second.
    if (firstCode !== secondCode) {
      expect((await post(`/api/v1/register/${second.id}/confirmation`, { verification_code: firstCode })).statusCode).toBe(422);
    }
    expect((await post(`/api/v1/register/${second.id}/confirmation`, { verification_code: secondCode })).statusCode).toBe(200);
    expect((await login(email, 'segunda-clave')).statusCode).toBe(200);
    expect((await login(email, 'primera-clave')).statusCode).toBe(400);
    // The first registration can no longer bring its own password back.
    const late = await post(`/api/v1/register/${first.id}/confirmation`, { verification_code: firstCode });
    expect(expectErrorShape(late.json(), 422).data.code).toBe('verification_code_expired');
    expect((await login(email, 'segunda-clave')).statusCode).toBe(200);
  });
});

describe('verification code attempts', () => {
  it('compares at most 5 of 40 concurrent wrong codes, and then refuses the right one', async () => {
    const email = 'adivinanzas@ejemplo.mx';
    const { id } = (await register(email)).json();
    const code = codeIn(email)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(Array.from({ length: 40 }, () => post(`/api/v1/register/${id}/confirmation`, { verification_code: wrong })));
    const codes = responses.map((response) => expectErrorShape(response.json(), 422).data.code);
    expect(codes.filter((c) => c === 'invalid_verification_code')).toHaveLength(ACCOUNT_LIMITS.verificationCodeAttempts);
    expect(codes.filter((c) => c === 'verification_code_expired')).toHaveLength(40 - ACCOUNT_LIMITS.verificationCodeAttempts);
    const row = await t.database.db.selectFrom('verification_codes').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(ACCOUNT_LIMITS.verificationCodeAttempts);

    const right = await post(`/api/v1/register/${id}/confirmation`, { verification_code: code });
    expect(expectErrorShape(right.json(), 422).data.code).toBe('verification_code_expired');
  });
});

describe('mail leaves after the reply', () => {
  it('answers a reset request the same, without waiting, whatever the e-mail; mails real accounts only', async () => {
    const { send, release } = holdMail();
    const known = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=soporte@logistica.demo.mx' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=nadie-nunca@ejemplo.mx' });
    // Both answered while the mailer is still holding the message.
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await mailSent();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].to).toBe('soporte@logistica.demo.mx');
  });

  it('answers a registration without waiting for the mailer, and logs a mail that fails', async () => {
    const { release } = holdMail();
    const response = await post('/api/v1/register', registration('lento@ejemplo.mx'));
    expect(response.statusCode).toBe(201);
    expect(mailsTo('lento@ejemplo.mx')).toHaveLength(0);
    release();
    await mailSent();
    expect(mailsTo('lento@ejemplo.mx')).toHaveLength(1);

    vi.spyOn(t.mailer, 'send').mockRejectedValue(new Error('SMTP caído'));
    const error = vi.spyOn(t.app.log, 'error');
    expect((await post('/api/v1/register', registration('sin-correo@ejemplo.mx'))).statusCode).toBe(201);
    await mailSent();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('segundo plano'));
  });
});
