import { z } from 'zod';
import { pageOf, pageQuerySchema, textSchema, tooLong } from './common';
import { vacancyModalitySchema, vacancyStatusSchema } from './jobs-vacancies';

/**
 * Applications (postulaciones; issue 15, spec §7 "applications CRUD plus generate-url-report"):
 * a candidate (final_user) applies once per vacancy (`POST /api/v1/vacancies/{id}/applications`,
 * a second time: 409 `already_applied`), reads and withdraws their own (`GET /api/v1/applications`,
 * `GET/PUT/DELETE /api/v1/applications/{id}`); the company works them through the pipeline
 * (`GET /api/v1/vacancies/{id}/applications`, ranked by match score;
 * `PUT /api/v1/applications/{id}/status`), and downloads them
 * (`GET /api/v1/companies/{id}/generate-url-report/applications`).
 */

export const APPLICATION_STATUSES = ['received', 'reviewed', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: `El estado debe ser uno de: ${APPLICATION_STATUSES.join(', ')}.` });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Recibida',
  reviewed: 'Revisada',
  interview: 'Entrevista',
  offer: 'Oferta',
  hired: 'Contratado',
  rejected: 'No seleccionado',
  withdrawn: 'Retirada',
};
/** The board's columns, in order (withdrawn ones are not on the board). */
export const PIPELINE_STAGES = ['received', 'reviewed', 'interview', 'offer', 'hired', 'rejected'] as const satisfies readonly ApplicationStatus[];
/** Where an application is over: nobody moves it again. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/**
 * The company's moves (`PUT /applications/{id}/status`, vacancies.manage): forward or back among
 * the open stages (a board is dragged both ways), hired only from an offer, rejected from any open
 * stage. The candidate's only move is to withdraw an open application (`DELETE`).
 */
export const APPLICATION_COMPANY_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  received: ['reviewed', 'interview', 'rejected'],
  reviewed: ['received', 'interview', 'offer', 'rejected'],
  interview: ['reviewed', 'offer', 'rejected'],
  offer: ['interview', 'hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
};

export const applicationEventSchema = z.object({
  from_status: applicationStatusSchema.nullable(),
  to_status: applicationStatusSchema,
  /** The company's note to the candidate (shown to both). */
  note: z.string().nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** What the candidate sees of their application: where it stands and how it got there. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  cover_letter: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  vacancy: z.object({
    id: z.number().int(),
    title: z.string(),
    company_name: z.string(),
    status: vacancyStatusSchema,
    modality: vacancyModalitySchema,
    state_name: z.string(),
  }),
  history: z.array(applicationEventSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationPageSchema = pageOf(myApplicationSchema);

/** The match score's parts (shared/job-match.ts), 0..100 in all. */
export const matchScoreSchema = z.object({
  total: z.number().int(),
  category: z.number().int(),
  location: z.number().int(),
  soft_skills: z.number().int(),
});
export type MatchScore = z.infer<typeof matchScoreSchema>;

/** What the company sees of an application on its pipeline board. */
export const pipelineApplicationSchema = z.object({
  id: z.number().int(),
  vacancy_id: z.number().int(),
  status: applicationStatusSchema,
  cover_letter: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  candidate: z.object({
    user_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    headline: z.string().nullable(),
    state_name: z.string().nullable(),
    completeness: z.number().int(),
  }),
  match: matchScoreSchema,
});
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

/** `GET /vacancies/{id}/applications`: best match first, then oldest; counts per stage. */
export const pipelineQuerySchema = z.object({ page: pageQuerySchema, status: applicationStatusSchema.optional() });
export const pipelinePageSchema = pageOf(pipelineApplicationSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type PipelinePage = z.infer<typeof pipelinePageSchema>;
export const PIPELINE_PER_PAGE = 50;

export const applicationDetailSchema = pipelineApplicationSchema.extend({ history: z.array(applicationEventSchema), vacancy_title: z.string() });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const coverLetterSchema = textSchema('La carta de presentación', 3_000)
  .nullish()
  .transform((value) => value || null);

/** `POST /vacancies/{id}/applications` (the candidate). */
export const createApplicationInputSchema = z.object({ cover_letter: coverLetterSchema });
/** `PUT /applications/{id}` (the candidate, while it is still received). */
export const updateApplicationInputSchema = z.object({ cover_letter: coverLetterSchema });
/** `PUT /applications/{id}/status` (the company). */
export const updateApplicationStatusInputSchema = z.object({
  status: applicationStatusSchema,
  note: textSchema('La nota', 500)
    .nullish()
    .transform((value) => value || null),
});
export type UpdateApplicationStatusInput = z.input<typeof updateApplicationStatusInputSchema>;

export const myApplicationsQuerySchema = z.object({ page: pageQuerySchema, status: applicationStatusSchema.optional() });

/** Report `applications` filters (signed into the link). */
export const applicationsReportParamsSchema = z.object({
  vacancy_id: z
    .string()
    .max(10, tooLong('La vacante no es válida.'))
    .regex(/^[1-9]\d{0,9}$/, 'La vacante no es válida.')
    .optional(),
  status: applicationStatusSchema.optional(),
});

/** `GET /applications/{id}`: the candidate's own application, or the company's view of one of its own. */
export const candidateApplicationViewSchema = myApplicationSchema.extend({ view: z.literal('candidate') });
export const companyApplicationViewSchema = applicationDetailSchema.extend({ view: z.literal('company') });
export const applicationViewSchema = z.discriminatedUnion('view', [candidateApplicationViewSchema, companyApplicationViewSchema]);
export type ApplicationView = z.infer<typeof applicationViewSchema>;
