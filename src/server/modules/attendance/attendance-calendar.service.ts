import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CalendarEvent, calendarQuerySchema } from '../../../shared/contracts/attendance-calendar';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { type Principal, assertCompanyVisible, canIn } from '../../principal';
import { scopeOf } from '../../tenancy';
import type { AbsenceSweeps } from './attendance-absences';
import * as records from './attendance-records.repository';
import { loadPlan } from './attendance.plan';
import { occurrencesBetween } from './attendance.rules';
import { addDays, recessInstance } from './attendance.time';
import { fullName } from './attendance.values';

export type AttendanceCalendarService = ReturnType<typeof createAttendanceCalendarService>;

/**
 * The calendar: shift occurrences (expanded from assignments), their recesses, actual attendance
 * and absences, and non-working periods. Managers see everyone; any other member of the company
 * sees only their own.
 */
export function createAttendanceCalendarService({ db, now, sweeps }: { db: Kysely<Database>; now: () => Date; sweeps: AbsenceSweeps }) {
  return {
    async calendar(principal: Principal, companyId: number, query: z.output<typeof calendarQuerySchema>): Promise<CalendarEvent[]> {
      assertCompanyVisible(principal, companyId);
      const scope = scopeOf(principal);
      let employees = await records.employeesOfCompany(db, scope, companyId, { departmentId: query.department_id, employeeId: query.employee_id });
      const managing = canIn(principal, companyId, 'attendance.read');
      // An employee sees only their own calendar.
      if (!managing) employees = employees.filter((employee) => employee.user_id === principal.userId);
      if (query.employee_id && employees.length === 0) throw notFound('No encontramos ese empleado.');
      employees = employees.slice(0, 100);
      await sweeps.lazySweep(scope, companyId);
      const plan = await loadPlan(db, scope, companyId, addDays(query.from, -1), query.to);
      const rows = await records.recordsOfEmployees(db, scope, companyId, query.from, query.to);
      const ids = new Set(employees.map((employee) => employee.id));
      const events: CalendarEvent[] = [];
      const byDepartment = query.department_id !== undefined && query.employee_id === undefined;
      const seenShift = new Set<string>();
      for (const employee of employees) {
        for (const due of occurrencesBetween(plan, employee, query.from, query.to)) {
          // A department's calendar shows each shift occurrence once, not once per person.
          const key = byDepartment ? `${due.shift.id}:${due.workDate}` : `${employee.id}:${due.shift.id}:${due.workDate}`;
          if (seenShift.has(key)) continue;
          seenShift.add(key);
          const who = byDepartment ? null : employee.id;
          events.push({
            id: `shift-${key}`,
            kind: 'shift',
            title: byDepartment || query.employee_id ? due.shift.name : `${due.shift.name} · ${fullName(employee)}`,
            start: due.start.toISOString(),
            end: due.end.toISOString(),
            all_day: false,
            employee_id: who,
            department_id: employee.department_id,
            shift_id: due.shift.id,
            record_id: null,
            flags: [],
          });
          for (const recess of plan.recesses.get(due.shift.id) ?? []) {
            const { start, end } = recessInstance(due.shift, recess, due.workDate);
            events.push({
              id: `recess-${key}-${recess.start_time}`,
              kind: 'recess',
              title: `Descanso ${recess.start_time}–${recess.end_time}`,
              start: start.toISOString(),
              end: end.toISOString(),
              all_day: false,
              employee_id: who,
              department_id: employee.department_id,
              shift_id: due.shift.id,
              record_id: null,
              flags: recess.paid ? ['paid'] : [],
            });
          }
        }
      }
      const nowIso = now().toISOString();
      for (const record of rows) {
        if (!ids.has(record.employee_id)) continue;
        const employee = employees.find((candidate) => candidate.id === record.employee_id)!;
        const flags = [
          ...(record.late_minutes > 0 ? ['late'] : []),
          ...(record.early_exit_minutes > 0 ? ['early_exit'] : []),
          ...(record.auto_closed ? ['auto_closed'] : []),
          ...(record.synced_late ? ['synced_late'] : []),
        ];
        if (record.status === 'absent') {
          events.push({
            id: `absence-${record.id}`,
            kind: 'absence',
            title: `Falta · ${fullName(employee)}`,
            start: record.scheduled_start ?? `${record.work_date}T12:00:00.000Z`,
            end: record.scheduled_end ?? `${record.work_date}T13:00:00.000Z`,
            all_day: false,
            employee_id: record.employee_id,
            department_id: employee.department_id,
            shift_id: record.shift_id,
            record_id: record.id,
            flags,
          });
          continue;
        }
        const start = record.check_in_at ?? record.check_out_at!;
        events.push({
          id: `attendance-${record.id}`,
          kind: 'attendance',
          title: `${record.status === 'open' ? 'En turno' : 'Asistencia'} · ${fullName(employee)}`,
          start,
          end: record.check_out_at ?? (nowIso > start ? nowIso : start),
          all_day: false,
          employee_id: record.employee_id,
          department_id: employee.department_id,
          shift_id: record.shift_id,
          record_id: record.id,
          flags,
        });
      }
      for (const period of plan.nonWorking) {
        if (query.department_id !== undefined && period.department_id !== null && period.department_id !== query.department_id) continue;
        events.push({
          id: `non-working-${period.id}`,
          kind: 'non_working',
          title: period.name,
          start: period.start_date,
          end: addDays(period.end_date, 1),
          all_day: true,
          employee_id: null,
          department_id: period.department_id,
          shift_id: null,
          record_id: null,
          flags: [],
        });
      }
      return events;
    },
  };
}
