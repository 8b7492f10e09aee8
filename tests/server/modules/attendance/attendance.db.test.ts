import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOCK_TOKEN } from '../../../../src/server/demo/attendance-demo';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * The attendance API on a real database, with a clock the test moves. Times are Mexico City
 * wall-clock (UTC-6): 08:00 there is 14:00Z.
 */
let current = new Date('2026-11-24T13:00:00Z'); // martes 07:00 en CDMX
const at = (iso: string) => {
  current = new Date(iso);
};

let t: TestApp;
const tokens: Record<string, string> = {};
let ventas = 0;
let nightWorker = 0;
let dayWorker = 0;
let dayShift = 0;
let nightShift = 0;
let keyCounter = 0;
const key = () => `test-key-${Date.now()}-${++keyCounter}`.padEnd(20, '0');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current });
  for (const [name, email] of Object.entries({
    admin: 'admin@horizonte.demo.mx',
    empleado: 'empleado@horizonte.demo.mx',
    ajena: 'admin@ajena.demo.mx',
    super: 'super@demo.mx',
    operador: 'operador@logistica.demo.mx',
  })) {
    tokens[name] = (await t.login(email)).access_token;
  }
  ventas = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 3).where('slug', '=', 'ventas').executeTakeFirstOrThrow()).id;
  const employee = async (name: string, pin: string) => {
    const response = await call('POST', `/api/v1/departments/${ventas}/employees`, 'admin', { name, surname: 'Prueba', pin });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  dayWorker = await employee('Diana', '1111');
  nightWorker = await employee('Nicolás', '2222');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const device = (method: 'GET' | 'POST', url: string, payload?: object, token = DEMO_CLOCK_TOKEN) =>
  t.app.inject({ method, url: `/attendance-api/v1${url}`, headers: t.bearer(token), ...(payload ? { payload } : {}) });

const punch = (body: Record<string, unknown>) => device('POST', '/punches', { idempotency_key: key(), punched_at: current.toISOString(), ...body });

async function recordsOf(employeeId: number) {
  const response = await call('GET', `/attendance-api/v1/employees/${employeeId}/attendances?from=2026-11-01&to=2026-12-31`, 'admin');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, unknown>[]; totals: Record<string, number> };
}

