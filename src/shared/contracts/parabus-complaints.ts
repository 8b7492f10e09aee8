import { z } from 'zod';
import { emailSchema, idQueryFilterSchema, pageQuerySchema, textSchema, tooLong } from './common';
import { antiBotTokenSchema } from './contact';
import { dateTimeSchema, positiveId } from './logistics-common';

/**
 * Complaints and suggestions about a bus company's service (the panel service, `/panel-api/v1`).
 * Anyone may file one: a signed-out visitor of a public route page (contact name and e-mail, and
 * the anti-bot token) or a signed-in user (their account). The company's managers review and
 * answer them; the answer goes by e-mail (and as a notification to a signed-in author).
 */

export const COMPLAINT_KINDS = ['complaint', 'suggestion'] as const;
export const complaintKindSchema = z.enum(COMPLAINT_KINDS, { error: 'Indica si es una queja (complaint) o una sugerencia (suggestion).' });
export type ComplaintKind = z.infer<typeof complaintKindSchema>;
export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, string> = { complaint: 'Queja', suggestion: 'Sugerencia' };

/** The fixed categories (what a passenger complains about on a bus line). */
export const COMPLAINT_CATEGORIES = ['servicio', 'conductor', 'unidad', 'horario', 'tarifa', 'limpieza', 'seguridad', 'otro'] as const;
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, { error: `La categoría debe ser una de: ${COMPLAINT_CATEGORIES.join(', ')}.` });
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  servicio: 'Servicio',
  conductor: 'Conductor',
  unidad: 'Unidad',
  horario: 'Horario',
  tarifa: 'Tarifa',
  limpieza: 'Limpieza',
  seguridad: 'Seguridad',
  otro: 'Otro',
};

export const COMPLAINT_STATUSES = ['received', 'in_review', 'answered', 'closed'] as const;
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, { error: 'El estado debe ser received, in_review, answered o closed.' });
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  received: 'Recibida',
  in_review: 'En revisión',
  answered: 'Respondida',
  closed: 'Cerrada',
};

/**
 * received → in_review → answered → closed; closed also straight from in_review (a duplicate, or
 * nothing to answer). An answered one may go back to review (the author wrote again).
 */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  received: ['in_review'],
  in_review: ['answered', 'closed'],
  answered: ['closed', 'in_review'],
  closed: [],
};

/** `QS-000123`: the folio the author quotes, numbered per company. */
export const complaintFolio = (folioNumber: number) => `QS-${String(folioNumber).padStart(6, '0')}`;

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 4000;

const optionalContact = (label: string, max: number) =>
  textSchema(label, max)
    .nullish()
    .transform((value) => value || null);

/**
 * `POST /panel-api/v1/complaints`. The company comes from the route or the unit when given, else
 * from company_id. Signed out: contact_name, contact_email and token are required (checked by the
 * server, which knows whether the caller signed in).
 */
export const createComplaintInputSchema = z.strictObject({
  kind: complaintKindSchema,
  category: complaintCategorySchema,
  company_id: positiveId('La empresa').nullish(),
  route_id: positiveId('La ruta').nullish(),
  unit_id: positiveId('La unidad').nullish(),
  occurred_at: dateTimeSchema.nullish(),
  description: textSchema('La descripción', COMPLAINT_DESCRIPTION_MAX)
    .min(COMPLAINT_DESCRIPTION_MIN, `Cuéntanos lo que pasó en al menos ${COMPLAINT_DESCRIPTION_MIN} caracteres.`),
  contact_name: optionalContact('Tu nombre', 150),
  contact_email: emailSchema.nullish().or(z.literal('').transform(() => null)),
  contact_phone: textSchema('El teléfono', 30)
    .regex(/^[+\d][\d\s().-]{6,29}$/, 'El teléfono no es válido.')
    .nullish()
    .or(z.literal('').transform(() => null)),
  token: antiBotTokenSchema.optional(),
});
export type CreateComplaintInput = z.input<typeof createComplaintInputSchema>;

export const createComplaintResponseSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  message: z.string(),
  /**
   * For the optional photo right after (`POST /complaints/{id}/photo?photo_token=…`) when signed
   * out: good for 1 hour and this complaint only.
   */
  photo_token: z.string(),
});
export type CreateComplaintResponse = z.infer<typeof createComplaintResponseSchema>;

export const complaintUpdateSchema = z.object({
  id: z.number().int(),
  from_status: complaintStatusSchema.nullable(),
  to_status: complaintStatusSchema,
  note: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;

export const complaintSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  folio: z.string(),
  kind: complaintKindSchema,
  category: complaintCategorySchema,
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  unit: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  occurred_at: z.string().nullable(),
  description: z.string(),
  /** Where the author's photo is read (the author or the company's managers); null without one. */
  photo_url: z.string().nullable(),
  status: complaintStatusSchema,
  source: z.enum(['public', 'app']),
  user_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintDetailSchema = complaintSchema.extend({ updates: z.array(complaintUpdateSchema) });
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintPageSchema = z.object({
  data: z.array(complaintSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** How many of the company's complaints are in each status (the tabs), whatever the status filter. */
  counts: z.record(complaintStatusSchema, z.number().int()),
});
export type ComplaintPage = z.infer<typeof complaintPageSchema>;

export const complaintListQuerySchema = z.object({
  page: pageQuerySchema,
  status: complaintStatusSchema.optional(),
  kind: complaintKindSchema.optional(),
  category: complaintCategorySchema.optional(),
  route_id: idQueryFilterSchema('La ruta'),
});
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

export const COMPLAINTS_PER_PAGE = 20;

/** `PUT /panel-api/v1/complaints/{id}/status`: answered requires the answer, sent to the author. */
export const updateComplaintStatusInputSchema = z.strictObject({
  status: complaintStatusSchema,
  answer: textSchema('La respuesta', 4000).nullish(),
  note: textSchema('La nota', 1000).nullish(),
});
export type UpdateComplaintStatusInput = z.input<typeof updateComplaintStatusInputSchema>;

export const complaintPhotoQuerySchema = z.object({
  photo_token: z.string().max(200, tooLong('El permiso para la foto no es válido.')).optional(),
});
