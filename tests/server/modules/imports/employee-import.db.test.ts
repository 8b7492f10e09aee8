import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../../../src/shared/contracts/imports';
import { multipartFile } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({ admin: 'admin@horizonte.demo.mx', logistica: 'admin@logistica.demo.mx', empleado: 'empleado@horizonte.demo.mx' })) {
    tokens[key] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

async function upload(content: Buffer, fileName = 'empleados.csv', who = 'admin', companyId = 3) {
  const body = multipartFile('file', fileName, content, 'text/csv');
  return t.app.inject({ method: 'POST', url: `/api/v1/companies/${companyId}/employees-bulk`, headers: { ...body.headers, ...t.bearer(tokens[who]!) }, payload: body.payload });
}

/** Uploads and waits for the background work; answers the finished batch as GET /batch/{id} says. */
async function importFile(content: Buffer, fileName?: string): Promise<Batch> {
  const response = await upload(content, fileName);
  expect(response.statusCode, response.body).toBe(202);
  await t.services.imports.idle();
  const batch = await t.app.inject({ method: 'GET', url: `/api/v1/batch/${response.json().id}`, headers: t.bearer(tokens.admin!) });
  expect(batch.statusCode).toBe(200);
  return batch.json();
}

const countOf = async (companyId: number) =>
  Number((await t.database.db.selectFrom('employees').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);

const HEADER = 'Número de empleado,Nombre,Apellido paterno,Apellido materno,Correo electrónico,Teléfono,Puesto,Departamento,Chofer,Licencia,Vencimiento de licencia,NIP,Gafete';

function bigCsv(rows: number, broken: number[] = []): Buffer {
  const lines = [HEADER];
  for (let index = 1; index <= rows; index++) {
    const driver = index % 10 === 0;
    let line = [
      `IMP-${String(index).padStart(5, '0')}`,
      index % 2 ? 'José Ángel' : 'María',
      ['Pérez', 'Núñez', 'Hernández', 'Ibáñez'][index % 4],
      'Gómez',
      `persona${index}@horizonte.demo.mx`,
      '81 5555 0000',
      driver ? 'Chofer repartidor' : 'Auxiliar',
      index % 3 ? 'ventas' : 'Almacén',
      driver ? 'sí' : 'no',
      driver ? `NL-${index}` : '',
      driver ? '31/12/2027' : '',
      index % 100 === 0 ? '2468' : '',
      `G-${index}`,
    ].join(',');
    if (broken.includes(index)) line = line.replace(`persona${index}@horizonte.demo.mx`, 'no-es-correo');
    lines.push(line);
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`);
}

describe('bulk import: rules', () => {
  it('imports a CSV with Spanish headers, quotes, semicolons and accents; reports malformed rows with their numbers', async () => {
    const csv = [
      'Nombre;Apellido Paterno;Correo;Departamento;Chofer;Licencia;Vencimiento licencia;NIP;No. empleado',
      '"Ana ""Anita""";Ibáñez;ana@horizonte.demo.mx;Ventas;no;;;1234;CSV-1',
      ';Sin nombre;sin@horizonte.demo.mx;ventas;no;;;;CSV-2',
      'Beto;Ruiz;beto@horizonte.demo.mx;Contabilidad;no;;;;CSV-3',
      'Carla;Ríos;carla@horizonte.demo.mx;almacen;tal vez;;;;CSV-4',
      'Dani;Soto;dani@horizonte.demo.mx;almacen;sí;;;;CSV-5',
      'Eva;Luna;eva@horizonte.demo.mx;almacen;sí;NL-1;2027-02-30;;CSV-6',
      'Fer;Mora;fer@horizonte.demo.mx;almacen;no;;;12;CSV-7',
      '',
      'Gil;Paz;;almacen;no;;;;',
      'Hugo;Vela;hugo@horizonte.demo.mx;almacen;x;NL-9;15/01/2028;;CSV-9',
    ].join('\n');
    const batch = await importFile(Buffer.from(csv));
    expect(batch).toMatchObject({ status: 'done', total: 9, processed: 9, created: 2, updated: 0, unchanged: 0, failed: 7, file_name: 'empleados.csv' });
    expect(batch.errors).toEqual([
      { row: 3, message: 'El nombre es obligatorio.' },
      { row: 4, message: 'El departamento «Contabilidad» no existe en esta empresa.' },
      { row: 5, message: '«tal vez» no es un valor de chofer válido: usa sí o no.' },
      { row: 6, message: 'Un chofer necesita número de licencia.' },
      { row: 7, message: 'La fecha de vencimiento de licencia «2027-02-30» no es válida: usa AAAA-MM-DD o DD/MM/AAAA.' },
      { row: 8, message: 'El NIP debe tener de 4 a 8 dígitos.' },
      { row: 10, message: 'La fila necesita número de empleado o correo para identificar al empleado.' },
    ]);
    const ana = await t.database.db.selectFrom('employees').selectAll().where('employee_number', '=', 'CSV-1').executeTakeFirstOrThrow();
    expect(ana).toMatchObject({ name: 'Ana "Anita"', surname: 'Ibáñez', company_id: 3, is_driver: 0 });
    expect(ana.pin_hash).toMatch(/^h1\$/);
    const hugo = await t.database.db.selectFrom('employees').selectAll().where('employee_number', '=', 'CSV-9').executeTakeFirstOrThrow();
    expect(hugo).toMatchObject({ is_driver: 1, license_number: 'NL-9', license_expires_on: '2028-01-15' });
  });

  it('imports the first sheet of an XLSX; a row matching by e-mail updates that employee', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Empleados');
    sheet.addRow(['Correo', 'Nombre', 'Apellido paterno', 'Departamento', 'Puesto', 'Vencimiento de licencia', 'Chofer', 'Licencia']);
    sheet.addRow(['ana@horizonte.demo.mx', 'Ana', 'Ibáñez', 'ventas', 'Supervisora', null, 'no', null]);
    sheet.addRow(['nuevo@horizonte.demo.mx', 'Nuevo', 'Excel', 'almacen', 'Chofer', new Date(Date.UTC(2029, 5, 30)), 'si', 'NL-77']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const batch = await importFile(content, 'empleados.xlsx');
    expect(batch).toMatchObject({ status: 'done', total: 2, created: 1, updated: 1, failed: 0, errors: [] });
    const ana = await t.database.db.selectFrom('employees').selectAll().where('employee_number', '=', 'CSV-1').executeTakeFirstOrThrow();
    expect(ana).toMatchObject({ name: 'Ana', position: 'Supervisora' });
    expect(ana.pin_hash).toMatch(/^h1\$/); // no PIN column: the PIN stays
    const nuevo = await t.database.db.selectFrom('employees').selectAll().where('email', '=', 'nuevo@horizonte.demo.mx').executeTakeFirstOrThrow();
    expect(nuevo).toMatchObject({ license_expires_on: '2029-06-30', is_driver: 1 });
  });

  it('refuses what is not CSV or XLSX, files without the needed columns and empty files, writing nothing', async () => {
    const before = await countOf(3);
    const batches = Number((await t.database.db.selectFrom('import_batches').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const png = await upload(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'empleados.csv');
    expect(expectErrorShape(png.json(), 422)).toMatchObject({ message: 'El archivo debe ser CSV (texto) o Excel (.xlsx).', data: { code: 'invalid_file' } });
    const columns = await upload(Buffer.from('Nombre,Correo\nAna,ana@x.mx\n'));
    expect(columns.json().message).toBe('Falta la columna «departamento». La primera fila debe tener los encabezados.');
    const keys = await upload(Buffer.from('Nombre,Departamento\nAna,ventas\n'));
    expect(keys.json().message).toMatch(/número de empleado.*correo/);
    expect((await upload(Buffer.from('Nombre,Departamento,Correo\n'))).json().message).toBe('El archivo no tiene filas de empleados debajo de los encabezados.');
    const zip = await upload(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(50)]), 'x.xlsx');
    expect(zip.json().data.code).toBe('invalid_file');
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/companies/3/employees-bulk', headers: t.bearer(tokens.admin!), payload: {} });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    expect(await countOf(3)).toBe(before);
    expect(Number((await t.database.db.selectFrom('import_batches').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(batches);
  });

  it('roles and tenancy: employees cannot import; another company is 404, and so is its batch', async () => {
    expect((await upload(bigCsv(1), 'a.csv', 'empleado')).statusCode).toBe(403);
    expect((await upload(bigCsv(1), 'a.csv', 'logistica')).statusCode).toBe(404);
    const own = await upload(bigCsv(1));
    await t.services.imports.idle();
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/batch/${own.json().id}`, headers: t.bearer(tokens.logistica!) });
    expect(expectErrorShape(foreign.json(), 404).data.code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/batch/999999', headers: t.bearer(tokens.admin!) })).statusCode).toBe(404);
  });

  it('keeps the uploaded file under DATA_DIR/storage/imports with a generated name', async () => {
    const row = await t.database.db.selectFrom('import_batches').select(['stored_name', 'file_name']).orderBy('id').executeTakeFirstOrThrow();
    expect(row.stored_name).toMatch(/^[a-f0-9]{32}\.csv$/);
    expect(row.file_name).toBe('empleados.csv');
  });
});

