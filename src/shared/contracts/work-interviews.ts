import { z } from 'zod';
import { idQueryFilterSchema, isoDateTimeSchema, pageOf, pageQuerySchema, textSchema } from './common';

/**
 * Work interviews (entrevistas de trabajo; issue 16, spec §7 "Work interviews"): a company sends
 * an applicant a set of questions drawn from the vacancy's bank; the candidate answers them one by
 * one, spoken (transcribed) or typed, each within its time limit; evaluators score every answer on
 * a 0–4 rubric and recommend advancing, holding or rejecting. Routes (`/api/v1`):
 * `GET/POST/PUT /vacancies/{id}/work-interviews`, `GET/PUT /work-interviews/{id}`,
 * `POST /work-interviews/{id}/answers/{position}`, `GET /work-interviews/{id}/questions/{position}/audio`,
 * `GET /work-interviews/{id}/results/{x}` (x = `summary` or a question's position),
 * `GET /work-interviews/{id}/answers/{position}/audio`, `PUT /work-interviews/{id}/results/{position}`,
 * `PUT /work-interviews/{id}/evaluation`, `GET /vacancies/{id}/work-interview-results`.
 */

export const WORK_INTERVIEW_STATUSES = ['sent', 'in_progress', 'completed', 'expired', 'cancelled'] as const;
export type WorkInterviewStatus = (typeof WORK_INTERVIEW_STATUSES)[number];
export const WORK_INTERVIEW_STATUS_LABELS: Record<WorkInterviewStatus, string> = {
  sent: 'Enviada',
  in_progress: 'En curso',
  completed: 'Completada',
  expired: 'Vencida',
  cancelled: 'Cancelada',
};
/** Still to be answered: the candidate may act, the company may cancel. */
export const OPEN_WORK_INTERVIEW_STATUSES: readonly WorkInterviewStatus[] = ['sent', 'in_progress'];

export const ANSWER_MODES = ['voice', 'typed'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** Seconds after a question's time limit during which its answer is still taken (the upload, a slow network). */
export const ANSWER_GRACE_SECONDS = 30;
export const MAX_QUESTIONS_PER_INTERVIEW = 20;
export const DEFAULT_DAYS_TO_ANSWER = 7;
export const MAX_DAYS_TO_ANSWER = 30;
/** The multipart field of a spoken answer. */
export const ANSWER_AUDIO_FIELD = 'audio';
export const TYPED_ANSWER_MAX_CHARS = 5000;

/** The rubric: one score per answer and evaluator. */
export const RUBRIC_SCORES = [0, 1, 2, 3, 4] as const;
export const RUBRIC_LABELS: Record<(typeof RUBRIC_SCORES)[number], string> = {
  0: 'Sin respuesta o fuera de tema',
  1: 'Insuficiente',
  2: 'Aceptable',
  3: 'Buena',
  4: 'Excelente',
};
export const RECOMMENDATIONS = ['advance', 'hold', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = { advance: 'Avanzar', hold: 'En espera', reject: 'No continuar' };

export const createWorkInterviewInputSchema = z
  .object({
    application_id: z.number({ error: 'Indica la postulación.' }).int('La postulación debe ser un número entero.').positive('La postulación debe ser un identificador positivo.').max(2_147_483_647, 'La postulación es demasiado grande.'),
    question_count: z
      .number({ error: 'Indica cuántas preguntas enviar.' })
      .int('El número de preguntas debe ser entero.')
      .min(1, 'Envía al menos una pregunta.')
      .max(MAX_QUESTIONS_PER_INTERVIEW, `Envía a lo más ${MAX_QUESTIONS_PER_INTERVIEW} preguntas.`),
    expires_at: isoDateTimeSchema('La fecha límite debe ser una fecha y hora ISO 8601 con zona horaria.').optional(),
    days_to_answer: z
      .number({ error: 'Los días para responder deben ser un número.' })
      .int('Los días para responder deben ser un número entero.')
      .min(1, 'Da al menos un día para responder.')
      .max(MAX_DAYS_TO_ANSWER, `Da a lo más ${MAX_DAYS_TO_ANSWER} días para responder.`)
      .optional(),
  })
  .refine((input) => input.expires_at === undefined || input.days_to_answer === undefined, { message: 'Indica la fecha límite o los días para responder, no ambos.', path: ['expires_at'] });
export type CreateWorkInterviewInput = z.infer<typeof createWorkInterviewInputSchema>;

export const cancelWorkInterviewInputSchema = z.object({
  work_interview_id: z.number({ error: 'Indica la entrevista.' }).int('La entrevista debe ser un número entero.').positive('La entrevista debe ser un identificador positivo.').max(2_147_483_647, 'La entrevista es demasiado grande.'),
  reason: textSchema('El motivo', 500).min(5, 'Explica el motivo en al menos 5 caracteres.'),
});

/** The candidate's steps, in order: confirm who they are, start (the answer mode), finish. */
export const candidateStepInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm_identity') }),
    z.object({ action: z.literal('start'), answer_mode: z.enum(ANSWER_MODES, { error: 'El modo de respuesta debe ser voice o typed.' }).optional() }),
    z.object({ action: z.literal('finish') }),
  ],
  { error: 'La acción debe ser confirm_identity, start o finish.' },
);
export type CandidateStepInput = z.infer<typeof candidateStepInputSchema>;

