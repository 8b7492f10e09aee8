import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { attendanceSearchQuerySchema } from '../../../shared/contracts/attendance-reports';
import { normalizeForSearch } from '../../../shared/contracts/search';
import type { Database } from '../../db/schema';
import { pageFrom, queryWords } from '../../lib/search-text';
import type { Principal } from '../../principal';
import { scopeOf } from '../../tenancy';
import type { AbsenceSweeps } from './attendance-absences';
import type { AttendanceAssignmentsService } from './attendance-assignments.service';
import type { AttendanceRecordsService } from './attendance-records.service';
import * as schedules from './attendance-schedules.repository';
import * as shifts from './attendance-shifts.repository';
import type { AttendanceShiftsService } from './attendance-shifts.service';
import { assertCanReadAttendance } from './attendance.access';
import { toRecess, toSchedule } from './attendance.values';

const SEARCH_PER_PAGE = 20;

/** Every word of the query starts a word of the text (accents and case aside). */
function matches(text: string, words: string[]) {
  const haystack = ` ${normalizeForSearch(text)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

export type AttendanceSearchService = ReturnType<typeof createAttendanceSearchService>;

/** `GET /search/{kind}`: the attendance searches of one company, for who reads its attendance. */
export function createAttendanceSearchService(deps: {
  db: Kysely<Database>;
  sweeps: AbsenceSweeps;
  shiftsService: AttendanceShiftsService;
  assignmentsService: AttendanceAssignmentsService;
  recordsService: AttendanceRecordsService;
}) {
  const { db, sweeps, shiftsService, assignmentsService, recordsService } = deps;
  return {
    async search(principal: Principal, kind: string, query: z.output<typeof attendanceSearchQuerySchema>) {
      assertCanReadAttendance(principal, query.company_id);
      const scope = scopeOf(principal);
      const words = queryWords(query.q);
      const page = <T>(items: T[]) => pageFrom(items.slice((query.page - 1) * SEARCH_PER_PAGE, query.page * SEARCH_PER_PAGE), items.length, query.page, SEARCH_PER_PAGE);
      switch (kind) {
        case 'shifts':
          return page((await shiftsService.shiftsWithDetails(scope, await shifts.shiftsOfCompany(db, scope, query.company_id))).filter((shift) => matches(shift.name, words)));
        case 'recesses':
          return page((await shifts.recessesOfCompany(db, scope, query.company_id)).map(toRecess).filter((recess) => matches(`${recess.name} ${recess.shift_name}`, words)));
        case 'schedules':
          return page(
            (await schedules.schedulesOfCompany(db, scope, query.company_id))
              .map(toSchedule)
              .filter((schedule) => matches(`${schedule.name} ${schedule.description ?? ''} ${schedule.department_name ?? ''}`, words))
              .filter((schedule) => (!query.from || schedule.end_date >= query.from) && (!query.to || schedule.start_date <= query.to)),
          );
        case 'employee-shifts':
          return page((await assignmentsService.employeeShiftsOf(scope, query.company_id)).filter((assignment) => matches(`${assignment.employee.full_name} ${assignment.shift.name}`, words)));
        case 'department-shifts':
          return page((await assignmentsService.departmentShiftsOf(scope, query.company_id)).filter((assignment) => matches(`${assignment.department.name} ${assignment.shift.name}`, words)));
        default: {
          await sweeps.lazySweep(scope, query.company_id);
          const { totals: _totals, ...result } = await recordsService.listRecords(scope, { companyId: query.company_id, from: query.from, to: query.to, q: words }, query.page, SEARCH_PER_PAGE);
          return result;
        }
      }
    },
  };
}
