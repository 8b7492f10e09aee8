import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDateOf } from '../../../../src/shared/contracts/job-letters';
import { pdfText } from '../../../helpers/pdf';
import { qrCodesOf } from '../../../helpers/pdf-qr';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** The printed letter: letterhead, the template's words with the draft's data, the date in es-MX, the signer and the QR of its verification link. */
let t: TestApp;
let employee: string;
let admin: string;
let letter: { id: number; verification_url: string; issued_at: string };

beforeAll(async () => {
  t = await createTestApp();
  employee = (await t.login('empleado@horizonte.demo.mx')).access_token;
  admin = (await t.login('admin@horizonte.demo.mx')).access_token;
  const userId = await t.userIdOf('empleado@horizonte.demo.mx');
  const requested = await t.app.inject({ method: 'POST', url: `/api/v1/users/${userId}/job-letters`, headers: t.bearer(employee), payload: { purpose: 'un trámite de crédito hipotecario', include_salary: true } });
  const id = requested.json().id as number;
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/job-letters/${id}`, headers: t.bearer(admin), payload });
  const draft = { action: 'draft', employee_name: 'Miguel Flores Aguilar', position: 'Ejecutivo de ventas', department: 'Ventas', hire_date: '2021-03-15', salary_monthly: 18500.5, purpose: 'un trámite de crédito hipotecario', additional_text: 'Su jornada es de lunes a viernes.', signer_name: 'Gabriela Torres Ibarra', signer_title: 'Administradora general' };
  expect((await put(draft)).statusCode).toBe(200);
  const issued = await put({ action: 'issue' });
  expect(issued.statusCode, issued.body).toBe(200);
  letter = issued.json();
});
afterAll(() => t.close());

describe('the PDF of an issued letter', () => {
  it('prints the company, the letter with the draft’s data, the issue date in es-MX and the signer, and a QR code of the verification link', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/job-letters/${letter.id}/pdf`, headers: t.bearer(employee) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain(`carta-laboral-${letter.id}.pdf`);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Comercializadora Horizonte',
      'Comercializadora Horizonte, S. de R.L. de C.V.',
      'CONSTANCIA LABORAL',
      'A quien corresponda:',
      'Miguel Flores Aguilar',
      'desde el 15 de marzo de 2021',
      'Ejecutivo de ventas, en el área de Ventas',
      '$18,500.50 M.N.',
      'Su jornada es de lunes a viernes.',
      'para un trámite de crédito hipotecario.',
      'Gabriela Torres Ibarra',
      'Administradora general',
      letter.verification_url,
    ]) {
      expect(text).toContain(expected);
    }
    // The date of issue in Mexico City words («24 de noviembre de 2026»).
    const issuedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(letter.issued_at));
    expect(text).toContain(longDateOf(issuedDay));
    expect(await qrCodesOf(response.rawPayload)).toEqual([letter.verification_url]);
  });

  it('the admin downloads it too; a letter not yet issued has none', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/job-letters/${letter.id}/pdf`, headers: t.bearer(admin) })).statusCode).toBe(200);
    const pending = (await t.app.inject({ method: 'GET', url: '/api/v1/companies/3/job-letters?status=requested', headers: t.bearer(admin) })).json().data[0];
    const refused = await t.app.inject({ method: 'GET', url: `/api/v1/job-letters/${pending.id}/pdf`, headers: t.bearer(employee) });
    expect(expectErrorShape(refused.json(), 422).data.code).toBe('job_letter_not_issued');
  });
});
