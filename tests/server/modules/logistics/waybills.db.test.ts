import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso6346CheckDigit } from '../../../../src/shared/iso6346';
import { pdfText } from '../../../helpers/pdf';
import { qrCodesOf } from '../../../helpers/pdf-qr';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let waybill: { id: number; folio: string; id_ccp: string; verification_url: string; data: Record<string, unknown> };

const USERS = {
  operador: 'operador@logistica.demo.mx',
  supervisor: 'supervisor@logistica.demo.mx',
  receptor: 'receptor@logistica.demo.mx',
  grua: 'grua@logistica.demo.mx',
  soporte: 'soporte@logistica.demo.mx',
  horizonte: 'admin@horizonte.demo.mx',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const NUMBER = `MSKU123456${iso6346CheckDigit('MSKU123456')}`;

const waybillInput = () => ({
  container_order_id: ids.order,
  departure_at: '2026-11-24T08:00:00-06:00',
  arrival_at: '2026-11-24T18:30:00-06:00',
  driver_rfc: 'ratj850312ab1',
  seals: ['MSK-445566', 'ADU-0099'],
  container_tare_kg: 3800,
  goods: [
    { sat_product_key: '52141500', description: 'Refrigeradores domésticos', quantity: 120, sat_unit_key: 'h87', weight_kg: 14250.5 },
    { sat_product_key: '24112700', description: 'Tarimas de madera', quantity: 24, sat_unit_key: 'XPX', weight_kg: 960 },
  ],
  notes: 'Entregar en andén 4.',
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://plataforma.example.mx' });
  for (const [key, email] of Object.entries(USERS)) tokens[key] = (await t.login(email)).access_token;
  ids.jose = (await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', 'LPP-0006').executeTakeFirstOrThrow()).id;
  const routes = (await call('GET', '/api/v1/routes', 'operador')).json().data as { id: number; code: string }[];
  ids.route = routes.find((row) => row.code === 'MZO-QRO')!.id;
  const units = (await call('GET', '/api/v1/units', 'operador')).json().data as { id: number; number: string }[];
  ids.unit = units.find((row) => row.number === 'ECO-101')!.id;
  const container = await call('POST', '/api/v1/containers', 'operador', {
    number: NUMBER,
    iso_type: '45R1',
    load_status: 'full',
    category: 'import',
    shipping_line: 'MAEU',
    seals: ['MSK-445566'],
    gross_weight_kg: 19010.5,
    reefer_temperature_c: -18,
  });
  expect(container.statusCode).toBe(201);
  ids.container = container.json().id;
  const order = await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', { kind: 'delivery', route_id: ids.route, unit_id: ids.unit, driver_id: ids.jose });
  ids.order = order.json().id;
  ids.inspection = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', { kind: 'inspection' })).json().id;
});
afterAll(() => t.close());

describe('issuing a waybill', () => {
  it('only for approved or in-progress orders with origin, destination, unit and driver; never for an inspection', async () => {
    const early = await call('POST', '/api/v1/waybills', 'operador', waybillInput());
    expect(expectErrorShape(early.json(), 409)).toMatchObject({ data: { code: 'order_not_ready' }, message: 'Solo se emite carta porte de órdenes aprobadas o en proceso.' });
    await call('PUT', `/api/v1/orders/${ids.inspection}`, 'supervisor', { status: 'approved', update_report: 'Ok' });
    expect((await call('POST', '/api/v1/waybills', 'operador', { ...waybillInput(), container_order_id: ids.inspection })).statusCode).toBe(422);
    const bare = (await call('POST', `/api/v1/containers/${ids.container}/orders`, 'operador', { kind: 'transfer' })).json().id;
    await call('PUT', `/api/v1/orders/${bare}`, 'supervisor', { status: 'approved', update_report: 'Ok' });
    const unready = expectErrorShape((await call('POST', '/api/v1/waybills', 'operador', { ...waybillInput(), container_order_id: bare })).json(), 422);
    expect(unready.data.code).toBe('order_not_ready');
    expect(Object.keys(unready.data.errors ?? {}).sort()).toEqual(['destination_terminal_id', 'driver_id', 'origin_terminal_id', 'unit_id']);

    await call('PUT', `/api/v1/orders/${ids.order}`, 'supervisor', { status: 'approved', update_report: 'Aprobada.' });
    const bad = expectErrorShape((await call('POST', '/api/v1/waybills', 'operador', { ...waybillInput(), driver_rfc: 'XYZ', goods: [] })).json(), 422);
    expect(bad.data.errors?.driver_rfc).toEqual(['El RFC debe tener 12 caracteres (empresa) o 13 (persona física).']);
    expect(bad.data.errors?.goods).toEqual(['La carta porte lleva al menos una mercancía.']);
    const backwards = await call('POST', '/api/v1/waybills', 'operador', { ...waybillInput(), arrival_at: '2026-11-24T07:00:00-06:00' });
    expect(backwards.json().data.errors.arrival_at).toEqual(['La llegada debe ser posterior a la salida.']);
  });

  it('roles: the yard reads, managers issue; another tenant gets 404', async () => {
    expect((await call('POST', '/api/v1/waybills', 'receptor', waybillInput())).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/waybills', 'grua', waybillInput())).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/waybills', 'horizonte', waybillInput())).statusCode).toBe(404);
  });

  it('keeps the carta porte data as issued: carrier, places with RFC, unit, driver, container, goods and weights', async () => {
    const created = await call('POST', '/api/v1/waybills', 'supervisor', waybillInput());
    expect(created.statusCode).toBe(201);
    waybill = created.json();
    expect(waybill.folio).toMatch(/^CP-1-\d{6}$/);
    expect(waybill.id_ccp).toMatch(/^CCC[0-9A-F]{5}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    expect(waybill.verification_url).toMatch(new RegExp(`^https://plataforma\\.example\\.mx/api/v1/waybills/verify/${waybill.folio}\\?s=[\\w-]{43}$`));
    expect(waybill.data).toMatchObject({
      carrier: { name: 'Logística Portuaria del Pacífico, S.A. de C.V.', rfc: 'LPP150312AB1' },
      origin: { name: 'Terminal Especializada de Contenedores Manzanillo', rfc: 'TEC960101AB1', at: '2026-11-24T14:00:00.000Z', postal_code: '28219' },
      destination: { name: 'CEDIS Comercializadora Horizonte Querétaro', rfc: 'CHO101120QW3', at: '2026-11-25T00:30:00.000Z' },
      distance_km: 640,
      unit: { number: 'ECO-101', plates: '45AK7R', vehicle_config: 'T3S2', model_year: 2022, trailer_plates: '92UH4K', sct_permit_type: 'TPAF01', insurance_policy: 'POL-ECO-101' },
      driver: { id: ids.jose, full_name: 'José Ramírez Torres', rfc: 'RATJ850312AB1', license_number: 'COL-E-884512' },
      container: { number: NUMBER, size_type: '45R1', seals: ['MSK-445566', 'ADU-0099'], tare_kg: 3800 },
      total_weight_kg: 19010.5,
      order: { id: ids.order, kind: 'delivery' },
    });
    const history = (await call('GET', `/api/v1/containers/${ids.container}/history`, 'operador')).json();
    expect(history.data.some((entry: { kind: string; notes: string }) => entry.kind === 'waybill' && entry.notes.includes(waybill.folio))).toBe(true);

    const list = await call('GET', `/api/v1/orders/${ids.order}/waybills`, 'grua');
    expect(list.json().data.map((w: { id: number }) => w.id)).toEqual([waybill.id]);
    expect((await call('GET', `/api/v1/orders/${ids.order}`, 'grua')).json().waybills_count).toBe(1);
    expect((await call('GET', `/api/v1/orders/${ids.order}/waybills`, 'soporte')).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/orders/${ids.order}/waybills`, 'horizonte')).statusCode).toBe(404);

    // Editing the unit later does not change the document.
    await call('PUT', `/api/v1/units/${ids.unit}`, 'operador', { insurance_policy: 'POL-NUEVA' });
    expect((await call('GET', `/api/v1/orders/${ids.order}/waybills`, 'grua')).json().data[0].data.unit.insurance_policy).toBe('POL-ECO-101');
    const unit = (await call('GET', `/api/v1/units/${ids.unit}`, 'grua')).json();
    expect(unit.movements.find((m: { order_id: number }) => m.order_id === ids.order).waybills).toEqual([{ id: waybill.id, folio: waybill.folio }]);
  });
});

describe('the PDF', () => {
  it('streams a PDF that carries the carta porte data and the verification link', async () => {
    const response = await call('GET', `/api/v1/waybill/${waybill.id}/report`, 'receptor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="carta-porte-${waybill.folio}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Carta Porte',
      waybill.folio,
      waybill.id_ccp,
      NUMBER,
      '45R1',
      'MSK-445566, ADU-0099',
      '45AK7R',
      '92UH4K',
      'T3S2',
      'TPAF01',
      'José Ramírez Torres',
      'RATJ850312AB1',
      'COL-E-884512',
      'LPP150312AB1',
      'TEC960101AB1',
      'CHO101120QW3',
      'Terminal Especializada de Contenedores Manzanillo',
      'Refrigeradores domésticos',
      '14,250.5',
      '19,010.5 kg',
      '3,800 kg',
      '640 km',
      'Entregar en andén 4.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The link may wrap across lines in the text layer.
    expect(text.replace(/\s+/g, '')).toContain(waybill.verification_url);
    // The QR code, read back from the PDF's image, is the verification link.
    expect(await qrCodesOf(pdf)).toEqual([waybill.verification_url]);
  });

  it('is for the company’s logistics roles only', async () => {
    expect((await call('GET', `/api/v1/waybill/${waybill.id}/report`, 'soporte')).statusCode).toBe(403);
    const foreign = await call('GET', `/api/v1/waybill/${waybill.id}/report`, 'horizonte');
    expect(expectErrorShape(foreign.json(), 404).data.code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/waybill/${waybill.id}/report` })).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/waybill/999999/report', 'operador')).statusCode).toBe(404);
  });
});