describe('bulk import: 10,000 rows', () => {
  it('imports every row, serves other requests meanwhile, and a second upload changes nothing', async () => {
    await t.database.db.deleteFrom('employees').where('employee_number', 'like', 'IMP-%').execute();
    const content = bigCsv(10_000);
    expect(content.length).toBeLessThan(2 * 1024 * 1024);
    const before = await countOf(3);
    const driversOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/companies/3/employees?only_drivers=1', headers: t.bearer(tokens.admin!) })).json().total as number;
    const driversBefore = await driversOf();
    const response = await upload(content);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'processing', total: 10_000 });
    // The import yields between chunks: a read is answered while it runs.
    const during = await t.app.inject({ method: 'GET', url: `/api/v1/batch/${response.json().id}`, headers: t.bearer(tokens.admin!) });
    expect(during.statusCode).toBe(200);
    expect(during.json().processed).toBeLessThan(10_000);
    await t.services.imports.idle();
    const first = (await t.app.inject({ method: 'GET', url: `/api/v1/batch/${response.json().id}`, headers: t.bearer(tokens.admin!) })).json() as Batch;
    expect(first).toMatchObject({ status: 'done', total: 10_000, processed: 10_000, created: 10_000, updated: 0, failed: 0, errors: [] });
    expect(await countOf(3)).toBe(before + 10_000);
    expect(await driversOf()).toBe(driversBefore + 1000);
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/search/employees?q=ibanez%20jose%20imp-0999', headers: t.bearer(tokens.admin!) });
    expect(search.json().data.map((e: { employee_number: string }) => e.employee_number)).toEqual(['IMP-09991', 'IMP-09995', 'IMP-09999']);

    const lastUpdate = await t.database.db.selectFrom('employees').select((eb) => eb.fn.max('updated_at').as('at')).where('company_id', '=', 3).executeTakeFirstOrThrow();
    const second = await importFile(content);
    expect(second).toMatchObject({ status: 'done', processed: 10_000, created: 0, updated: 0, unchanged: 10_000, failed: 0 });
    expect(await countOf(3)).toBe(before + 10_000);
    const after = await t.database.db.selectFrom('employees').select((eb) => eb.fn.max('updated_at').as('at')).where('company_id', '=', 3).executeTakeFirstOrThrow();
    expect(after.at).toBe(lastUpdate.at);
  }, 120_000);

  it('a file with 3 bad rows imports the rest and reports those 3 by row number', async () => {
    await t.database.db.deleteFrom('employees').where('employee_number', 'like', 'IMP-%').execute();
    const before = await countOf(3);
    const batch = await importFile(bigCsv(10_000, [17, 5000, 9999]));
    expect(batch).toMatchObject({ status: 'done', processed: 10_000, created: 9_997, failed: 3, errors_total: 3 });
    expect(batch.errors).toEqual([
      { row: 18, message: 'El correo electrónico no es válido.' },
      { row: 5001, message: 'El correo electrónico no es válido.' },
      { row: 10000, message: 'El correo electrónico no es válido.' },
    ]);
    expect(await countOf(3)).toBe(before + 9_997);
  }, 120_000);
});
