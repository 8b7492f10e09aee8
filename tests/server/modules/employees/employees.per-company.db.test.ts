import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../helpers/multipart';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Roles are held per company (issue 12, point 2), for the employees of the directory and their
 * bulk import:
 * - «mixta»: company admin of Horizonte (3), plain employee of the logistics company (1);
 * - «lectora»: yard supervisor of company 1 (reads people there), plain employee of company 3.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const CSV = Buffer.from('Número de empleado,Nombre,Departamento\r\nMIX-0001,Rosa,ventas\r\n');

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'mixta@demo.mx', companies: [3], departments: [[1, 'operaciones']], roles: [['company_admin', 3], ['employee', 1]] });
  await addPerson(t, { email: 'lectora@demo.mx', departments: [[1, 'patio'], [3, 'ventas']], roles: [['container_supervisor', 1], ['employee', 3]] });
  for (const email of ['mixta@demo.mx', 'lectora@demo.mx']) tokens[email.split('@')[0]!] = (await t.login(email)).access_token;
  const employeeOf = (number: string) =>
    t.database.db.selectFrom('employees').select(['id', 'department_id']).where('employee_number', '=', number).executeTakeFirstOrThrow();
  const one = await employeeOf('LPP-0006');
  const three = await employeeOf('HOR-0001');
  Object.assign(ids, { employee1: one.id, department1: one.department_id, employee3: three.id, department3: three.department_id });
  const batch = { user_id: null, kind: 'employees', file_name: 'a.csv', stored_name: `${'c'.repeat(32)}.csv`, status: 'done', total: 0, message: null, finished_at: null };
  for (const companyId of [1, 3]) {
    ids[`batch${companyId}`] = (await t.database.db.insertInto('import_batches').values({ ...batch, company_id: companyId }).returning('id').executeTakeFirstOrThrow()).id;
  }
});
afterAll(async () => {
  await t.services.imports.idle();
  await t.close();
});

interface Case {
  name: string;
  who: 'mixta' | 'lectora';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: object;
  /** Sent as a multipart CSV upload instead of a JSON payload. */
  csv?: boolean;
  status: number;
}

const MATRIX: Case[] = [
  // mixta is a plain employee of company 1…
  { name: 'reads a company-1 employee', who: 'mixta', method: 'GET', url: () => `/api/v1/departments/${ids.department1}/employees/${ids.employee1}`, status: 403 },
  { name: 'lists a company-1 department', who: 'mixta', method: 'GET', url: () => `/api/v1/departments/${ids.department1}/employees`, status: 403 },
  { name: 'searches company 1', who: 'mixta', method: 'GET', url: () => '/api/v1/search/employees?company_id=1&q=', status: 403 },
  { name: 'adds a company-1 employee', who: 'mixta', method: 'POST', url: () => `/api/v1/departments/${ids.department1}/employees`, payload: { name: 'Intrusa' }, status: 403 },
  { name: 'edits a company-1 employee', who: 'mixta', method: 'PUT', url: () => `/api/v1/departments/${ids.department1}/employees/${ids.employee1}`, payload: { position: 'Intrusa' }, status: 403 },
  { name: 'removes a company-1 employee', who: 'mixta', method: 'DELETE', url: () => `/api/v1/departments/${ids.department1}/employees/${ids.employee1}`, status: 403 },
  { name: 'imports into company 1', who: 'mixta', method: 'POST', url: () => '/api/v1/companies/1/employees-bulk', csv: true, status: 403 },
  { name: 'reads a company-1 import batch', who: 'mixta', method: 'GET', url: () => `/api/v1/batch/${ids.batch1}`, status: 403 },
  // …and the admin of company 3.
  { name: 'reads a company-3 employee', who: 'mixta', method: 'GET', url: () => `/api/v1/departments/${ids.department3}/employees/${ids.employee3}`, status: 200 },
  { name: 'adds a company-3 employee', who: 'mixta', method: 'POST', url: () => `/api/v1/departments/${ids.department3}/employees`, payload: { name: 'Rocío' }, status: 201 },
  { name: 'edits a company-3 employee', who: 'mixta', method: 'PUT', url: () => `/api/v1/departments/${ids.department3}/employees/${ids.employee3}`, payload: { position: 'Gerente' }, status: 200 },
  { name: 'imports into company 3', who: 'mixta', method: 'POST', url: () => '/api/v1/companies/3/employees-bulk', csv: true, status: 202 },
  { name: 'reads a company-3 import batch', who: 'mixta', method: 'GET', url: () => `/api/v1/batch/${ids.batch3}`, status: 200 },
  // lectora reads people in company 1, manages nobody, and is a plain employee of company 3.
  { name: 'reads a company-1 employee', who: 'lectora', method: 'GET', url: () => `/api/v1/departments/${ids.department1}/employees/${ids.employee1}`, status: 200 },
  { name: 'edits a company-1 employee', who: 'lectora', method: 'PUT', url: () => `/api/v1/departments/${ids.department1}/employees/${ids.employee1}`, payload: { position: 'Intrusa' }, status: 403 },
  { name: 'imports into company 1', who: 'lectora', method: 'POST', url: () => '/api/v1/companies/1/employees-bulk', csv: true, status: 403 },
  { name: 'reads a company-3 employee', who: 'lectora', method: 'GET', url: () => `/api/v1/departments/${ids.department3}/employees/${ids.employee3}`, status: 403 },
  { name: 'lists the employees of company 3', who: 'lectora', method: 'GET', url: () => '/api/v1/companies/3/employees', status: 403 },
];

describe('per-company roles: employees and their import', () => {
  it.each(MATRIX)('$who $name → $status', async ({ who, method, url, payload, csv, status }) => {
    const upload = csv ? multipartFile('file', 'empleados.csv', CSV, 'text/csv') : null;
    const response = await t.app.inject({
      method,
      url: url(),
      headers: { ...t.bearer(tokens[who]!), ...upload?.headers },
      ...(upload ? { payload: upload.payload } : payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectErrorShape(response.json(), status);
  });

  it('an unscoped search by lectora covers company 1 only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/search/employees?q=', headers: t.bearer(tokens.lectora!) });
    expect(response.statusCode).toBe(200);
    const companies = new Set((response.json() as { data: { company_id: number }[] }).data.map((employee) => employee.company_id));
    expect([...companies]).toEqual([1]);
  });

  it('nothing of company 1 was changed by the refused calls', async () => {
    await t.services.imports.idle();
    const employee = await t.database.db.selectFrom('employees').select('position').where('id', '=', ids.employee1!).executeTakeFirstOrThrow();
    expect(employee.position).not.toBe('Intrusa');
    expect(await t.database.db.selectFrom('employees').select('id').where('name', '=', 'Intrusa').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('import_batches').select('id').where('company_id', '=', 1).execute()).toEqual([{ id: ids.batch1 }]);
    // The one import that was allowed went into company 3.
    expect(await t.database.db.selectFrom('employees').select('company_id').where('employee_number', '=', 'MIX-0001').execute()).toEqual([{ company_id: 3 }]);
  });
});
