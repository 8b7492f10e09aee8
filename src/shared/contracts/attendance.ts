import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong, optionalTextSchema } from './common';
import { reportFormatSchema } from './reports';

/**
 * Attendance control (spec §7 "attendance-service"), mounted under `/attendance-api/v1`.
 *
 * Rules chosen where the spec is silent (the README's "Attendance rules" says the same):
 * - Times of day are wall-clock times of the company's zone (America/Mexico_City); instants on
 *   the wire are ISO 8601 UTC.
 * - A shift whose end is not after its start crosses midnight; its work counts for the day it
 *   started (`work_date`).
 * - Entry window: a check-in counts for a shift from `entry_window_minutes` before its start until
 *   `entry_window_minutes` after it. Once that has passed with no check-in the day is marked
 *   absent; a check-in that still arrives (an offline clock syncing late) turns it into a late
 *   attendance — an absence is never kept over a real punch.
 * - Late: check-in more than `late_grace_minutes` after the start. Early exit: check-out more
 *   than `early_exit_grace_minutes` before the end.
 * - Exit window: a check-out counts until `exit_window_minutes` after the end. A record still
 *   open then is closed automatically at the shift's end and marked `auto_closed` (a forgotten
 *   check-out never inflates the hours).
 * - Schedules (horarios) are the company's non-working periods (holidays, closures), for the
 *   whole company or one department: no absence is marked on them.
 */

export const ATTENDANCE_TIME_ZONE = 'America/Mexico_City';

/** Oldest punch the server takes with its original time (a clock offline for a long weekend). */
export const MAX_PUNCH_AGE_HOURS = 72;
/** A punch received this long after it was taken is marked `synced_late`. */
export const SYNCED_LATE_AFTER_SECONDS = 120;
/** Wrong PINs a clock may send for one employee before it must wait (per device). */
export const PIN_ATTEMPTS_PER_DEVICE = 5;
export const PIN_ATTEMPTS_WINDOW_MINUTES = 15;

/** 0 = domingo … 6 = sábado (JavaScript's getDay()). */
export const WEEKDAY_LABELS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const timeOfDaySchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(5, tooLong(`${label} debe tener el formato HH:MM (24 horas).`))
    .regex(TIME_OF_DAY, `${label} debe tener el formato HH:MM (24 horas).`);

export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(10, tooLong(`${label} debe tener el formato AAAA-MM-DD.`))
    .regex(ISO_DATE, `${label} debe tener el formato AAAA-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} no es una fecha válida.`);

const instantSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(40, tooLong(`${label} no es una fecha y hora válida.`))
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), `${label} debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-11-23T08:00:00Z).`)
    .transform((value) => new Date(value).toISOString());

/** Minutes since midnight of "HH:MM". */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A shift crosses midnight when its end is not after its start (22:00–06:00). */
export function crossesMidnight(start: string, end: string): boolean {
  return minutesOfDay(end) <= minutesOfDay(start);
}

/** Length of a shift in minutes (crossing midnight included). */
export function shiftLengthMinutes(start: string, end: string): number {
  const length = minutesOfDay(end) - minutesOfDay(start);
  return length <= 0 ? length + 24 * 60 : length;
}

/** A time of day as minutes from the shift's start (recesses after midnight of a night shift). */
export function minutesIntoShift(shiftStart: string, time: string): number {
  const offset = minutesOfDay(time) - minutesOfDay(shiftStart);
  return offset < 0 ? offset + 24 * 60 : offset;
}

const minutesSchema = (label: string, max: number) =>
  z
    .number({ error: `${label} debe ser un número de minutos.` })
    .int(`${label} debe ser un número entero de minutos.`)
    // Said as a range: the labels are feminine ("la tolerancia"), "negativo" read wrong.
    .min(0, `${label} va de 0 a ${max} minutos.`)
    .max(max, `${label} no puede pasar de ${max} minutos.`);

const colorSchema = z
  .string({ error: 'El color debe ser texto.' })
  .max(7, tooLong('El color debe tener el formato #RRGGBB.'))
  .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener el formato #RRGGBB.')
  .nullish();

// ---------------------------------------------------------------- recesses

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

// ---------------------------------------------------------------- shifts

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

// ---------------------------------------------------------------- schedules (non-working periods)

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