describe('shifts, recesses and schedules', () => {
  it('creates a day shift and a night shift that crosses midnight; validation says what is wrong', async () => {
    const day = await call('POST', '/attendance-api/v1/companies/3/shifts', 'admin', { name: 'Prueba día', start_time: '08:00', end_time: '16:00', days: [1, 2, 3, 4, 5, 5] });
    expect(day.statusCode, day.body).toBe(201);
    expect(day.json()).toMatchObject({ company_id: 3, days: [1, 2, 3, 4, 5], crosses_midnight: false, entry_window_minutes: 60, exit_window_minutes: 120, late_grace_minutes: 10 });
    dayShift = day.json().id;
    const night = await call('POST', '/attendance-api/v1/companies/3/shifts', 'admin', { name: 'Prueba noche', start_time: '22:00', end_time: '06:00', days: [0, 1, 2, 3, 4, 5, 6], late_grace_minutes: 5 });
    expect(night.json()).toMatchObject({ crosses_midnight: true });
    nightShift = night.json().id;

    const same = await call('POST', '/attendance-api/v1/companies/3/shifts', 'admin', { name: 'X', start_time: '08:00', end_time: '08:00', days: [1] });
    expect(expectErrorShape(same.json(), 422).data.errors?.end_time).toEqual(['La hora de salida no puede ser igual a la de entrada.']);
    const badTime = await call('POST', '/attendance-api/v1/companies/3/shifts', 'admin', { name: 'X', start_time: '25:00', end_time: '08:00', days: [] });
    const errors = expectErrorShape(badTime.json(), 422).data.errors!;
    expect(errors.start_time?.[0]).toMatch(/HH:MM/);
    expect(errors.days?.[0]).toBe('Elige al menos un día de la semana.');
  });

  it('recesses must fit inside the shift and not overlap; night recesses after midnight are fine', async () => {
    const lunch = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: dayShift, name: 'Comida', start_time: '12:00', end_time: '12:30' });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const overlap = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: dayShift, name: 'Café', start_time: '12:15', end_time: '12:45' });
    expect(expectErrorShape(overlap.json(), 422).data.errors?.start_time).toEqual(['Se empalma con el descanso «Comida» (12:00 a 12:30).']);
    const backwards = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: dayShift, name: 'Café', start_time: '11:00', end_time: '10:30' });
    expect(expectErrorShape(backwards.json(), 422).data.errors?.end_time).toEqual(['La hora de fin del descanso es anterior a la de inicio.']);
    const outside = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: dayShift, name: 'Café', start_time: '17:00', end_time: '17:15' });
    expect(expectErrorShape(outside.json(), 422).data.errors?.start_time?.[0]).toMatch(/fuera del turno/);
    const pastEnd = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: dayShift, name: 'Café', start_time: '15:50', end_time: '16:10' });
    expect(expectErrorShape(pastEnd.json(), 422).data.errors?.end_time?.[0]).toMatch(/después de la salida/);
    const nightBreak = await call('POST', '/attendance-api/v1/recesses', 'admin', { shift_id: nightShift, name: 'Cena', start_time: '02:00', end_time: '02:30', paid: true });
    expect(nightBreak.statusCode, nightBreak.body).toBe(201);
    // Moving the shift so that its recess would fall outside is refused.
    const shrink = await call('PUT', `/attendance-api/v1/shifts/${dayShift}`, 'admin', { end_time: '11:00' });
    expect(expectErrorShape(shrink.json(), 422).message).toMatch(/Comida/);
    const listed = await call('GET', '/attendance-api/v1/companies/3/recesses', 'admin');
    expect((listed.json() as { shift_name: string; name: string }[]).map((r) => `${r.shift_name}:${r.name}`)).toEqual(expect.arrayContaining(['Prueba día:Comida', 'Prueba noche:Cena']));
    const editedLunch = await call('PUT', `/attendance-api/v1/recesses/${lunch.json().id}`, 'admin', { end_time: '12:45' });
    expect(editedLunch.json()).toMatchObject({ start_time: '12:00', end_time: '12:45' });
  });

  it('schedules are non-working periods; end before start is refused', async () => {
    const holiday = await call('POST', '/attendance-api/v1/companies/3/schedules', 'admin', { name: 'Asueto de prueba', start_date: '2026-11-27', end_date: '2026-11-27' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const backwards = await call('POST', '/attendance-api/v1/companies/3/schedules', 'admin', { name: 'X', start_date: '2026-11-27', end_date: '2026-11-26' });
    expect(expectErrorShape(backwards.json(), 422).data.errors?.end_date).toEqual(['La fecha de fin no puede ser anterior a la de inicio.']);
    const otherDepartment = await call('POST', '/attendance-api/v1/companies/3/schedules', 'admin', { name: 'X', start_date: '2026-11-27', end_date: '2026-11-27', department_id: 1 });
    expect(expectErrorShape(otherDepartment.json(), 422).data.errors?.department_id).toEqual(['Ese departamento no es de esta empresa.']);
  });

  it('assigns shifts to employees and departments with validity dates', async () => {
    const own = await call('POST', '/attendance-api/v1/employee-shifts', 'admin', { employee_id: dayWorker, shift_id: dayShift, valid_from: '2026-11-01' });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ employee_id: dayWorker, shift: { name: 'Prueba día' }, valid_to: null });
    const twice = await call('POST', '/attendance-api/v1/employee-shifts', 'admin', { employee_id: dayWorker, shift_id: dayShift, valid_from: '2026-11-10' });
    expect(expectErrorShape(twice.json(), 409).message).toMatch(/ya tiene el turno/);
    expect((await call('POST', '/attendance-api/v1/employee-shifts', 'admin', { employee_id: nightWorker, shift_id: nightShift, valid_from: '2026-11-01', valid_to: '2026-12-31' })).statusCode).toBe(201);
    const backwards = await call('POST', '/attendance-api/v1/employee-shifts', 'admin', { employee_id: nightWorker, shift_id: dayShift, valid_from: '2026-11-10', valid_to: '2026-11-01' });
    expect(expectErrorShape(backwards.json(), 422).data.errors?.valid_to).toBeDefined();
    const department = await call('POST', '/attendance-api/v1/department-shifts', 'admin', { department_id: ventas, shift_id: nightShift, valid_from: '2027-01-01', valid_to: '2027-01-31' });
    expect(department.statusCode, department.body).toBe(201);
    expect((await call('GET', `/attendance-api/v1/departments/${ventas}/shifts`, 'admin')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: department.json().id })]));
    expect((await call('DELETE', `/attendance-api/v1/department-shifts/${department.json().id}`, 'admin')).statusCode).toBe(200);
    const mine = await call('GET', `/attendance-api/v1/employees/${dayWorker}/shifts`, 'admin');
    expect((mine.json() as { shift_id: number }[]).map((a) => a.shift_id)).toEqual([dayShift]);
    const shifts = (await call('GET', '/attendance-api/v1/companies/3/shifts', 'admin')).json() as { id: number; employees_count: number; recesses: unknown[] }[];
    expect(shifts.find((s) => s.id === dayShift)).toMatchObject({ employees_count: 1, recesses: [expect.objectContaining({ name: 'Comida' })] });
  });
});

