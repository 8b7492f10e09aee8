import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, optionalTextSchema, tooLong } from './common';
import { instantSchema, isoDateSchema } from './attendance-time';

/** Attendance records (one per employee and work day), their totals, and who is in right now. */

export const ATTENDANCE_STATUSES = ['open', 'closed', 'absent'] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = { open: 'En curso', closed: 'Cerrada', absent: 'Falta' };

export const recessPeriodSchema = z.object({ start_at: z.string(), end_at: z.string().nullable() });

export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  employee_id: z.number().int(),
  employee: z.object({ id: z.number().int(), full_name: z.string(), department_id: z.number().int(), department_name: z.string() }),
  shift_id: z.number().int().nullable(),
  shift_name: z.string().nullable(),
  /** The day the shift started (a night shift counts for the day it began). */
  work_date: z.string(),
  scheduled_start: z.string().nullable(),
  scheduled_end: z.string().nullable(),
  check_in_at: z.string().nullable(),
  check_out_at: z.string().nullable(),
  status: attendanceStatusSchema,
  late_minutes: z.number().int(),
  early_exit_minutes: z.number().int(),
  /** Closed by the server at the end of the exit window: the check-out was forgotten. */
  auto_closed: z.boolean(),
  /** A punch of this record reached the server more than two minutes after it was taken. */
  synced_late: z.boolean(),
  /** A check-out with no check-in before it. */
  missing_check_in: z.boolean(),
  /** A clock punch outside every window of the employee's shifts, kept unscheduled for a manager; a correction clears it. */
  needs_review: z.boolean(),
  recesses: z.array(recessPeriodSchema),
  /** Unpaid recess time, subtracted from the worked time. */
  recess_minutes: z.number().int(),
  /** null while open or when absent. */
  worked_minutes: z.number().int().nullable(),
  source: z.enum(['clock', 'manual']),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export const attendanceRecordPageSchema = pageOf(attendanceRecordSchema);
export type AttendanceRecordPage = z.infer<typeof attendanceRecordPageSchema>;

/** Totals of a list of records (mis-asistencias, one employee's history). */
export const attendanceTotalsSchema = z.object({
  days_worked: z.number().int(),
  worked_minutes: z.number().int(),
  late_count: z.number().int(),
  early_exit_count: z.number().int(),
  absent_count: z.number().int(),
  auto_closed_count: z.number().int(),
});
export type AttendanceTotals = z.infer<typeof attendanceTotalsSchema>;

export const attendanceRecordListSchema = attendanceRecordPageSchema.extend({ totals: attendanceTotalsSchema });
export type AttendanceRecordList = z.infer<typeof attendanceRecordListSchema>;

export const attendanceListQuerySchema = z
  .object({
    from: isoDateSchema('La fecha inicial').optional(),
    to: isoDateSchema('La fecha final').optional(),
    employee_id: idSchema.optional(),
    department_id: idSchema.optional(),
    status: z.enum([...ATTENDANCE_STATUSES, 'late', 'early_exit', 'auto_closed', 'needs_review'], { error: 'El estado no es válido.' }).optional(),
    page: pageQuerySchema,
    per_page: z.coerce.number().int().min(1).max(200, 'Como máximo 200 registros por página.').default(50),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
  });
export type AttendanceListQuery = z.input<typeof attendanceListQuerySchema>;

export const MANUAL_RECORD_REASON_REQUIRED = 'Escribe el motivo del registro manual.';

/** `POST /attendance-api/v1/attendances`: a record written by an administrator (source manual). */
export const createAttendanceInputSchema = z
  .strictObject({
    employee_id: idSchema,
    shift_id: idSchema.nullish(),
    check_in_at: instantSchema('La hora de entrada'),
    check_out_at: instantSchema('La hora de salida').nullish(),
    // A record nobody punched needs its reason on file (a forgotten badge, a broken clock).
    notes: z
      .string({ error: (issue) => (issue.input == null ? MANUAL_RECORD_REASON_REQUIRED : 'El motivo debe ser texto.') })
      .max(500, tooLong('El motivo no puede tener más de 500 caracteres.'))
      .trim()
      .min(1, MANUAL_RECORD_REASON_REQUIRED),
  })
  .superRefine((value, ctx) => {
    if (value.check_out_at && value.check_out_at <= value.check_in_at) ctx.addIssue({ code: 'custom', path: ['check_out_at'], message: 'La salida debe ser posterior a la entrada.' });
  });
export type CreateAttendanceInput = z.input<typeof createAttendanceInputSchema>;

/**
 * What is in the future in a manual record, by field. Not part of the schema because "now" is
 * the server's clock there (tests move it) and the browser's in the form: both call this.
 */
export function manualRecordFutureErrors(input: { check_in_at?: string | null; check_out_at?: string | null }, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.check_in_at && Date.parse(input.check_in_at) > now.getTime()) errors.check_in_at = 'La entrada no puede estar en el futuro.';
  if (input.check_out_at && Date.parse(input.check_out_at) > now.getTime()) errors.check_out_at = 'La salida no puede estar en el futuro.';
  return errors;
}

export const updateAttendanceInputSchema = z.strictObject({
  check_in_at: instantSchema('La hora de entrada').optional(),
  check_out_at: instantSchema('La hora de salida').nullish(),
  notes: optionalTextSchema('Las notas', 500),
});
export type UpdateAttendanceInput = z.input<typeof updateAttendanceInputSchema>;

export const myAttendancesQuerySchema = z.object({
  company_id: idSchema.optional(),
  from: isoDateSchema('La fecha inicial').optional(),
  to: isoDateSchema('La fecha final').optional(),
  page: pageQuerySchema,
});

export const EMPLOYEE_PRESENCE = ['in', 'late', 'recess', 'out', 'absent', 'off'] as const;
export const employeePresenceSchema = z.enum(EMPLOYEE_PRESENCE);
export type EmployeePresence = z.infer<typeof employeePresenceSchema>;
export const EMPLOYEE_PRESENCE_LABELS: Record<EmployeePresence, string> = {
  in: 'Presente',
  late: 'Presente con retardo',
  recess: 'En descanso',
  out: 'Salió',
  absent: 'Falta',
  off: 'Sin turno / aún no entra',
};

export const employeeStatusSchema = z.object({
  employee_id: z.number().int(),
  full_name: z.string(),
  department_id: z.number().int(),
  department_name: z.string(),
  status: employeePresenceSchema,
  /** When the current status began (the last punch), or null. */
  since: z.string().nullable(),
  record_id: z.number().int().nullable(),
  shift_name: z.string().nullable(),
  scheduled_start: z.string().nullable(),
  scheduled_end: z.string().nullable(),
});
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;
export const employeeStatusListSchema = z.array(employeeStatusSchema);
