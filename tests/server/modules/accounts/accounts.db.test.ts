import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/server/demo/demo-data';
import { createMemoryRateLimiter } from '../../../../src/server/lib/rate-limiter';
import { ACCOUNT_LIMITS } from '../../../../src/server/modules/accounts/accounts.service';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
/** The limiter's clock: tests step past the one-minute cooldown between codes. */
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, { limiter: createMemoryRateLimiter(() => now) });
});
afterAll(() => t.close());
const pastCooldown = () => (now += (ACCOUNT_LIMITS.resendCooldownSeconds + 1) * 1000);
/** Account mail leaves after the reply: wait for it before reading it. */
const mailSent = () => t.services.accounts.idle();

let address = 0;
/** Each test speaks from its own address so per-address limits do not leak between tests. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: `198.51.100.${++address}` });

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ana',
  surname: 'Gutiérrez',
  lastname: 'Solís',
  email,
  password: 'una-clave-larga',
  password_confirmation: 'una-clave-larga',
  accept_terms: true,
  ...overrides,
});
const codeIn = (email: string) => /\b(\d{6})\b/.exec(t.mailer.last(email)?.text ?? '')?.[1];
const register = async (payload: unknown) => {
  const response = await post('/api/v1/register', payload);
  await mailSent();
  return response;
};
const passwordLogin = (username: string, password: string) =>
  post('/oauth/token', { grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username, password });

describe('registration with an e-mailed code', () => {
  it('registers, mails a code, refuses login until confirmed, then lets the person in', async () => {
    const response = await register(registration('Ana.Gutierrez@Ejemplo.mx', { service: 'superempleos' }));
    expect(response.statusCode).toBe(201);
    const { id, email } = response.json();
    expect(email).toBe('ana.gutierrez@ejemplo.mx');
    const mail = t.mailer.last(email)!;
    expect(mail.subject).toContain('Superempleos');
    const code = codeIn(email)!;
    expect(code).toMatch(/^\d{6}$/);

    const early = await passwordLogin(email, 'una-clave-larga');
    expect(early.statusCode).toBe(403);
    expect(expectErrorShape(early.json(), 403).data).toMatchObject({ code: 'account_not_verified', registration_id: id });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(`/api/v1/register/${id}/confirmation`, { verification_code: wrongCode, service: 'superempleos' });
    expect(wrong.statusCode).toBe(422);
    expect(expectErrorShape(wrong.json(), 422).data.code).toBe('invalid_verification_code');

    const confirmed = await post(`/api/v1/register/${id}/confirmation`, { verification_code: code, service: 'superempleos' });
    expect(confirmed.statusCode).toBe(200);
    const login = await passwordLogin(email, 'una-clave-larga');
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(login.json().access_token) });
    expect(me.json().roles.map((role: { slug: string }) => role.slug)).toEqual(['final_user']);

    const again = await post(`/api/v1/register/${id}/confirmation`, { verification_code: code });
    expect(again.statusCode).toBe(409);
    expect(expectErrorShape(again.json(), 409).data.code).toBe('already_verified');
  });

  it('stores the code only as a keyed hash', async () => {
    const { id, email } = (await register(registration('hash@ejemplo.mx'))).json();
    const stored = await t.database.db.selectFrom('verification_codes').select('code_hash').where('id', '=', id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codeIn(email));
  });

  it('closes a code after too many wrong tries', async () => {
    const { id, email } = (await register(registration('intentos@ejemplo.mx'))).json();
    const code = codeIn(email)!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= ACCOUNT_LIMITS.verificationCodeAttempts; attempt++) {
      expect((await post(`/api/v1/register/${id}/confirmation`, { verification_code: wrongCode })).statusCode).toBe(422);
    }
    const late = await post(`/api/v1/register/${id}/confirmation`, { verification_code: code });
    expect(expectErrorShape(late.json(), 422).data.code).toBe('verification_code_expired');
    // A new code works.
    pastCooldown();
    const resent = await post(`/api/v1/register/${id}/resend`, { service: 'main' });
    expect(resent.statusCode).toBe(200);
    await mailSent();
    expect((await post(`/api/v1/register/${id}/confirmation`, { verification_code: codeIn(email) })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { id, email } = (await register(registration('vencido@ejemplo.mx'))).json();
    await t.database.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    const response = await post(`/api/v1/register/${id}/confirmation`, { verification_code: codeIn(email) });
    expect(expectErrorShape(response.json(), 422).data.code).toBe('verification_code_expired');
  });

  it('rate-limits codes per account, the first one of the registration included', async () => {
    const email = 'reenvio@ejemplo.mx';
    const { id } = (await register(registration(email))).json();
    const early = await post(`/api/v1/register/${id}/resend`, {});
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
    const sent = () => t.mailer.messages.filter((message) => message.to === email).length;
    for (let resend = 1; resend < ACCOUNT_LIMITS.resendPerHour; resend++) {
      pastCooldown();
      expect((await post(`/api/v1/register/${id}/resend`, {})).statusCode).toBe(200);
      expect((await post(`/api/v1/register/${id}/resend`, {})).statusCode).toBe(429);
    }
    pastCooldown();
    expect((await post(`/api/v1/register/${id}/resend`, {})).statusCode).toBe(429);
    await mailSent();
    expect(sent()).toBe(ACCOUNT_LIMITS.resendPerHour);
  });

  it('validates the form in Spanish', async () => {
    const response = await post('/api/v1/register', registration('x', { password: 'corta', password_confirmation: 'otra', accept_terms: false }));
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.errors).toMatchObject({
      email: ['El correo electrónico no es válido.'],
      password: ['La contraseña debe tener al menos 8 caracteres.'],
      accept_terms: ['Debes aceptar los términos y el aviso de privacidad.'],
    });
  });

  it('answers 404 for a confirmation of an unknown registration', async () => {
    expect((await post('/api/v1/register/999999/confirmation', { verification_code: '123456' })).statusCode).toBe(404);
    expect((await post('/api/v1/register/999999/resend', {})).statusCode).toBe(404);
  });

  it('limits registrations per address', async () => {
    const from = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress: '192.0.2.77', payload: registration(`masivo${n}@ejemplo.mx`) });
    for (let n = 0; n < ACCOUNT_LIMITS.registrationsPerHourPerAddress; n++) expect((await from(n)).statusCode).toBe(201);
    expect((await from(99)).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  const resetLink = (email: string) => {
    const text = t.mailer.last(email)?.text ?? '';
    const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
    return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')!, path: url.pathname };
  };

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const email = 'empleado@horizonte.demo.mx';
    const session = await t.login(email);
    const request = await t.app.inject({ method: 'GET', url: `/api/v1/reset-password-email?email=${encodeURIComponent(email)}` });
    expect(request.statusCode).toBe(200);
    await mailSent();
    const link = resetLink(email);
    expect(link.path).toBe('/recuperar-password');
    expect(t.mailer.last(email)!.subject).toContain('Plataforma'); // service defaults to the main one

    const body = { email, token: link.token, password: 'nueva-clave-2026', password_confirmation: 'nueva-clave-2026' };
    expect((await post('/api/v1/reset-password', body)).statusCode).toBe(200);
    expect((await passwordLogin(email, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await passwordLogin(email, 'nueva-clave-2026')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(session.access_token) })).statusCode).toBe(401);

    const reused = await post('/api/v1/reset-password', { ...body, password: 'tercera-clave', password_confirmation: 'tercera-clave' });
    expect(reused.statusCode).toBe(422);
    expect(expectErrorShape(reused.json(), 422).data.code).toBe('invalid_reset_token');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.mailer.messages.length;
    const known = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=candidato@demo.mx&service=superempleos' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=nadie@ejemplo.mx' });
    await mailSent();
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.messages.length).toBe(before + 1);
    expect(t.mailer.messages.at(-1)!.subject).toContain('Superempleos');
  });

  it('refuses an expired link, and a link used with another e-mail', async () => {
    const email = 'transporte@parabus.demo.mx';
    await t.app.inject({ method: 'GET', url: `/api/v1/reset-password-email?email=${email}` });
    await mailSent();
    const { token } = resetLink(email);
    const body = (who: string) => ({ email: who, token, password: 'clave-nueva-1', password_confirmation: 'clave-nueva-1' });
    expect((await post('/api/v1/reset-password', body('admin@ajena.demo.mx'))).statusCode).toBe(422);
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await post('/api/v1/reset-password', body(email))).statusCode).toBe(422);
  });

  it('validates the e-mail of the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/reset-password-email?email=no-es-correo' });
    expect(response.statusCode).toBe(422);
    expect(expectErrorShape(response.json(), 422).data.errors).toHaveProperty(['querystring.email']);
  });
});

describe('PUT /api/v1/update-password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const email = 'receptor@logistica.demo.mx';
    const current = await t.login(email);
    const other = await t.login(email);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/update-password', headers: t.bearer(current.access_token), payload });

    const wrong = await put({ current_password: 'no-es', password: 'clave-del-receptor', password_confirmation: 'clave-del-receptor' });
    expect(wrong.statusCode).toBe(422);
    expect(expectErrorShape(wrong.json(), 422).data.errors?.current_password).toBeDefined();

    const ok = await put({ current_password: DEMO_PASSWORD, password: 'clave-del-receptor', password_confirmation: 'clave-del-receptor' });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(current.access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: t.bearer(other.access_token) })).statusCode).toBe(401);
    expect((await passwordLogin(email, 'clave-del-receptor')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/update-password', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
