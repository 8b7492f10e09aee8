import { z } from 'zod';
import { idSchema, pageOf, textSchema } from './common';
import { colorSchema, minutesSchema, timeOfDaySchema } from './attendance-time';

/** Shifts (turnos) and their recesses (descansos). */

export const recessSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  shift_id: z.number().int(),
  shift_name: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Paid breaks count as worked time; unpaid ones are subtracted. */
  paid: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recess = z.infer<typeof recessSchema>;

export const createRecessInputSchema = z.strictObject({
  shift_id: idSchema,
  name: textSchema('El nombre del descanso', 100).min(1, 'El nombre del descanso es obligatorio.'),
  start_time: timeOfDaySchema('La hora de inicio del descanso'),
  end_time: timeOfDaySchema('La hora de fin del descanso'),
  paid: z.boolean({ error: 'Indica si el descanso es pagado (true o false).' }).default(false),
});
export type CreateRecessInput = z.input<typeof createRecessInputSchema>;

export const updateRecessInputSchema = createRecessInputSchema.omit({ shift_id: true }).partial();
export type UpdateRecessInput = z.input<typeof updateRecessInputSchema>;

export const shiftSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Weekdays it is worked, 0 = domingo … 6 = sábado, ascending. */
  days: z.array(z.number().int()),
  crosses_midnight: z.boolean(),
  entry_window_minutes: z.number().int(),
  exit_window_minutes: z.number().int(),
  late_grace_minutes: z.number().int(),
  early_exit_grace_minutes: z.number().int(),
  color: z.string().nullable(),
  recesses: z.array(recessSchema),
  employees_count: z.number().int(),
  departments_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

const daysSchema = z
  .array(z.number({ error: 'Cada día debe ser un número de 0 (domingo) a 6 (sábado).' }).int().min(0, 'Los días van de 0 (domingo) a 6 (sábado).').max(6, 'Los días van de 0 (domingo) a 6 (sábado).'), {
    error: 'Los días deben ser una lista de números de 0 (domingo) a 6 (sábado).',
  })
  .min(1, 'Elige al menos un día de la semana.')
  .max(7, 'Una semana tiene siete días.')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

const shiftFields = {
  name: textSchema('El nombre del turno', 100).min(1, 'El nombre del turno es obligatorio.'),
  start_time: timeOfDaySchema('La hora de entrada'),
  end_time: timeOfDaySchema('La hora de salida'),
  days: daysSchema,
  entry_window_minutes: minutesSchema('La ventana de entrada', 720).default(60),
  exit_window_minutes: minutesSchema('La ventana de salida', 720).default(120),
  late_grace_minutes: minutesSchema('La tolerancia de retardo', 240).default(10),
  early_exit_grace_minutes: minutesSchema('La tolerancia de salida anticipada', 240).default(10),
  color: colorSchema,
};

function checkShiftTimes(value: { start_time?: string; end_time?: string; late_grace_minutes?: number; entry_window_minutes?: number }, ctx: z.RefinementCtx) {
  if (value.start_time && value.end_time && value.start_time === value.end_time) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'La hora de salida no puede ser igual a la de entrada.' });
  }
}

export const createShiftInputSchema = z.strictObject(shiftFields).superRefine(checkShiftTimes);
export type CreateShiftInput = z.input<typeof createShiftInputSchema>;

export const updateShiftInputSchema = z
  .strictObject({
    ...shiftFields,
    entry_window_minutes: shiftFields.entry_window_minutes.removeDefault(),
    exit_window_minutes: shiftFields.exit_window_minutes.removeDefault(),
    late_grace_minutes: shiftFields.late_grace_minutes.removeDefault(),
    early_exit_grace_minutes: shiftFields.early_exit_grace_minutes.removeDefault(),
  })
  .partial()
  .superRefine(checkShiftTimes);
export type UpdateShiftInput = z.input<typeof updateShiftInputSchema>;

export const shiftListSchema = z.array(shiftSchema);
export const recessListSchema = z.array(recessSchema);
export const shiftPageSchema = pageOf(shiftSchema);
