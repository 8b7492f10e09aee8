import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Tours of the bus company (2): CRUD and its rules, passengers and their seats, boarding by ticket
 * code (by the tour's driver, an employee linked to their user), the manifest and ticket PDFs.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let unitId = 0;
let driverId = 0;
let driverUserId = 0;

type Who = 'admin' | 'driver' | 'other' | 'ajena';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const soon = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

async function newTour(overrides: object = {}) {
  const response = await call('POST', '/api/v1/tours', 'admin', { name: 'Tequila y Guachimontones', starts_at: soon(24), ends_at: soon(34), unit_id: unitId, driver_id: driverId, guide_name: 'Lucía Márquez', departure_point: 'Terminal Zapopan', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; seats: number; status: string };
}

async function addPassenger(tourId: number, payload: object) {
  const response = await call('POST', `/api/v1/tours/${tourId}/passengers`, 'admin', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; seat: number; ticket_code: string; status: string };
}

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // The demo driver: employee PAR-0002 (a licence) linked to chofer@parabus.demo.mx.
  driverUserId = await t.userIdOf('chofer@parabus.demo.mx');
  await addPerson(t, { email: 'otro@parabus.demo.mx', departments: [[2, 'operaciones']], roles: [['employee', 2]] });
  const employee = await db.selectFrom('employees').select(['id', 'user_id', 'is_driver']).where('employee_number', '=', 'PAR-0002').executeTakeFirstOrThrow();
  expect(employee).toMatchObject({ user_id: driverUserId, is_driver: 1 });
  driverId = employee.id;
  tokens.admin = (await t.login('transporte@parabus.demo.mx')).access_token;
  tokens.driver = (await t.login('chofer@parabus.demo.mx')).access_token;
  tokens.other = (await t.login('otro@parabus.demo.mx')).access_token;
  tokens.ajena = (await t.login('admin@ajena.demo.mx')).access_token;
  const unit = await call('POST', '/api/v1/units', 'admin', { number: 'TUR-01', plates: 'TUR123A' });
  expect(unit.statusCode, unit.body).toBe(201);
  unitId = unit.json().id;
  await db.updateTable('units').set({ kind: 'bus', seats: 4 }).where('id', '=', unitId).execute();
});
afterAll(() => t.close());

