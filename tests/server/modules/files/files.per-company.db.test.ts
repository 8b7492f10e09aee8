import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, multipartForm } from '../../../helpers/multipart';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * A file is never easier to reach than the record it hangs from (issue 12, point 3): an
 * employee's documents and images need `employees.read` in the employee's company, their writes
 * `employees.manage`; a company's and a department's own files stay open to every member.
 * Roles count only in the company of the record (issue 12, point 2):
 * - «mixta»: company admin of Horizonte (3), plain employee of the logistics company (1);
 * - «lectora»: yard supervisor of company 1 (reads people there), plain employee of company 3.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const as = (who: string) => t.bearer(tokens[who]!);

async function upload(who: string, kind: 'images' | 'documents', resourceType: string, resourceId: number, file = kind === 'images' ? TINY_PNG : PDF) {
  const body = multipartForm([
    { field: 'resource_type', value: resourceType },
    { field: 'resource_id', value: String(resourceId) },
    { field: 'file', filename: kind === 'images' ? 'foto.png' : 'contrato.pdf', content: file },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/v1/${kind}`, headers: { ...as(who), ...body.headers }, payload: body.payload });
}

async function uploaded(kind: 'images' | 'documents', resourceType: string, resourceId: number): Promise<number> {
  const response = await upload('super', kind, resourceType, resourceId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'mixta@demo.mx', companies: [3], departments: [[1, 'operaciones']], roles: [['company_admin', 3], ['employee', 1]] });
  await addPerson(t, { email: 'lectora@demo.mx', departments: [[1, 'patio'], [3, 'ventas']], roles: [['container_supervisor', 1], ['employee', 3]] });
  for (const [key, email] of Object.entries({
    super: 'super@demo.mx',
    admin: 'admin@logistica.demo.mx',
    operador: 'operador@logistica.demo.mx',
    grua: 'grua@logistica.demo.mx',
    ajena: 'admin@ajena.demo.mx',
    mixta: 'mixta@demo.mx',
    lectora: 'lectora@demo.mx',
  })) {
    tokens[key] = (await t.login(email)).access_token;
  }
  const employeeOf = async (number: string) =>
    t.database.db.selectFrom('employees').select(['id', 'department_id']).where('employee_number', '=', number).executeTakeFirstOrThrow();
  const colleague = await employeeOf('LPP-0006');
  ids.employee1 = colleague.id;
  ids.employee1Department = colleague.department_id;
  ids.employee3 = (await employeeOf('HOR-0001')).id;
  ids.document1 = await uploaded('documents', 'employee', ids.employee1!);
  ids.image1 = await uploaded('images', 'employee', ids.employee1!);
  ids.document3 = await uploaded('documents', 'employee', ids.employee3!);
  ids.image3 = await uploaded('images', 'employee', ids.employee3!);
  ids.companyDocument1 = await uploaded('documents', 'company', 1);
  ids.companyImage1 = await uploaded('images', 'company', 1);
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

describe("an employee's documents and images follow the employee's permission", () => {
  it('a plain employee gets 403 on the record, and on listing and downloading its documents and images', async () => {
    expect((await get('grua', `/api/v1/departments/${ids.employee1Department}/employees/${ids.employee1}`)).statusCode).toBe(403);
    for (const url of [
      `/api/v1/documents?resource_type=employee&resource_id=${ids.employee1}`,
      `/api/v1/documents/${ids.document1}/file`,
      `/api/v1/images?resource_type=employee&resource_id=${ids.employee1}`,
      `/api/v1/images/${ids.image1}/file`,
    ]) {
      const response = await get('grua', url);
      expect(expectErrorShape(response.json(), 403).data.code, url).toBe('forbidden');
    }
  });

  it('who may read people lists and downloads them; the admin too', async () => {
    for (const who of ['operador', 'admin']) {
      const list = await get(who, `/api/v1/documents?resource_type=employee&resource_id=${ids.employee1}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((document: { id: number }) => document.id)).toEqual([ids.document1]);
      const file = await get(who, `/api/v1/documents/${ids.document1}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await get(who, `/api/v1/images?resource_type=employee&resource_id=${ids.employee1}`)).json()).toHaveLength(1);
      expect((await get(who, `/api/v1/images/${ids.image1}/file`)).statusCode).toBe(200);
    }
  });

  it('reading people is not managing them: no upload, comment or delete without employees.manage', async () => {
    expect((await upload('operador', 'documents', 'employee', ids.employee1!)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/images/${ids.image1}`, headers: as('operador'), payload: { comments: 'no' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/documents/${ids.document1}`, headers: as('operador') })).statusCode).toBe(403);
  });

  it('another tenant gets 404, not 403', async () => {
    for (const url of [`/api/v1/documents?resource_type=employee&resource_id=${ids.employee1}`, `/api/v1/documents/${ids.document1}/file`, `/api/v1/images/${ids.image1}/file`]) {
      expect(expectErrorShape((await get('ajena', url)).json(), 404).data.code).toBe('not_found');
    }
  });

  it("the company's own files stay readable by every member", async () => {
    expect((await get('grua', '/api/v1/documents?resource_type=company&resource_id=1')).json()).toHaveLength(1);
    expect((await get('grua', `/api/v1/documents/${ids.companyDocument1}/file`)).statusCode).toBe(200);
    expect((await get('grua', `/api/v1/images/${ids.companyImage1}/file`)).statusCode).toBe(200);
  });
});

interface Case {
  name: string;
  who: 'mixta' | 'lectora';
  method: 'GET' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: object;
  status: number;
}

const MATRIX: Case[] = [
  // mixta is a plain employee of company 1…
  { name: "lists a company-1 employee's documents", who: 'mixta', method: 'GET', url: () => `/api/v1/documents?resource_type=employee&resource_id=${ids.employee1}`, status: 403 },
  { name: "downloads a company-1 employee's document", who: 'mixta', method: 'GET', url: () => `/api/v1/documents/${ids.document1}/file`, status: 403 },
  { name: "lists a company-1 employee's images", who: 'mixta', method: 'GET', url: () => `/api/v1/images?resource_type=employee&resource_id=${ids.employee1}`, status: 403 },
  { name: "fetches a company-1 employee's image", who: 'mixta', method: 'GET', url: () => `/api/v1/images/${ids.image1}/file`, status: 403 },
  { name: 'comments a company-1 image', who: 'mixta', method: 'PUT', url: () => `/api/v1/images/${ids.companyImage1}`, payload: { comments: 'Intrusa' }, status: 403 },
  { name: 'deletes a company-1 document', who: 'mixta', method: 'DELETE', url: () => `/api/v1/documents/${ids.companyDocument1}`, status: 403 },
  { name: "lists company 1's own documents", who: 'mixta', method: 'GET', url: () => '/api/v1/documents?resource_type=company&resource_id=1', status: 200 },
  // …and the admin of company 3.
  { name: "lists a company-3 employee's documents", who: 'mixta', method: 'GET', url: () => `/api/v1/documents?resource_type=employee&resource_id=${ids.employee3}`, status: 200 },
  { name: "downloads a company-3 employee's document", who: 'mixta', method: 'GET', url: () => `/api/v1/documents/${ids.document3}/file`, status: 200 },
  { name: "comments a company-3 employee's image", who: 'mixta', method: 'PUT', url: () => `/api/v1/images/${ids.image3}`, payload: { comments: 'Credencial' }, status: 200 },
  // lectora reads people in company 1 only.
  { name: "lists a company-1 employee's documents", who: 'lectora', method: 'GET', url: () => `/api/v1/documents?resource_type=employee&resource_id=${ids.employee1}`, status: 200 },
  { name: "fetches a company-1 employee's image", who: 'lectora', method: 'GET', url: () => `/api/v1/images/${ids.image1}/file`, status: 200 },
  { name: "lists a company-3 employee's documents", who: 'lectora', method: 'GET', url: () => `/api/v1/documents?resource_type=employee&resource_id=${ids.employee3}`, status: 403 },
  { name: "downloads a company-3 employee's document", who: 'lectora', method: 'GET', url: () => `/api/v1/documents/${ids.document3}/file`, status: 403 },
  { name: "fetches a company-3 employee's image", who: 'lectora', method: 'GET', url: () => `/api/v1/images/${ids.image3}/file`, status: 403 },
];

describe('per-company roles: files', () => {
  it.each(MATRIX)('$who $name → $status', async ({ who, method, url, payload, status }) => {
    const response = await t.app.inject({ method, url: url(), headers: as(who), ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectErrorShape(response.json(), status);
  });

  it('uploads where the caller holds the write action, nowhere else', async () => {
    expect((await upload('mixta', 'documents', 'company', 1)).statusCode).toBe(403);
    expect((await upload('mixta', 'images', 'employee', ids.employee1!)).statusCode).toBe(403);
    expect((await upload('mixta', 'documents', 'company', 3)).statusCode).toBe(200);
    expect((await upload('mixta', 'documents', 'employee', ids.employee3!)).statusCode).toBe(200);
    expect((await upload('lectora', 'documents', 'employee', ids.employee1!)).statusCode).toBe(403);
  });

  it('nothing of company 1 was changed by the refused calls', async () => {
    const image = await t.database.db.selectFrom('images').select('comments').where('id', '=', ids.companyImage1!).executeTakeFirstOrThrow();
    expect(image.comments).toBeNull();
    expect(await t.database.db.selectFrom('documents').select('id').where('id', '=', ids.companyDocument1!).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('documents').select('id').where('company_id', '=', 1).execute()).toHaveLength(2);
  });
});
