import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * Issue 19, defect 5: after an import, four new employees with a shift were marked FALTA on the
 * day they were added. Nobody owes a shift that began before they were added, before their hire
 * date, or before the shift was assigned to them. Times are Mexico City (UTC-6).
 */
let current = new Date('2026-11-16T14:00:00Z'); // lunes 08:00
const at = (iso: string) => {
  current = new Date(iso);
};

let t: TestApp;
let admin = '';
let almacen = 0;
let shiftId = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => current });
  admin = (await t.login('admin@horizonte.demo.mx')).access_token;
  almacen = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 3).where('slug', '=', 'almacen').executeTakeFirstOrThrow()).id;
  const shift = await call('POST', '/attendance-api/v1/companies/3/shifts', { name: 'Almacén 9 a 17', start_time: '09:00', end_time: '17:00', days: [1, 2, 3, 4, 5] });
  expect(shift.statusCode, shift.body).toBe(201);
  shiftId = shift.json().id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: t.bearer(admin), ...(payload ? { payload } : {}) });

async function addEmployee(name: string, extra: object = {}) {
  const response = await call('POST', `/api/v1/departments/${almacen}/employees`, { name, surname: 'Ingreso', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function absencesOf(employeeId: number): Promise<string[]> {
  const response = await call('GET', `/attendance-api/v1/employees/${employeeId}/attendances?from=2026-10-18&to=2026-12-17`);
  expect(response.statusCode, response.body).toBe(200);
  // Only this test's shifts: the demo company has shifts of its own.
  return (response.json().data as { work_date: string; status: string; shift_name: string }[])
    .filter((r) => r.status === 'absent' && r.shift_name.startsWith('Almacén '))
    .map((r) => r.work_date)
    .sort();
}

describe('absences start when the employee and the shift do', () => {
  it('an employee added (or imported) after the shift began owes nothing that day, and the next day does', async () => {
    at('2026-11-16T17:00:00Z'); // lunes 11:00: the 9:00 shift began two hours ago
    const department = await call('POST', '/attendance-api/v1/department-shifts', { department_id: almacen, shift_id: shiftId, valid_from: '2026-10-18' });
    expect(department.statusCode, department.body).toBe(201);
    const latecomer = await addEmployee('Tardío');
    at('2026-11-16T23:30:00Z'); // lunes 17:30
    expect(await absencesOf(latecomer)).toEqual([]);
    at('2026-11-17T16:30:00Z'); // martes 10:30: the entry window (9:00 + 60) has passed
    expect(await absencesOf(latecomer)).toEqual(['2026-11-17']);
  });

  it('nobody owes a shift before their hire date', async () => {
    at('2026-11-17T14:00:00Z'); // martes 08:00
    const starter = await addEmployee('Futuro', { hire_date: '2026-11-19' });
    at('2026-11-19T16:30:00Z'); // jueves 10:30
    expect(await absencesOf(starter)).toEqual(['2026-11-19']);
  });

  it('a shift assigned after it began that day is not owed that day', async () => {
    at('2026-11-20T14:00:00Z'); // viernes 08:00
    const moved = await addEmployee('Reasignado');
    const other = await call('POST', '/attendance-api/v1/companies/3/shifts', { name: 'Almacén 7 a 15', start_time: '07:00', end_time: '15:00', days: [1, 2, 3, 4, 5] });
    expect(other.statusCode, other.body).toBe(201);
    // Assigned at 8:00, an hour after the 7:00 shift began: Friday is not owed, Monday is.
    const own = await call('POST', '/attendance-api/v1/employee-shifts', { employee_id: moved, shift_id: other.json().id, valid_from: '2026-11-20' });
    expect(own.statusCode, own.body).toBe(201);
    at('2026-11-23T15:30:00Z'); // lunes 09:30
    expect(await absencesOf(moved)).toEqual(['2026-11-23']);
  });
});
