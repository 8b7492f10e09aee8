import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../../src/server/lib/mailer';
import { solveAntiBot } from '../../../helpers/anti-bot';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/** The clock the app reads; each test sets the instant it needs. */
let now = new Date('2026-11-24T18:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

const originalSend = () => t.mailer.send.bind(t.mailer);
let restoreSend: (() => void) | null = null;
afterEach(async () => {
  restoreSend?.();
  restoreSend = null;
  await t.services.contact.settled();
});

const solved = () => solveAntiBot(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/challenge' })).json());
const submit = async (url: '/api/v1/contact' | '/api/v1/company-contact', overrides: object = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: { name: 'Rosa Elena', email: 'rosa@ejemplo.mx', subject: 'Cotización', message: 'Necesito 3 usuarios.', token: await solved(), ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; reference: string; message: string };
};
const numberOf = (reference: string) => Number(reference.split('-')[2]);
const mailsTo = (address: string) => t.mailer.messages.filter((message) => [message.to].flat().includes(address));

describe('help-desk references', () => {
  it('number each series on its own, one after another: CT for contact, EM for companies', async () => {
    const first = await submit('/api/v1/contact');
    const second = await submit('/api/v1/contact');
    const company = await submit('/api/v1/company-contact', { company_name: 'Naviera del Golfo' });
    expect(first.reference).toBe('CT-2026-000001');
    expect(second.reference).toBe('CT-2026-000002');
    expect(company.reference).toBe('EM-2026-000001');
  });

  it('count the year in Mexico City and start again at 1 each year', async () => {
    now = new Date('2027-01-01T05:30:00Z'); // 31 Dec 2026, 23:30 in Mexico City
    const lateInTheYear = await submit('/api/v1/contact');
    expect(lateInTheYear.reference).toMatch(/^CT-2026-\d{6}$/);
    now = new Date('2027-01-01T06:30:00Z'); // 1 Jan 2027, 00:30
    expect((await submit('/api/v1/contact')).reference).toBe('CT-2027-000001');
    expect((await submit('/api/v1/company-contact')).reference).toBe('EM-2027-000001');
    now = new Date('2026-11-24T18:00:00Z');
  });

  it('never repeat or skip under concurrent submissions', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => solved()));
    const before = numberOf((await submit('/api/v1/contact')).reference);
    const responses = await Promise.all(
      tokens.map((token, index) =>
        t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: `Persona ${index}`, email: `p${index}@ejemplo.mx`, subject: 'A la vez', token } }),
      ),
    );
    const numbers = responses.map((response) => numberOf(response.json().reference)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => before + 1 + index));
    const stored = await t.database.db.selectFrom('contact_messages').select('reference').where('subject', '=', 'A la vez').execute();
    expect(new Set(stored.map((row) => row.reference)).size).toBe(8);
  });
});

describe('the confirmation to the sender', () => {
  it('is in Spanish, carries the reference and a copy of the message, and replies reach the help desk', async () => {
    const { reference } = await submit('/api/v1/company-contact', { email: 'copia@ejemplo.mx', company_name: 'Naviera del Golfo', phone: '229 123 4567' });
    await t.services.contact.settled();
    const [mail] = mailsTo('copia@ejemplo.mx');
    expect(mail?.subject).toBe(`Recibimos tu mensaje (folio ${reference})`);
    expect(mail?.replyTo).toBe(t.config.contactEmail);
    expect(mail?.text).toContain('Hola, Rosa Elena:');
    expect(mail?.text).toContain(`Tu número de folio es ${reference}`);
    for (const copied of ['> Asunto: Cotización', '> Teléfono: 229 123 4567', '> Empresa: Naviera del Golfo', '> Necesito 3 usuarios.']) {
      expect(mail?.text).toContain(copied);
    }
  });

  it('is sent after the answer: a hung mail server does not hold the request', async () => {
    const held: MailMessage[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const deliver = originalSend();
    t.mailer.send = async (message) => {
      held.push(message);
      await released;
      await deliver(message);
    };
    restoreSend = () => {
      release();
      t.mailer.send = deliver;
    };
    const answer = await submit('/api/v1/contact', { email: 'lento@ejemplo.mx' });
    expect(answer.reference).toMatch(/^CT-/);
    // Both e-mails have started and are still waiting on the server, yet the answer is here.
    await expect.poll(() => held.length).toBe(2);
    expect(mailsTo('lento@ejemplo.mx')).toHaveLength(0);
    release();
    await t.services.contact.settled();
    expect(mailsTo('lento@ejemplo.mx')).toHaveLength(1);
  });

  it('a failing mail server loses nothing: the message is stored and the answer is 201', async () => {
    const deliver = originalSend();
    t.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    restoreSend = () => {
      t.mailer.send = deliver;
    };
    const { id, reference } = await submit('/api/v1/contact', { email: 'caido@ejemplo.mx' });
    await t.services.contact.settled();
    const row = await t.database.db.selectFrom('contact_messages').select('reference').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.reference).toBe(reference);
  });

  it('goes to one address at most 5 times an hour, so the form cannot flood a mailbox', async () => {
    for (let index = 0; index < 7; index++) await submit('/api/v1/contact', { email: 'victima@ejemplo.mx' });
    await t.services.contact.settled();
    expect(mailsTo('victima@ejemplo.mx')).toHaveLength(5);
    // The help desk still gets every message.
    const forwarded = mailsTo(t.config.contactEmail).filter((message) => message.replyTo === 'victima@ejemplo.mx');
    expect(forwarded).toHaveLength(7);
  });
});
