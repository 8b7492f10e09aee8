import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/server/demo/demo-data';
import { hashPassword } from '../../../../src/server/lib/passwords';
import { createUrlSigner } from '../../../../src/server/lib/signed-url';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

const LOGINS = {
  super: 'super@demo.mx',
  admin: 'admin@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  operador: 'operador@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  ajena: 'admin@ajena.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
  candidato: 'candidato@demo.mx',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(LOGINS)) tokens[key] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const generate = (token: string | null, companyId: number | string, query = 'format=csv', kind = 'members') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${companyId}/generate-url-report/${kind}?${query}`,
    headers: token ? t.bearer(token) : {},
  });

async function signedUrl(token: string, companyId: number, format: 'csv' | 'xlsx' = 'csv') {
  const response = await generate(token, companyId, `format=${format}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; expires_at: string; file_name: string };
}

const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The CSV's rows as arrays of fields (the fixtures have no quoted separators). */
function csvRows(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((field) => field.replace(/,$/, '').replace(/^"|"$/g, '').replaceAll('""', '"')));
}

async function emailsOfCompany(companyId: number): Promise<string[]> {
  const direct = t.database.db.selectFrom('company_users').select('user_id').where('company_id', '=', companyId);
  const viaDepartment = t.database.db
    .selectFrom('department_users')
    .innerJoin('departments', 'departments.id', 'department_users.department_id')
    .select('department_users.user_id')
    .where('departments.company_id', '=', companyId);
  const rows = await t.database.db
    .selectFrom('users')
    .select('email')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('id', 'in', direct), eb('id', 'in', viaDepartment)]))
    .execute();
  return rows.map((row) => row.email).sort();
}

