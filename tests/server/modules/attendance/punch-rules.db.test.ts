import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOCK_TOKEN } from '../../../../src/server/demo/attendance-demo';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Issue 19.7, the clock's punch rules: a tap outside every window of the employee's shifts is kept
 * for review (not taken as the entry of a shift it missed), and a second tap within a minute is a
 * duplicate. Company 3's Ventas works the demo's Matutino shift, 09:00–18:00 with a ±60 min entry
 * window. Times are Mexico City wall-clock (UTC-6).
 */
let current = new Date('2026-11-24T13:00:00Z'); // martes 07:00
const at = (iso: string) => {
  current = new Date(iso);
};

let t: TestApp;
let admin = '';
let withShift = 0;
let withoutShift = 0;
let keys = 0;
const key = () => `rules-key-${String(++keys).padStart(10, '0')}`;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current });
  admin = (await t.login('admin@horizonte.demo.mx')).access_token;
  const ventas = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 3).where('slug', '=', 'ventas').executeTakeFirstOrThrow()).id;
  const extras = await call('POST', '/api/v1/companies/3/departments', { name: 'Consultores externos' });
  expect(extras.statusCode, extras.body).toBe(201);
  const employee = async (department: number, name: string, pin: string) => {
    const response = await call('POST', `/api/v1/departments/${department}/employees`, { name, surname: 'Reglas', pin });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  withShift = await employee(ventas, 'Rosa', '4321');
  withoutShift = await employee((extras.json() as { id: number }).id, 'Saúl', '8765');
  // Employees and assignments made through the API are stamped with the app's clock, but the demo
  // seeded Ventas's Matutino assignment at the real time: nobody owes a shift that began before its
  // assignment existed, so after 09:00 real time the 11-24 shift would be owed by no one. It exists
  // since the test's own "now".
  const since = current.toISOString();
  await t.database.db.updateTable('attendance_department_shifts').set({ created_at: since }).where('company_id', '=', 3).execute();
  await t.database.db.updateTable('attendance_employee_shifts').set({ created_at: since }).where('company_id', '=', 3).execute();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: t.bearer(admin), ...(payload ? { payload } : {}) });
