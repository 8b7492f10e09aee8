import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';

/** Which shift an employee or a department works, over a validity range. Finders read only inside their scope. */

type Db = Kysely<Database> | Transaction<Database>;

function employeeShiftQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('attendance_employee_shifts as assignment')
    .innerJoin('employees', 'employees.id', 'assignment.employee_id')
    .selectAll('assignment')
    .select(['employees.name', 'employees.surname', 'employees.lastname', 'employees.department_id'])
    .where(inScope(scope, 'assignment.company_id'));
}
export type EmployeeShiftRow = Awaited<ReturnType<ReturnType<typeof employeeShiftQuery>['executeTakeFirstOrThrow']>>;

function departmentShiftQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('attendance_department_shifts as assignment')
    .innerJoin('departments', 'departments.id', 'assignment.department_id')
    .selectAll('assignment')
    .select('departments.name as department_name')
    .where(inScope(scope, 'assignment.company_id'));
}
export type DepartmentShiftRow = Awaited<ReturnType<ReturnType<typeof departmentShiftQuery>['executeTakeFirstOrThrow']>>;

/** Assignments whose validity touches [from, to] (all of the company's when no range). */
export function employeeShifts(db: Db, scope: TenantScope, filter: { companyId: number; employeeId?: number; from?: string; to?: string }) {
  let query = employeeShiftQuery(db, scope).where('assignment.company_id', '=', filter.companyId);
  if (filter.employeeId !== undefined) query = query.where('assignment.employee_id', '=', filter.employeeId);
  if (filter.to) query = query.where('assignment.valid_from', '<=', filter.to);
  if (filter.from) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('assignment.valid_to', 'is', null), eb('assignment.valid_to', '>=', from)]));
  }
  return query.orderBy('assignment.valid_from').orderBy('assignment.id').execute();
}

export function departmentShifts(db: Db, scope: TenantScope, filter: { companyId: number; departmentId?: number; from?: string; to?: string }) {
  let query = departmentShiftQuery(db, scope).where('assignment.company_id', '=', filter.companyId);
  if (filter.departmentId !== undefined) query = query.where('assignment.department_id', '=', filter.departmentId);
  if (filter.to) query = query.where('assignment.valid_from', '<=', filter.to);
  if (filter.from) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('assignment.valid_to', 'is', null), eb('assignment.valid_to', '>=', from)]));
  }
  return query.orderBy('assignment.valid_from').orderBy('assignment.id').execute();
}

export function findEmployeeShift(db: Db, scope: TenantScope, id: number) {
  return employeeShiftQuery(db, scope).where('assignment.id', '=', id).executeTakeFirst();
}

export function findDepartmentShift(db: Db, scope: TenantScope, id: number) {
  return departmentShiftQuery(db, scope).where('assignment.id', '=', id).executeTakeFirst();
}

export async function insertEmployeeShift(db: Db, values: { company_id: number; employee_id: number; shift_id: number; valid_from: string; valid_to: string | null; created_at: string }) {
  const { id } = await db.insertInto('attendance_employee_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertDepartmentShift(db: Db, values: { company_id: number; department_id: number; shift_id: number; valid_from: string; valid_to: string | null; created_at: string }) {
  const { id } = await db.insertInto('attendance_department_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function deleteEmployeeShift(db: Db, id: number) {
  return db.deleteFrom('attendance_employee_shifts').where('id', '=', id).execute();
}

export function deleteDepartmentShift(db: Db, id: number) {
  return db.deleteFrom('attendance_department_shifts').where('id', '=', id).execute();
}
