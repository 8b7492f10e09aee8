import { z } from 'zod';
import { idSchema, pageQuerySchema, searchTextQuerySchema } from './common';
import { reportFormatSchema } from './reports';
import { isoDateSchema } from './attendance-time';

/** Attendance searches and report downloads. */

export const ATTENDANCE_SEARCHES = ['recesses', 'schedules', 'shifts', 'employee-shifts', 'department-shifts', 'employee-attendances'] as const;
export const attendanceSearchParamsSchema = z.object({ kind: z.enum(ATTENDANCE_SEARCHES, { error: 'No existe esa búsqueda.' }) });
export const attendanceSearchQuerySchema = z.object({
  company_id: idSchema,
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  /** Only for employee-attendances, employee-shifts and department-shifts. */
  from: isoDateSchema('La fecha inicial').optional(),
  to: isoDateSchema('La fecha final').optional(),
});
export type AttendanceSearchQuery = z.input<typeof attendanceSearchQuerySchema>;

/** `GET …/companies/{id}/report-url` and `GET …/employees/{id}/report-url`. At most a year. */
export const attendanceReportQuerySchema = z
  .object({ from: isoDateSchema('La fecha inicial'), to: isoDateSchema('La fecha final'), format: reportFormatSchema.default('xlsx') })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
    else if (Date.parse(value.to) - Date.parse(value.from) > 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'El reporte cubre como máximo un año.' });
  });
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;
