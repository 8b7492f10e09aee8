import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DepartmentShift, EmployeeShift, MyShifts, addDepartmentShiftInputSchema, addEmployeeShiftInputSchema } from '../../../shared/contracts/attendance-assignments';
import type { Database } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as repository from './attendance-assignments.repository';
import * as records from './attendance-records.repository';
import * as schedules from './attendance-schedules.repository';
import * as shifts from './attendance-shifts.repository';
import type { DepartmentCompanyOf } from './attendance-schedules.service';
import type { AttendanceShiftsService } from './attendance-shifts.service';
import { assertCanReadAttendance, visibleEmployee } from './attendance.access';
import { fullName, toDepartmentShift, toEmployeeShift, toSchedule } from './attendance.values';
import { addDays, localDateOf } from './attendance.time';

export type AttendanceAssignmentsService = ReturnType<typeof createAttendanceAssignmentsService>;

const ASSIGNMENT_NOT_FOUND = 'No encontramos esa asignación de turno.';

/** Which shift an employee or a department works; an employee's own assignment replaces their department's. */
export function createAttendanceAssignmentsService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  shiftsService: AttendanceShiftsService;
  departmentCompanyOf: DepartmentCompanyOf;
}) {
  const { db, now, shiftsService, departmentCompanyOf } = deps;

  async function employeeShiftsOf(scope: TenantScope, companyId: number, employeeId?: number): Promise<EmployeeShift[]> {
    const [rows, shiftRows] = await Promise.all([repository.employeeShifts(db, scope, { companyId, employeeId }), shifts.shiftsOfCompany(db, scope, companyId)]);
    const byId = new Map(shiftRows.map((shift) => [shift.id, shift]));
    return rows.flatMap((row) => (byId.has(row.shift_id) ? [toEmployeeShift(row, byId.get(row.shift_id)!)] : []));
  }

  async function departmentShiftsOf(scope: TenantScope, companyId: number, departmentId?: number): Promise<DepartmentShift[]> {
    const [rows, shiftRows] = await Promise.all([repository.departmentShifts(db, scope, { companyId, departmentId }), shifts.shiftsOfCompany(db, scope, companyId)]);
    const byId = new Map(shiftRows.map((shift) => [shift.id, shift]));
    return rows.flatMap((row) => (byId.has(row.shift_id) ? [toDepartmentShift(row, byId.get(row.shift_id)!)] : []));
  }

  return {
    employeeShiftsOf,
    departmentShiftsOf,

    async addEmployeeShift(principal: Principal, input: z.output<typeof addEmployeeShiftInputSchema>): Promise<EmployeeShift> {
      const scope = scopeOf(principal);
      // Ids named in the body that the caller cannot see are wrong fields (422), not missing pages.
      const employee = await records.findEmployee(db, scope, input.employee_id);
      if (!employee) throw invalid('validation_failed', 'Ese empleado no existe.', { employee_id: ['Ese empleado no existe.'] });
      assertCanIn(principal, employee.company_id, 'attendance.manage');
      const shift = await shifts.findShift(db, scope, input.shift_id);
      if (!shift || shift.company_id !== employee.company_id) throw invalid('validation_failed', 'Ese turno no es de la empresa del empleado.', { shift_id: ['Ese turno no es de la empresa del empleado.'] });
      const overlapping = (
        await repository.employeeShifts(db, scope, { companyId: employee.company_id, employeeId: employee.id, from: input.valid_from, to: input.valid_to ?? '9999-12-31' })
      ).find((assignment) => assignment.shift_id === shift.id);
      if (overlapping) throw conflict('conflict', `${fullName(employee)} ya tiene el turno «${shift.name}» en esas fechas (desde ${overlapping.valid_from}).`);
      const id = await repository.insertEmployeeShift(db, { company_id: employee.company_id, employee_id: employee.id, shift_id: shift.id, valid_from: input.valid_from, valid_to: input.valid_to ?? null, created_at: now().toISOString() });
      return toEmployeeShift((await repository.findEmployeeShift(db, scope, id))!, shift);
    },
    async removeEmployeeShift(principal: Principal, id: number): Promise<void> {
      const assignment = orNotFound(await repository.findEmployeeShift(db, scopeOf(principal), id), ASSIGNMENT_NOT_FOUND);
      assertCanIn(principal, assignment.company_id, 'attendance.manage');
      await repository.deleteEmployeeShift(db, assignment.id);
    },
    async shiftsOfEmployee(principal: Principal, employeeId: number): Promise<EmployeeShift[]> {
      const employee = await visibleEmployee(db, principal, employeeId, { ownAllowed: true });
      return employeeShiftsOf(scopeOf(principal), employee.company_id, employee.id);
    },
    async employeeShiftsOfCompany(principal: Principal, companyId: number): Promise<EmployeeShift[]> {
      assertCanReadAttendance(principal, companyId);
      return employeeShiftsOf(scopeOf(principal), companyId);
    },

    async addDepartmentShift(principal: Principal, input: z.output<typeof addDepartmentShiftInputSchema>): Promise<DepartmentShift> {
      const scope = scopeOf(principal);
      const companyId = await departmentCompanyOf(scope, input.department_id);
      if (companyId === null) throw invalid('validation_failed', 'Ese departamento no existe.', { department_id: ['Ese departamento no existe.'] });
      assertCanIn(principal, companyId, 'attendance.manage');
      const shift = await shifts.findShift(db, scope, input.shift_id);
      if (!shift || shift.company_id !== companyId) throw invalid('validation_failed', 'Ese turno no es de la empresa del departamento.', { shift_id: ['Ese turno no es de la empresa del departamento.'] });
      const overlapping = (await repository.departmentShifts(db, scope, { companyId, departmentId: input.department_id, from: input.valid_from, to: input.valid_to ?? '9999-12-31' })).find(
        (assignment) => assignment.shift_id === shift.id,
      );
      if (overlapping) throw conflict('conflict', `El departamento ya tiene el turno «${shift.name}» en esas fechas (desde ${overlapping.valid_from}).`);
      const id = await repository.insertDepartmentShift(db, { company_id: companyId, department_id: input.department_id, shift_id: shift.id, valid_from: input.valid_from, valid_to: input.valid_to ?? null, created_at: now().toISOString() });
      return toDepartmentShift((await repository.findDepartmentShift(db, scope, id))!, shift);
    },
    async removeDepartmentShift(principal: Principal, id: number): Promise<void> {
      const assignment = orNotFound(await repository.findDepartmentShift(db, scopeOf(principal), id), ASSIGNMENT_NOT_FOUND);
      assertCanIn(principal, assignment.company_id, 'attendance.manage');
      await repository.deleteDepartmentShift(db, assignment.id);
    },
    /** Every member of the department's company may see which shifts it works. */
    async shiftsOfDepartment(principal: Principal, departmentId: number): Promise<DepartmentShift[]> {
      const scope = scopeOf(principal);
      const companyId = orNotFound(await departmentCompanyOf(scope, departmentId), 'No encontramos ese departamento.');
      return departmentShiftsOf(scope, companyId, departmentId);
    },
    async departmentShiftsOfCompany(principal: Principal, companyId: number): Promise<DepartmentShift[]> {
      assertCanReadAttendance(principal, companyId);
      return departmentShiftsOf(scopeOf(principal), companyId);
    },

    /** `GET /me/shifts`: the signed-in user's shifts in each company they work for. */
    async myShifts(principal: Principal): Promise<MyShifts> {
      const scope = scopeOf(principal);
      const mine = await records.employeesOfUser(db, scope, principal.userId);
      const today = localDateOf(now());
      return Promise.all(
        mine.map(async (employee) => {
          const [own, department, shiftRows, nonWorking] = await Promise.all([
            repository.employeeShifts(db, scope, { companyId: employee.company_id, employeeId: employee.id, from: today }),
            repository.departmentShifts(db, scope, { companyId: employee.company_id, departmentId: employee.department_id, from: today }),
            shifts.shiftsOfCompany(db, scope, employee.company_id),
            schedules.schedulesBetween(db, scope, employee.company_id, today, addDays(today, 366)),
          ]);
          const details = new Map((await shiftsService.shiftsWithDetails(scope, shiftRows)).map((shift) => [shift.id, shift]));
          const assignments = [
            ...own.map((assignment) => ({ source: 'employee' as const, assignment })),
            ...(own.length > 0 ? [] : department.map((assignment) => ({ source: 'department' as const, assignment }))),
          ];
          return {
            employee_id: employee.id,
            company_id: employee.company_id,
            company_name: employee.company_name,
            department_name: employee.department_name,
            shifts: assignments.flatMap(({ source, assignment }) => {
              const shift = details.get(assignment.shift_id);
              return shift ? [{ source, valid_from: assignment.valid_from, valid_to: assignment.valid_to, shift }] : [];
            }),
            non_working: nonWorking.filter((period) => period.department_id === null || period.department_id === employee.department_id).map(toSchedule),
          };
        }),
      );
    },
  };
}
