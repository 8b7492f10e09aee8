import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../src/shared/contracts/files';
import { TINY_PNG, multipartForm as multipart } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

/** A ZIP holding the named (empty, stored) entries, as Office files are. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({
    admin: 'admin@logistica.demo.mx',
    operador: 'operador@logistica.demo.mx',
    ajena: 'admin@ajena.demo.mx',
    super: 'super@demo.mx',
  })) {
    tokens[key] = (await t.login(email)).access_token;
  }
  const department = await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  ids.department = department.id;
});
afterAll(() => t.close());

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

async function uploadImage(who: string, fields: Record<string, string>, file: { filename: string; content: Buffer } | null) {
  const parts = [
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    ...(file ? [{ field: 'file', ...file }] : []),
  ];
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/images', headers: { ...as(who), ...body.headers }, payload: body.payload });
}

async function uploadDocument(who: string, fields: Record<string, string>, file: { filename: string; content: Buffer }) {
  const body = multipart([...Object.entries(fields).map(([field, value]) => ({ field, value })), { field: 'file', ...file }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/documents', headers: { ...as(who), ...body.headers }, payload: body.payload });
}

describe('images', () => {
  let imageId: number;

  it('a company admin uploads one; the stored name is generated, the original kept for display', async () => {
    const response = await uploadImage('admin', { resource_type: 'department', resource_id: String(ids.department), comments: 'Entrada del patio' }, {
      filename: '../../foto del patio.png',
      content: TINY_PNG,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json();
    expect(image).toMatchObject({
      resource_type: 'department',
      resource_id: ids.department,
      company_id: 1,
      comments: 'Entrada del patio',
      original_name: 'foto del patio.png',
      mime_type: 'image/png',
      size: TINY_PNG.length,
      url: `/api/v1/images/${image.id}/file`,
    });
    imageId = image.id;
    const row = await t.database.db.selectFrom('images').select('stored_name').where('id', '=', imageId).executeTakeFirstOrThrow();
    expect(row.stored_name).toMatch(/^[a-f0-9]{32}\.png$/);
  });

  it('the fields may come after the file', async () => {
    const body = multipart([
      { field: 'file', filename: 'b.jpg', content: JPEG },
      { field: 'resource_type', value: 'company' },
      { field: 'resource_id', value: '1' },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/images', headers: { ...as('admin'), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mime_type: 'image/jpeg', comments: null, company_id: 1 });
  });

  it('members of the company list them and fetch the bytes with nosniff and a disposition', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/images?resource_type=department&resource_id=${ids.department}`, headers: as('operador') });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((image: { id: number }) => image.id)).toEqual([imageId]);
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/images/${imageId}/file`, headers: as('operador') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="foto del patio.png"; filename*=UTF-8''foto%20del%20patio.png`);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('an employee may read but not write (403)', async () => {
    const upload = await uploadImage('operador', { resource_type: 'company', resource_id: '1' }, { filename: 'x.png', content: TINY_PNG });
    expect(expectErrorShape(upload.json(), 403).data.code).toBe('forbidden');
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/images/${imageId}`, headers: as('operador'), payload: { comments: 'no' } });
    expect(edit.statusCode).toBe(403);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${imageId}`, headers: as('operador') });
    expect(remove.statusCode).toBe(403);
  });

  it('the admin edits the comments (blank clears them)', async () => {
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/images/${imageId}`, headers: as('admin'), payload: { comments: '  Patio norte ' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().comments).toBe('Patio norte');
    const clear = await t.app.inject({ method: 'PUT', url: `/api/v1/images/${imageId}`, headers: as('admin'), payload: { comments: '' } });
    expect(clear.json().comments).toBeNull();
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/images/${imageId}`, headers: as('admin'), payload: { comments: 'x'.repeat(1001) } });
    expect(expectErrorShape(bad.json(), 422).data.errors?.comments).toBeDefined();
  });

  it('another tenant gets 404 for the list, the bytes, the edit and the upload', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/v1/images?resource_type=department&resource_id=${ids.department}`, headers: as('ajena') }),
      t.app.inject({ method: 'GET', url: `/api/v1/images/${imageId}/file`, headers: as('ajena') }),
      t.app.inject({ method: 'PUT', url: `/api/v1/images/${imageId}`, headers: as('ajena'), payload: { comments: 'x' } }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/images/${imageId}`, headers: as('ajena') }),
      uploadImage('ajena', { resource_type: 'company', resource_id: '1' }, { filename: 'x.png', content: TINY_PNG }),
    ];
    for (const response of await Promise.all(calls)) expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
  });

  it('a super admin sees every company', async () => {
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/images?resource_type=department&resource_id=${ids.department}`, headers: as('super') });
    expect(list.json()).toHaveLength(1);
  });

  it('a .png that is really text answers 415 naming the allowed types; nothing is stored', async () => {
    const before = await t.database.db.selectFrom('images').select('id').execute();
    const response = await uploadImage('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'foto.png', content: Buffer.from('esto no es una imagen') });
    const error = expectErrorShape(response.json(), 415);
    expect(error.data.code).toBe('unsupported_media_type');
    expect(error.message).toContain('JPEG, PNG o WebP');
    expect(await t.database.db.selectFrom('images').select('id').execute()).toEqual(before);
  });

  it('a PDF is not an image, whatever its name', async () => {
    const response = await uploadImage('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'foto.jpg', content: PDF });
    expect(expectErrorShape(response.json(), 415).data.code).toBe('unsupported_media_type');
  });

  it('an image over 5 MiB answers 413 with the limit', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await uploadImage('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'grande.png', content: big });
    const error = expectErrorShape(response.json(), 413);
    expect(error.data.code).toBe('payload_too_large');
    expect(error.message).toContain('5 MiB');
  });

  it('bad fields, a missing file, an empty file, JSON instead of multipart, a missing resource', async () => {
    const badType = await uploadImage('admin', { resource_type: 'nave', resource_id: '1' }, { filename: 'a.png', content: TINY_PNG });
    expect(expectErrorShape(badType.json(), 422).data.errors?.resource_type).toBeDefined();
    const noFile = await uploadImage('admin', { resource_type: 'company', resource_id: '1' }, null);
    expect(expectErrorShape(noFile.json(), 422).data.errors?.file).toBeDefined();
    const empty = await uploadImage('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'a.png', content: Buffer.alloc(0) });
    expect(expectErrorShape(empty.json(), 422).data.code).toBe('validation_failed');
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/images', headers: as('admin'), payload: { resource_type: 'company', resource_id: 1 } });
    expect(expectErrorShape(json.json(), 415).data.code).toBe('unsupported_media_type');
    const missing = await uploadImage('admin', { resource_type: 'department', resource_id: '999999' }, { filename: 'a.png', content: TINY_PNG });
    expect(expectErrorShape(missing.json(), 404).data.code).toBe('not_found');
  });

  it('company logos and banners are served publicly by their generated name', async () => {
    const response = await uploadImage('admin', { resource_type: 'company_logo', resource_id: '1' }, { filename: 'logo.png', content: TINY_PNG });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().url;
    expect(url).toMatch(/^\/media\/company-images\/[a-f0-9]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/media/company-images/00000000000000000000000000000000.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/company-images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    // An ordinary image's stored name is not reachable there.
    const row = await t.database.db.selectFrom('images').select('stored_name').where('resource_type', '=', 'department').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'GET', url: `/media/company-images/${row.stored_name}` })).statusCode).toBe(404);
  });

  it('an employee’s images belong to the employee’s company: attached there, 404 from another tenant', async () => {
    const employeeOf = async (companyId: number) =>
      (await t.database.db.selectFrom('employees').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
    const own = await uploadImage('admin', { resource_type: 'employee', resource_id: String(await employeeOf(1)) }, { filename: 'gafete.png', content: TINY_PNG });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ resource_type: 'employee', company_id: 1 });
    const foreign = await uploadImage('admin', { resource_type: 'employee', resource_id: String(await employeeOf(3)) }, { filename: 'a.png', content: TINY_PNG });
    expect(foreign.statusCode).toBe(404);
    const missing = await uploadImage('admin', { resource_type: 'employee', resource_id: '999999' }, { filename: 'a.png', content: TINY_PNG });
    expect(missing.statusCode).toBe(404);
  });

  it('the admin deletes it: the row and the file go, the bytes answer 404', async () => {
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${imageId}`, headers: as('admin') });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ message: 'Imagen eliminada.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/images/${imageId}/file`, headers: as('admin') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${imageId}`, headers: as('admin') })).statusCode).toBe(404);
  });

  it('needs a bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/images?resource_type=company&resource_id=1' });
    expect(expectErrorShape(response.json(), 401).data.code).toBe('unauthenticated');
  });
});

describe('documents', () => {
  it('accepts PDF, PNG, JPEG, DOCX and XLSX by their bytes (a PDF renamed .jpg is a PDF)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Hoja 1').addRow(['Nombre', 'Puesto']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const docx = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const cases: [string, Buffer, string][] = [
      ['contrato.jpg', PDF, 'application/pdf'],
      ['acta.pdf', PDF, 'application/pdf'],
      ['credencial.png', TINY_PNG, 'image/png'],
      ['licencia.jpeg', JPEG, 'image/jpeg'],
      ['carta.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['nomina.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ];
    for (const [filename, content, mime] of cases) {
      const response = await uploadDocument('admin', { resource_type: 'company', resource_id: '1' }, { filename, content });
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ original_name: filename, mime_type: mime, company_id: 1 });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/documents?resource_type=company&resource_id=1', headers: as('operador') });
    expect(list.json().map((document: { original_name: string }) => document.original_name)).toEqual(cases.map(([name]) => name));
  });

  it('refuses text, HTML, WebP and other ZIPs with 415 naming the allowed types', async () => {
    for (const [filename, content] of [
      ['a.pdf', Buffer.from('hola')],
      ['a.docx', Buffer.from('<html><script>alert(1)</script></html>')],
      ['a.docx', zipOf(['[Content_Types].xml', 'ppt/presentation.xml'])],
      ['a.xlsx', zipOf(['xl/workbook.xml'])],
      ['a.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ] as const) {
      const response = await uploadDocument('admin', { resource_type: 'company', resource_id: '1' }, { filename, content });
      const error = expectErrorShape(response.json(), 415);
      expect(error.message).toContain('PDF, PNG, JPEG, Word (.docx) o Excel (.xlsx)');
    }
  });

  it('serves the bytes as an attachment to members only', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/documents?resource_type=company&resource_id=1', headers: as('admin') });
    const first = list.json()[0] as { id: number; url: string };
    expect(first.url).toBe(`/api/v1/documents/${first.id}/file`);
    const file = await t.app.inject({ method: 'GET', url: first.url, headers: as('operador') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="contrato\.jpg"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const stranger = await t.app.inject({ method: 'GET', url: first.url, headers: as('ajena') });
    expect(expectErrorShape(stranger.json(), 404).data.code).toBe('not_found');
    const list404 = await t.app.inject({ method: 'GET', url: '/api/v1/documents?resource_type=company&resource_id=1', headers: as('ajena') });
    expect(list404.statusCode).toBe(404);
  });

  it('names with accents keep them and get an ASCII fallback', async () => {
    const response = await uploadDocument('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'Constancia de situación fiscal.pdf', content: PDF });
    const id = response.json().id as number;
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${id}/file`, headers: as('admin') });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Constancia de situacion fiscal.pdf"; filename*=UTF-8''${encodeURIComponent('Constancia de situación fiscal.pdf')}`,
    );
  });

  it('a document over 10 MiB answers 413; an employee may not upload (403)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadDocument('admin', { resource_type: 'company', resource_id: '1' }, { filename: 'grande.pdf', content: big });
    expect(expectErrorShape(response.json(), 413).message).toContain('10 MiB');
    const employee = await uploadDocument('operador', { resource_type: 'company', resource_id: '1' }, { filename: 'a.pdf', content: PDF });
    expect(employee.statusCode).toBe(403);
  });

  it('the admin deletes one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/documents?resource_type=company&resource_id=1', headers: as('admin') });
    const id = list.json()[0].id as number;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/documents/${id}`, headers: as('operador') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/documents/${id}`, headers: as('ajena') })).statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/documents/${id}`, headers: as('admin') });
    expect(remove.json()).toEqual({ message: 'Documento eliminado.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/documents/${id}/file`, headers: as('admin') })).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the file routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/v1/images', '/api/v1/images/{id}', '/api/v1/images/{id}/file', '/api/v1/documents', '/api/v1/documents/{id}/file']) {
      expect(paths).toContain(path);
    }
  });
});
