import { z } from 'zod';
import { idQueryFilterSchema, pageOf, pageQuerySchema, textSchema } from './common';
import { dateOnlySchema } from './employees';
import { idList, positiveId } from './logistics-common';

/**
 * Vacancies of the job board (issue 15, spec §7): a company's vacancies CRUD
 * (`GET/POST /api/v1/companies/{id}/vacancies`, `GET/PUT/DELETE /api/v1/vacancies/{id}`), the
 * status flow (`PUT /api/v1/vacancies/{id}/status`) and the super admin's review queue
 * (`GET /api/v1/vacancies/to-revision`). Search lives in `jobs-search.ts`.
 */

export const VACANCY_STATUSES = ['draft', 'in_review', 'published', 'paused', 'closed', 'rejected'] as const;
export const vacancyStatusSchema = z.enum(VACANCY_STATUSES, { error: `El estado debe ser uno de: ${VACANCY_STATUSES.join(', ')}.` });
export type VacancyStatus = z.infer<typeof vacancyStatusSchema>;
export const VACANCY_STATUS_LABELS: Record<VacancyStatus, string> = {
  draft: 'Borrador',
  in_review: 'En revisión',
  published: 'Publicada',
  paused: 'Pausada',
  closed: 'Cerrada',
  rejected: 'Rechazada',
};

/**
 * Who may move a vacancy where (`PUT /vacancies/{id}/status`). The company (vacancies.manage)
 * sends a draft or a rejected vacancy to review, withdraws it from review, pauses, resumes and
 * closes; only the super admin (vacancies.review) publishes or rejects what is in review. Closing
 * is final. The system closes published and paused vacancies after their closing day.
 */
export const VACANCY_COMPANY_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['in_review', 'closed'],
  in_review: ['draft'],
  published: ['paused', 'closed'],
  paused: ['published', 'closed'],
  rejected: ['in_review', 'closed'],
  closed: [],
};
export const VACANCY_REVIEW_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: [],
  in_review: ['published', 'rejected'],
  published: [],
  paused: [],
  rejected: [],
  closed: [],
};

export const VACANCY_MODALITIES = ['on_site', 'remote', 'hybrid'] as const;
export const vacancyModalitySchema = z.enum(VACANCY_MODALITIES, { error: 'La modalidad debe ser on_site (presencial), remote (remoto) o hybrid (híbrido).' });
export type VacancyModality = z.infer<typeof vacancyModalitySchema>;
export const VACANCY_MODALITY_LABELS: Record<VacancyModality, string> = { on_site: 'Presencial', remote: 'Remoto', hybrid: 'Híbrido' };

/** schema.org's employmentType values, in our words. */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'temporary', 'internship', 'contractor'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES, { error: `El tipo de contratación debe ser uno de: ${EMPLOYMENT_TYPES.join(', ')}.` });
export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Tiempo completo',
  part_time: 'Medio tiempo',
  temporary: 'Temporal',
  internship: 'Prácticas profesionales',
  contractor: 'Por proyecto',
};

export const VACANCIES_PER_PAGE = 20;
export const VACANCY_TITLE_MAX = 150;
export const VACANCY_TEXT_MAX = 5_000;
export const VACANCY_SOFT_SKILLS_MAX = 10;
/** Monthly gross pesos; a million a month is surely a typo. */
export const SALARY_MAX = 1_000_000;
export const OPENINGS_MAX = 500;
/** Shown where a vacancy has no salary range (the issue: a vacancy without one is marked). */
export const NO_SALARY_LABEL = 'Sin salario publicado';

const named = z.object({ id: z.number().int(), name: z.string() });

