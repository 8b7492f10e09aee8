import { z } from 'zod';
import { idSchema, isoDateTimeSchema, textSchema, tooLong } from './common';

/**
 * Live interviews (issue 16; spec §7 "Interviews: under /vacancies/{id}/interviews;
 * PUT /interviews/{id}/confirm and /reject; user interviews"). A company schedules an interview
 * with one applicant of its vacancy (`POST /api/v1/vacancies/{id}/interviews`), reschedules,
 * cancels or completes it (`PUT/DELETE /api/v1/interviews/{id}`); the candidate confirms or
 * rejects it in the app (`PUT /api/v1/interviews/{id}/confirm|reject`) or from the e-mail's
 * one-time link (`GET/POST /api/v1/interview-responses/{token}`, no session).
 */

export const INTERVIEW_STATUSES = ['scheduled', 'confirmed', 'rejected', 'cancelled', 'completed'] as const;
export const interviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Por confirmar',
  confirmed: 'Confirmada',
  rejected: 'No asistirá',
  cancelled: 'Cancelada',
  completed: 'Realizada',
};
/** The statuses that hold a place on someone's agenda (overlaps, reminders). */
export const ACTIVE_INTERVIEW_STATUSES: readonly InterviewStatus[] = ['scheduled', 'confirmed'];

export const INTERVIEW_MODES = ['video', 'in_person'] as const;
export const interviewModeSchema = z.enum(INTERVIEW_MODES, { error: 'La modalidad debe ser video o presencial (video, in_person).' });
export type InterviewMode = z.infer<typeof interviewModeSchema>;
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = { video: 'Videollamada', in_person: 'Presencial' };

export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 240;
export const INTERVIEW_MAX_INTERVIEWERS = 10;
/** The in-app video room of an interview (another part of issue 16 builds the page). */
export const interviewRoomPath = (id: number) => `/superempleos/sala/${id}`;

const durationSchema = z.coerce
  .number({ error: 'La duración debe ser un número de minutos.' })
  .int('La duración debe ser un número entero de minutos.')
  .min(INTERVIEW_MIN_MINUTES, `La duración mínima es de ${INTERVIEW_MIN_MINUTES} minutos.`)
  .max(INTERVIEW_MAX_MINUTES, `La duración máxima es de ${INTERVIEW_MAX_MINUTES} minutos.`);
const interviewerIdsSchema = z
  .array(idSchema, { error: 'Indica quién entrevista (una lista de personas).' })
  .min(1, 'Indica al menos una persona que entreviste.')
  .max(INTERVIEW_MAX_INTERVIEWERS, tooLong(`Son ${INTERVIEW_MAX_INTERVIEWERS} entrevistadores como máximo.`))
  .transform((ids) => [...new Set(ids)]);
const startsAtSchema = isoDateTimeSchema('La fecha y hora deben ser ISO 8601 con zona horaria (2026-12-10T10:00:00-06:00).');
const locationSchema = textSchema('El lugar', 300).nullish();
const notesSchema = textSchema('Las notas', 1000).nullish();
const reasonSchema = textSchema('El motivo', 500).pipe(z.string().min(3, 'Escribe el motivo (al menos 3 caracteres).'));

