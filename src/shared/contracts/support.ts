import { z } from 'zod';
import { idQueryFilterSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong } from './common';
import { positiveId } from './logistics-common';

/**
 * Support tickets (issue 14): any member of a company raises a ticket to its technical-support
 * department and follows it; support (technical_support, the `soporte-tecnico` department, the
 * company's admins) works every ticket of the company. `GET/POST /api/v1/tickets`,
 * `GET/PUT/DELETE /api/v1/tickets/{id}`, `GET /api/v1/companies/{id}/tickets`,
 * `GET /api/v1/search/tickets`, the conversation, the status flow, the assignee, and the
 * company's SLA targets and business calendar (`/companies/{id}/support-settings`).
 */

export const TICKET_STATUSES = ['new', 'open', 'waiting_on_requester', 'resolved', 'closed', 'reopened'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: `El estado debe ser uno de: ${TICKET_STATUSES.join(', ')}.` });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'Nuevo',
  open: 'Abierto',
  waiting_on_requester: 'En espera del solicitante',
  resolved: 'Resuelto',
  closed: 'Cerrado',
  reopened: 'Reabierto',
};

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: 'La prioridad debe ser low, normal, high o urgent.' });
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Baja', normal: 'Normal', high: 'Alta', urgent: 'Urgente' };

/** The fixed categories of an office's IT support (the issue names none). */
export const TICKET_CATEGORIES = ['equipo', 'software', 'red', 'accesos', 'correo', 'impresion', 'telefonia', 'otro'] as const;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, { error: `La categoría debe ser una de: ${TICKET_CATEGORIES.join(', ')}.` });
export type TicketCategory = z.infer<typeof ticketCategorySchema>;
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  equipo: 'Equipo de cómputo',
  software: 'Software',
  red: 'Red e internet',
  accesos: 'Accesos y contraseñas',
  correo: 'Correo',
  impresion: 'Impresión',
  telefonia: 'Telefonía',
  otro: 'Otro',
};

/** What a ticket may be about, of the same company. */
export const TICKET_RELATED_KINDS = ['employee', 'unit', 'container'] as const;
export const ticketRelatedKindSchema = z.enum(TICKET_RELATED_KINDS, { error: 'El activo relacionado debe ser employee, unit o container.' });
export type TicketRelatedKind = z.infer<typeof ticketRelatedKindSchema>;

export const TICKET_MESSAGE_KINDS = ['public_reply', 'internal_note'] as const;
export const ticketMessageKindSchema = z.enum(TICKET_MESSAGE_KINDS, { error: 'El tipo de mensaje debe ser public_reply o internal_note.' });
export type TicketMessageKind = z.infer<typeof ticketMessageKindSchema>;

/** `TK-000123`: the reference a requester quotes, numbered per company. */
export const ticketReference = (number: number) => `TK-${String(number).padStart(6, '0')}`;

/**
 * Who may move a ticket where. Support may take any of these; the requester only the rows of
 * REQUESTER_TRANSITIONS (withdraw it, confirm or refuse a resolution, reopen a closed one within
 * REOPEN_DAYS). A public reply moves some on its own (see the service).
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['open', 'waiting_on_requester', 'resolved', 'closed'],
  open: ['waiting_on_requester', 'resolved', 'closed'],
  waiting_on_requester: ['open', 'resolved', 'closed'],
  resolved: ['closed', 'reopened'],
  closed: ['reopened'],
  reopened: ['open', 'waiting_on_requester', 'resolved', 'closed'],
};
export const REQUESTER_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['closed'],
  open: ['closed'],
  waiting_on_requester: ['open', 'closed'],
  resolved: ['closed', 'reopened'],
  closed: ['reopened'],
  reopened: ['closed'],
};
/** A closed ticket may be reopened for this many days after it was closed; later, raise a new one. */
export const REOPEN_DAYS = 14;

