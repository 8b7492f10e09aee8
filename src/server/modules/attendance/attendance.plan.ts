import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../tenancy';
import * as assignments from './attendance-assignments.repository';
import * as schedules from './attendance-schedules.repository';
import * as shifts from './attendance-shifts.repository';
import type { Plan } from './attendance.rules';

/** Shifts, recesses, assignments and non-working periods of a company touching [from, to]. */
export async function loadPlan(db: Kysely<Database>, scope: TenantScope, companyId: number, from: string, to: string): Promise<Plan> {
  const [shiftRows, employeeAssignments, departmentAssignments, nonWorking] = await Promise.all([
    shifts.shiftsOfCompany(db, scope, companyId),
    assignments.employeeShifts(db, scope, { companyId, from, to }),
    assignments.departmentShifts(db, scope, { companyId, from, to }),
    schedules.schedulesBetween(db, scope, companyId, from, to),
  ]);
  const recesses = await shifts.recessesOfShifts(db, scope, shiftRows.map((shift) => shift.id));
  const group = <K, V>(items: V[], key: (item: V) => K) => {
    const map = new Map<K, V[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  return {
    shifts: new Map(shiftRows.map((shift) => [shift.id, shift])),
    recesses: group(recesses, (recess) => recess.shift_id),
    byEmployee: group(employeeAssignments, (assignment) => assignment.employee_id),
    byDepartment: group(departmentAssignments, (assignment) => assignment.department_id),
    nonWorking,
  };
}