describe('GET /api/v1/companies/{id}/generate-url-report/members', () => {
  it.each([
    ['super', 1, 200],
    ['super', 4, 200],
    ['admin', 1, 200],
    ['horizonte', 3, 200],
    ['soporte', 1, 403],
    ['operador', 1, 403],
    ['grua', 1, 403],
  ] as const)('%s on company %i → %i', async (who, companyId, status) => {
    const response = await generate(tokens[who]!, companyId);
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(expectErrorShape(response.json(), 403).data.code).toBe('forbidden');
      return;
    }
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'file_name', 'url']);
    expect(body.url).toMatch(/^\/api\/v1\/reports\/members\?company_id=\d+&format=csv&expires=\d+&user=\d+&signature=[\w-]{43}$/);
    const ttl = new Date(body.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(body.file_name).toMatch(/^usuarios-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('names the file after the company', async () => {
    expect((await signedUrl(tokens.admin!, 1, 'xlsx')).file_name).toMatch(/^usuarios-logistica-portuaria-del-pacifico-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it("another tenant's company and a company that does not exist → 404", async () => {
    for (const [who, companyId] of [
      ['ajena', 1],
      ['admin', 4],
      ['candidato', 1],
      ['super', 999],
    ] as const) {
      const response = await generate(tokens[who]!, companyId);
      expect(response.statusCode, `${who} ${companyId}`).toBe(404);
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
  });

  it('without a session → 401', async () => {
    const response = await generate(null, 1);
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 401);
  });

  it('an unknown kind → 404; a bad or missing format → 422', async () => {
    const unknown = await generate(tokens.admin!, 1, 'format=csv', 'salaries');
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorShape(unknown.json(), 404).data.code).toBe('not_found');
    for (const query of ['format=pdf', 'format=', '']) {
      const response = await generate(tokens.admin!, 1, query);
      expect(response.statusCode, query).toBe(422);
      const error = expectErrorShape(response.json(), 422);
      expect(error.data.code).toBe('validation_failed');
      expect(error.data.errors?.['querystring.format']).toBeDefined();
    }
  });
});

describe('GET /api/v1/reports/members (signed)', () => {
  it('streams exactly the members of the company as CSV, with download headers, without a bearer', async () => {
    const { url, file_name } = await signedUrl(tokens.admin!, 1);
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file_name}"; filename*=UTF-8''${file_name}`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(['nombre', 'apellidos', 'correo', 'roles', 'verificado', 'fecha de alta']);
    expect(rows.map((row) => row[2]).sort()).toEqual(await emailsOfCompany(1));
    expect(rows.map((row) => row[2])).not.toContain('admin@ajena.demo.mx');
    expect(rows.map((row) => row[2])).not.toContain('admin@horizonte.demo.mx');
    const grua = rows.find((row) => row[2] === 'grua@logistica.demo.mx')!;
    expect(grua[3]).toBe('Empleado, Operador de grúa');
    expect(['Sí', 'No']).toContain(grua[4]);
    expect(grua[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('reads many members in pages: 1,234 more people in company 4, each once, no one else', async () => {
    const before = (await emailsOfCompany(4)).length;
    const hash = await hashPassword(DEMO_PASSWORD);
    const inserted: number[] = [];
    for (let start = 0; start < 1234; start += 200) {
      const rows = Array.from({ length: Math.min(200, 1234 - start) }, (_, i) => ({
        name: `Persona ${start + i}`,
        surname: 'Pérez',
        lastname: null,
        email: `persona${start + i}@ajena.demo.mx`,
        password_hash: hash,
        email_verified_at: null,
        profile_verified_at: null,
        profile_photo_path: null,
        deleted_at: null,
        deletion_reason: null,
      }));
      const ids = await t.database.db.insertInto('users').values(rows).returning('id').execute();
      inserted.push(...ids.map((row) => row.id));
    }
    for (let start = 0; start < inserted.length; start += 200) {
      await t.database.db
        .insertInto('company_users')
        .values(inserted.slice(start, start + 200).map((user_id) => ({ company_id: 4, user_id })))
        .execute();
    }
    const { url } = await signedUrl(tokens.ajena!, 4);
    const [, ...rows] = csvRows((await download(url)).rawPayload);
    const emails = rows.map((row) => row[2]);
    expect(emails.length).toBe(before + 1234);
    expect(new Set(emails).size).toBe(before + 1234);
    expect([...emails].sort()).toEqual(await emailsOfCompany(4));
  });

  it('XLSX opens with the same people', async () => {
    const { url, file_name } = await signedUrl(tokens.super!, 1, 'xlsx');
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`filename="${file_name}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Usuarios')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'nombre', 'apellidos', 'correo', 'roles', 'verificado', 'fecha de alta']);
    const emails: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) emails.push(String(row.getCell(3).value));
    });
    expect(emails.sort()).toEqual(await emailsOfCompany(1));
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it("with the same user's bearer → 200; with another user's → 403; with a dead token → 401", async () => {
    const { url } = await signedUrl(tokens.admin!, 1);
    expect((await download(url, t.bearer(tokens.admin!))).statusCode).toBe(200);
    for (const other of [tokens.super!, tokens.grua!]) {
      const response = await download(url, t.bearer(other));
      expect(response.statusCode).toBe(403);
      expect(expectErrorShape(response.json(), 403).data.code).toBe('forbidden');
    }
    const dead = await download(url, t.bearer('x'.repeat(43)));
    expect(dead.statusCode).toBe(401);
    expectErrorShape(dead.json(), 401);
  });

  it.each([
    ['a changed company', (url: string) => url.replace('company_id=1', 'company_id=4')],
    ['a changed format', (url: string) => url.replace('format=csv', 'format=xlsx')],
    ['a changed expiry', (url: string) => url.replace(/expires=(\d+)/, (_, at: string) => `expires=${Number(at) + 3600}`)],
    ['a changed user', (url: string) => url.replace(/user=(\d+)/, (_, id: string) => `user=${Number(id) + 1}`)],
    ['a changed signature', (url: string) => url.replace(/signature=([\w-]{5})/, 'signature=AAAAA')],
    ['no signature', (url: string) => url.replace(/&signature=[\w-]+/, '')],
    ['an added parameter', (url: string) => `${url}&company_id=4`],
  ])('a link with %s → 403 enlace_invalido', async (_name, tamper) => {
    const { url } = await signedUrl(tokens.admin!, 1);
    const response = await download(tamper(url));
    expect(response.statusCode).toBe(403);
    const error = expectErrorShape(response.json(), 403);
    expect(error.data.code).toBe('enlace_invalido');
    expect(error.message).toMatch(/El enlace de descarga no es válido/);
  });

  it('an expired link → 403 enlace_vencido with the Spanish message', async () => {
    // Sign as the server does, with a time in the past (same APP_KEY), instead of waiting 10 minutes.
    const adminId = await t.userIdOf(LOGINS.admin);
    const old = createUrlSigner(t.config.appKey).signUrl(
      '/api/v1/reports/members',
      { company_id: '1', format: 'csv' },
      { userId: adminId, now: new Date(Date.now() - 11 * 60_000) },
    );
    const response = await download(old.url);
    expect(response.statusCode).toBe(403);
    const error = expectErrorShape(response.json(), 403);
    expect(error.data.code).toBe('enlace_vencido');
    expect(error.message).toBe('El enlace de descarga venció; genera el reporte de nuevo.');
  });

  it('an unknown kind → 404', async () => {
    const { url } = await signedUrl(tokens.admin!, 1);
    const response = await download(url.replace('/reports/members', '/reports/salaries'));
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
  });
});

describe('over real HTTP', () => {
  it('streams the file to a client and lists both routes in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json().paths);
    expect(paths).toContain('/api/v1/companies/{id}/generate-url-report/{kind}');
    expect(paths).toContain('/api/v1/reports/{kind}');

    const { url } = await signedUrl(tokens.admin!, 1, 'xlsx');
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.getWorksheet('Usuarios')!.rowCount).toBe((await emailsOfCompany(1)).length + 1);
  });
});
