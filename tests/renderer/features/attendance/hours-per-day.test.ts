import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '../../../../src/shared/contracts/attendance-records';
import { hoursPerDay } from '../../../../src/renderer/features/attendance/components/hours-per-day';
import { daysLabel } from '../../../../src/renderer/features/attendance/components/shift-display';

const record = (overrides: Partial<AttendanceRecord>): AttendanceRecord => ({
  id: 1,
  company_id: 3,
  employee_id: 9,
  employee: { id: 9, full_name: 'Ana López', department_id: 4, department_name: 'Ventas' },
  shift_id: 1,
  shift_name: 'Matutino',
  work_date: '2026-11-20',
  scheduled_start: null,
  scheduled_end: null,
  check_in_at: '2026-11-20T14:00:00Z',
  check_out_at: '2026-11-20T23:00:00Z',
  status: 'closed',
  late_minutes: 0,
  early_exit_minutes: 0,
  auto_closed: false,
  synced_late: false,
  missing_check_in: false,
  needs_review: false,
  recesses: [],
  recess_minutes: 0,
  worked_minutes: 480,
  source: 'clock',
  notes: null,
  created_at: '2026-11-20T14:00:00Z',
  updated_at: '2026-11-20T23:00:00Z',
  ...overrides,
});

describe('hoursPerDay', () => {
  it('gives one bar per day of the range, zero where nothing was worked', () => {
    const days = hoursPerDay([record({}), record({ id: 2, work_date: '2026-11-22', worked_minutes: 270, late_minutes: 12 })], '2026-11-20', '2026-11-23');
    expect(days.map((day) => [day.date, day.hours, day.late])).toEqual([
      ['2026-11-20', 8, 0],
      ['2026-11-21', 0, 0],
      ['2026-11-22', 4.5, 12],
      ['2026-11-23', 0, 0],
    ]);
    expect(days[0]!.label).toBe('20 nov');
  });

  it('adds two records of one day, counts an open record as nothing yet, and marks absences', () => {
    const days = hoursPerDay(
      [record({ worked_minutes: 240 }), record({ id: 2, worked_minutes: 120 }), record({ id: 3, work_date: '2026-11-21', status: 'absent', worked_minutes: null, check_in_at: null, check_out_at: null })],
      '2026-11-20',
      '2026-11-21',
    );
    expect(days[0]).toMatchObject({ hours: 6, absent: false });
    expect(days[1]).toMatchObject({ hours: 0, absent: true });
  });
});

describe('daysLabel', () => {
  it('names the usual weeks and lists the rest Monday first', () => {
    expect(daysLabel([1, 2, 3, 4, 5])).toBe('Lunes a viernes');
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Todos los días');
    expect(daysLabel([0, 6])).toBe('Sáb, Dom');
  });
});
