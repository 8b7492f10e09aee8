import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Employment letters: an employee asks for their own, the company's admins draft, issue, reject
 * and revoke them, the requester may cancel while requested; everyone else gets 404 (403 for the
 * same company's people who may not do it). The requester is told of the decision. The PDF and
 * its QR code are in job-letters-pdf.db.test.ts.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'empleado' | 'admin' | 'colega' | 'ajena' | 'super' | 'candidato' | 'logistica';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

type Letter = { id: number; status: string; verification_url: string | null; [key: string]: unknown };
const request = async (payload: object = { purpose: 'un trámite de crédito', include_salary: true }) => {
  const response = await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'empleado', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Letter;
};
const draftOf = (overrides: object = {}) => ({
  action: 'draft',
  employee_name: 'Miguel Flores Aguilar',
  position: 'Ejecutivo de ventas',
  department: 'Ventas',
  hire_date: '2021-03-15',
  salary_monthly: 18500.5,
  addressee: null,
  purpose: 'un trámite de crédito',
  signer_name: 'Gabriela Torres Ibarra',
  signer_title: 'Administradora general',
  ...overrides,
});
const put = (id: number, who: Who, payload: object) => call('PUT', `/api/v1/job-letters/${id}`, who, payload);
const letterCount = async () => Number((await t.database.db.selectFrom('job_letters').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const noticesOf = (userId: number, title: string) => t.database.db.selectFrom('notifications').select(['title', 'body', 'route']).where('user_id', '=', userId).where('title', '=', title).execute();

beforeAll(async () => {
  t = await createTestApp();
  // A colleague of the same company, with no admin role: the letters of others do not exist for them.
  await addPerson(t, { email: 'colega@horizonte.demo.mx', departments: [[3, 'ventas']], roles: [['employee', 3]] });
  const people: [Who, string][] = [
    ['empleado', 'empleado@horizonte.demo.mx'],
    ['admin', 'admin@horizonte.demo.mx'],
    ['colega', 'colega@horizonte.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['candidato', 'candidato@demo.mx'],
    ['logistica', 'admin@logistica.demo.mx'],
  ];
  for (const [who, email] of people) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
});
afterAll(() => t.close());

describe('the demo', () => {
  it("gives Horizonte's employee one letter requested and one issued, which the admin sees in the company's list", async () => {
    const own = (await call('GET', `/api/v1/users/${ids.empleado}/job-letters`, 'empleado')).json();
    expect(own.data.map((letter: Letter) => letter.status).sort()).toEqual(['issued', 'requested']);
    const company = await call('GET', '/api/v1/companies/3/job-letters?status=issued', 'admin');
    expect(company.json()).toMatchObject({ total: 1, data: [{ status: 'issued', employee_name: 'Miguel Flores Aguilar', position: 'Ejecutivo de ventas', company: { id: 3 } }] });
    const issued = (await call('GET', `/api/v1/job-letters/${company.json().data[0].id}`, 'empleado')).json();
    const verification = await call('GET', `/api/v1/public/job-letters/${issued.verification_url.split('/').at(-1)}`, null);
    expect(verification.json()).toMatchObject({ valid: true, status: 'issued', company: 'Comercializadora Horizonte' });
  });
});

describe('asking for a letter', () => {
  it('copies the employee record into the request (company left out: their only one) and tells the admins', async () => {
    const letter = await request({ purpose: 'una visa de turista', addressee: 'Embajada de Canadá', include_salary: false });
    expect(letter).toMatchObject({ status: 'requested', company: { id: 3 }, requester: { id: ids.empleado }, employee_name: 'Miguel Flores Aguilar', position: 'Ejecutivo de ventas', department: 'Ventas', addressee: 'Embajada de Canadá', include_salary: false, can_cancel: true, can_manage: false });
    expect(letter.hire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await t.services.jobLetters.settled();
    expect(await noticesOf(ids.admin!, 'Nueva solicitud de carta laboral')).toContainEqual({ title: 'Nueva solicitud de carta laboral', body: expect.stringContaining('una visa de turista'), route: `/superempleos/carta-laboral/${letter.id}/crear` });
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const before = await letterCount();
    const cases: [object, string][] = [
      [{}, 'purpose'],
      [{ purpose: 'x' }, 'purpose'],
      [{ purpose: 'a'.repeat(301) }, 'purpose'],
      [{ purpose: 'un crédito', include_salary: 'sí' }, 'include_salary'],
      [{ purpose: 'un crédito', addressee: 'a'.repeat(151) }, 'addressee'],
      [{ purpose: 'un crédito', company_id: -1 }, 'company_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'empleado', payload);
      const error = expectErrorShape(response.json(), 422) as unknown as { message: string; data: { errors: Record<string, string[]> } };
      expect(Object.keys(error.data.errors), JSON.stringify(payload)).toContain(field);
      expect(error.message).toMatch(/[áéíóúñ]|debe|escribe/i);
    }
    expect(await letterCount()).toBe(before);
  });

  it('is only for one’s own letter, in a company where one is on the payroll', async () => {
    const before = await letterCount();
    const body = { purpose: 'un trámite de crédito', company_id: 3 };
    // Horizonte's admin may not ask in the employee's name; another tenant does not see them.
    expect(expectErrorShape((await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'admin', body)).json(), 403).data.code).toBe('forbidden');
    expect((await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'ajena', body)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'colega', body)).statusCode).toBe(404);
    // The admin is not an employee of the company; the candidate belongs to none.
    const notEmployee = await call('POST', `/api/v1/users/${ids.admin}/job-letters`, 'admin', body);
    expect(expectErrorShape(notEmployee.json(), 422).data.code).toBe('job_letter_not_employee');
    expect((await call('POST', `/api/v1/users/${ids.candidato}/job-letters`, 'candidato', body)).statusCode).toBe(404);
    const noCompany = await call('POST', `/api/v1/users/${ids.candidato}/job-letters`, 'candidato', { purpose: 'un trámite' });
    expect(expectErrorShape(noCompany.json(), 422).message).toBe('Indica la empresa que debe emitir la carta.');
    expect(await letterCount()).toBe(before);
  });

  it('keeps at most five open requests per person and company', async () => {
    const open = Number(
      (await t.database.db.selectFrom('job_letters').where('user_id', '=', ids.empleado!).where('status', 'in', ['requested', 'drafted']).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    for (let i = open; i < 5; i++) await request();
    const refused = await call('POST', `/api/v1/users/${ids.empleado}/job-letters`, 'empleado', { purpose: 'otro trámite' });
    expect(expectErrorShape(refused.json(), 422).data.code).toBe('job_letter_limit');
    // Cancel them again, so the other tests can ask.
    const mine = (await call('GET', `/api/v1/users/${ids.empleado}/job-letters?status=requested`, 'empleado')).json();
    for (const letter of mine.data as Letter[]) expect((await put(letter.id, 'empleado', { action: 'cancel' })).statusCode).toBe(200);
  });
});

describe('the status flow', () => {
  it('requested → drafted → issued: the admin drafts (salary only if asked), issues, and the employee is told', async () => {
    const letter = await request();
    // Asked with salary: the draft needs one.
    const noSalary = await put(letter.id, 'admin', draftOf({ salary_monthly: null }));
    expect(expectErrorShape(noSalary.json(), 422).data).toMatchObject({ errors: { salary_monthly: [expect.any(String)] } });
    expect(expectErrorShape((await put(letter.id, 'empleado', draftOf())).json(), 403).data.code).toBe('forbidden');
    const early = await put(letter.id, 'admin', { action: 'issue' });
    expect(expectErrorShape(early.json(), 422).message).toBe('Una carta solicitada no se puede emitir.');
    const drafted = await put(letter.id, 'admin', draftOf());
    expect(drafted.json()).toMatchObject({ status: 'drafted', salary_monthly: 18500.5, hire_date: '2021-03-15', signer_title: 'Administradora general', can_cancel: false, verification_url: null });
    // Once drafted, the employee can no longer withdraw it.
    expect(expectErrorShape((await put(letter.id, 'empleado', { action: 'cancel' })).json(), 422).data.code).toBe('job_letter_invalid_transition');
    const issued = await put(letter.id, 'admin', { action: 'issue' });
    expect(issued.json()).toMatchObject({ status: 'issued', issued_at: expect.any(String), verification_url: expect.stringMatching(/\/verificar\/carta-laboral\/[\w-]{43}$/) });
    await t.services.jobLetters.settled();
    expect(await noticesOf(ids.empleado!, 'Tu carta laboral está lista')).toContainEqual(expect.objectContaining({ route: `/superempleos/carta-laboral/${letter.id}/ver` }));
    expect(t.mailer.last('empleado@horizonte.demo.mx')?.subject).toBe('Tu carta laboral está lista');
    // The employee reads the same link the admin does.
    expect((await call('GET', `/api/v1/job-letters/${letter.id}`, 'empleado')).json().verification_url).toBe(issued.json().verification_url);
  });

  it('a salary the employee did not ask for is refused', async () => {
    const letter = await request({ purpose: 'un trámite', include_salary: false });
    const response = await put(letter.id, 'admin', draftOf());
    expect(expectErrorShape(response.json(), 422).message).toContain('no pidió');
    expect((await put(letter.id, 'admin', draftOf({ salary_monthly: null }))).json()).toMatchObject({ status: 'drafted', salary_monthly: null });
    await put(letter.id, 'admin', { action: 'reject', reason: 'Pedido por error' });
  });

  it('rejected with a reason: the employee is told why; a decided letter moves no more', async () => {
    const letter = await request();
    expect(expectErrorShape((await put(letter.id, 'admin', { action: 'reject' })).json(), 422).data.code).toBe('validation_failed');
    const rejected = await put(letter.id, 'admin', { action: 'reject', reason: 'Tu periodo de prueba no ha terminado.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Tu periodo de prueba no ha terminado.', can_manage: false });
    await t.services.jobLetters.settled();
    expect(await noticesOf(ids.empleado!, 'Tu solicitud de carta laboral fue rechazada')).toContainEqual(expect.objectContaining({ body: expect.stringContaining('periodo de prueba') }));
    for (const payload of [draftOf(), { action: 'issue' }, { action: 'cancel' }]) {
      expect(expectErrorShape((await put(letter.id, payload.action === 'cancel' ? 'empleado' : 'admin', payload)).json(), 422).data.code).toBe('job_letter_invalid_transition');
    }
    expect((await call('GET', `/api/v1/job-letters/${letter.id}/pdf`, 'empleado')).statusCode).toBe(422);
  });

  it('the employee cancels while requested; the admin may not cancel for them', async () => {
    const letter = await request();
    expect(expectErrorShape((await put(letter.id, 'admin', { action: 'cancel' })).json(), 403).data.code).toBe('forbidden');
    expect((await put(letter.id, 'empleado', { action: 'cancel' })).json()).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String), can_cancel: false });
  });

  it('an issued letter is revoked with a reason: its verification says so and it has no PDF', async () => {
    const letter = await request();
    await put(letter.id, 'admin', draftOf());
    const issued = (await put(letter.id, 'admin', { action: 'issue' })).json() as Letter;
    const token = issued.verification_url!.split('/').at(-1);
    expect(expectErrorShape((await put(letter.id, 'empleado', { action: 'revoke', reason: 'Ya no la quiero' })).json(), 403).data.code).toBe('forbidden');
    expect((await put(letter.id, 'admin', { action: 'revoke', reason: 'Datos del puesto equivocados' })).json()).toMatchObject({ status: 'revoked', reason: 'Datos del puesto equivocados' });
    expect((await call('GET', `/api/v1/public/job-letters/${token}`, null)).json()).toMatchObject({ valid: false, status: 'revoked', revoked_at: expect.any(String), employee_name: 'Miguel Flores Aguilar' });
    expect(expectErrorShape((await call('GET', `/api/v1/job-letters/${letter.id}/pdf`, 'empleado')).json(), 422).message).toContain('revocada');
    const unknown = await call('GET', `/api/v1/public/job-letters/${'A'.repeat(43)}`, null);
    expect(expectErrorShape(unknown.json(), 404).data.code).toBe('not_found');
    expect((await call('GET', '/api/v1/public/job-letters/%3Cscript%3E', null)).statusCode).toBe(422);
  });
});

describe('who sees what', () => {
  it('the requester and the admins of the company; a colleague and other tenants get 404', async () => {
    const letter = await request();
    expect((await call('GET', `/api/v1/job-letters/${letter.id}`, 'admin')).json()).toMatchObject({ can_manage: true, can_cancel: false });
    expect((await call('GET', `/api/v1/job-letters/${letter.id}`, 'super')).statusCode).toBe(200);
    for (const who of ['colega', 'ajena', 'logistica', 'candidato'] as const) {
      expect((await call('GET', `/api/v1/job-letters/${letter.id}`, who)).statusCode, who).toBe(404);
      expect((await put(letter.id, who, { action: 'reject', reason: 'Intruso intruso' })).statusCode, who).toBe(404);
      expect((await call('GET', `/api/v1/users/${ids.empleado}/job-letters`, who)).statusCode, who).toBe(404);
    }
    expect((await call('GET', `/api/v1/job-letters/${letter.id}`, 'empleado')).json().status).toBe('requested');
    // The company's list: its admins only (a plain employee is refused, another tenant does not see it).
    expect((await call('GET', '/api/v1/companies/3/job-letters', 'colega')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/3/job-letters', 'ajena')).statusCode).toBe(404);
    const list = (await call('GET', '/api/v1/companies/3/job-letters?status=requested', 'admin')).json();
    expect(list.data.every((row: Letter) => row.status === 'requested')).toBe(true);
    expect(list.data.map((row: Letter) => row.id)).toContain(letter.id);
    // The admin reads a person's letters in the companies they manage.
    expect((await call('GET', `/api/v1/users/${ids.empleado}/job-letters`, 'admin')).json().total).toBeGreaterThan(0);
    expect((await call('GET', '/api/v1/companies/3/job-letters?status=nada', 'admin')).statusCode).toBe(422);
  });
});
