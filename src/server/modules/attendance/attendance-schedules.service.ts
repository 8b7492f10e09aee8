import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schedule, createScheduleInputSchema, updateScheduleInputSchema } from '../../../shared/contracts/attendance-schedules';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { type Principal, assertCanIn, assertCompanyVisible } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as repository from './attendance-schedules.repository';
import { assertCanManageAttendance } from './attendance.access';
import { toSchedule } from './attendance.values';

export type AttendanceSchedulesService = ReturnType<typeof createAttendanceSchedulesService>;

/** Which company a department belongs to, inside a scope (null: none there). The departments module answers. */
export type DepartmentCompanyOf = (scope: TenantScope, departmentId: number) => Promise<number | null>;

const SCHEDULE_NOT_FOUND = 'No encontramos ese horario.';
const FOREIGN_DEPARTMENT = 'Ese departamento no es de esta empresa.';

/**
 * Schedules (horarios): a company's non-working periods, for all of it or one department. Every
 * member of the company may read them (they are the days off); managers write them.
 */
export function createAttendanceSchedulesService({ db, now, departmentCompanyOf }: { db: Kysely<Database>; now: () => Date; departmentCompanyOf: DepartmentCompanyOf }) {
  async function checkDepartment(scope: TenantScope, departmentId: number | null | undefined, companyId: number) {
    if (departmentId && (await departmentCompanyOf(scope, departmentId)) !== companyId) {
      throw invalid('validation_failed', FOREIGN_DEPARTMENT, { department_id: [FOREIGN_DEPARTMENT] });
    }
  }

  return {
    async listSchedules(principal: Principal, companyId: number): Promise<Schedule[]> {
      assertCompanyVisible(principal, companyId);
      return (await repository.schedulesOfCompany(db, scopeOf(principal), companyId)).map(toSchedule);
    },
    async getSchedule(principal: Principal, id: number): Promise<Schedule> {
      return toSchedule(orNotFound(await repository.findSchedule(db, scopeOf(principal), id), SCHEDULE_NOT_FOUND));
    },
    async createSchedule(principal: Principal, companyId: number, input: z.output<typeof createScheduleInputSchema>): Promise<Schedule> {
      assertCanManageAttendance(principal, companyId);
      const scope = scopeOf(principal);
      await checkDepartment(scope, input.department_id, companyId);
      const id = await repository.insertSchedule(db, {
        company_id: companyId,
        name: input.name,
        description: input.description ?? null,
        start_date: input.start_date,
        end_date: input.end_date,
        department_id: input.department_id ?? null,
      });
      return toSchedule((await repository.findSchedule(db, scope, id))!);
    },
    async updateSchedule(principal: Principal, id: number, input: z.output<typeof updateScheduleInputSchema>): Promise<Schedule> {
      const scope = scopeOf(principal);
      const schedule = orNotFound(await repository.findSchedule(db, scope, id), SCHEDULE_NOT_FOUND);
      assertCanIn(principal, schedule.company_id, 'attendance.manage');
      const start = input.start_date ?? schedule.start_date;
      const end = input.end_date ?? schedule.end_date;
      if (end < start) throw invalid('validation_failed', 'La fecha de fin no puede ser anterior a la de inicio.', { end_date: ['La fecha de fin no puede ser anterior a la de inicio.'] });
      await checkDepartment(scope, input.department_id, schedule.company_id);
      await repository.updateSchedule(db, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        start_date: start,
        end_date: end,
        ...(input.department_id !== undefined && { department_id: input.department_id ?? null }),
        updated_at: now().toISOString(),
      });
      return toSchedule((await repository.findSchedule(db, scope, id))!);
    },
    async deleteSchedule(principal: Principal, id: number): Promise<void> {
      const schedule = orNotFound(await repository.findSchedule(db, scopeOf(principal), id), SCHEDULE_NOT_FOUND);
      assertCanIn(principal, schedule.company_id, 'attendance.manage');
      await repository.deleteSchedule(db, schedule.id);
    },
  };
}
