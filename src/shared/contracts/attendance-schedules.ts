import { z } from 'zod';
import { idSchema, optionalTextSchema, textSchema } from './common';
import { isoDateSchema } from './attendance-time';

/** Schedules (horarios): the company's non-working periods, for the whole company or one department. */

export const scheduleSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  /** null: the whole company. */
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const scheduleFields = {
  name: textSchema('El nombre', 100).min(1, 'El nombre es obligatorio.'),
  description: optionalTextSchema('La descripción', 500),
  start_date: isoDateSchema('La fecha de inicio'),
  end_date: isoDateSchema('La fecha de fin'),
  department_id: idSchema.nullish(),
};

function checkDateRange(value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'La fecha de fin no puede ser anterior a la de inicio.' });
  }
}

export const createScheduleInputSchema = z.strictObject(scheduleFields).superRefine(checkDateRange);
export type CreateScheduleInput = z.input<typeof createScheduleInputSchema>;
export const updateScheduleInputSchema = z.strictObject(scheduleFields).partial().superRefine(checkDateRange);
export type UpdateScheduleInput = z.input<typeof updateScheduleInputSchema>;

export const scheduleListSchema = z.array(scheduleSchema);
