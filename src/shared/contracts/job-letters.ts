import { z } from 'zod';
import { isoDateSchema } from './attendance-time';
import { idQueryFilterSchema, pageOf, pageQuerySchema, textSchema, tooLong } from './common';
import { positiveId } from './logistics-common';

/**
 * Employment letters (carta laboral, issue 15; spec §7): an employee asks one of their companies
 * for a letter certifying their employment; the company admin drafts it from the template with
 * the employee's data, then issues or rejects it; an issued letter has a PDF whose QR code opens
 * the public verification page. `POST`/`GET /api/v1/users/{id}/job-letters`,
 * `GET`/`PUT /api/v1/job-letters/{id}`, `GET /api/v1/companies/{id}/job-letters`,
 * `GET /api/v1/job-letters/{id}/pdf`, `GET /api/v1/public/job-letters/{token}`.
 */

export const JOB_LETTER_STATUSES = ['requested', 'drafted', 'issued', 'rejected', 'cancelled', 'revoked'] as const;
export const jobLetterStatusSchema = z.enum(JOB_LETTER_STATUSES, { error: `El estado debe ser uno de: ${JOB_LETTER_STATUSES.join(', ')}.` });
export type JobLetterStatus = z.infer<typeof jobLetterStatusSchema>;
export const JOB_LETTER_STATUS_LABELS: Record<JobLetterStatus, string> = {
  requested: 'Solicitada',
  drafted: 'En borrador',
  issued: 'Emitida',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
  revoked: 'Revocada',
};

/** What each `PUT /job-letters/{id}` action does, and from which statuses. */
export const JOB_LETTER_ACTIONS = {
  /** The admin writes (or rewrites) the draft from the template. */
  draft: ['requested', 'drafted'],
  /** The admin approves the draft: the letter is issued, its PDF and link exist from now on. */
  issue: ['drafted'],
  /** The admin refuses the request, with a reason the employee reads. */
  reject: ['requested', 'drafted'],
  /** The employee withdraws their request while nobody has drafted it yet. */
  cancel: ['requested'],
  /** The admin withdraws an issued letter: its verification page says so from then on. */
  revoke: ['issued'],
} as const satisfies Record<string, readonly JobLetterStatus[]>;
export type JobLetterAction = keyof typeof JOB_LETTER_ACTIONS;

/** Whoever receives it; the default when the employee names nobody. */
export const DEFAULT_ADDRESSEE = 'A quien corresponda';
export const JOB_LETTERS_PER_PAGE = 20;
/** Open requests (requested or drafted) one person may have in one company at a time. */
export const OPEN_JOB_LETTERS_MAX = 5;
export const JOB_LETTER_SALARY_MAX = 10_000_000;

const purposeSchema = textSchema('El motivo', 300).min(3, 'Escribe para qué necesitas la carta (por ejemplo, «trámite de crédito»).');
const addresseeSchema = textSchema('El destinatario', 150)
  .nullish()
  .transform((value) => value || null);

/** `POST /api/v1/users/{id}/job-letters`: the caller asks one of their companies for a letter. */
export const createJobLetterInputSchema = z.object({
  /** May be left out by an employee of a single company. */
  company_id: positiveId('La empresa').optional(),
  purpose: purposeSchema,
  /** Null or blank: «A quien corresponda». */
  addressee: addresseeSchema,
  include_salary: z.boolean({ error: 'Indica si la carta debe decir tu sueldo (true o false).' }).default(false),
});
export type CreateJobLetterInput = z.input<typeof createJobLetterInputSchema>;

const salarySchema = z
  .number({ error: 'El sueldo debe ser un número.' })
  .positive('El sueldo debe ser mayor que 0.')
  .max(JOB_LETTER_SALARY_MAX, `El sueldo no puede pasar de ${JOB_LETTER_SALARY_MAX.toLocaleString('es-MX')}.`)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: 'El sueldo admite hasta 2 decimales.' });

/** The fields of the template the admin fills in; the text itself comes from `composeJobLetter`. */
export const jobLetterDraftSchema = z.object({
  employee_name: textSchema('El nombre de la persona', 200).min(3, 'Escribe el nombre completo de la persona.'),
  position: textSchema('El puesto', 150).min(2, 'Escribe el puesto de la persona.'),
  department: textSchema('El departamento', 150)
    .nullish()
    .transform((value) => value || null),
  hire_date: isoDateSchema('La fecha de ingreso'),
  /** Gross monthly salary in pesos: required when the employee asked for it, refused otherwise. */
  salary_monthly: salarySchema.nullish().transform((value) => value ?? null),
  addressee: addresseeSchema,
  purpose: purposeSchema,
  /** An optional paragraph after the template's (working hours, benefits…). */
  additional_text: textSchema('El párrafo adicional', 1000)
    .nullish()
    .transform((value) => value || null),
  signer_name: textSchema('El nombre de quien firma', 150).min(3, 'Escribe el nombre de quien firma la carta.'),
  signer_title: textSchema('El cargo de quien firma', 150).min(2, 'Escribe el cargo de quien firma la carta.'),
});
export type JobLetterDraft = z.output<typeof jobLetterDraftSchema>;