export const positionParamsSchema = z.object({
  id: z.coerce.number({ error: 'El identificador debe ser un número.' }).int('El identificador debe ser entero.').positive('El identificador debe ser positivo.').max(2_147_483_647, 'El identificador es demasiado grande.'),
  position: z.coerce.number({ error: 'La pregunta debe ser un número.' }).int('La pregunta debe ser un número entero.').min(1, 'Las preguntas empiezan en 1.').max(MAX_QUESTIONS_PER_INTERVIEW, 'No existe esa pregunta.'),
});
export const resultParamsSchema = z.object({
  id: positionParamsSchema.shape.id,
  x: z.union([z.literal('summary'), positionParamsSchema.shape.position], { error: 'Pide «summary» o el número de una pregunta.' }),
});

export const typedAnswerInputSchema = z.object({
  text: textSchema('La respuesta', TYPED_ANSWER_MAX_CHARS).min(1, 'Escribe tu respuesta.'),
});

export const scoreInputSchema = z.object({
  score: z.number({ error: 'La calificación debe ser un número de 0 a 4.' }).int('La calificación debe ser un número entero de 0 a 4.').min(0, 'La calificación va de 0 a 4.').max(4, 'La calificación va de 0 a 4.'),
  comment: textSchema('El comentario', 1000).nullish().transform((value) => value || null),
});
export const evaluationInputSchema = z.object({
  recommendation: z.enum(RECOMMENDATIONS, { error: 'La recomendación debe ser advance, hold o reject.' }),
  summary: textSchema('El resumen', 2000).nullish().transform((value) => value || null),
});

const statusSchema = z.enum(WORK_INTERVIEW_STATUSES);
const answerModeSchema = z.enum(ANSWER_MODES);

/** The candidate's side: only the questions reached so far, never the expected points. */
export const candidateWorkInterviewSchema = z.object({
  view: z.literal('candidate'),
  id: z.number().int(),
  status: statusSchema,
  company_name: z.string(),
  vacancy_title: z.string(),
  question_count: z.number().int(),
  /** Each question's time, in order (what to expect before starting). */
  time_limits_seconds: z.array(z.number().int()),
  grace_seconds: z.number().int(),
  expires_at: z.string(),
  identity: z.object({ name: z.string(), email: z.string(), confirmed_at: z.string().nullable() }),
  answer_mode: answerModeSchema.nullable(),
  /** Spoken answers possible here? If not, why (shown before starting). */
  voice_available: z.boolean(),
  voice_unavailable_reason: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  answered_positions: z.array(z.number().int()),
  /** The question to answer now (the first unanswered one still in time); null when none is left. */
  current: z
    .object({ position: z.number().int(), text: z.string(), time_limit_seconds: z.number().int(), opened_at: z.string(), deadline_at: z.string() })
    .nullable(),
});
export type CandidateWorkInterview = z.infer<typeof candidateWorkInterviewSchema>;

