import type { FastifyInstance } from 'fastify';
import { type AppContext, logFailure, runWhileUp } from '../../app-context';
import type { CompaniesService } from '../companies/companies.service';
import type { DepartmentsService } from '../departments/departments.service';
import type { PinHasher } from '../employees/employees.pin';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReportsService } from '../reports/reports.service';
import type { UsersService } from '../users/users.service';
import { createAttendanceClockService } from './attendance-clock.service';
import { createAttendanceSweeper } from './attendance-sweeper';
import { attendanceReport } from './attendance.report';
import { attendanceClockPairingRoutes, attendanceClockRoutes, attendanceRoutes } from './attendance.routes';
import { createAttendanceService } from './attendance.service';
import { createClockKeys } from './clock-pin-proofs';
import { clockPinProofsRoutes } from './clock-pin-proofs.routes';
import { createClockPinProofsService } from './clock-pin-proofs.service';
import { createClockRejectionNotices } from './clock-rejections';

/** Shifts, schedules, records and the time-driven sweeps; the attendance clock and its offline PIN proofs. */
export function createAttendance(
  context: AppContext,
  deps: { companies: CompaniesService; departments: DepartmentsService; users: UsersService; notifications: NotificationsService; pins: PinHasher; reports: ReportsService },
) {
  const { db, realtime, limiter, config, clock, logger } = context;
  const { companies, departments, users, notifications, pins } = deps;
  const attendance = createAttendanceService({ db, realtime, now: clock, departmentCompanyOf: (scope, id) => departments.companyIdOf(scope, id) });
  // The clock's punch fingerprints and offline PIN proofs: keys derived from APP_KEY (clock-pin-proofs.ts).
  const clockKeys = createClockKeys(config.appKey);
  const pinOffline = (hash: string | null) => pins.offlineMaterial(hash);
  const attendanceClock = createAttendanceClockService({
    db,
    attendance,
    companies,
    limiter,
    verifyPin: (pin, hash) => pins.verify(pin, hash),
    pinOffline,
    keys: clockKeys,
    onRejected: createClockRejectionNotices({ db, notifications, users }),
    now: clock,
  });
  const clockPinProofs = createClockPinProofsService({ db, keys: clockKeys, pinOffline });
  deps.reports.register(attendanceReport(db));
  const attendanceSweeper = createAttendanceSweeper({ sweeps: attendance.sweeps, onError: logFailure(logger, 'falló el barrido de asistencia') });
  return { attendance, attendanceClock, clockPinProofs, attendanceSweeper };
}
export type Attendance = ReturnType<typeof createAttendance>;

export async function registerAttendance(app: FastifyInstance, parts: Attendance, reports: ReportsService) {
  await app.register(attendanceRoutes(parts.attendance, parts.attendanceClock, reports), { prefix: '/attendance-api/v1' });
  await app.register(attendanceClockRoutes(parts.attendanceClock), { prefix: '/attendance-api/v1' });
  await app.register(attendanceClockPairingRoutes(parts.attendanceClock), { prefix: '/attendance-api/v1' });
  await app.register(clockPinProofsRoutes(parts.attendanceClock, parts.clockPinProofs), { prefix: '/attendance-api/v1' });
  // Absences and forgotten check-outs are marked once a minute while the server runs.
  runWhileUp(app, parts.attendanceSweeper);
}