// ---------------------------------------------------------------- assignments

const assignmentFields = {
  id: z.number().int(),
  company_id: z.number().int(),
  shift_id: z.number().int(),
  shift: z.object({ id: z.number().int(), name: z.string(), start_time: z.string(), end_time: z.string(), days: z.array(z.number().int()), color: z.string().nullable() }),
  valid_from: z.string(),
  /** null: open-ended. */
  valid_to: z.string().nullable(),
  created_at: z.string(),
};

export const employeeShiftSchema = z.object({
  ...assignmentFields,
  employee_id: z.number().int(),
  employee: z.object({ id: z.number().int(), full_name: z.string(), department_id: z.number().int() }),
});
export type EmployeeShift = z.infer<typeof employeeShiftSchema>;

export const departmentShiftSchema = z.object({
  ...assignmentFields,
  department_id: z.number().int(),
  department: z.object({ id: z.number().int(), name: z.string() }),
});
export type DepartmentShift = z.infer<typeof departmentShiftSchema>;

const validityFields = {
  shift_id: idSchema,
  valid_from: isoDateSchema('La fecha de inicio'),
  valid_to: isoDateSchema('La fecha de fin').nullish(),
};

function checkValidity(value: { valid_from?: string; valid_to?: string | null }, ctx: z.RefinementCtx) {
  if (value.valid_from && value.valid_to && value.valid_to < value.valid_from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'La fecha de fin no puede ser anterior a la de inicio.' });
  }
}

/** `POST /attendance-api/v1/employee-shifts`. An employee's own assignment replaces their department's. */
export const addEmployeeShiftInputSchema = z.strictObject({ employee_id: idSchema, ...validityFields }).superRefine(checkValidity);
export type AddEmployeeShiftInput = z.input<typeof addEmployeeShiftInputSchema>;
/** `POST /attendance-api/v1/department-shifts`. */
export const addDepartmentShiftInputSchema = z.strictObject({ department_id: idSchema, ...validityFields }).superRefine(checkValidity);
export type AddDepartmentShiftInput = z.input<typeof addDepartmentShiftInputSchema>;

// ---------------------------------------------------------------- records

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
    status: z.enum([...ATTENDANCE_STATUSES, 'late', 'early_exit', 'auto_closed'], { error: 'El estado no es válido.' }).optional(),
    page: pageQuerySchema,
    per_page: z.coerce.number().int().min(1).max(200, 'Como máximo 200 registros por página.').default(50),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
  });
export type AttendanceListQuery = z.input<typeof attendanceListQuerySchema>;

/** `POST /attendance-api/v1/attendances`: a record written by an administrator (source manual). */
export const createAttendanceInputSchema = z
  .strictObject({
    employee_id: idSchema,
    shift_id: idSchema.nullish(),
    check_in_at: instantSchema('La hora de entrada'),
    check_out_at: instantSchema('La hora de salida').nullish(),
    notes: optionalTextSchema('Las notas', 500),
  })
  .superRefine((value, ctx) => {
    if (value.check_out_at && value.check_out_at <= value.check_in_at) ctx.addIssue({ code: 'custom', path: ['check_out_at'], message: 'La salida debe ser posterior a la entrada.' });
  });
export type CreateAttendanceInput = z.input<typeof createAttendanceInputSchema>;

export const updateAttendanceInputSchema = z.strictObject({
  check_in_at: instantSchema('La hora de entrada').optional(),
  check_out_at: instantSchema('La hora de salida').nullish(),
  notes: optionalTextSchema('Las notas', 500),
});
export type UpdateAttendanceInput = z.input<typeof updateAttendanceInputSchema>;

// ---------------------------------------------------------------- employee status (monitoring)

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

// ---------------------------------------------------------------- devices and punches

export const attendanceDeviceSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type AttendanceDevice = z.infer<typeof attendanceDeviceSchema>;

export const createDeviceInputSchema = z.strictObject({ name: textSchema('El nombre del reloj', 100).min(1, 'El nombre del reloj es obligatorio.') });
export type CreateDeviceInput = z.input<typeof createDeviceInputSchema>;

/** The token is shown once; the server keeps only its hash. */
export const createdDeviceSchema = z.object({ device: attendanceDeviceSchema, token: z.string() });
export type CreatedDevice = z.infer<typeof createdDeviceSchema>;

