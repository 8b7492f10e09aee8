import { z } from 'zod';
import { isoDateSchema } from './attendance-time';
import { optionalTextSchema } from './common';
import { positiveId } from './logistics-common';

/**
 * A unit's papers (insurance, circulation card, permits, concession, verifications) with their
 * expiry, so the fleet sees in time what must be renewed (`/api/v1/units/{id}/documents`,
 * `/api/v1/unit-documents/{id}`, `/api/v1/companies/{id}/unit-documents/expiring`).
 */

export const UNIT_DOCUMENT_KINDS = [
  'insurance',
  'circulation_card',
  'federal_permit',
  'state_concession',
  'emissions_verification',
  'physical_mechanical_inspection',
  'other',
] as const;
export const unitDocumentKindSchema = z.enum(UNIT_DOCUMENT_KINDS, { error: `El tipo de documento debe ser uno de: ${UNIT_DOCUMENT_KINDS.join(', ')}.` });
export type UnitDocumentKind = z.infer<typeof unitDocumentKindSchema>;
export const UNIT_DOCUMENT_KIND_LABELS: Record<UnitDocumentKind, string> = {
  insurance: 'Póliza de seguro',
  circulation_card: 'Tarjeta de circulación',
  federal_permit: 'Permiso federal (SICT)',
  state_concession: 'Concesión estatal',
  emissions_verification: 'Verificación de emisiones',
  physical_mechanical_inspection: 'Verificación físico-mecánica',
  other: 'Otro',
};

/** A document is "expiring" from this many days before its expiry date (business dates). */
export const EXPIRING_WINDOW_DAYS = 30;
export const EXPIRY_STATUSES = ['valid', 'expiring', 'expired', 'none'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];
export const EXPIRY_STATUS_LABELS: Record<ExpiryStatus, string> = { valid: 'Vigente', expiring: 'Por vencer', expired: 'Vencido', none: 'Sin vencimiento' };

/**
 * How a document stands on a business day: expired the day after `expires_on`, expiring while
 * `expires_on` is at most `windowDays` days ahead, none without an expiry date. Dates compare as
 * YYYY-MM-DD text, which orders like the calendar.
 */
export function expiryStatusOf(expiresOn: string | null, today: string, windowDays = EXPIRING_WINDOW_DAYS): ExpiryStatus {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + windowDays);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

export const unitDocumentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  unit_id: z.number().int(),
  /** The unit's economic number, for the fleet-wide list. */
  unit_number: z.string(),
  kind: unitDocumentKindSchema,
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  expiry_status: z.enum(EXPIRY_STATUSES),
  /** Days until expiry (negative once expired); null without an expiry date. */
  days_left: z.number().int().nullable(),
  /** The scanned file (files module, resource_type "unit"); download at `file_url`. */
  document_id: z.number().int().nullable(),
  file_url: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UnitDocument = z.infer<typeof unitDocumentSchema>;

const fields = {
  number: optionalTextSchema('El número o folio', 60),
  issuer: optionalTextSchema('El emisor', 150),
  issued_on: isoDateSchema('La fecha de expedición').nullish(),
  expires_on: isoDateSchema('La fecha de vencimiento').nullish(),
  /** A document uploaded first through `POST /api/v1/documents` (resource_type "unit", resource_id the unit). */
  document_id: positiveId('El archivo').nullish(),
  notes: optionalTextSchema('Las notas', 1000),
};

const datesInOrder = (value: { issued_on?: string | null | undefined; expires_on?: string | null | undefined }) =>
  !value.issued_on || !value.expires_on || value.issued_on <= value.expires_on;
const DATES_MESSAGE = { message: 'La fecha de vencimiento no puede ser anterior a la de expedición.', path: ['expires_on'] };

/** `POST /api/v1/units/{id}/documents`. */
export const createUnitDocumentInputSchema = z.strictObject({ kind: unitDocumentKindSchema, ...fields }).refine(datesInOrder, DATES_MESSAGE);
export type CreateUnitDocumentInput = z.input<typeof createUnitDocumentInputSchema>;

/** `PUT /api/v1/unit-documents/{id}`. */
export const updateUnitDocumentInputSchema = z.strictObject({ kind: unitDocumentKindSchema.optional(), ...fields }).refine(datesInOrder, DATES_MESSAGE);
export type UpdateUnitDocumentInput = z.input<typeof updateUnitDocumentInputSchema>;

export const unitDocumentListSchema = z.object({ data: z.array(unitDocumentSchema) });
export type UnitDocumentList = z.infer<typeof unitDocumentListSchema>;

/** `GET /api/v1/companies/{id}/unit-documents/expiring?days=30`: expired and expiring within `days`, soonest first. */
export const expiringDocumentsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Los días deben ser un número.' })
    .int('Los días deben ser un número entero.')
    .min(1, 'Los días van de 1 a 365.')
    .max(365, 'Los días van de 1 a 365.')
    .default(EXPIRING_WINDOW_DAYS),
});
export const expiringDocumentsSchema = z.object({ days: z.number().int(), today: z.string(), data: z.array(unitDocumentSchema) });
export type ExpiringDocuments = z.infer<typeof expiringDocumentsSchema>;