const reasonSchema = (label: string) => textSchema(label, 500).min(5, `${label} debe tener al menos 5 caracteres.`);

/** `PUT /api/v1/job-letters/{id}`: one action per call (JOB_LETTER_ACTIONS says from where). */
export const updateJobLetterInputSchema = z.discriminatedUnion(
  'action',
  [
    jobLetterDraftSchema.extend({ action: z.literal('draft') }),
    z.object({ action: z.literal('issue') }),
    z.object({ action: z.literal('reject'), reason: reasonSchema('El motivo del rechazo') }),
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('revoke'), reason: reasonSchema('El motivo de la revocación') }),
  ],
  { error: 'La acción debe ser draft, issue, reject, cancel o revoke.' },
);
export type UpdateJobLetterInput = z.input<typeof updateJobLetterInputSchema>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const jobLetterSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Who asked for it (the employee's account). */
  requester: personRef,
  status: jobLetterStatusSchema,
  purpose: z.string(),
  /** Null: «A quien corresponda». */
  addressee: z.string().nullable(),
  include_salary: z.boolean(),
  employee_name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  /** YYYY-MM-DD. */
  hire_date: z.string().nullable(),
  created_at: z.string(),
  issued_at: z.string().nullable(),
  updated_at: z.string(),
});
export type JobLetter = z.infer<typeof jobLetterSchema>;

export const jobLetterDetailSchema = jobLetterSchema.extend({
  salary_monthly: z.number().nullable(),
  additional_text: z.string().nullable(),
  signer_name: z.string().nullable(),
  signer_title: z.string().nullable(),
  /** Why it was rejected or revoked. */
  reason: z.string().nullable(),
  drafted_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** The public verification page (issued or revoked letters; null before). */
  verification_url: z.string().nullable(),
  /** What the caller may do now. */
  can_manage: z.boolean(),
  can_cancel: z.boolean(),
});
export type JobLetterDetail = z.infer<typeof jobLetterDetailSchema>;

export const jobLetterPageSchema = pageOf(jobLetterSchema);
export type JobLetterPage = z.infer<typeof jobLetterPageSchema>;

/** `GET /users/{id}/job-letters` and `/companies/{id}/job-letters`. */
export const jobLetterListQuerySchema = z.object({
  page: pageQuerySchema,
  status: jobLetterStatusSchema.optional(),
  /** Only on `/users/{id}/job-letters`: one of their companies. */
  company_id: idQueryFilterSchema('La empresa'),
});
export type JobLetterListQuery = z.input<typeof jobLetterListQuerySchema>;

/** The token of a verification link: 43 base64url characters (256 bits). */
export const jobLetterTokenParamsSchema = z.object({
  token: z
    .string()
    .max(64, tooLong('El enlace de verificación no es válido.'))
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'El enlace de verificación no es válido.'),
});

/** `GET /api/v1/public/job-letters/{token}`: what anyone holding the printed letter may check. */
export const jobLetterVerificationSchema = z.object({
  valid: z.boolean(),
  status: z.enum(['issued', 'revoked']),
  company: z.string(),
  employee_name: z.string(),
  position: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type JobLetterVerification = z.infer<typeof jobLetterVerificationSchema>;

// The template: the same words on the screen's preview and in the PDF.

const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** `2021-03-15` → «15 de marzo de 2021». */
export const longDateOf = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
/** 25000 → «$25,000.00 M.N.». */
export const pesosOf = (amount: number) => `${pesos.format(amount)} M.N.`;

export interface JobLetterTemplateInput {
  company: string;
  employee_name: string;
  position: string;
  department: string | null;
  hire_date: string;
  salary_monthly: number | null;
  addressee: string | null;
  purpose: string;
  additional_text: string | null;
}

/** The letter's words: the greeting, the paragraphs and the closing, in order. */
export function composeJobLetter(input: JobLetterTemplateInput): { greeting: string; paragraphs: string[]; closing: string } {
  const department = input.department ? `, en el área de ${input.department}` : '';
  const paragraphs = [
    `Por medio de la presente, ${input.company} hace constar que ${input.employee_name} labora en esta empresa desde el ${longDateOf(input.hire_date)}, y a la fecha ocupa el puesto de ${input.position}${department}.`,
  ];
  if (input.salary_monthly !== null) paragraphs.push(`Percibe un sueldo mensual bruto de ${pesosOf(input.salary_monthly)}`);
  if (input.additional_text) paragraphs.push(input.additional_text);
  paragraphs.push(`Se extiende la presente a solicitud de la persona interesada, para ${input.purpose.replace(/[.\s]+$/, '')}.`);
  return { greeting: input.addressee ? `${input.addressee}\nPresente` : `${DEFAULT_ADDRESSEE}:`, paragraphs, closing: 'Atentamente' };
}