/** `GET /attendance-api/v1/device`: who this clock is. */
export const deviceSessionSchema = z.object({
  device: attendanceDeviceSchema,
  company: z.object({ id: z.number().int(), name: z.string() }),
  server_time: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** `GET /attendance-api/v1/device/employees`: the roster the clock keeps for choosing a name offline. */
export const clockEmployeeSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  department_name: z.string(),
  employee_number: z.string().nullable(),
  has_pin: z.boolean(),
});
export type ClockEmployee = z.infer<typeof clockEmployeeSchema>;
export const clockEmployeeListSchema = z.array(clockEmployeeSchema);

export const PUNCH_TYPES = ['in', 'out', 'recess_start', 'recess_end'] as const;
export const punchTypeSchema = z.enum(PUNCH_TYPES, { error: 'El tipo debe ser in, out, recess_start o recess_end.' });
export type PunchType = z.infer<typeof punchTypeSchema>;
export const PUNCH_TYPE_LABELS: Record<PunchType, string> = {
  in: 'Entrada',
  out: 'Salida',
  recess_start: 'Inicio de descanso',
  recess_end: 'Fin de descanso',
};

/**
 * `POST /attendance-api/v1/punches` (device token). The employee is named by id + PIN or by a
 * badge code. Without `type` the server alternates in/out. The idempotency key is generated by
 * the clock when the punch is taken: sending it again answers the stored punch; the same key with
 * another body is a 409.
 */
export const punchInputSchema = z
  .strictObject({
    idempotency_key: z
      .string({ error: 'La clave de idempotencia es obligatoria.' })
      .max(64, tooLong('La clave de idempotencia debe tener de 16 a 64 letras, números o guiones.'))
      .regex(/^[A-Za-z0-9-]{16,64}$/, 'La clave de idempotencia debe tener de 16 a 64 letras, números o guiones.'),
    employee_id: idSchema.optional(),
    pin: z.string({ error: 'El PIN debe ser texto.' }).max(8, tooLong('El PIN debe tener de 4 a 8 dígitos.')).regex(/^\d{4,8}$/, 'El PIN debe tener de 4 a 8 dígitos.').optional(),
    badge_code: z.string({ error: 'El gafete debe ser texto.' }).trim().min(1, 'El código del gafete está vacío.').max(100, 'El código del gafete es demasiado largo.').optional(),
    type: punchTypeSchema.optional(),
    punched_at: instantSchema('La hora de la checada'),
  })
  .superRefine((value, ctx) => {
    const byPin = value.employee_id !== undefined || value.pin !== undefined;
    if (byPin && value.badge_code !== undefined) ctx.addIssue({ code: 'custom', path: ['badge_code'], message: 'Envía el empleado con su PIN o el gafete, no ambos.' });
    if (!byPin && value.badge_code === undefined) ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'Indica el empleado y su PIN, o escanea el gafete.' });
    if (byPin && value.employee_id === undefined) ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'Elige al empleado.' });
    if (byPin && value.pin === undefined) ctx.addIssue({ code: 'custom', path: ['pin'], message: 'Escribe el PIN.' });
  });
export type PunchInput = z.input<typeof punchInputSchema>;

export const punchSchema = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  employee_name: z.string(),
  type: punchTypeSchema,
  punched_at: z.string(),
  received_at: z.string(),
  synced_late: z.boolean(),
  record_id: z.number().int(),
});
export type Punch = z.infer<typeof punchSchema>;

/** `replayed`: this key was already stored; nothing new was written. */
export const punchResultSchema = z.object({ punch: punchSchema, replayed: z.boolean() });
export type PunchResult = z.infer<typeof punchResultSchema>;

/** How many punches the clock sends at once when it drains its outbox. */
export const PUNCH_BATCH_MAX = 200;

/**
 * `POST /attendance-api/v1/punches/batch`: the clock's outbox, oldest first. Each punch is taken
 * in order on its own (the same rules and idempotency as one `POST /punches`); one refused punch
 * does not stop the others. Each answer carries the HTTP status a single call would have had.
 */
