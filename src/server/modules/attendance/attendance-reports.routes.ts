import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendanceReportQuerySchema, attendanceSearchParamsSchema, attendanceSearchQuerySchema } from '../../../shared/contracts/attendance-reports';
import { calendarEventListSchema, calendarQuerySchema } from '../../../shared/contracts/attendance-calendar';
import { idParamsSchema } from '../../../shared/contracts/common';
import { generatedReportSchema } from '../../../shared/contracts/reports';
import { principalOf } from '../../plugins/auth';
import type { ReportsService } from '../reports/reports.service';
import type { AttendanceService } from './attendance.service';
import { security, tags } from './attendance.route-docs';

/** The calendar, report downloads (signed, expiring URLs) and searches. */
export function registerCalendarAndReportRoutes(app: FastifyInstance, attendance: Pick<AttendanceService, 'calendar' | 'records' | 'search'>, reports: ReportsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // calendar
  api.get(
    '/companies/:id/calendar',
    { schema: { tags, summary: 'Turnos, descansos, asistencias, faltas y días inhábiles entre dos fechas', security, params: idParamsSchema, querystring: calendarQuerySchema, response: { 200: calendarEventListSchema } } },
    (request) => attendance.calendar.calendar(principalOf(request), request.params.id, request.query),
  );

  // reports (signed, expiring URLs; the file streams from /api/v1/reports/attendance)
  api.get(
    '/companies/:id/report-url',
    { schema: { tags, summary: 'URL firmada del reporte de asistencia de la empresa', security, params: idParamsSchema, querystring: attendanceReportQuerySchema, response: { 200: generatedReportSchema } } },
    (request) => reports.generate(principalOf(request), request.params.id, 'attendance', { format: request.query.format, from: request.query.from, to: request.query.to }),
  );
  api.get(
    '/employees/:id/report-url',
    { schema: { tags, summary: 'URL firmada del reporte de asistencia de un empleado', security, params: idParamsSchema, querystring: attendanceReportQuerySchema, response: { 200: generatedReportSchema } } },
    async (request) => {
      const principal = principalOf(request);
      const companyId = await attendance.records.companyOfVisibleEmployee(principal, request.params.id);
      return reports.generate(principal, companyId, 'attendance', { format: request.query.format, from: request.query.from, to: request.query.to, employee_id: String(request.params.id) });
    },
  );

  // searches
  api.get(
    '/search/:kind',
    { schema: { tags, summary: 'Búsquedas: recesses, schedules, shifts, employee-shifts, department-shifts, employee-attendances', security, params: attendanceSearchParamsSchema, querystring: attendanceSearchQuerySchema } },
    (request) => attendance.search.search(principalOf(request), request.params.kind, request.query),
  );
}
