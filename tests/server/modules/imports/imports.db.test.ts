import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../../../src/shared/contracts/imports';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { IMPORT_FOLDER } from '../../../../src/server/modules/imports/imports.service';
import { isoNow } from '../../../../src/server/db/database';
import { createFileStorage } from '../../../../src/server/lib/file-storage';
import { multipartFile } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';
import { xlsxBomb } from '../../../helpers/xlsx-bomb';

/** The engine itself: bombs, one import per company, resumption of every kind. */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({ admin: 'admin@horizonte.demo.mx', operador: 'operador@logistica.demo.mx' })) tokens[key] = (await t.login(email)).access_token;
});
afterAll(async () => {
  await t.services.imports.idle();
  await t.close();
});

const uploadEmployees = (content: Buffer, fileName = 'empleados.csv') => {
  const body = multipartFile('file', fileName, content);
  return t.app.inject({ method: 'POST', url: '/api/v1/companies/3/employees-bulk', headers: { ...body.headers, ...t.bearer(tokens.admin!) }, payload: body.payload });
};
const batchOf = async (id: number, who = 'admin') => (await t.app.inject({ method: 'GET', url: `/api/v1/batch/${id}`, headers: t.bearer(tokens[who]!) })).json() as Batch;
const employeesCsv = (rows: number, prefix: string) =>
  Buffer.from(['Número de empleado,Nombre,Departamento', ...Array.from({ length: rows }, (_, i) => `${prefix}-${i + 1},Persona ${i + 1},ventas`)].join('\n'));

describe('XLSX bombs through the upload', () => {
  const bombRow = { headers: ['Nombre', 'Departamento', 'Correo'], row: ['Ana', 'ventas', 'ana@horizonte.demo.mx'] };

  it('a sheet declaring 1 GiB is refused with 422 in under a second, the resident set flat', async () => {
    const bomb = xlsxBomb({ ...bombRow, inflatedBytes: 1024 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const response = await uploadEmployees(bomb, 'bomba.xlsx');
    const ms = performance.now() - started;
    const after = process.memoryUsage().rss;
    console.log(`upload of a declared 1 GiB bomb: ${response.statusCode} in ${ms.toFixed(0)} ms, RSS ${(before / 1048576).toFixed(0)} → ${(after / 1048576).toFixed(0)} MB`);
    expect(expectErrorShape(response.json(), 422)).toMatchObject({ data: { code: 'invalid_file' } });
    expect(response.json().message).toMatch(/sin comprimir/);
    expect(ms).toBeLessThan(1000);
    expect((after - before) / 1048576).toBeLessThan(50);
  });

  it('a sheet lying about its size is stopped by the row limit (or its declared size), 422, nothing written', async () => {
    const batches = await t.database.db.selectFrom('import_batches').select('id').execute();
    // Declares 40 MiB (passes the size and ratio checks), really inflates to 1 GiB of rows.
    const bomb = xlsxBomb({ ...bombRow, inflatedBytes: 1024 * 1024 * 1024, declaredBytes: 40 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const response = await uploadEmployees(bomb, 'bomba.xlsx');
    const ms = performance.now() - started;
    const after = process.memoryUsage().rss;
    console.log(`upload of a lying bomb: ${response.statusCode} in ${ms.toFixed(0)} ms, RSS ${(before / 1048576).toFixed(0)} → ${(after / 1048576).toFixed(0)} MB`);
    expect(expectErrorShape(response.json(), 422).message).toBe('El archivo tiene más de 50000 filas de empleados; el máximo por carga es 50000. Divídelo en varios archivos.');
    expect((after - before) / 1048576).toBeLessThan(50);
    expect(await t.database.db.selectFrom('import_batches').select('id').execute()).toEqual(batches);
  });
});

describe('one unfinished import per company', () => {
  it('a second upload while one runs is a 409 naming the batch; another company is not held up; after it, uploads go again', async () => {
    const first = await uploadEmployees(employeesCsv(3000, 'UNO'));
    expect(first.statusCode).toBe(202);
    const id = (first.json() as Batch).id;
    const second = await uploadEmployees(employeesCsv(1, 'DOS'));
    expect(expectErrorShape(second.json(), 409)).toMatchObject({ data: { code: 'import_running', batch_id: id } });
    expect(second.json().message).toContain(`la carga ${id} («empleados.csv»`);
    // Company 1 (containers) is another company: its upload goes ahead meanwhile.
    const body = multipartFile('file', 'm.csv', Buffer.from('Contenedor,Tipo,Lleno/Vacío,Categoría,Naviera\nMSCU1234565,22G1,lleno,importación,MSC\n'));
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...body.headers, ...t.bearer(tokens.operador!) }, payload: body.payload });
    expect(other.statusCode, other.body).toBe(202);
    await t.services.imports.idle();
    expect(await batchOf(id)).toMatchObject({ status: 'done', processed: 3000, created: 3000 });
    expect((await uploadEmployees(employeesCsv(1, 'DOS'))).statusCode).toBe(202);
    await t.services.imports.idle();
  });
});

describe('resumption', () => {
  /** A batch as a killed process leaves it: `processing`, `processed` rows done, untouched for a while. */
  async function strandedBatch(kind: 'employees' | 'containers', companyId: number, content: Buffer, total: number, processed: number) {
    const storage = createFileStorage(`${t.config.dataDir}/storage`);
    const stored = await storage.save(IMPORT_FOLDER, content, 'csv');
    const long = isoNow(-3600);
    return (
      await t.database.db
        .insertInto('import_batches')
        .values({ company_id: companyId, user_id: null, kind, file_name: 'cortado.csv', stored_name: stored, status: 'processing', total, processed, created: processed, message: null, finished_at: null, created_at: long, updated_at: long })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  it('a container batch cut short by a restart is resumed from where it stopped (it used to stay processing)', async () => {
    const numbers = Array.from({ length: 450 }, (_, i) => {
      const body = `RSMU${String(500_000 + i).padStart(6, '0')}`;
      return `${body}${iso6346CheckDigit(body)}`;
    });
    const csv = Buffer.from(['Contenedor,Tipo,Lleno/Vacío,Categoría,Naviera', ...numbers.map((n) => `${n},22G1,lleno,importación,MSC`)].join('\n'));
    const id = await strandedBatch('containers', 1, csv, 450, 0);
    expect(await t.services.imports.resumeUnfinished()).toBe(1);
    await t.services.imports.idle();
    expect(await batchOf(id, 'operador')).toMatchObject({ status: 'done', processed: 450, created: 450, failed: 0 });
    const rows = await t.database.db.selectFrom('containers').select('number').where('number', 'like', 'RSMU%').execute();
    expect(rows.map((row) => row.number).sort()).toEqual([...numbers].sort());
  });

  it('an employee batch goes on from the row it reached: the rows before it are not written again', async () => {
    const id = await strandedBatch('employees', 3, employeesCsv(500, 'RES'), 500, 200);
    expect(await t.services.imports.resumeUnfinished()).toBe(1);
    await t.services.imports.idle();
    expect(await batchOf(id)).toMatchObject({ status: 'done', processed: 500, created: 500 });
    const written = await t.database.db.selectFrom('employees').select('employee_number').where('employee_number', 'like', 'RES-%').execute();
    // Rows 1–200 were "done" by the stopped process (in this test, never really written).
    expect(written.length).toBe(300);
    expect(written.map((row) => row.employee_number)).not.toContain('RES-200');
  });
});