const needsPlace = (value: { mode?: InterviewMode | undefined; location?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (value.mode === 'in_person' && !value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Una entrevista presencial necesita la dirección.' });
};

/** `POST /vacancies/{id}/interviews`: the company schedules an interview with one applicant. */
export const scheduleInterviewInputSchema = z
  .object({
    application_id: idSchema,
    starts_at: startsAtSchema,
    duration_minutes: durationSchema,
    interviewer_ids: interviewerIdsSchema,
    mode: interviewModeSchema,
    location: locationSchema,
    notes: notesSchema,
  })
  .superRefine(needsPlace);
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewInputSchema>;
export type ScheduleInterview = z.output<typeof scheduleInterviewInputSchema>;

/**
 * `PUT /interviews/{id}`: `status: completed` marks it done; otherwise a reschedule — what is
 * sent replaces what was (the rest stays), the candidate is asked again.
 */
export const updateInterviewInputSchema = z
  .object({
    status: z.literal('completed', { error: 'El único estado que se pone aquí es completed (realizada).' }).optional(),
    starts_at: startsAtSchema.optional(),
    duration_minutes: durationSchema.optional(),
    interviewer_ids: interviewerIdsSchema.optional(),
    mode: interviewModeSchema.optional(),
    location: locationSchema,
    notes: notesSchema,
  })
  .superRefine((value, ctx) => {
    const changes = Object.entries(value).filter(([key, field]) => key !== 'status' && field !== undefined);
    if (value.status && changes.length) ctx.addIssue({ code: 'custom', path: ['status'], message: 'Marca la entrevista como realizada o reprográmala, no las dos cosas.' });
    if (!value.status && !changes.length) ctx.addIssue({ code: 'custom', path: ['_'], message: 'No hay nada que cambiar.' });
  });
export type UpdateInterviewInput = z.input<typeof updateInterviewInputSchema>;
export type UpdateInterview = z.output<typeof updateInterviewInputSchema>;

/** `DELETE /interviews/{id}` (the company) and `PUT /interviews/{id}/reject` (the candidate). */
export const interviewReasonInputSchema = z.object({ reason: reasonSchema });
export type InterviewReasonInput = z.infer<typeof interviewReasonInputSchema>;

/** `POST /interview-responses/{token}`: the e-mail link's answer. */
export const interviewResponseInputSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('confirm') }), z.object({ action: z.literal('reject'), reason: reasonSchema })],
  { error: 'La respuesta debe ser confirm o reject (con el motivo).' },
);
export type InterviewResponseInput = z.infer<typeof interviewResponseInputSchema>;
export const interviewTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** A date range of an agenda (`from` included, `to` excluded); 400 days at most. */
export const interviewRangeQuerySchema = z
  .object({
    from: isoDateTimeSchema('«from» debe ser una fecha y hora ISO 8601 con zona horaria.').optional(),
    to: isoDateTimeSchema('«to» debe ser una fecha y hora ISO 8601 con zona horaria.').optional(),
  })
  .refine((range) => !range.from || !range.to || Date.parse(range.from) < Date.parse(range.to), { message: '«from» debe ser antes de «to».', path: ['to'] })
  .refine((range) => !range.from || !range.to || Date.parse(range.to) - Date.parse(range.from) <= 400 * 86_400_000, { message: 'El rango es de 400 días como máximo.', path: ['to'] });
export type InterviewRangeQuery = z.infer<typeof interviewRangeQuerySchema>;

export const interviewPersonSchema = z.object({ user_id: z.number().int(), name: z.string(), email: z.string() });
export type InterviewPerson = z.infer<typeof interviewPersonSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  vacancy_id: z.number().int(),
  vacancy_title: z.string(),
  application_id: z.number().int(),
  candidate: interviewPersonSchema,
  interviewers: z.array(interviewPersonSchema),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  mode: interviewModeSchema,
  location: z.string().nullable(),
  notes: z.string().nullable(),
  status: interviewStatusSchema,
  /** The candidate's reason for not attending, or the company's for cancelling. */
  response_reason: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** The in-app room for a video interview; null in person. */
  room_path: z.string().nullable(),
  /** How the caller takes part: the candidate, one of the interviewers, or the company (neither). */
  my_role: z.enum(['candidate', 'interviewer', 'company']),
});
export type Interview = z.infer<typeof interviewSchema>;

/** What the e-mail link's page shows without a session: no e-mail addresses. */
export const publicInterviewSchema = z.object({
  company_name: z.string(),
  vacancy_title: z.string(),
  candidate_name: z.string(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  mode: interviewModeSchema,
  location: z.string().nullable(),
  notes: z.string().nullable(),
  status: interviewStatusSchema,
});
export type PublicInterview = z.infer<typeof publicInterviewSchema>;

/** Who may be chosen to interview for a company: its active members. */
export const interviewerOptionSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type InterviewerOption = z.infer<typeof interviewerOptionSchema>;