export const TICKETS_PER_PAGE = 20;
/**
 * A ticket list counts its matches up to this many past the page asked for, then says "más de …"
 * (`total_capped`): an exact count of a company's 900,000 tickets read every index entry on each
 * request (issue 14, bench/support.mjs), and nobody pages that far.
 */
export const TICKET_COUNT_CAP = 10_000;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_BODY_MAX = 10_000;
export const TICKET_ATTACHMENTS_MAX = 10;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const SLA_CLOCK_STATES = ['running', 'paused', 'met', 'breached', 'stopped'] as const;
/**
 * One SLA clock as of the answer's instant: the engine's `SlaClock` (src/shared/sla-clock.ts) in
 * the contract's snake_case. Durations are business ms; instants UTC ISO. `due_at` is null unless
 * the clock counts now; `remaining_ms` is negative and `percent` above 100 once past the target.
 */
export const slaClockSchema = z.object({
  state: z.enum(SLA_CLOCK_STATES),
  elapsed_ms: z.number(),
  target_ms: z.number(),
  remaining_ms: z.number(),
  percent: z.number(),
  due_at: z.string().nullable(),
  breached_at: z.string().nullable(),
  warned_at_80: z.string().nullable(),
});
export type SlaClockView = z.infer<typeof slaClockSchema>;
export const ticketSlaSchema = z.object({ first_response: slaClockSchema, resolution: slaClockSchema });
export type TicketSla = z.infer<typeof ticketSlaSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "TK-000123". */
  reference: z.string(),
  subject: z.string(),
  description: z.string(),
  category: ticketCategorySchema,
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  requester: personRef,
  assignee: personRef.nullable(),
  related: z.object({ kind: ticketRelatedKindSchema, id: z.number().int() }).nullable(),
  first_agent_reply_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Both clocks at the answer's instant; null only when the company has no target for the priority. */
  sla: ticketSlaSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** One change of status: the SLA clock's timeline. */
export const ticketStatusEventSchema = z.object({
  from_status: ticketStatusSchema.nullable(),
  to_status: ticketStatusSchema,
  at: z.string(),
  by: personRef.nullable(),
});

