import { z } from 'zod';
import { idSchema } from './common';
import { isoDateSchema } from './attendance-time';

export const CALENDAR_EVENT_KINDS = ['shift', 'recess', 'attendance', 'absence', 'non_working'] as const;

/**
 * `GET /attendance-api/v1/companies/{id}/calendar?from&to&employee_id|department_id`: shift
 * instances (expanded from assignments), their recesses, actual attendance and absences, and
 * non-working periods, at most 62 days at a time (a year view asks month by month).
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  employee_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  shift_id: z.number().int().nullable(),
  record_id: z.number().int().nullable(),
  /** Marks for the legend: late, early_exit, auto_closed, synced_late. */
  flags: z.array(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

export const calendarQuerySchema = z
  .object({
    from: isoDateSchema('La fecha inicial'),
    to: isoDateSchema('La fecha final'),
    employee_id: idSchema.optional(),
    department_id: idSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
    else if (Date.parse(value.to) - Date.parse(value.from) > 62 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'El calendario pide como máximo 62 días a la vez.' });
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
