import type { Kysely } from 'kysely';
import type { AttendancePunchEvent } from '../../../shared/contracts/attendance-clock';
import { companyAttendanceRoom } from '../../../shared/realtime';
import type { Database } from '../../db/schema';
import type { Realtime } from '../../lib/realtime';
import type { TenantScope } from '../../tenancy';
import { createAbsenceSweeps } from './attendance-absences';
import { createAttendanceAssignmentsService } from './attendance-assignments.service';
import { createAttendanceCalendarService } from './attendance-calendar.service';
import { createAttendanceRecordsService } from './attendance-records.service';
import { type DepartmentCompanyOf, createAttendanceSchedulesService } from './attendance-schedules.service';
import { createAttendanceSearchService } from './attendance-search.service';
import { createAttendanceShiftsService } from './attendance-shifts.service';
import { loadPlan } from './attendance.plan';
import type { Plan } from './attendance.rules';

export type AttendanceService = ReturnType<typeof createAttendanceService>;

/**
 * Attendance control, one service per sub-domain: shifts and recesses, schedules (non-working
 * periods), assignments, records and status, calendar, searches, and the absence sweeps. The
 * clock (attendance-clock.service.ts, its devices in attendance-clock-devices.service.ts) reads the plan and pushes punches through this object.
 */
export function createAttendanceService({
  db,
  realtime,
  now,
  departmentCompanyOf,
}: {
  db: Kysely<Database>;
  realtime: Realtime;
  now: () => Date;
  departmentCompanyOf: DepartmentCompanyOf;
}) {
  const sweeps = createAbsenceSweeps({ db, now });
  const shifts = createAttendanceShiftsService({ db, now });
  const schedules = createAttendanceSchedulesService({ db, now, departmentCompanyOf });
  const assignments = createAttendanceAssignmentsService({ db, now, shiftsService: shifts, departmentCompanyOf });
  const records = createAttendanceRecordsService({ db, now, sweeps });
  const calendar = createAttendanceCalendarService({ db, now, sweeps });
  const search = createAttendanceSearchService({ db, sweeps, shiftsService: shifts, assignmentsService: assignments, recordsService: records });

  return {
    shifts,
    schedules,
    assignments,
    records,
    calendar,
    search,
    sweeps,

    /** A company's plan (shifts, recesses, assignments, non-working periods) touching [from, to]. */
    loadPlan: (scope: TenantScope, companyId: number, from: string, to: string): Promise<Plan> => loadPlan(db, scope, companyId, from, to),

    /** For the clock service: emit a punch's effect to the company's attendance managers. */
    emitPunch(event: AttendancePunchEvent) {
      realtime.emitToRoom(companyAttendanceRoom(event.company_id), 'attendance.punch', event);
    },
  };
}
