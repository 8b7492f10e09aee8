import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAntiBot } from '../../../helpers/anti-bot';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const solved = () => solveAntiBot(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json());
const contact = (token: string, overrides: object = {}) => ({
  name: 'Rosa Elena',
  email: 'rosa@ejemplo.mx',
  subject: 'Quiero una demostración',
  phone: '+52 55 1234 5678',
  message: 'Somos una terminal en Manzanillo.',
  token,
  ...overrides,
});

describe('public forms with the self-hosted anti-bot check', () => {
  it('stores a contact message with its reference and forwards it to the help desk with the sender as reply-to', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: contact(await solved()) });
    expect(response.statusCode).toBe(201);
    const { id, reference, message } = response.json();
    expect(reference).toMatch(/^CT-\d{4}-\d{6}$/);
    expect(message).toContain(reference);
    const row = await t.database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'contact', reference, email: 'rosa@ejemplo.mx', subject: 'Quiero una demostración' });
    await t.services.contact.settled();
    const mail = t.mailer.last(t.config.contactEmail)!;
    expect(mail.replyTo).toBe('rosa@ejemplo.mx');
    expect(mail.subject).toBe(`[Contacto ${reference}] Quiero una demostración`);
    expect(mail.text).toContain('Somos una terminal en Manzanillo.');
  });

  it('accepts the spec fields alone (no message)', async () => {
    const { message: _message, ...specFields } = contact(await solved());
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: specFields })).statusCode).toBe(201);
  });

  it('refuses a solved challenge used twice', async () => {
    const token = await solved();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/company-contact', payload: contact(token, { company_name: 'Naviera' }) })).statusCode).toBe(201);
    const replay = await t.app.inject({ method: 'POST', url: '/api/v1/company-contact', payload: contact(token) });
    expect(replay.statusCode).toBe(422);
    expect(expectErrorShape(replay.json(), 422).data.code).toBe('challenge_failed');
  });

  it('refuses a missing, forged or unsolved token, and stores nothing', async () => {
    const before = await t.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json();
    const unsolved = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab' } })).toString('base64');
    const forged = Buffer.from(JSON.stringify({ challenge: { ...challenge, signature: 'f'.repeat(64) }, solution: { counter: 1, derivedKey: 'ab' } })).toString('base64');
    for (const token of [undefined, '', 'no-es-base64', unsolved, forged]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: contact(token as string) });
      expect(response.statusCode).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors).toHaveProperty('token');
    }
    const after = await t.database.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('subscribes one or several e-mails to the mailing list, twice without error', async () => {
    const one = await t.app.inject({ method: 'POST', url: '/api/v1/mailing-list', payload: { user_emails: 'Uno@Ejemplo.mx', token: await solved() } });
    expect(one.statusCode).toBe(200);
    const many = await t.app.inject({ method: 'POST', url: '/api/v1/mailing-list', payload: { user_emails: ['uno@ejemplo.mx', 'dos@ejemplo.mx'], token: await solved() } });
    expect(many.statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('mailing_list_subscribers').select('email').orderBy('email').execute();
    expect(rows.map((row) => row.email)).toEqual(['dos@ejemplo.mx', 'uno@ejemplo.mx']);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/mailing-list', payload: { user_emails: ['no-es-correo'], token: await solved() } });
    expect(bad.statusCode).toBe(422);
  });

  it('validates the phone number', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: contact(await solved(), { phone: 'llámame' }) });
    expect(expectErrorShape(response.json(), 422).data.errors?.phone).toEqual(['El teléfono no es válido.']);
  });
});