export const punchBatchInputSchema = z.strictObject({
  punches: z.array(z.unknown(), { error: 'Envía una lista de checadas.' }).min(1, 'La lista de checadas está vacía.').max(PUNCH_BATCH_MAX, `Como máximo ${PUNCH_BATCH_MAX} checadas por envío.`),
});
export type PunchBatchInput = { punches: PunchInput[] };

export const punchBatchItemResultSchema = z.object({
  /** null when the item was so malformed that it had no key. */
  idempotency_key: z.string().nullable(),
  status: z.number().int(),
  punch: punchSchema.optional(),
  replayed: z.boolean().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait (429: too many wrong PINs for that person on this clock). */
  retry_after: z.number().int().optional(),
});
export type PunchBatchItemResult = z.infer<typeof punchBatchItemResultSchema>;
export const punchBatchResultSchema = z.object({ results: z.array(punchBatchItemResultSchema) });
export type PunchBatchResult = z.infer<typeof punchBatchResultSchema>;

// ---------------------------------------------------------------- searches and reports

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

/** Socket event `attendance.punch` (room of the company's attendance managers). */
export const attendancePunchEventSchema = z.object({
  company_id: z.number().int(),
  punch: punchSchema,
  status: employeeStatusSchema,
});
export type AttendancePunchEvent = z.infer<typeof attendancePunchEventSchema>;

export const shiftListSchema = z.array(shiftSchema);
export const recessListSchema = z.array(recessSchema);
export const scheduleListSchema = z.array(scheduleSchema);
export const employeeShiftListSchema = z.array(employeeShiftSchema);
export const departmentShiftListSchema = z.array(departmentShiftSchema);
export const attendanceDeviceListSchema = z.array(attendanceDeviceSchema);
export const shiftPageSchema = pageOf(shiftSchema);

// ---------------------------------------------------------------- the employee's own view

/** `GET /attendance-api/v1/me/shifts`: the signed-in user's shifts in each company they work for. */
export const myShiftsSchema = z.array(
  z.object({
    employee_id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    department_name: z.string(),
    shifts: z.array(
      z.object({
        /** employee: assigned to them; department: through their department (used when they have none of their own). */
        source: z.enum(['employee', 'department']),
        valid_from: z.string(),
        valid_to: z.string().nullable(),
        shift: shiftSchema,
      }),
    ),
    non_working: z.array(scheduleSchema),
  }),
);
export type MyShifts = z.infer<typeof myShiftsSchema>;

export const myAttendancesQuerySchema = z.object({
  company_id: idSchema.optional(),
  from: isoDateSchema('La fecha inicial').optional(),
  to: isoDateSchema('La fecha final').optional(),
  page: pageQuerySchema,
});

// ---------------------------------------------------------------- calendar

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

/**
 * The routes of `/attendance-api/v1` (the server mounts exactly these; the renderer's api files
 * name them):
 *
 * shifts       GET|POST /companies/{id}/shifts · GET|PUT|DELETE /shifts/{id}
 * recesses     GET /companies/{id}/recesses · POST /recesses · GET|PUT|DELETE /recesses/{id}
 * schedules    GET|POST /companies/{id}/schedules · GET|PUT|DELETE /schedules/{id}
 * assignments  POST /employee-shifts · DELETE /employee-shifts/{id} · GET /employees/{id}/shifts · GET /companies/{id}/employee-shifts
 *              POST /department-shifts · DELETE /department-shifts/{id} · GET /departments/{id}/shifts · GET /companies/{id}/department-shifts
 * records      GET /companies/{id}/attendances?from&to&employee_id&department_id&status&page&per_page · POST /attendances
 *              GET|PUT|DELETE /attendances/{id} · GET /employees/{id}/attendances?from&to&page
 * own          GET /me/attendances?company_id&from&to&page · GET /me/shifts
 * status       GET /companies/{id}/employee-status
 * calendar     GET /companies/{id}/calendar?from&to&employee_id|department_id
 * reports      GET /companies/{id}/report-url?from&to&format · GET /employees/{id}/report-url?from&to&format
 * searches     GET /search/{recesses|schedules|shifts|employee-shifts|department-shifts|employee-attendances}?company_id&q&page&from&to
 * clock        GET|POST /companies/{id}/devices · DELETE /devices/{id} · GET /device · GET /device/employees · POST /punches · POST /punches/batch
 */
export const ATTENDANCE_API_PREFIX = '/attendance-api/v1';
