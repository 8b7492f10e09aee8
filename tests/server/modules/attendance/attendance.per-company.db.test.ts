import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Roles are held per company (issue 12), for attendance: «mixta» is company admin of Horizonte (3)
 * and a plain employee of the logistics company (1), and belongs to nothing of company 4. She
 * manages shifts, schedules, assignments, records and clocks of company 3, is refused (403) in
 * company 1, and company 4's rows do not exist for her (404).
 */
let t: TestApp;
let token = '';
const ids: Record<string, number> = {};

/** One of each attendance row in a company, written straight to the database. */
async function seedAttendance(companyId: number, employeeNumber: string) {
  const { db } = t.database;
  const employee = await db.selectFrom('employees').select(['id', 'department_id']).where('employee_number', '=', employeeNumber).executeTakeFirstOrThrow();
  const row = { company_id: companyId };
  const idOf = async (inserted: Promise<{ id: number }>) => (await inserted).id;
  const shift = await idOf(
    db
      .insertInto('attendance_shifts')
      .values({ ...row, name: 'Original', start_time: '08:00', end_time: '16:00', days: '12345', entry_window_minutes: 60, exit_window_minutes: 120, late_grace_minutes: 10, early_exit_grace_minutes: 10, color: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const record = {
    employee_id: employee.id,
    shift_id: null,
    shift_name: null,
    work_date: '2025-06-02',
    scheduled_start: null,
    scheduled_end: null,
    close_due_at: null,
    check_in_at: '2025-06-02T14:00:00.000Z',
    check_out_at: '2025-06-02T22:00:00.000Z',
    status: 'closed' as const,
    worked_minutes: 480,
    source: 'manual' as const,
    notes: 'Original',
  };
  const march = { shift_id: shift, valid_from: '2027-03-01', valid_to: '2027-03-31' };
  Object.assign(ids, {
    [`employee${companyId}`]: employee.id,
    [`department${companyId}`]: employee.department_id,
    [`shift${companyId}`]: shift,
    [`recess${companyId}`]: await idOf(
      db.insertInto('attendance_recesses').values({ ...row, shift_id: shift, name: 'Comida', start_time: '12:00', end_time: '13:00', paid: 0 }).returning('id').executeTakeFirstOrThrow(),
    ),
    [`schedule${companyId}`]: await idOf(
      db.insertInto('attendance_schedules').values({ ...row, name: 'Original', description: null, start_date: '2027-02-05', end_date: '2027-02-05', department_id: null }).returning('id').executeTakeFirstOrThrow(),
    ),
    [`employeeShift${companyId}`]: await idOf(db.insertInto('attendance_employee_shifts').values({ ...row, ...march, employee_id: employee.id }).returning('id').executeTakeFirstOrThrow()),
    [`departmentShift${companyId}`]: await idOf(
      db.insertInto('attendance_department_shifts').values({ ...row, ...march, department_id: employee.department_id }).returning('id').executeTakeFirstOrThrow(),
    ),
    [`record${companyId}`]: await idOf(db.insertInto('attendance_records').values({ ...row, ...record }).returning('id').executeTakeFirstOrThrow()),
    [`device${companyId}`]: await idOf(
      db
        .insertInto('attendance_devices')
        .values({ ...row, name: 'Original', token_hash: String(companyId).repeat(64), created_by: null, last_seen_at: null, revoked_at: null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'mixta@demo.mx', companies: [3], departments: [[1, 'operaciones']], roles: [['company_admin', 3], ['employee', 1]] });
  token = (await t.login('mixta@demo.mx')).access_token;
  await seedAttendance(1, 'LPP-0006');
  await seedAttendance(3, 'HOR-0002');
  const foreign = await t.database.db.selectFrom('employees').select('employee_number').where('company_id', '=', 4).orderBy('id').executeTakeFirstOrThrow();
  await seedAttendance(4, foreign.employee_number!);
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => object;
  status: number;
}

const api = (path: string) => `/attendance-api/v1${path}`;

/** The same calls in company 1 (refused) and company 3 (allowed). */
function callsIn(companyId: number, allowed: boolean): Case[] {
  const ok = (status: number) => (allowed ? status : 403);
  const id = (name: string) => () => ids[`${name}${companyId}`]!;
  return [
    { name: 'lists shifts', method: 'GET', url: () => api(`/companies/${companyId}/shifts`), status: ok(200) },
    { name: 'creates a shift', method: 'POST', url: () => api(`/companies/${companyId}/shifts`), payload: () => ({ name: 'Mixta', start_time: '07:00', end_time: '15:00', days: [1] }), status: ok(201) },
    { name: 'reads a shift', method: 'GET', url: () => api(`/shifts/${id('shift')()}`), status: ok(200) },
    { name: 'edits a shift', method: 'PUT', url: () => api(`/shifts/${id('shift')()}`), payload: () => ({ name: 'Mixta' }), status: ok(200) },
    { name: 'lists recesses', method: 'GET', url: () => api(`/companies/${companyId}/recesses`), status: ok(200) },
    { name: 'adds a recess', method: 'POST', url: () => api('/recesses'), payload: () => ({ shift_id: id('shift')(), name: 'Mixta', start_time: '10:00', end_time: '10:15' }), status: ok(201) },
    { name: 'edits a recess', method: 'PUT', url: () => api(`/recesses/${id('recess')()}`), payload: () => ({ name: 'Mixta' }), status: ok(200) },
    // Non-working days are for every member of the company to read.
    { name: 'reads a schedule', method: 'GET', url: () => api(`/schedules/${id('schedule')()}`), status: 200 },
    { name: 'creates a schedule', method: 'POST', url: () => api(`/companies/${companyId}/schedules`), payload: () => ({ name: 'Mixta', start_date: '2027-04-01', end_date: '2027-04-01' }), status: ok(201) },
    { name: 'edits a schedule', method: 'PUT', url: () => api(`/schedules/${id('schedule')()}`), payload: () => ({ name: 'Mixta' }), status: ok(200) },
    { name: 'lists employee shifts', method: 'GET', url: () => api(`/companies/${companyId}/employee-shifts`), status: ok(200) },
    { name: "reads an employee's shifts", method: 'GET', url: () => api(`/employees/${id('employee')()}/shifts`), status: ok(200) },
    { name: 'assigns a shift to an employee', method: 'POST', url: () => api('/employee-shifts'), payload: () => ({ employee_id: id('employee')(), shift_id: id('shift')(), valid_from: '2027-05-01' }), status: ok(201) },
    { name: 'assigns a shift to a department', method: 'POST', url: () => api('/department-shifts'), payload: () => ({ department_id: id('department')(), shift_id: id('shift')(), valid_from: '2027-05-01' }), status: ok(201) },
    { name: 'lists records', method: 'GET', url: () => api(`/companies/${companyId}/attendances`), status: ok(200) },
    { name: "reads an employee's records", method: 'GET', url: () => api(`/employees/${id('employee')()}/attendances`), status: ok(200) },
    { name: 'reads a record', method: 'GET', url: () => api(`/attendances/${id('record')()}`), status: ok(200) },
    { name: 'captures a record', method: 'POST', url: () => api('/attendances'), payload: () => ({ employee_id: id('employee')(), check_in_at: '2025-06-09T14:00:00Z', check_out_at: '2025-06-09T20:00:00Z', notes: 'Gafete olvidado' }), status: ok(201) },
    { name: 'corrects a record', method: 'PUT', url: () => api(`/attendances/${id('record')()}`), payload: () => ({ notes: 'Mixta' }), status: ok(200) },
    { name: 'reads the status board', method: 'GET', url: () => api(`/companies/${companyId}/employee-status`), status: ok(200) },
    { name: 'searches shifts', method: 'GET', url: () => api(`/search/shifts?company_id=${companyId}&q=`), status: ok(200) },
    { name: 'lists clocks', method: 'GET', url: () => api(`/companies/${companyId}/devices`), status: ok(200) },
    { name: 'adds a clock', method: 'POST', url: () => api(`/companies/${companyId}/devices`), payload: () => ({ name: 'Mixta' }), status: ok(201) },
    { name: 'revokes a clock', method: 'DELETE', url: () => api(`/devices/${id('device')()}`), status: ok(200) },
    { name: 'removes an employee shift', method: 'DELETE', url: () => api(`/employee-shifts/${id('employeeShift')()}`), status: ok(200) },
    { name: 'removes a department shift', method: 'DELETE', url: () => api(`/department-shifts/${id('departmentShift')()}`), status: ok(200) },
    { name: 'deletes a recess', method: 'DELETE', url: () => api(`/recesses/${id('recess')()}`), status: ok(200) },
    { name: 'deletes a schedule', method: 'DELETE', url: () => api(`/schedules/${id('schedule')()}`), status: ok(200) },
    { name: 'deletes a record', method: 'DELETE', url: () => api(`/attendances/${id('record')()}`), status: ok(200) },
    { name: 'deletes a shift', method: 'DELETE', url: () => api(`/shifts/${id('shift')()}`), status: ok(200) },
  ];
}

/** Company 4's rows are not forbidden to her: they do not exist. */
const FOREIGN: Case[] = [
  { name: 'lists shifts', method: 'GET', url: () => api('/companies/4/shifts'), status: 404 },
  { name: 'reads a shift', method: 'GET', url: () => api(`/shifts/${ids.shift4}`), status: 404 },
  { name: 'edits a recess', method: 'PUT', url: () => api(`/recesses/${ids.recess4}`), payload: () => ({ name: 'Mixta' }), status: 404 },
  { name: 'reads a schedule', method: 'GET', url: () => api(`/schedules/${ids.schedule4}`), status: 404 },
  { name: 'removes an employee shift', method: 'DELETE', url: () => api(`/employee-shifts/${ids.employeeShift4}`), status: 404 },
  { name: 'corrects a record', method: 'PUT', url: () => api(`/attendances/${ids.record4}`), payload: () => ({ notes: 'Mixta' }), status: 404 },
  { name: 'revokes a clock', method: 'DELETE', url: () => api(`/devices/${ids.device4}`), status: 404 },
  // A row of another company named in a body is a wrong field, as before.
  { name: 'adds a recess to its shift', method: 'POST', url: () => api('/recesses'), payload: () => ({ shift_id: ids.shift4, name: 'Mixta', start_time: '10:00', end_time: '10:15' }), status: 422 },
  { name: 'captures a record of its employee', method: 'POST', url: () => api('/attendances'), payload: () => ({ employee_id: ids.employee4, check_in_at: '2025-06-09T14:00:00Z', notes: 'Gafete olvidado' }), status: 422 },
];

async function expectStatus({ method, url, payload, status }: Case) {
  const response = await t.app.inject({ method, url: url(), headers: t.bearer(token), ...(payload ? { payload: payload() } : {}) });
  expect(response.statusCode, response.body).toBe(status);
  if (status >= 400) expectErrorShape(response.json(), status);
}

describe('per-company roles: attendance', () => {
  it.each(callsIn(1, false))('company 1 (plain employee): $name → $status', expectStatus);
  it.each(callsIn(3, true))('company 3 (company admin): $name → $status', expectStatus);
  it.each(FOREIGN)('company 4 (not hers): $name → $status', expectStatus);

  it('nothing of companies 1 and 4 was changed by the refused calls', async () => {
    const { db } = t.database;
    for (const companyId of [1, 4]) {
      expect(await db.selectFrom('attendance_shifts').select('name').where('id', '=', ids[`shift${companyId}`]!).executeTakeFirstOrThrow()).toEqual({ name: 'Original' });
      expect(await db.selectFrom('attendance_recesses').select('name').where('id', '=', ids[`recess${companyId}`]!).executeTakeFirstOrThrow()).toEqual({ name: 'Comida' });
      expect(await db.selectFrom('attendance_schedules').select('name').where('id', '=', ids[`schedule${companyId}`]!).executeTakeFirstOrThrow()).toEqual({ name: 'Original' });
      expect(await db.selectFrom('attendance_records').select('notes').where('id', '=', ids[`record${companyId}`]!).executeTakeFirstOrThrow()).toEqual({ notes: 'Original' });
      expect(await db.selectFrom('attendance_devices').select('revoked_at').where('id', '=', ids[`device${companyId}`]!).executeTakeFirstOrThrow()).toEqual({ revoked_at: null });
      expect(await db.selectFrom('attendance_employee_shifts').select('id').where('id', '=', ids[`employeeShift${companyId}`]!).execute()).toHaveLength(1);
      expect(await db.selectFrom('attendance_department_shifts').select('id').where('id', '=', ids[`departmentShift${companyId}`]!).execute()).toHaveLength(1);
    }
    // What she created went into company 3, the one she manages.
    for (const table of ['attendance_shifts', 'attendance_schedules', 'attendance_devices'] as const) {
      expect(await db.selectFrom(table).select('company_id').where('name', '=', 'Mixta').execute(), table).toEqual([{ company_id: 3 }]);
    }
  });
});