const clock = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/attendance-api/v1${url}`, headers: t.bearer(DEMO_CLOCK_TOKEN), payload });
const tap = (employeeId: number, pin: string, extra: object = {}) => clock('/punches', { idempotency_key: key(), employee_id: employeeId, pin, punched_at: current.toISOString(), ...extra });
const record = async (id: number) => (await call('GET', `/attendance-api/v1/attendances/${id}`)).json() as Record<string, unknown>;
const punchCount = async (employeeId: number) =>
  Number((await t.database.db.selectFrom('attendance_punches').select((eb) => eb.fn.countAll<number>().as('n')).where('employee_id', '=', employeeId).executeTakeFirstOrThrow()).n);

describe('a punch outside every window of the employee’s shifts', () => {
  it('is kept unscheduled for review, says so on the clock, and managers find it', async () => {
    at('2026-11-24T22:33:00Z'); // 16:33: the 09:00 shift's entry window closed at 10:00
    const late = await tap(withShift, '4321');
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({ replayed: false, review: true, punch: { type: 'in' } });
    expect(late.json().message).toMatch(/guardada para revisión/);
    const kept = await record(late.json().punch.record_id);
    expect(kept).toMatchObject({ shift_id: null, shift_name: null, needs_review: true, status: 'open', late_minutes: 0, check_in_at: '2026-11-24T22:33:00.000Z' });

    const list = (await call('GET', `/attendance-api/v1/companies/3/attendances?from=2026-11-24&to=2026-11-24&status=needs_review`)).json() as { data: { id: number; employee_id: number }[] };
    expect(list.data.map((row) => row.id)).toEqual([kept.id]);
    // The shift it missed is an absence, not worked at 16:33.
    const day = (await call('GET', `/attendance-api/v1/employees/${withShift}/attendances?from=2026-11-24&to=2026-11-24`)).json() as { data: Record<string, unknown>[] };
    expect(day.data.find((row) => row.shift_name === 'Matutino')).toMatchObject({ status: 'absent' });

    // A manager's correction is the review.
    const fixed = await call('PUT', `/attendance-api/v1/attendances/${kept.id as number}`, { check_out_at: '2026-11-25T00:00:00Z', notes: 'Visita a cliente por la tarde' });
    expect(fixed.json()).toMatchObject({ needs_review: false, status: 'closed' });
  });

  it('inside the entry window is the shift’s entry, late or not', async () => {
    at('2026-11-25T15:40:00Z'); // miércoles 09:40
    const entry = await tap(withShift, '4321');
    expect(entry.json()).not.toHaveProperty('review');
    expect(await record(entry.json().punch.record_id)).toMatchObject({ shift_name: 'Matutino', late_minutes: 40, needs_review: false });
    // An exit outside the exit window still closes the record it belongs to (an early exit).
    at('2026-11-25T21:00:00Z'); // 15:00
    const exit = await tap(withShift, '4321');
    expect(exit.json()).not.toHaveProperty('review');
    expect(await record(entry.json().punch.record_id)).toMatchObject({ status: 'closed', early_exit_minutes: 180, needs_review: false });
  });

  it('an employee with no shift at all is recorded as before, with nothing to review', async () => {
    at('2026-11-25T22:33:00Z');
    const free = await tap(withoutShift, '8765');
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).not.toHaveProperty('message');
    expect(await record(free.json().punch.record_id)).toMatchObject({ shift_id: null, needs_review: false, status: 'open' });
  });
});

describe('a second tap within a minute', () => {
  it('is a duplicate: answered with the first punch, no exit, nothing written', async () => {
    at('2026-11-26T15:05:00Z'); // jueves 09:05
    const first = await tap(withShift, '4321');
    expect(first.statusCode, first.body).toBe(201);
    const before = await record(first.json().punch.record_id);
    const punches = await punchCount(withShift);

    at('2026-11-26T15:06:00Z'); // one minute later
    const again = await tap(withShift, '4321');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ replayed: false, duplicate: true, punch: { id: first.json().punch.id, type: 'in' } });
    expect(again.json().message).toMatch(/09:05.*repetida/);
    expect(await record(first.json().punch.record_id)).toEqual(before);
    expect(await punchCount(withShift)).toBe(punches);

    // A tap after the minute is the exit, as before.
    at('2026-11-26T15:07:30Z');
    const exit = await tap(withShift, '4321');
    expect(exit.statusCode).toBe(201);
    expect(exit.json()).toMatchObject({ punch: { type: 'out' } });
  });

  it('also when an offline clock syncs them: in one batch, or against a punch stored before', async () => {
    at('2026-11-27T18:00:00Z'); // viernes 12:00, syncing the morning
    const first = { idempotency_key: key(), employee_id: withShift, pin: '4321', punched_at: '2026-11-27T15:00:00Z' };
    const twice = { idempotency_key: key(), employee_id: withShift, pin: '4321', punched_at: '2026-11-27T15:00:40Z' };
    const batch = await clock('/punches/batch', { punches: [first, twice] });
    expect(batch.statusCode, batch.body).toBe(200);
    const results = batch.json().results as { status: number; duplicate?: boolean; punch?: { id: number }; message?: string }[];
    expect(results.map((result) => [result.status, result.duplicate ?? false])).toEqual([
      [201, false],
      [200, true],
    ]);
    expect(results[1]!.punch!.id).toBe(results[0]!.punch!.id);

    // Sent again from another outbox entry, 30 s before the stored one: still the same tap.
    const earlier = await clock('/punches/batch', { punches: [{ idempotency_key: key(), employee_id: withShift, pin: '4321', punched_at: '2026-11-27T14:59:30Z' }] });
    expect(earlier.json().results[0], earlier.body).toMatchObject({ status: 200, duplicate: true, punch: { id: results[0]!.punch!.id } });
    const stored = await t.database.db.selectFrom('attendance_punches').select('id').where('employee_id', '=', withShift).where('punched_at', '>=', '2026-11-27T00:00:00.000Z').execute();
    expect(stored).toHaveLength(1);
    // A duplicate is no refusal: the managers get no "checada rechazada" notice.
    const notices = await t.database.db.selectFrom('notifications').select('title').where('company_id', '=', 3).execute();
    expect(notices.filter((notice) => /rechaz/i.test(notice.title))).toEqual([]);
  });

  it('a wrong PIN is still refused, not taken as a duplicate', async () => {
    at('2026-11-27T18:00:30Z');
    const wrong = await tap(withShift, '0000');
    expect(expectErrorShape(wrong.json(), 422).data.errors?.pin).toBeDefined();
  });
});