export const vacancySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  job_category: named,
  description: z.string(),
  requirements: z.string(),
  soft_skills: z.array(named),
  state: named,
  municipality: named.nullable(),
  modality: vacancyModalitySchema,
  schedule: z.string(),
  employment_type: employmentTypeSchema,
  /** Monthly gross MXN; both null when the company publishes none (`has_salary` false). */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  has_salary: z.boolean(),
  benefits: z.string(),
  openings: z.number().int(),
  /** The last day it takes applications (YYYY-MM-DD, Mexico City). */
  closes_on: z.string(),
  status: vacancyStatusSchema,
  rejection_reason: z.string().nullable(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacancyStatusEventSchema = z.object({
  from_status: vacancyStatusSchema.nullable(),
  to_status: vacancyStatusSchema,
  reason: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
});

/** `GET /vacancies/{id}`: the vacancy, its history (the company and the super admin) and counts. */
export const vacancyDetailSchema = vacancySchema.extend({
  history: z.array(vacancyStatusEventSchema),
  /** Applications per pipeline stage (the company and the super admin; empty for candidates). */
  application_counts: z.record(z.string(), z.number().int()),
  /** The caller's own application and bookmark (candidates). */
  my_application_id: z.number().int().nullable(),
  bookmarked: z.boolean(),
});
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;

const salarySchema = (label: string) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero de pesos.`)
    .min(0, `${label} no puede ser negativo.`)
    .max(SALARY_MAX, `${label} no puede pasar de ${SALARY_MAX.toLocaleString('es-MX')} pesos.`)
    .nullable();

const vacancyFields = {
  title: textSchema('El título', VACANCY_TITLE_MAX).min(3, 'El título debe tener al menos 3 caracteres.'),
  job_category_id: positiveId('La categoría'),
  description: textSchema('La descripción', VACANCY_TEXT_MAX).min(20, 'Describe la vacante con al menos 20 caracteres.'),
  requirements: textSchema('Los requisitos', VACANCY_TEXT_MAX),
  soft_skill_ids: idList('Las habilidades blandas').pipe(z.array(z.number()).max(VACANCY_SOFT_SKILLS_MAX, `Elige a lo más ${VACANCY_SOFT_SKILLS_MAX} habilidades blandas.`)),
  state_id: positiveId('El estado'),
  municipality_id: positiveId('El municipio').nullable(),
  modality: vacancyModalitySchema,
  schedule: textSchema('El horario', 150).min(1, 'El horario es obligatorio.'),
  employment_type: employmentTypeSchema,
  salary_min: salarySchema('El salario mínimo'),
  salary_max: salarySchema('El salario máximo'),
  benefits: textSchema('Las prestaciones', VACANCY_TEXT_MAX),
  openings: z
    .number({ error: 'Las plazas deben ser un número.' })
    .int('Las plazas deben ser un número entero.')
    .min(1, 'Debe haber al menos una plaza.')
    .max(OPENINGS_MAX, `No se pueden abrir más de ${OPENINGS_MAX} plazas en una vacante.`),
  closes_on: dateOnlySchema,
};

const salaryOrder = (value: { salary_min?: number | null | undefined; salary_max?: number | null | undefined }) =>
  value.salary_min == null || value.salary_max == null || value.salary_min <= value.salary_max;
const salaryOrderIssue = { message: 'El salario mínimo no puede ser mayor que el máximo.', path: ['salary_min'] };

/** `POST /companies/{id}/vacancies`: a draft (or straight to review with `submit: true`). */
export const createVacancyInputSchema = z
  .object({
    ...vacancyFields,
    requirements: vacancyFields.requirements.default(''),
    soft_skill_ids: vacancyFields.soft_skill_ids.default([]),
    municipality_id: vacancyFields.municipality_id.default(null),
    salary_min: vacancyFields.salary_min.default(null),
    salary_max: vacancyFields.salary_max.default(null),
    benefits: vacancyFields.benefits.default(''),
    employment_type: vacancyFields.employment_type.default('full_time'),
    openings: vacancyFields.openings.default(1),
    /** Send it to the super admin's review at once instead of keeping a draft. */
    submit: z.boolean({ error: 'submit debe ser true o false.' }).default(false),
  })
  .refine(salaryOrder, salaryOrderIssue);
export type CreateVacancyInput = z.input<typeof createVacancyInputSchema>;

/**
 * `PUT /vacancies/{id}`: any of the fields. A closed vacancy is not edited; editing a published
 * or paused one sends it back to review (what candidates see was reviewed); editing a rejected
 * one makes it a draft again.
 */
export const updateVacancyInputSchema = z
  .object(vacancyFields)
  .partial()
  .refine(salaryOrder, salaryOrderIssue)
  .refine((value) => Object.keys(value).length > 0, 'Envía al menos un campo a cambiar.');
export type UpdateVacancyInput = z.input<typeof updateVacancyInputSchema>;

/** `PUT /vacancies/{id}/status`: a rejection needs its reason (the company reads it). */
export const updateVacancyStatusInputSchema = z
  .object({
    status: vacancyStatusSchema,
    reason: textSchema('El motivo', 500).optional(),
  })
  .refine((value) => value.status !== 'rejected' || (value.reason ?? '').length >= 5, { message: 'Escribe el motivo del rechazo (al menos 5 caracteres).', path: ['reason'] });
export type UpdateVacancyStatusInput = z.input<typeof updateVacancyStatusInputSchema>;

export const vacancyListQuerySchema = z.object({
  page: pageQuerySchema,
  status: vacancyStatusSchema.optional(),
});
export const vacancyPageSchema = pageOf(vacancySchema);
export type VacancyPage = z.infer<typeof vacancyPageSchema>;

/** A same-company vacancy that looks like this one (the review queue, the company's list). */
export const similarVacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: vacancyStatusSchema,
  /** 0..1 (vacancies.similarity.ts: word-set Jaccard of title and description). */
  similarity: z.number(),
});

/**
 * A company's own vacancy in its list (`GET /companies/{id}/vacancies`, `GET /search/company-vacancies`):
 * how many applied (withdrawn ones left out) and how many wait for a first look, and the same
 * company's open vacancies that look like it — the company sees the near-duplicate flag before the
 * super admin does.
 */
export const companyVacancySchema = vacancySchema.extend({
  applications: z.object({ total: z.number().int(), unreviewed: z.number().int() }),
  similar: z.array(similarVacancySchema),
});
export type CompanyVacancy = z.infer<typeof companyVacancySchema>;
export const companyVacancyPageSchema = pageOf(companyVacancySchema);
export type CompanyVacancyPage = z.infer<typeof companyVacancyPageSchema>;

/** `GET /vacancies/to-revision`: what waits for review, oldest first, with near duplicates. */
export const vacancyReviewItemSchema = vacancySchema.extend({
  possible_duplicate: z.boolean(),
  similar: z.array(similarVacancySchema),
});
export const vacancyReviewPageSchema = pageOf(vacancyReviewItemSchema);
export type VacancyReviewPage = z.infer<typeof vacancyReviewPageSchema>;
export const vacancyReviewQuerySchema = z.object({ page: pageQuerySchema, company_id: idQueryFilterSchema('La empresa') });

export const deleteVacancyResponseSchema = z.object({ message: z.string() });

/** `GET /public/vacancies/{id}`: a published vacancy for its public page, with its JobPosting JSON-LD. */
export const publicVacancySchema = z.object({ vacancy: vacancySchema, json_ld: z.record(z.string(), z.unknown()) });
export type PublicVacancy = z.infer<typeof publicVacancySchema>;