describe('punches from the wall clock', () => {
  it('the clock is a device of one company, never a person; a person’s token or a revoked device is refused', async () => {
    const session = await device('GET', '/device');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ company: { id: 3, name: 'Comercializadora Horizonte' }, device: { name: 'Reloj de recepción' } });
    const roster = (await device('GET', '/device/employees')).json() as { full_name: string; has_pin: boolean }[];
    expect(roster).toEqual(expect.arrayContaining([expect.objectContaining({ full_name: 'Miguel Flores Aguilar', has_pin: true })]));
    expect((await device('GET', '/device', undefined, tokens.admin)).statusCode).toBe(401);
    expect((await device('POST', '/punches', { idempotency_key: key(), employee_id: dayWorker, pin: '1111', punched_at: current.toISOString() }, tokens.empleado)).statusCode).toBe(401);

    const created = await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj almacén' });
    expect(created.statusCode, created.body).toBe(201);
    const { token, device: made } = created.json() as { token: string; device: { id: number } };
    expect(token).toMatch(/^dvc_/);
    expect((await device('GET', '/device', undefined, token)).statusCode).toBe(200);
    expect((await call('DELETE', `/attendance-api/v1/devices/${made.id}`, 'admin')).statusCode).toBe(200);
    const revoked = await device('GET', '/device', undefined, token);
    expect(expectErrorShape(revoked.json(), 401).message).toMatch(/dado de baja/);
    // Only managers create clocks; another tenant's clock is not found.
    expect((await call('POST', '/attendance-api/v1/companies/3/devices', 'empleado', { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/attendance-api/v1/devices/${made.id}`, 'ajena')).statusCode).toBe(404);
    expect((await call('GET', '/attendance-api/v1/companies/3/devices', 'ajena')).statusCode).toBe(404);
  });

  it('a wrong PIN is a clear refusal with attempts left, limited per device; a badge identifies alone', async () => {
    const wrong = await punch({ employee_id: dayWorker, pin: '9999' });
    const body = expectErrorShape(wrong.json(), 422);
    expect(body.message).toBe('PIN incorrecto. Te quedan 4 intentos.');
    expect(body.data).toMatchObject({ reason: 'wrong_pin', attempts_left: 4 });
    for (let attempt = 0; attempt < 4; attempt++) await punch({ employee_id: dayWorker, pin: '9999' });
    const blocked = await punch({ employee_id: dayWorker, pin: '1111' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/Demasiados PIN incorrectos/);
    // The count is per clock and employee: someone else on the same clock starts with all attempts.
    const otherEmployee = await punch({ employee_id: nightWorker, pin: '0000' });
    expect(otherEmployee.json().data.attempts_left).toBe(4);
    const unknownBadge = await punch({ badge_code: 'NO-EXISTE' });
    expect(expectErrorShape(unknownBadge.json(), 422).message).toMatch(/gafete/);
    const both = await punch({ badge_code: 'HOR-B-0001', employee_id: dayWorker, pin: '1111' });
    expect(both.statusCode).toBe(422);
  });

  it('the same idempotency key twice stores one punch; the same key with another body is a 409', async () => {
    at('2026-11-24T14:40:00Z'); // 08:40, inside the entry window of her 09:00 shift
    const body = { idempotency_key: 'same-key-0000000000001', badge_code: 'HOR-B-0002', type: 'in', punched_at: current.toISOString() };
    const first = await device('POST', '/punches', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ replayed: false, punch: { type: 'in', employee_name: 'Adriana Vázquez Herrera', synced_late: false } });
    const again = await device('POST', '/punches', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const other = await device('POST', '/punches', { ...body, type: 'out' });
    expect(expectErrorShape(other.json(), 409).message).toMatch(/clave de checada ya se usó/);
    const count = await t.database.db.selectFrom('attendance_punches').select((eb) => eb.fn.countAll<number>().as('n')).where('idempotency_key', '=', body.idempotency_key).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // Concurrent duplicates: one stored, both answered with it.
    const racing = { ...body, idempotency_key: 'race-key-000000000001', type: 'out', punched_at: new Date(current.getTime() + 5 * 60_000).toISOString() };
    at(new Date(current.getTime() + 6 * 60_000).toISOString());
    const [a, b] = await Promise.all([device('POST', '/punches', racing), device('POST', '/punches', racing)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().punch.id).toBe(b.json().punch.id);
  });

  it('a punch up to 72 hours old keeps its time and is marked synced late; older or from the future is refused', async () => {
    at('2026-11-27T20:00:00Z');
    const old = await device('POST', '/punches', { idempotency_key: key(), badge_code: 'HOR-B-0003', type: 'in', punched_at: '2026-11-25T14:05:00Z' });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json().punch).toMatchObject({ punched_at: '2026-11-25T14:05:00.000Z', received_at: '2026-11-27T20:00:00.000Z', synced_late: true });
    const record = (await call('GET', `/attendance-api/v1/attendances/${old.json().punch.record_id}`, 'admin')).json();
    expect(record).toMatchObject({ check_in_at: '2026-11-25T14:05:00.000Z', synced_late: true });
    const tooOld = await device('POST', '/punches', { idempotency_key: key(), badge_code: 'HOR-B-0003', type: 'out', punched_at: '2026-11-24T19:59:00Z' });
    expect(expectErrorShape(tooOld.json(), 422).message).toMatch(/más de 72 horas/);
    const future = await device('POST', '/punches', { idempotency_key: key(), badge_code: 'HOR-B-0003', type: 'out', punched_at: '2026-11-27T20:30:00Z' });
    expect(expectErrorShape(future.json(), 422).message).toMatch(/futuro/);
    const malformed = await device('POST', '/punches', { idempotency_key: 'corta', badge_code: 'HOR-B-0003', punched_at: 'ayer' });
    const errors = expectErrorShape(malformed.json(), 422).data.errors!;
    expect(Object.keys(errors).sort()).toEqual(['idempotency_key', 'punched_at']);
  });
});

describe('the outbox batch', () => {
  it('takes punches in order, answers each on its own, and a resend replays without duplicates', async () => {
    const clock = (await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj lote' })).json().token as string;
    at('2026-12-07T20:00:00Z');
    const times = ['2026-12-07T14:02:00Z', '2026-12-07T18:00:00Z', '2026-12-07T18:45:00Z', '2026-12-07T19:30:00Z'];
    const punches: Record<string, unknown>[] = times.map((time, index) => ({ idempotency_key: `batch-key-00000000000${index}`, employee_id: nightWorker, pin: '2222', punched_at: time }));
    punches.splice(2, 0, { idempotency_key: 'batch-key-bad-pin-0001', employee_id: nightWorker, pin: '0001', punched_at: '2026-12-07T18:30:00Z' });
    punches.push({ idempotency_key: 'batch-key-malformed-01', punched_at: 'nunca' });
    // Third punch: a recess start, then its end, then the check-out — inferred in order.
    punches[1] = { ...punches[1], type: 'recess_start' };
    const first = await device('POST', '/punches/batch', { punches }, clock);
    expect(first.statusCode, first.body).toBe(200);
    const results = first.json().results as { idempotency_key: string; status: number; punch?: { type: string; synced_late: boolean }; message?: string }[];
    expect(results.map((r) => r.status)).toEqual([201, 201, 422, 201, 201, 422]);
    expect(results.filter((r) => r.punch).map((r) => r.punch!.type)).toEqual(['in', 'recess_start', 'recess_end', 'out']);
    expect(results[2]!.message).toMatch(/PIN incorrecto/);
    expect(results[5]!.idempotency_key).toBe('batch-key-malformed-01');
    const again = await device('POST', '/punches/batch', { punches }, clock);
    expect((again.json().results as { status: number }[]).map((r) => r.status)).toEqual([200, 200, 422, 200, 200, 422]);
    const stored = await t.database.db.selectFrom('attendance_punches').select('idempotency_key').where('idempotency_key', 'like', 'batch-key-%').execute();
    expect(stored).toHaveLength(4);
    expect((await device('POST', '/punches/batch', { punches: [] }, clock)).statusCode).toBe(422);
  });
});

describe('rules', () => {
  it('late entry, recess and early exit on a day shift', async () => {
    at('2026-11-30T14:25:00Z'); // lunes 08:25
    // The demo clock is still locked for Diana (five wrong PINs): attempts are counted per clock, so another clock works.
    const clock = (await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj reglas' })).json().token as string;
    const punchOn = (body: Record<string, unknown>) => device('POST', '/punches', { idempotency_key: key(), punched_at: current.toISOString(), ...body }, clock);
    await t.database.db.deleteFrom('attendance_records').where('employee_id', '=', dayWorker).execute();
    const checkIn = await punchOn({ employee_id: dayWorker, pin: '1111' });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect(checkIn.json().punch.type).toBe('in');
    at('2026-11-30T18:00:00Z');
    expect((await punchOn({ employee_id: dayWorker, pin: '1111', type: 'recess_start' })).statusCode).toBe(201);
    at('2026-11-30T18:05:00Z'); // past the one-minute duplicate window
    expect((await punchOn({ employee_id: dayWorker, pin: '1111', type: 'recess_start' })).statusCode).toBe(409);
    at('2026-11-30T18:40:00Z');
    // Without a type, an open recess ends.
    expect((await punchOn({ employee_id: dayWorker, pin: '1111' })).json().punch.type).toBe('recess_end');
    at('2026-11-30T21:30:00Z'); // 15:30, half an hour early
    const out = await punchOn({ employee_id: dayWorker, pin: '1111' });
    expect(out.json().punch.type).toBe('out');
    const record = (await call('GET', `/attendance-api/v1/attendances/${out.json().punch.record_id}`, 'admin')).json();
    expect(record).toMatchObject({
      work_date: '2026-11-30',
      shift_name: 'Prueba día',
      status: 'closed',
      late_minutes: 25,
      early_exit_minutes: 30,
      recess_minutes: 40,
      // 08:25 → 15:30 is 425 minutes; the recess is unpaid.
      worked_minutes: 385,
      auto_closed: false,
    });
    // Within the grace period there is no late mark.
    at('2026-12-01T14:08:00Z');
    const onTime = await punchOn({ employee_id: dayWorker, pin: '1111' });
    expect((await call('GET', `/attendance-api/v1/attendances/${onTime.json().punch.record_id}`, 'admin')).json()).toMatchObject({ late_minutes: 0, status: 'open' });
  });

  it('a night shift that crosses midnight counts for the day it started', async () => {
    const clock = (await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj noche' })).json().token as string;
    const punchOn = (body: Record<string, unknown>) => device('POST', '/punches', { idempotency_key: key(), punched_at: current.toISOString(), ...body }, clock);
    at('2026-12-02T03:55:00Z'); // martes 1 de diciembre, 21:55
    const entry = await punchOn({ employee_id: nightWorker, pin: '2222' });
    expect(entry.statusCode, entry.body).toBe(201);
    at('2026-12-02T12:03:00Z'); // miércoles 06:03
    const exit = await punchOn({ employee_id: nightWorker, pin: '2222' });
    const record = (await call('GET', `/attendance-api/v1/attendances/${exit.json().punch.record_id}`, 'admin')).json();
    expect(record).toMatchObject({ work_date: '2026-12-01', shift_name: 'Prueba noche', late_minutes: 0, early_exit_minutes: 0, status: 'closed', worked_minutes: 488 });
  });

  it('a forgotten check-out is closed at the end of the exit window, at the shift’s end, and marked', async () => {
    // Diana checked in on Tuesday 08:08 (previous test) and never checked out.
    at('2026-12-02T00:01:00Z'); // 18:01: the exit window (16:00 + 120 min) has passed
    const status = (await call('GET', '/attendance-api/v1/companies/3/employee-status', 'admin')).json() as { employee_id: number; status: string }[];
    expect(status.find((s) => s.employee_id === dayWorker)?.status).toBe('out');
    const records = await recordsOf(dayWorker);
    const tuesday = records.data.find((r) => r.work_date === '2026-12-01')!;
    expect(tuesday).toMatchObject({ status: 'closed', auto_closed: true, check_out_at: '2026-12-01T22:00:00.000Z', worked_minutes: 472 });
    expect(records.totals.auto_closed_count).toBe(1);
    // The real check-out, synced late from an offline clock, replaces the automatic one.
    const clock = (await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj tardío' })).json().token as string;
    const late = await device('POST', '/punches', { idempotency_key: key(), employee_id: dayWorker, pin: '1111', type: 'out', punched_at: '2026-12-01T22:20:00Z' }, clock);
    expect(late.statusCode, late.body).toBe(201);
    const fixed = (await call('GET', `/attendance-api/v1/attendances/${tuesday.id as number}`, 'admin')).json();
    expect(fixed).toMatchObject({ auto_closed: false, check_out_at: '2026-12-01T22:20:00.000Z', synced_late: true });
  });

  it('an absence is marked once the entry window has passed; a late-synced check-in turns it into attendance; not on non-working days', async () => {
    at('2026-12-03T15:01:00Z'); // jueves 09:01: the entry window (08:00 + 60) has passed
    const list = await recordsOf(dayWorker);
    const thursday = list.data.find((r) => r.work_date === '2026-12-03');
    expect(thursday).toMatchObject({ status: 'absent', check_in_at: null, shift_name: 'Prueba día' });
    expect(list.totals.absent_count).toBeGreaterThanOrEqual(1);
    const status = (await call('GET', '/attendance-api/v1/companies/3/employee-status', 'admin')).json() as { employee_id: number; status: string }[];
    expect(status.find((s) => s.employee_id === dayWorker)?.status).toBe('absent');
    const clock = (await call('POST', '/attendance-api/v1/companies/3/devices', 'admin', { name: 'Reloj sin red' })).json().token as string;
    const synced = await device('POST', '/punches', { idempotency_key: key(), employee_id: dayWorker, pin: '1111', punched_at: '2026-12-03T14:50:00Z' }, clock);
    expect(synced.json().punch).toMatchObject({ type: 'in', record_id: thursday!.id });
    expect((await call('GET', `/attendance-api/v1/attendances/${thursday!.id as number}`, 'admin')).json()).toMatchObject({ status: 'open', late_minutes: 50, synced_late: true });
    // Friday 27 Nov was the test's non-working day: no absence there.
    expect((await recordsOf(dayWorker)).data.some((r) => r.work_date === '2026-11-27')).toBe(false);
  });

  it('manual records: create, correct and delete, with validation', async () => {
    at('2026-12-04T12:30:00Z'); // jueves 06:30: the night being recorded is over
    const created = await call('POST', '/attendance-api/v1/attendances', 'admin', { employee_id: nightWorker, check_in_at: '2026-12-04T04:00:00Z', check_out_at: '2026-12-04T12:00:00Z', notes: 'Capturado por RH' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ source: 'manual', work_date: '2026-12-03', status: 'closed', worked_minutes: 480, late_minutes: 0 });
    const backwards = await call('PUT', `/attendance-api/v1/attendances/${created.json().id}`, 'admin', { check_out_at: '2026-12-04T03:00:00Z' });
    expect(expectErrorShape(backwards.json(), 422).data.errors?.check_out_at).toEqual(['La salida debe ser posterior a la entrada.']);
    const fixed = await call('PUT', `/attendance-api/v1/attendances/${created.json().id}`, 'admin', { check_out_at: '2026-12-04T11:00:00Z' });
    expect(fixed.json()).toMatchObject({ worked_minutes: 420, early_exit_minutes: 60 });
    expect((await call('POST', '/attendance-api/v1/attendances', 'admin', { employee_id: nightWorker, check_in_at: '2026-12-04T04:10:00Z', notes: 'Otra vez' })).statusCode).toBe(409);
    expect((await call('DELETE', `/attendance-api/v1/attendances/${created.json().id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/attendance-api/v1/attendances/${created.json().id}`, 'admin')).statusCode).toBe(404);
  });

  it('manual records need a reason and cannot be dated in the future (the server’s clock decides)', async () => {
    at('2026-12-04T12:30:00Z');
    const before = (await recordsOf(nightWorker)).data.length;
    for (const notes of [undefined, null, '   ']) {
      const missing = await call('POST', '/attendance-api/v1/attendances', 'admin', { employee_id: nightWorker, check_in_at: '2026-12-04T04:00:00Z', ...(notes !== undefined && { notes }) });
      expect(expectErrorShape(missing.json(), 422).data.errors?.notes).toEqual(['Escribe el motivo del registro manual.']);
    }
    const future = await call('POST', '/attendance-api/v1/attendances', 'admin', { employee_id: nightWorker, check_in_at: '2026-12-04T12:31:00Z', notes: 'Mañana' });
    expect(expectErrorShape(future.json(), 422).data.errors).toEqual({ check_in_at: ['La entrada no puede estar en el futuro.'] });
    const futureExit = await call('POST', '/attendance-api/v1/attendances', 'admin', { employee_id: nightWorker, check_in_at: '2026-12-04T04:00:00Z', check_out_at: '2026-12-04T13:00:00Z', notes: 'Salida adelantada' });
    expect(expectErrorShape(futureExit.json(), 422).data.errors).toEqual({ check_out_at: ['La salida no puede estar en el futuro.'] });
    expect((await recordsOf(nightWorker)).data.length).toBe(before);
  });
});

describe('who sees what', () => {
  it('an employee sees only their own records and shifts; managers see the company', async () => {
    const mine = await call('GET', '/attendance-api/v1/me/attendances', 'empleado');
    expect(mine.statusCode).toBe(200);
    const miguel = await t.database.db.selectFrom('employees').select('id').where('employee_number', '=', 'HOR-0001').executeTakeFirstOrThrow();
    expect((mine.json() as { data: { employee_id: number }[] }).data.every((r) => r.employee_id === miguel.id)).toBe(true);
    expect((await call('GET', `/attendance-api/v1/employees/${miguel.id}/attendances`, 'empleado')).statusCode).toBe(200);
    const paged = (await call('GET', `/attendance-api/v1/employees/${dayWorker}/attendances?from=2026-11-01&to=2026-12-31&per_page=1`, 'admin')).json() as { data: unknown[]; last_page: number; per_page: number };
    expect(paged).toMatchObject({ per_page: 1 });
    expect(paged.data).toHaveLength(1);
    expect(paged.last_page).toBeGreaterThan(1);
    expect((await call('GET', `/attendance-api/v1/employees/${dayWorker}/attendances`, 'empleado')).statusCode).toBe(403);
    expect((await call('GET', '/attendance-api/v1/companies/3/attendances', 'empleado')).statusCode).toBe(403);
    expect((await call('GET', '/attendance-api/v1/companies/3/employee-status', 'empleado')).statusCode).toBe(403);
    expect((await call('POST', '/attendance-api/v1/companies/3/shifts', 'empleado', { name: 'X', start_time: '08:00', end_time: '09:00', days: [1] })).statusCode).toBe(403);
    const myShifts = (await call('GET', '/attendance-api/v1/me/shifts', 'empleado')).json() as { company_id: number; shifts: { source: string; shift: { name: string } }[]; non_working: { name: string }[] }[];
    expect(myShifts[0]).toMatchObject({ company_id: 3, shifts: [expect.objectContaining({ source: 'department', shift: expect.objectContaining({ name: 'Matutino' }) })] });
    expect(myShifts[0]!.non_working.map((n) => n.name)).toContain('Navidad');
    // The employee's calendar holds only their own events.
    const calendar = (await call('GET', '/attendance-api/v1/companies/3/calendar?from=2026-11-30&to=2026-12-06', 'empleado')).json() as { employee_id: number | null }[];
    expect(calendar.every((event) => event.employee_id === null || event.employee_id === miguel.id)).toBe(true);
  });

  it('another tenant’s attendance answers 404 everywhere', async () => {
    const record = await t.database.db.selectFrom('attendance_records').select('id').where('company_id', '=', 3).executeTakeFirstOrThrow();
    for (const url of [
      '/attendance-api/v1/companies/3/shifts',
      `/attendance-api/v1/shifts/${dayShift}`,
      '/attendance-api/v1/companies/3/attendances',
      `/attendance-api/v1/attendances/${record.id}`,
      `/attendance-api/v1/employees/${dayWorker}/attendances`,
      `/attendance-api/v1/employees/${dayWorker}/shifts`,
      '/attendance-api/v1/companies/3/employee-status',
      '/attendance-api/v1/companies/3/calendar?from=2026-11-30&to=2026-12-06',
      '/attendance-api/v1/companies/3/report-url?from=2026-11-01&to=2026-11-30',
      `/attendance-api/v1/employees/${dayWorker}/report-url?from=2026-11-01&to=2026-11-30`,
      '/attendance-api/v1/search/shifts?company_id=3',
    ]) {
      const response = await call('GET', url, 'ajena');
      expect(response.statusCode, url).toBe(404);
      expectErrorShape(response.json(), 404);
    }
    expect((await call('PUT', `/attendance-api/v1/shifts/${dayShift}`, 'ajena', { name: 'Mío' })).statusCode).toBe(404);
    expect((await call('DELETE', `/attendance-api/v1/attendances/${record.id}`, 'ajena')).statusCode).toBe(404);
    expect((await call('POST', '/attendance-api/v1/employee-shifts', 'ajena', { employee_id: dayWorker, shift_id: dayShift, valid_from: '2026-12-01' })).statusCode).toBe(422);
    // The super administrator crosses companies.
    expect((await call('GET', '/attendance-api/v1/companies/3/shifts', 'super')).statusCode).toBe(200);
  });
});

describe('calendar, searches and reports', () => {
  it('the calendar expands shifts, recesses, attendance, absences and non-working days', async () => {
    const response = await call('GET', `/attendance-api/v1/companies/3/calendar?from=2026-11-30&to=2026-12-06&employee_id=${dayWorker}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const events = response.json() as { kind: string; start: string; title: string; flags: string[] }[];
    const kinds = new Set(events.map((event) => event.kind));
    // Wednesday 2 December she never came: an absence.
    expect([...kinds].sort()).toEqual(['absence', 'attendance', 'recess', 'shift']);
    expect(events.find((event) => event.kind === 'absence')?.start).toBe('2026-12-02T14:00:00.000Z');
    expect(events.find((event) => event.kind === 'shift' && event.start === '2026-11-30T14:00:00.000Z')).toBeDefined();
    expect(events.find((event) => event.kind === 'recess' && event.start === '2026-11-30T18:00:00.000Z')).toBeDefined();
    expect(events.some((event) => event.kind === 'attendance' && event.flags.includes('late'))).toBe(true);
    const holiday = (await call('GET', '/attendance-api/v1/companies/3/calendar?from=2026-11-23&to=2026-11-29', 'admin')).json() as { kind: string; title: string; all_day: boolean }[];
    expect(holiday).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'non_working', title: 'Asueto de prueba', all_day: true })]));
    const tooLong = await call('GET', '/attendance-api/v1/companies/3/calendar?from=2026-01-01&to=2026-12-31', 'admin');
    expect(expectErrorShape(tooLong.json(), 422).data.errors?.['querystring.to']?.[0]).toMatch(/62 días/);
  });

  it('searches recesses, schedules, shifts, assignments and attendances', async () => {
    const expectations: [string, string, number][] = [
      ['shifts', 'prueba', 2],
      ['recesses', 'cena', 2],
      ['schedules', 'asueto', 1],
      ['employee-shifts', 'diana', 1],
      ['department-shifts', 'ventas', 1],
    ];
    for (const [kind, q, atLeast] of expectations) {
      const response = await call('GET', `/attendance-api/v1/search/${kind}?company_id=3&q=${q}`, 'admin');
      expect(response.statusCode, kind).toBe(200);
      expect((response.json() as { total: number }).total, kind).toBeGreaterThanOrEqual(atLeast);
    }
    const attendances = (await call('GET', '/attendance-api/v1/search/employee-attendances?company_id=3&q=nicolas&from=2026-12-01&to=2026-12-31', 'admin')).json() as { data: { employee: { full_name: string } }[] };
    expect(attendances.data.length).toBeGreaterThan(0);
    expect(attendances.data.every((record) => record.employee.full_name.startsWith('Nicolás'))).toBe(true);
    expect((await call('GET', '/attendance-api/v1/search/nada?company_id=3', 'admin')).statusCode).toBe(422);
  });

  it('the company and employee reports are signed, expiring URLs that stream XLSX and CSV', async () => {
    const url = await call('GET', '/attendance-api/v1/companies/3/report-url?from=2026-11-01&to=2026-12-31&format=xlsx', 'admin');
    expect(url.statusCode, url.body).toBe(200);
    const { url: link, file_name } = url.json() as { url: string; file_name: string };
    expect(file_name).toMatch(/^asistencia-comercializadora-horizonte-.*\.xlsx$/);
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Asistencia')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['fecha', 'empleado', 'entrada', 'salida', 'retardo (min)', 'cierre automático']));
    const names = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) names.add(String(row.getCell(2).value));
    });
    expect([...names]).toEqual(expect.arrayContaining(['Diana Prueba', 'Nicolás Prueba']));

    const one = await call('GET', `/attendance-api/v1/employees/${nightWorker}/report-url?from=2026-11-01&to=2026-12-31&format=csv`, 'admin');
    const csv = (await t.app.inject({ method: 'GET', url: one.json().url })).body;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('fecha,empleado');
    expect(lines.slice(1).every((line) => line.includes('Nicolás Prueba'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);

    expect((await call('GET', '/attendance-api/v1/companies/3/report-url?from=2026-11-01&to=2026-12-31', 'empleado')).statusCode).toBe(403);
    const backwards = await call('GET', '/attendance-api/v1/companies/3/report-url?from=2026-12-31&to=2026-11-01', 'admin');
    expect(expectErrorShape(backwards.json(), 422).data.errors?.['querystring.to']).toEqual(['La fecha final no puede ser anterior a la inicial.']);
    const tampered = link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });
});