describe('tours', () => {
  it('creates a tour with the unit seats by default, reads and lists it', async () => {
    const tour = await newTour({ itinerary: [{ time: '08:00', place: 'Salida' }, { time: '11:30', place: 'Destilería' }], fare_cents: 85000 });
    expect(tour).toMatchObject({ seats: 4, status: 'scheduled', guide_name: 'Lucía Márquez', fare_cents: 85000, passengers_count: 0, unit: { id: unitId, seats: 4 }, driver: { id: driverId } });
    expect((tour as unknown as { itinerary: unknown[] }).itinerary).toHaveLength(2);
    const list = await call('GET', '/api/v1/companies/2/tours?q=tequila', 'admin');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(tour.id);
    expect((await call('GET', '/api/v1/tours?when=past', 'admin')).json().data.map((row: { id: number }) => row.id)).not.toContain(tour.id);
    expect((await call('GET', `/api/v1/tours/${tour.id}`, 'admin')).json().name).toBe('Tequila y Guachimontones');
  });

  it('validates dates, seats, unit and driver of the company, and the itinerary', async () => {
    const cases: [object, string][] = [
      [{ ends_at: soon(1) }, 'ends_at'],
      [{ unit_id: null, seats: undefined }, 'seats'],
      [{ unit_id: 999_999 }, 'unit_id'],
      [{ driver_id: 999_999 }, 'driver_id'],
      [{ itinerary: [{ time: '25:00', place: 'x' }] }, 'itinerary.0.time'],
      [{ starts_at: 'mañana' }, 'starts_at'],
    ];
    for (const [payload, fieldName] of cases) {
      const response = await call('POST', '/api/v1/tours', 'admin', { name: 'Mal', starts_at: soon(24), unit_id: unitId, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(expectErrorShape(response.json(), 422).data.errors).toHaveProperty(fieldName);
    }
  });

  it('follows the status flow and refuses jumps', async () => {
    const tour = await newTour();
    const bad = await call('PUT', `/api/v1/tours/${tour.id}`, 'admin', { status: 'completed' });
    expect(bad.statusCode).toBe(409);
    expect(expectErrorShape(bad.json(), 409).data.code).toBe('tour_invalid_transition');
    for (const status of ['boarding', 'in_progress', 'completed']) {
      const response = await call('PUT', `/api/v1/tours/${tour.id}`, 'admin', { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expect((await call('PUT', `/api/v1/tours/${tour.id}`, 'admin', { status: 'scheduled' })).statusCode).toBe(409);
  });

  it('deletes a tour without boarded passengers; another tenant gets 404', async () => {
    const tour = await newTour();
    expect((await call('DELETE', `/api/v1/tours/${tour.id}`, 'ajena')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/tours/${tour.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/tours/${tour.id}`, 'admin')).statusCode).toBe(404);
  });
});

describe('passengers and seats', () => {
  it('gives the first free seat, refuses a taken seat with 409, a seat beyond the tour with 422, and more passengers than seats', async () => {
    const tour = await newTour();
    const first = await addPassenger(tour.id, { name: 'Ana Pérez', phone: '3312345678' });
    expect(first.seat).toBe(1);
    expect(first.ticket_code).toMatch(/^[0-9A-Z]{16}$/);
    const third = await addPassenger(tour.id, { name: 'Beto Ruiz', seat: 3 });
    expect(third.seat).toBe(3);
    const taken = await call('POST', `/api/v1/tours/${tour.id}/passengers`, 'admin', { name: 'Carla', seat: 3 });
    expect(taken.statusCode).toBe(409);
    expect(expectErrorShape(taken.json(), 409)).toMatchObject({ message: 'El asiento 3 ya está ocupado en este tour.', data: { code: 'seat_taken' } });
    const beyond = await call('POST', `/api/v1/tours/${tour.id}/passengers`, 'admin', { name: 'Carla', seat: 5 });
    expect(beyond.statusCode).toBe(422);
    expect((await addPassenger(tour.id, { name: 'Carla' })).seat).toBe(2);
    expect((await addPassenger(tour.id, { name: 'Dora' })).seat).toBe(4);
    const full = await call('POST', `/api/v1/tours/${tour.id}/passengers`, 'admin', { name: 'Eva' });
    expect(full.statusCode).toBe(409);
    expect(expectErrorShape(full.json(), 409).data.code).toBe('tour_full');
    // Cancelling gives the seat back.
    const cancelled = await call('PUT', `/api/v1/tours/${tour.id}/passengers/${third.id}`, 'admin', { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', seat: null });
    expect((await addPassenger(tour.id, { name: 'Eva' })).seat).toBe(3);
    const list = (await call('GET', `/api/v1/tours/${tour.id}/passengers`, 'admin')).json();
    expect(list).toMatchObject({ seats: 4, taken: 4, boarded: 0 });
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Ana Pérez', 'Carla', 'Eva', 'Dora', 'Beto Ruiz']);
    // Seats cannot drop below what is held.
    expect((await call('PUT', `/api/v1/tours/${tour.id}`, 'admin', { seats: 3 })).statusCode).toBe(422);
    // Moving a passenger to a taken seat is a 409 too; removing frees it.
    expect((await call('PUT', `/api/v1/tours/${tour.id}/passengers/${first.id}`, 'admin', { seat: 2 })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/v1/tours/${tour.id}/passengers/${first.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/tours/${tour.id}/passengers`, 'admin')).json().taken).toBe(3);
  });

  it('validates the passenger', async () => {
    const tour = await newTour();
    for (const payload of [{}, { name: '' }, { name: 'X', email: 'no-es-correo' }, { name: 'X', seat: 0 }]) {
      expect((await call('POST', `/api/v1/tours/${tour.id}/passengers`, 'admin', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('boarding', () => {
  it('boards on the first scan, answers 409 with the time on the second, 404 for a ticket of another tour', async () => {
    const tour = await newTour();
    const other = await newTour({ name: 'Otro tour' });
    const ana = await addPassenger(tour.id, { name: 'Ana Pérez' });
    const foreign = await addPassenger(other.id, { name: 'Foráneo' });
    const first = await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'driver', { ticket_code: ana.ticket_code.toLowerCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().passenger).toMatchObject({ id: ana.id, status: 'boarded' });
    expect(first.json().passenger.boarded_at).toBeTruthy();
    // The first scan opened boarding.
    expect((await call('GET', `/api/v1/tours/${tour.id}`, 'admin')).json()).toMatchObject({ status: 'boarding', boarded_count: 1 });
    const second = await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'driver', { ticket_code: ana.ticket_code });
    expect(second.statusCode).toBe(409);
    expect(expectErrorShape(second.json(), 409).message).toMatch(/^Ya abordó a las \d\d:\d\d\.$/);
    for (const code of [foreign.ticket_code, 'NOEXISTE12345678']) {
      const response = await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'driver', { ticket_code: code });
      expect(response.statusCode).toBe(404);
      expect(expectErrorShape(response.json(), 404).message).toBe('Ese boleto no es de este tour.');
    }
    const row = await t.database.db.selectFrom('tour_passengers').select(['boarded_by', 'status']).where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect((await t.database.db.selectFrom('tour_passengers').select('boarded_by').where('id', '=', ana.id).executeTakeFirstOrThrow()).boarded_by).toBe(driverUserId);
  });

  it('refuses a cancelled passenger and an employee who is not the driver; another tenant gets 404', async () => {
    const tour = await newTour();
    const bea = await addPassenger(tour.id, { name: 'Bea' });
    const cid = await addPassenger(tour.id, { name: 'Cid' });
    await call('PUT', `/api/v1/tours/${tour.id}/passengers/${cid.id}`, 'admin', { status: 'cancelled' });
    const cancelled = await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'admin', { ticket_code: cid.ticket_code });
    expect(cancelled.statusCode).toBe(409);
    expect(expectErrorShape(cancelled.json(), 409).data.code).toBe('passenger_cancelled');
    const notDriver = await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'other', { ticket_code: bea.ticket_code });
    expect(notDriver.statusCode).toBe(403);
    expect((await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'ajena', { ticket_code: bea.ticket_code })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/tours/${tour.id}/passengers`, 'other')).statusCode).toBe(403);
    // The driver reads the passengers of their tour (what boarding shows), and may not edit them.
    expect((await call('GET', `/api/v1/tours/${tour.id}/passengers`, 'driver')).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/tours/${tour.id}/passengers`, 'driver', { name: 'X' })).statusCode).toBe(403);
    expect((await t.database.db.selectFrom('tour_passengers').select('status').where('id', '=', bea.id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('lists the driver their own upcoming tours only', async () => {
    const mine = await newTour({ name: 'Mi tour' });
    const response = await call('GET', `/api/v1/users/${driverUserId}/tours`, 'driver');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: number }) => row.id)).toContain(mine.id);
    expect((await call('GET', `/api/v1/users/${driverUserId}/tours`, 'other')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/users/${await t.userIdOf('otro@parabus.demo.mx')}/tours`, 'other')).json().data).toEqual([]);
  });
});

describe('manifest and tickets', () => {
  it('prints the manifest with every passenger and a ticket with its code', async () => {
    const tour = await newTour({ name: 'Tour Manifiesto' });
    const ana = await addPassenger(tour.id, { name: 'Ana Pérez', phone: '3312345678' });
    await addPassenger(tour.id, { name: 'Beto Ruiz' });
    await call('POST', `/api/v1/tours/${tour.id}/boardings`, 'admin', { ticket_code: ana.ticket_code });
    const manifest = await call('GET', `/api/v1/tours/${tour.id}/manifest`, 'admin');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/pdf');
    expect(manifest.headers['content-disposition']).toBe('attachment; filename="manifiesto-tour-manifiesto.pdf"');
    expect(manifest.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(manifest.rawPayload);
    for (const expected of ['Manifiesto de pasajeros', 'Tour Manifiesto', 'Ana Pérez', 'Beto Ruiz', '3312345678', 'Abordó', 'Por abordar', 'TUR-01', 'Lucía Márquez', 'Firma del chofer']) expect(text).toContain(expected);
    const ticket = await call('GET', `/api/v1/tours/${tour.id}/passengers/${ana.id}/ticket`, 'admin');
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toBe('application/pdf');
    const ticketText = await pdfText(ticket.rawPayload);
    expect(ticketText).toContain('Ana Pérez');
    expect(ticketText).toContain(ana.ticket_code);
    expect((await call('GET', `/api/v1/tours/${tour.id}/passengers/999999/ticket`, 'admin')).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/tours/${tour.id}/manifest`, 'ajena')).statusCode).toBe(404);
  });
});
