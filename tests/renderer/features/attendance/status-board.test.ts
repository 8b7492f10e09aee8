import { describe, expect, it } from 'vitest';
import type { EmployeeStatus } from '../../../../src/shared/contracts/attendance-records';
import type { AttendancePunchEvent } from '../../../../src/shared/contracts/attendance-clock';
import { applyPunchEvent, countByPresence, filterStatuses } from '../../../../src/renderer/features/attendance/components/status-board';

const row = (overrides: Partial<EmployeeStatus>): EmployeeStatus => ({
  employee_id: 1,
  full_name: 'Ana López',
  department_id: 4,
  department_name: 'Ventas',
  status: 'off',
  since: null,
  record_id: null,
  shift_name: 'Matutino',
  scheduled_start: '2026-11-23T14:00:00Z',
  scheduled_end: '2026-11-23T23:00:00Z',
  ...overrides,
});

const punch = (status: EmployeeStatus, companyId = 3): AttendancePunchEvent => ({
  company_id: companyId,
  punch: {
    id: 10,
    employee_id: status.employee_id,
    employee_name: status.full_name,
    type: 'in',
    punched_at: status.since ?? '2026-11-23T14:02:00Z',
    received_at: '2026-11-23T14:02:01Z',
    synced_late: false,
    record_id: 99,
  },
  status,
});

describe('applyPunchEvent', () => {
  const list = [row({}), row({ employee_id: 2, full_name: 'Bruno Díaz', status: 'absent' })];

  it("replaces that employee's row and leaves the others", () => {
    const next = applyPunchEvent(list, punch(row({ status: 'in', since: '2026-11-23T14:02:00Z', record_id: 99 })), 3)!;
    expect(next[0]).toMatchObject({ employee_id: 1, status: 'in', record_id: 99 });
    expect(next[1]).toBe(list[1]);
    expect(list[0]!.status).toBe('off'); // not mutated
  });

  it('adds an employee the board did not have, in name order', () => {
    const next = applyPunchEvent(list, punch(row({ employee_id: 3, full_name: 'Álvaro Ruiz', status: 'late', since: '2026-11-23T14:30:00Z' })), 3)!;
    expect(next.map((r) => r.full_name)).toEqual(['Álvaro Ruiz', 'Ana López', 'Bruno Díaz']);
  });

  it("ignores another company's punches and an older status than the one shown", () => {
    expect(applyPunchEvent(list, punch(row({ status: 'in' }), 5), 3)).toBe(list);
    const current = [row({ status: 'out', since: '2026-11-23T23:00:00Z' })];
    expect(applyPunchEvent(current, punch(row({ status: 'in', since: '2026-11-23T14:00:00Z' })), 3)).toBe(current);
  });

  it('leaves an unloaded board alone', () => {
    expect(applyPunchEvent(undefined, punch(row({ status: 'in' })), 3)).toBeUndefined();
  });
});

describe('countByPresence and filterStatuses', () => {
  const list = [
    row({ status: 'in' }),
    row({ employee_id: 2, full_name: 'José Pérez', status: 'late', department_id: 5 }),
    row({ employee_id: 3, full_name: 'Lucía Núñez', status: 'late' }),
  ];

  it('counts every presence, zeros included', () => {
    expect(countByPresence(list)).toEqual({ in: 1, late: 2, recess: 0, out: 0, absent: 0, off: 0 });
  });

  it('filters by status, department and name without accents', () => {
    expect(filterStatuses(list, { status: 'late', departmentId: null, q: '' }).map((r) => r.employee_id)).toEqual([2, 3]);
    expect(filterStatuses(list, { status: 'all', departmentId: 5, q: '' }).map((r) => r.employee_id)).toEqual([2]);
    expect(filterStatuses(list, { status: 'all', departmentId: null, q: 'jose perez' }).map((r) => r.employee_id)).toEqual([2]);
  });
});