export const answerScoreSchema = z.object({ evaluator_user_id: z.number().int(), evaluator_name: z.string(), score: z.number().int(), comment: z.string().nullable(), scored_at: z.string() });
export const questionResultSchema = z.object({
  position: z.number().int(),
  text: z.string(),
  expected_points: z.array(z.string()),
  time_limit_seconds: z.number().int(),
  weight: z.number().int(),
  answer: z
    .object({
      answer_mode: answerModeSchema,
      transcript: z.string(),
      covered_points: z.array(z.number().int()),
      answered_at: z.string(),
      /** The recording (company only), for spoken answers. */
      audio_url: z.string().nullable(),
      audio_duration_ms: z.number().int().nullable(),
    })
    .nullable(),
  scores: z.array(answerScoreSchema),
  /** The evaluators' mean on the rubric (0–4), null before anyone scored. */
  mean_score: z.number().nullable(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;
export const evaluationSchema = z.object({ evaluator_user_id: z.number().int(), evaluator_name: z.string(), recommendation: z.enum(RECOMMENDATIONS), summary: z.string().nullable(), updated_at: z.string() });

/** The company's side: everything. */
export const companyWorkInterviewSchema = z.object({
  view: z.literal('company'),
  id: z.number().int(),
  status: statusSchema,
  vacancy_id: z.number().int(),
  vacancy_title: z.string(),
  application_id: z.number().int(),
  candidate: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }),
  question_count: z.number().int(),
  answer_mode: answerModeSchema.nullable(),
  expires_at: z.string(),
  identity_confirmed_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  questions: z.array(questionResultSchema),
  evaluations: z.array(evaluationSchema),
  /** Weighted mean of the per-question means, 0–100; null before any score. */
  overall_score: z.number().nullable(),
});
export type CompanyWorkInterview = z.infer<typeof companyWorkInterviewSchema>;
export const workInterviewViewSchema = z.discriminatedUnion('view', [candidateWorkInterviewSchema, companyWorkInterviewSchema]);

export const startResponseSchema = candidateWorkInterviewSchema.extend({ answer_mode_reason: z.string().nullable() });

export const workInterviewListItemSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  application_id: z.number().int(),
  candidate: z.object({ user_id: z.number().int(), name: z.string() }),
  question_count: z.number().int(),
  answered_count: z.number().int(),
  expires_at: z.string(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  overall_score: z.number().nullable(),
});
/** `GET /vacancies/{id}/work-interviews`: `user_id` narrows to one applicant's (their interviews page). */
export const workInterviewListQuerySchema = z.object({ page: pageQuerySchema, user_id: idQueryFilterSchema('La persona') });
export const workInterviewPageSchema = pageOf(workInterviewListItemSchema);
export type WorkInterviewListItem = z.infer<typeof workInterviewListItemSchema>;
export type WorkInterviewPage = z.infer<typeof workInterviewPageSchema>;

export const comparisonRowSchema = z.object({
  id: z.number().int(),
  candidate: z.object({ user_id: z.number().int(), name: z.string() }),
  completed_at: z.string().nullable(),
  /** Per question (by position): the evaluators' mean, null when unscored. */
  question_scores: z.array(z.object({ position: z.number().int(), mean_score: z.number().nullable() })),
  overall_score: z.number().nullable(),
  recommendations: z.array(z.object({ evaluator_name: z.string(), recommendation: z.enum(RECOMMENDATIONS) })),
});
export const comparisonPageSchema = pageOf(comparisonRowSchema);
export type ComparisonPage = z.infer<typeof comparisonPageSchema>;
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/** The candidate's list (`GET /work-interviews`): what they were sent, newest first. */
export const myWorkInterviewSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  company_name: z.string(),
  vacancy_title: z.string(),
  question_count: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type MyWorkInterview = z.infer<typeof myWorkInterviewSchema>;
export const myWorkInterviewsSchema = z.object({ data: z.array(myWorkInterviewSchema) });
