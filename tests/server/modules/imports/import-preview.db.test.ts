import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch, ImportPreview } from '../../../../src/shared/contracts/imports';
import { multipartFile, TINY_PNG } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** Templates, previews before importing, and the CSVs Excel for Windows writes (Windows-1252). */
let t: TestApp;
let admin: string;
let otherTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@horizonte.demo.mx')).access_token;
  otherTenant = (await t.login('operador@logistica.demo.mx')).access_token;
});
afterAll(async () => {
  await t.services.imports.idle();
  await t.close();
});

const send = (url: string, content: Buffer, fileName: string, token = admin) => {
  const body = multipartFile('file', fileName, content);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...t.bearer(token) }, payload: body.payload });
};
const preview = (content: Buffer, fileName = 'empleados.csv', token = admin, companyId = 3) => send(`/api/v1/companies/${companyId}/employees-bulk/preview`, content, fileName, token);
const template = (kind: string, format?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/import-templates/${kind}${format ? `?format=${format}` : ''}`, headers: t.bearer(admin) });
const importEmployees = async (content: Buffer, fileName: string): Promise<Batch> => {
  const response = await send('/api/v1/companies/3/employees-bulk', content, fileName);
  expect(response.statusCode, response.body).toBe(202);
  await t.services.imports.idle();
  return (await t.app.inject({ method: 'GET', url: `/api/v1/batch/${response.json().id}`, headers: t.bearer(admin) })).json();
};

describe('Windows-1252 CSVs', () => {
  // "Número de empleado;Nombre;Departamento" as Excel for Windows saves it: é = 0xE9, ñ = 0xF1.
  const excelCsv = Buffer.from('Número de empleado;Nombre;Apellido paterno;Departamento\r\nW-1252;José;Muñoz;ventas\r\n', 'latin1');

  it('is detected, previewed with its accents and imported (it was refused as "not UTF-8")', async () => {
    expect(excelCsv.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const response = await preview(excelCsv);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    expect(body).toMatchObject({ file_kind: 'csv', encoding: 'windows-1252', problem: null, missing: [] });
    expect(body.columns.map((column) => column.header)).toEqual(['Número de empleado', 'Nombre', 'Apellido paterno', 'Departamento']);
    expect(body.rows).toEqual([{ row: 2, cells: ['W-1252', 'José', 'Muñoz', 'ventas'] }]);

    const batch = await importEmployees(excelCsv, 'excel.csv');
    expect(batch).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const stored = await t.database.db.selectFrom('employees').select(['name', 'surname']).where('employee_number', '=', 'W-1252').executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'José', surname: 'Muñoz' });
  });

  it('UTF-8 stays UTF-8', async () => {
    const body = (await preview(Buffer.from('Nombre,Departamento,Correo\nZoé,ventas,zoe@horizonte.demo.mx\n'))).json() as ImportPreview;
    expect(body.encoding).toBe('utf-8');
    expect(body.rows[0]!.cells[0]).toBe('Zoé');
  });
});

describe('preview', () => {
  it('names the field each header was taken for, the missing required columns and why the file would be refused; writes nothing', async () => {
    const before = await t.database.db.selectFrom('import_batches').select('id').execute();
    const rows = Array.from({ length: 8 }, (_, i) => `P-${i},Persona ${i},x`).join('\n');
    const response = await preview(Buffer.from(`No. empleado,Nombre,Color favorito\n${rows}\n`));
    const body = response.json() as ImportPreview;
    expect(body.columns).toEqual([
      { header: 'No. empleado', field: 'employee_number', label: 'numero de empleado' },
      { header: 'Nombre', field: 'name', label: 'nombre' },
      { header: 'Color favorito', field: null, label: null },
    ]);
    expect(body.missing).toEqual(['departamento']);
    expect(body.problem).toBe('Falta la columna «departamento». La primera fila debe tener los encabezados.');
    expect(body.rows).toHaveLength(5);
    expect(await t.database.db.selectFrom('import_batches').select('id').execute()).toHaveLength(before.length);
  });

  it('applies the kind\'s own header rule (number or e-mail)', async () => {
    const body = (await preview(Buffer.from('Nombre,Departamento\nAna,ventas\n'))).json() as ImportPreview;
    expect(body.problem).toMatch(/número de empleado.*correo/);
  });

  it('refuses what is not CSV or XLSX (422) and another tenant\'s company (404)', async () => {
    expect(expectErrorShape((await preview(TINY_PNG, 'foto.png')).json(), 422)).toMatchObject({ data: { code: 'invalid_file' } });
    expectErrorShape((await preview(Buffer.from('Nombre,Departamento\n'), 'a.csv', otherTenant)).json(), 404);
  });

  it('previews container manifests too', async () => {
    const operator = (await t.login('operador@logistica.demo.mx')).access_token;
    const response = await send('/api/v1/containers-bulk/preview', Buffer.from('Contenedor,Tipo\nCSQU3054383,22G1\n'), 'manifiesto.csv', operator);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportPreview).missing).toEqual(['lleno/vacio', 'categoria', 'naviera']);
  });
});

describe('templates', () => {
  it('the CSV template has every recognised column by its Spanish name and a valid example row', async () => {
    const response = await template('employees', 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="plantilla-empleados.csv"');
    const [header, example] = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('numero de empleado,nombre,apellido paterno,apellido materno,correo,telefono,puesto,departamento,chofer,licencia,vencimiento de licencia,nip,gafete,fecha de ingreso,rfc,curp,nss');
    expect(example).toContain('GODE561231GR8');
  });

  it('the XLSX template previews with every column recognised and nothing missing', async () => {
    const response = await template('employees');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const body = (await preview(response.rawPayload, 'plantilla.xlsx')).json() as ImportPreview;
    expect(body).toMatchObject({ file_kind: 'xlsx', encoding: null, missing: [], problem: null });
    expect(body.columns.every((column) => column.field !== null)).toBe(true);
    expect(body.rows).toHaveLength(1);
  });

  it('imports as it stands once its department exists, hire date and IDs included', async () => {
    const csv = (await template('employees', 'csv')).body.replace('operaciones', 'ventas');
    const batch = await importEmployees(Buffer.from(csv), 'plantilla.csv');
    expect(batch).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const stored = await t.database.db.selectFrom('employees').select(['hire_date', 'rfc', 'curp', 'nss']).where('employee_number', '=', 'E-0001').where('company_id', '=', 3).executeTakeFirstOrThrow();
    expect(stored).toEqual({ hire_date: '2026-12-01', rfc: 'GODE561231GR8', curp: 'BOXW310820HNERXN09', nss: '12345678903' });
  });

  it('answers the containers template and refuses an unknown kind or format (422)', async () => {
    expect((await template('containers', 'csv')).body).toContain('contenedor,tipo,lleno/vacio');
    expectErrorShape((await template('vacantes')).json(), 422);
    expectErrorShape((await template('employees', 'pdf')).json(), 422);
  });
});
