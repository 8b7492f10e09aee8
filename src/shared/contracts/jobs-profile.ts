import { z } from 'zod';
import { textSchema } from './common';
import { dateOnlySchema } from './employees';
import { idList, positiveId } from './logistics-common';

/**
 * The candidate profile (issue 15, spec §7 "profile with cv_type, soft-skills,
 * professional-courses"): `GET/PUT /api/v1/profile`, `PUT /api/v1/profile/soft-skills`,
 * `GET/POST /api/v1/professional-courses`, `DELETE /api/v1/professional-courses/{id}`. Always
 * the caller's own. The CV PDF (uploaded or generated) comes in a later session; `cv_type` says
 * which one the candidate chose.
 */

export const CV_TYPES = ['uploaded', 'generated'] as const;
export const cvTypeSchema = z.enum(CV_TYPES, { error: 'El tipo de CV debe ser uploaded (PDF subido) o generated (generado del perfil).' });
export type CvType = z.infer<typeof cvTypeSchema>;

export const PROFILE_CATEGORIES_MAX = 3;
export const PROFILE_SOFT_SKILLS_MAX = 15;
export const PROFILE_ENTRIES_MAX = 20;

const named = z.object({ id: z.number().int(), name: z.string() });

export const experienceSchema = z.object({
  position: textSchema('El puesto', 150).min(1, 'El puesto es obligatorio.'),
  company: textSchema('La empresa', 150).min(1, 'La empresa es obligatoria.'),
  started_on: dateOnlySchema,
  /** null: the current job. */
  ended_on: dateOnlySchema.nullable(),
  description: textSchema('La descripción', 2_000).default(''),
});
export type ProfileExperience = z.infer<typeof experienceSchema>;

export const EDUCATION_LEVELS = ['secundaria', 'bachillerato', 'tecnico', 'licenciatura', 'maestria', 'doctorado'] as const;
/** How the education levels read, on screen and on the generated CV. */
export const EDUCATION_LEVEL_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  secundaria: 'Secundaria',
  bachillerato: 'Bachillerato',
  tecnico: 'Carrera técnica',
  licenciatura: 'Licenciatura',
  maestria: 'Maestría',
  doctorado: 'Doctorado',
};
export const educationSchema = z.object({
  level: z.enum(EDUCATION_LEVELS, { error: `El nivel debe ser uno de: ${EDUCATION_LEVELS.join(', ')}.` }),
  institution: textSchema('La institución', 150).min(1, 'La institución es obligatoria.'),
  field: textSchema('La carrera o área', 150).default(''),
  started_on: dateOnlySchema,
  ended_on: dateOnlySchema.nullable(),
});
export type ProfileEducation = z.infer<typeof educationSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  institution: z.string(),
  completed_on: z.string().nullable(),
  hours: z.number().int().nullable(),
});
export type ProfessionalCourse = z.infer<typeof courseSchema>;

export const createCourseInputSchema = z.object({
  name: textSchema('El nombre del curso', 150).min(2, 'El nombre del curso es obligatorio.'),
  institution: textSchema('La institución', 150).min(2, 'La institución es obligatoria.'),
  completed_on: dateOnlySchema.nullish().transform((value) => value ?? null),
  hours: z
    .number({ error: 'Las horas deben ser un número.' })
    .int('Las horas deben ser un número entero.')
    .min(1, 'Las horas deben ser al menos 1.')
    .max(10_000, 'Las horas no pueden pasar de 10,000.')
    .nullish()
    .transform((value) => value ?? null),
});

export const profileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  phone: z.string().nullable(),
  state: named.nullable(),
  municipality: named.nullable(),
  job_categories: z.array(named),
  cv_type: cvTypeSchema.nullable(),
  soft_skills: z.array(named),
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  courses: z.array(courseSchema),
  /** 0..100 (shared/job-match.ts profileCompleteness): what the meter shows. */
  completeness: z.number().int(),
  /** The parts still missing, in Spanish, for the meter's hints. */
  missing: z.array(z.string()),
});
export type CandidateProfile = z.infer<typeof profileSchema>;

/** `PUT /profile`: any of the fields; lists are replaced whole. */
export const updateProfileInputSchema = z
  .object({
    headline: textSchema('El titular', 150)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    summary: textSchema('El resumen', 3_000)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    phone: z
      .string({ error: 'El teléfono debe ser texto.' })
      .max(20, { message: 'El teléfono debe tener 10 dígitos.', abort: true })
      .regex(/^\+?[\d ]{10,18}$/, 'El teléfono debe tener 10 dígitos.')
      .nullish(),
    state_id: positiveId('El estado').nullish(),
    municipality_id: positiveId('El municipio').nullish(),
    job_category_ids: idList('Las categorías').pipe(z.array(z.number()).max(PROFILE_CATEGORIES_MAX, `Elige a lo más ${PROFILE_CATEGORIES_MAX} categorías.`)).optional(),
    cv_type: cvTypeSchema.nullish(),
    experience: z.array(experienceSchema, { error: 'La experiencia debe ser una lista.' }).max(PROFILE_ENTRIES_MAX, `A lo más ${PROFILE_ENTRIES_MAX} empleos.`).optional(),
    education: z.array(educationSchema, { error: 'La escolaridad debe ser una lista.' }).max(PROFILE_ENTRIES_MAX, `A lo más ${PROFILE_ENTRIES_MAX} estudios.`).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Envía al menos un campo a cambiar.');
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const updateProfileSoftSkillsInputSchema = z.object({
  soft_skill_ids: idList('Las habilidades blandas').pipe(z.array(z.number()).max(PROFILE_SOFT_SKILLS_MAX, `Elige a lo más ${PROFILE_SOFT_SKILLS_MAX} habilidades blandas.`)),
});