describe('public verification (the QR code)', () => {
  const pathOf = (url: string) => url.replace('https://plataforma.example.mx', '');

  it('answers the key data without a session when the signature is right (the URL read from the QR code)', async () => {
    const pdf = (await call('GET', `/api/v1/waybill/${waybill.id}/report`, 'operador')).rawPayload;
    const [scanned] = await qrCodesOf(pdf);
    const response = await t.app.inject({ method: 'GET', url: pathOf(scanned!) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      folio: waybill.folio,
      id_ccp: waybill.id_ccp,
      issued_at: expect.any(String),
      carrier: { name: 'Logística Portuaria del Pacífico, S.A. de C.V.', rfc: 'LPP150312AB1' },
      origin: { name: 'Terminal Especializada de Contenedores Manzanillo', at: '2026-11-24T14:00:00.000Z' },
      destination: { name: 'CEDIS Comercializadora Horizonte Querétaro', at: '2026-11-25T00:30:00.000Z' },
      container_number: NUMBER,
      unit_plates: '45AK7R',
      trailer_plates: '92UH4K',
      driver_name: 'José Ramírez Torres',
      total_weight_kg: 19010.5,
      order_status: 'approved',
    });
  });

  it('a tampered or missing signature, or another folio, reads as not found', async () => {
    const url = new URL(waybill.verification_url);
    const signature = url.searchParams.get('s')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const bad = await t.app.inject({ method: 'GET', url: `${url.pathname}?s=${flipped}` });
    expect(expectErrorShape(bad.json(), 404).message).toBe('No encontramos esa carta porte o el enlace de verificación no es válido.');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}?s=${signature}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/waybills/verify/CP-1-999999?s=${signature}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(422);
  });

  it('the demo waybill verifies too', async () => {
    const demo = await t.database.db.selectFrom('waybills').select(['id', 'container_order_id']).where('folio', '=', 'CP-1-000001').executeTakeFirst();
    if (!demo) return; // the containers demo loaded no containers
    const list = (await call('GET', `/api/v1/orders/${demo.container_order_id}/waybills`, 'operador')).json();
    const response = await t.app.inject({ method: 'GET', url: pathOf(list.data[0].verification_url) });
    expect(response.json()).toMatchObject({ valid: true, folio: 'CP-1-000001', unit_plates: '45AK7R', driver_name: 'José Ramírez Torres' });
    expect((await call('GET', `/api/v1/waybill/${demo.id}/report`, 'operador')).statusCode).toBe(200);
  });
});

describe('deleting the company', () => {
  it('takes its terminals, routes, units, orders and waybills with it', async () => {
    const superToken = (await t.login('super@demo.mx')).access_token;
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/companies/1', headers: t.bearer(superToken) });
    expect(response.statusCode).toBe(200);
    for (const table of ['terminals', 'routes', 'units', 'unit_drivers', 'unit_routes', 'container_orders', 'container_order_updates', 'waybills'] as const) {
      const left = await t.database.db.selectFrom(table).select('company_id').where('company_id', '=', 1).execute();
      expect(left, table).toEqual([]);
    }
  });
});
