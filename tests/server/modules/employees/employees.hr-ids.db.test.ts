import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../../../../src/shared/business-time';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Issue 19, defect 5: employees have a hire date (the day they are added unless given) and the
 * identifiers Mexican HR keeps — RFC, CURP, NSS — validated, and unique within a company.
 */
let t: TestApp;
let token: string;
let horizonteToken: string;
let department1: number;
const VENTAS = 4; // Horizonte (company 3)

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin@logistica.demo.mx')).access_token;
  horizonteToken = (await t.login('admin@horizonte.demo.mx')).access_token;
  department1 = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const post = (departmentId: number, payload: object, who = token) =>
  t.app.inject({ method: 'POST', url: `/api/v1/departments/${departmentId}/employees`, headers: t.bearer(who), payload });

describe('hire date and Mexican identifiers', () => {
  it('keeps what was sent, upper-cased, and answers it back', async () => {
    const response = await post(department1, { name: 'Wenceslao', hire_date: '2026-12-01', rfc: 'gode561231gr8', curp: 'BOXW310820HNERXN09', nss: '12345678903' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ hire_date: '2026-12-01', rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09', nss: '12345678903' });
  });

  it('starts an employee added without a hire date on the day it is added (Mexico City)', async () => {
    const response = await post(department1, { name: 'Sin Fecha' });
    expect(response.statusCode).toBe(201);
    expect(response.json().hire_date).toBe(businessDateOf(new Date()));
  });

  it('refuses a wrong check digit with the field named, and nothing is written', async () => {
    const before = await t.database.db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [field, value, pattern] of [
      ['curp', 'BOXW310820HNERXN08', /CURP/],
      ['nss', '12345678904', /NSS/],
      ['rfc', 'ABC680524P76', /RFC/],
      ['hire_date', '2026-02-30', /fecha/],
    ] as const) {
      const response = await post(department1, { name: 'Mala', [field]: value });
      const error = expectErrorShape(response.json(), 422);
      expect(error.data.errors?.[field]?.[0]).toMatch(pattern);
    }
    const after = await t.database.db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a CURP, RFC or NSS already used in the same company (409), not in another one', async () => {
    for (const [field, code] of [
      ['curp', 'employee_curp_taken'],
      ['rfc', 'employee_rfc_taken'],
      ['nss', 'employee_nss_taken'],
    ] as const) {
      const value = { curp: 'BOXW310820HNERXN09', rfc: 'GODE561231GR8', nss: '12345678903' }[field];
      const error = expectErrorShape((await post(department1, { name: 'Repetida', [field]: value })).json(), 409);
      expect(error.data.code).toBe(code);
    }
    const elsewhere = await post(VENTAS, { name: 'Otra Empresa', curp: 'BOXW310820HNERXN09', rfc: 'GODE561231GR8', nss: '12345678903' }, horizonteToken);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('clears an identifier sent empty', async () => {
    const created = (await post(department1, { name: 'Borrable', curp: 'GODE561231HDFRRN00' })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/departments/${department1}/employees/${created.id}`,
      headers: t.bearer(token),
      payload: { curp: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().curp).toBeNull();
  });
});
