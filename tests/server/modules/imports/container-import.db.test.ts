import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../../../src/shared/contracts/containers';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { multipartFile } from '../../../helpers/multipart';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/** Container manifests through the import engine: `POST /containers-bulk`, `GET /batch/{id}`. */
let t: TestApp;
const tokens: Record<string, string> = {};

const LOGINS = {
  operador: 'operador@logistica.demo.mx',
  supervisor: 'supervisor@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
};
type Who = keyof typeof LOGINS;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(LOGINS)) tokens[key] = (await t.login(email)).access_token;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.bearer(tokens[who]!), ...(payload !== undefined && { payload: payload as object }) });

let serial = 300_000;
/** A fresh valid ISO 6346 number for the owner code. */
function nextNumber(owner = 'TSTU'): string {
  serial += 7;
  const body = `${owner}${String(serial).padStart(6, '0')}`;
  return `${body}${iso6346CheckDigit(body)}`;
}

describe('bulk upload', () => {
  it('announces and updates containers from a CSV and reports bad rows by number', async () => {
    const callResponse = await call('operador', 'POST', '/container-calls', { vessel_name: 'CMA CGM Bulk', voyage: 'BLK1', shipping_line: 'CMA CGM' });
    const callId = (callResponse.json() as { id: number }).id;
    const good1 = nextNumber('BLKU');
    const good2 = nextNumber('BLKU');
    const csv = [
      'Contenedor;Tipo ISO;Lleno/Vacío;Categoría;Naviera;Sellos;Peso bruto;Clase IMO;Temperatura;Viaje',
      `${good1};45R1;lleno;importación;CMA CGM;S1,S2;24000;;-20;BLK1`,
      `${good2};22G1;vacío;exportación;CMA CGM;;2200;;;`,
      `${good1.slice(0, 10)}9;22G1;lleno;importación;MSC;;;;;`.replace(/\d;/, (m) => m),
      `${nextNumber('BLKU')};22G1;medio;importación;MSC;;;;;`,
      `${nextNumber('BLKU')};22G1;lleno;importación;MSC;;;;5;`,
      `${nextNumber('BLKU')};22G1;lleno;importación;MSC;;;;;NOEXISTE`,
    ].join('\n');
    // Row 4 has a wrong check digit unless the digit happens to be 9.
    const wrongDigit = iso6346CheckDigit(good1.slice(0, 10)) === 9;
    const upload = multipartFile('file', 'manifiesto.csv', Buffer.from(csv), 'text/csv');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...t.bearer(tokens.operador!), ...upload.headers }, payload: upload.payload });
    expect(response.statusCode, response.body).toBe(202);
    const batch = response.json() as { id: number; kind: string };
    expect(batch.kind).toBe('containers');
    await t.services.imports.idle();
    const done = (await call('grua', 'GET', `/batch/${batch.id}`)).json() as { status: string; created: number; failed: number; errors: { row: number; message: string }[] };
    expect(done.status).toBe('done');
    expect(done.created).toBe(2);
    expect(done.errors.map((error) => error.row)).toEqual(wrongDigit ? [5, 6, 7] : [4, 5, 6, 7]);
    expect(done.errors.find((error) => error.row === 5)!.message).toMatch(/lleno ni vacío/);
    expect(done.errors.find((error) => error.row === 6)!.message).toMatch(/refrigerados/);
    expect(done.errors.find((error) => error.row === 7)!.message).toMatch(/NOEXISTE/);
    const detail = (await call('operador', 'GET', `/container-calls/${callId}`)).json() as { to_discharge: { number: string }[] };
    expect(detail.to_discharge.map((c) => c.number)).toEqual([good1]);
    const reefer = ((await call('operador', 'GET', `/search/containers?q=${good1}`)).json() as { data: Container[] }).data[0]!;
    expect(reefer).toMatchObject({ iso_type: '45R1', reefer_temperature_c: -20, seals: ['S1', 'S2'], vessel_call_id: callId });

    // The same file again changes nothing.
    const again = multipartFile('file', 'manifiesto.csv', Buffer.from(csv), 'text/csv');
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...t.bearer(tokens.operador!), ...again.headers }, payload: again.payload });
    await t.services.imports.idle();
    const secondDone = (await call('operador', 'GET', `/batch/${(second.json() as { id: number }).id}`)).json() as { created: number; updated: number; unchanged: number };
    expect(secondDone).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('reads XLSX manifests, refuses files it cannot read, and checks role and tenancy first', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Manifiesto');
    sheet.addRow(['container', 'iso', 'full/empty', 'categoria', 'line']);
    const number = nextNumber('XLSU');
    sheet.addRow([number, '22G1', 'F', 'IMP', 'HLC']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = multipartFile('file', 'manifest.xlsx', buffer);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...t.bearer(tokens.supervisor!), ...upload.headers }, payload: upload.payload });
    expect(response.statusCode, response.body).toBe(202);
    await t.services.imports.idle();
    expect(((await call('operador', 'GET', `/search/containers?q=${number}`)).json() as { total: number }).total).toBe(1);

    const noColumns = multipartFile('file', 'x.csv', Buffer.from('a,b\n1,2\n'));
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...t.bearer(tokens.operador!), ...noColumns.headers }, payload: noColumns.payload });
    expect(expectErrorShape(refused.json(), 422).data.code).toBe('invalid_file');
    const byCrane = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk', headers: { ...t.bearer(tokens.grua!), ...upload.headers }, payload: upload.payload });
    expect(byCrane.statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/containers-bulk?company_id=1', headers: { ...t.bearer(tokens.horizonte!), ...upload.headers }, payload: upload.payload });
    expect(foreign.statusCode).toBe(404);
  });
});