export const ticketDetailSchema = ticketSchema.extend({
  status_events: z.array(ticketStatusEventSchema),
  /** What the caller may do with it now (the screen hides the rest). */
  can_work: z.boolean(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const subjectSchema = textSchema('El asunto', TICKET_SUBJECT_MAX).min(3, 'El asunto debe tener al menos 3 caracteres.');
const descriptionSchema = textSchema('La descripción', TICKET_BODY_MAX).min(1, 'Describe el problema.');
const relatedFields = {
  related_kind: ticketRelatedKindSchema.nullish(),
  related_id: positiveId('El activo relacionado').nullish(),
};
const relatedBothOrNone = (value: { related_kind?: string | null | undefined; related_id?: number | null | undefined }) =>
  (value.related_kind == null) === (value.related_id == null);
const relatedMessage = { message: 'Indica el tipo y el identificador del activo relacionado, o ninguno.', path: ['related_id'] };

/** `POST /api/v1/tickets`. `company_id` may be left out by a member of a single company. */
export const createTicketInputSchema = z
  .object({
    company_id: positiveId('La empresa').optional(),
    subject: subjectSchema,
    description: descriptionSchema,
    category: ticketCategorySchema,
    priority: ticketPrioritySchema.default('normal'),
    ...relatedFields,
  })
  .refine(relatedBothOrNone, relatedMessage);

/** `PUT /api/v1/tickets/{id}`: the fields sent change. A requester edits only while the ticket is new, never the priority. */
export const updateTicketInputSchema = z
  .object({
    subject: subjectSchema.optional(),
    description: descriptionSchema.optional(),
    category: ticketCategorySchema.optional(),
    priority: ticketPrioritySchema.optional(),
    ...relatedFields,
  })
  .refine((value) => (value.related_kind === undefined) === (value.related_id === undefined) && (value.related_kind === undefined || relatedBothOrNone(value)), relatedMessage);

export const TICKET_VIEWS = ['all', 'mine', 'unassigned', 'waiting', 'breaching'] as const;
export const TICKET_SORTS = ['-number', 'number', '-updated_at', 'updated_at'] as const;

/**
 * `GET /api/v1/companies/{id}/tickets`, `GET /api/v1/tickets` and `GET /api/v1/search/tickets`.
 * `view`: mine (assigned to me), unassigned (open work nobody took), waiting (on the requester),
 * breaching (breaching soon: a running clock at 80 % or past its target, soonest due first), all.
 * A requester who is not support sees only their own, whatever the view.
 */
export const ticketListQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  company_id: idQueryFilterSchema('La empresa'),
  view: z.enum(TICKET_VIEWS, { error: 'La vista debe ser all, mine, unassigned, waiting o breaching.' }).default('all'),
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  category: ticketCategorySchema.optional(),
  assignee_id: idQueryFilterSchema('El responsable'),
  sort: z.enum(TICKET_SORTS, { error: 'Orden no válido.' }).default('-number'),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export const ticketPageSchema = pageOf(ticketSchema).extend({
  /**
   * The matches were counted only up to `total` (TICKET_COUNT_CAP past the page's first row) and
   * there are more: show «Más de {total}»; `last_page` then stops there too, however far the
   * list goes (a later page asked for counts further).
   */
  total_capped: z.boolean(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  kind: ticketMessageKindSchema,
  body: z.string(),
  author: personRef.nullable(),
  /** Document ids of the files module (resource type `ticket`). */
  attachments: z.array(z.number().int()),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const createTicketMessageInputSchema = z.object({
  kind: ticketMessageKindSchema.default('public_reply'),
  body: textSchema('El mensaje', TICKET_BODY_MAX).min(1, 'Escribe el mensaje.'),
  attachments: z
    .array(positiveId('El adjunto'), { error: 'Los adjuntos deben ser una lista de identificadores.' })
    .max(TICKET_ATTACHMENTS_MAX, `Como máximo ${TICKET_ATTACHMENTS_MAX} adjuntos por mensaje.`)
    .default([]),
});

export const updateTicketStatusInputSchema = z.object({ status: ticketStatusSchema });
export const updateTicketAssigneeInputSchema = z.object({
  assignee_id: positiveId('El responsable').nullable(),
});

// SLA targets and business calendar.

const MINUTES_MAX = 525_600; // a year
const minutesSchema = (label: string) =>
  z
    .number({ error: `${label} debe ser un número de minutos.` })
    .int(`${label} debe ser un número entero de minutos.`)
    .positive(`${label} debe ser mayor que 0.`)
    .max(MINUTES_MAX, `${label} no puede pasar de un año.`);

export const slaPolicySchema = z
  .object({
    priority: ticketPrioritySchema,
    first_response_minutes: minutesSchema('La primera respuesta'),
    resolution_minutes: minutesSchema('La resolución'),
  })
  .refine((policy) => policy.first_response_minutes <= policy.resolution_minutes, {
    message: 'La primera respuesta no puede tener más minutos que la resolución.',
    path: ['first_response_minutes'],
  });
export type SlaPolicy = z.infer<typeof slaPolicySchema>;

const clockTime = (label: string) =>
  z
    .string({ error: `${label} debe ser una hora HH:MM.` })
    .max(5, tooLong(`${label} debe ser una hora HH:MM.`))
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, `${label} debe ser una hora HH:MM (00:00 a 24:00).`);

const intervalSchema = z
  .object({ start: clockTime('El inicio'), end: clockTime('El fin') })
  .refine((interval) => interval.start < interval.end && interval.start !== '24:00', { message: 'Cada horario debe empezar antes de terminar.', path: ['end'] });

const dayIntervalsSchema = z
  .array(intervalSchema, { error: 'Los horarios del día deben ser una lista.' })
  .max(6, 'Como máximo 6 horarios por día.')
  .refine((intervals) => intervals.every((interval, index) => index === 0 || intervals[index - 1]!.end <= interval.start), {
    message: 'Los horarios del día deben ir en orden y sin encimarse.',
  });

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const isoDate = z
  .string({ error: 'Cada día festivo debe ser una fecha AAAA-MM-DD.' })
  .max(10, tooLong('Cada día festivo debe ser una fecha AAAA-MM-DD.'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Cada día festivo debe ser una fecha AAAA-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'Ese día festivo no existe en el calendario.',
  });

/**
 * The company's business hours in Mexico City: per weekday (Sunday = "0" … Saturday = "6") the
 * intervals worked, '24:00' allowed as an end; a missing day is not worked. Holidays are business
 * dates. The shape is the business calendar of `src/shared/sla-clock.ts`.
 */
export const businessCalendarSchema = z.object({
  weekly: z.partialRecord(z.enum(WEEKDAYS, { error: 'Los días de la semana van de "0" (domingo) a "6" (sábado).' }), dayIntervalsSchema, {
    error: 'Indica los horarios por día de la semana, de "0" (domingo) a "6" (sábado).',
  }),
  holidays: z
    .array(isoDate, { error: 'Los días festivos deben ser una lista de fechas.' })
    .max(200, 'Como máximo 200 días festivos.')
    .refine((days) => new Set(days).size === days.length, { message: 'Hay días festivos repetidos.' })
    .transform((days) => [...days].sort()),
});
export type BusinessCalendar = z.infer<typeof businessCalendarSchema>;

const intervalOut = z.object({ start: z.string(), end: z.string() });

/** `GET/PUT /api/v1/companies/{id}/support-settings` (answers carry what was validated on the way in). */
export const supportSettingsSchema = z.object({
  policies: z.array(z.object({ priority: ticketPrioritySchema, first_response_minutes: z.number().int(), resolution_minutes: z.number().int() })),
  calendar: z.object({ weekly: z.partialRecord(z.enum(WEEKDAYS), z.array(intervalOut)), holidays: z.array(z.string()) }),
  /** true when the company has saved nothing yet and these are the defaults. */
  is_default: z.boolean(),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

export const updateSupportSettingsInputSchema = z.object({
  policies: z
    .array(slaPolicySchema, { error: 'Indica las metas por prioridad.' })
    .min(1, 'Indica al menos una prioridad.')
    .max(TICKET_PRIORITIES.length, 'Una meta por prioridad.')
    .refine((policies) => new Set(policies.map((policy) => policy.priority)).size === policies.length, { message: 'Hay prioridades repetidas.' }),
  calendar: businessCalendarSchema,
});

/** Until a company saves its own: answered, and used by the clock. */
export const DEFAULT_SLA_POLICIES: SlaPolicy[] = [
  { priority: 'urgent', first_response_minutes: 30, resolution_minutes: 240 },
  { priority: 'high', first_response_minutes: 60, resolution_minutes: 480 },
  { priority: 'normal', first_response_minutes: 240, resolution_minutes: 1440 },
  { priority: 'low', first_response_minutes: 480, resolution_minutes: 2880 },
];
const WORKDAY = [{ start: '09:00', end: '18:00' }];
export const DEFAULT_BUSINESS_CALENDAR: BusinessCalendar = { weekly: { '1': WORKDAY, '2': WORKDAY, '3': WORKDAY, '4': WORKDAY, '5': WORKDAY }, holidays: [] };

// Real-time.

/** Client → server: join a ticket's room (answered with an ack). */
export const ticketJoinPayloadSchema = z.object({ ticket_id: positiveId('El ticket') });
/** Client → server: I am (or stopped) typing a reply or note on this ticket. */
export const ticketTypingPayloadSchema = z.object({ ticket_id: positiveId('El ticket'), kind: ticketMessageKindSchema, typing: z.boolean() });
