import { z } from 'zod';
import { idQueryFilterSchema, isoDateTimeSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong } from './common';
import { positiveId } from './logistics-common';

/**
 * Service orders (issue 14): work support does at a place — created from a ticket, from a failed
 * item of a revision order, or directly — with a technician, a date, parts and labour, completed
 * only by the receiver's handwritten signature. `GET/POST /api/v1/service-orders`,
 * `GET/PUT/DELETE /api/v1/service-orders/{id}`, `GET /api/v1/companies/{id}/service-orders`,
 * `GET /api/v1/search/service-orders`, the status flow, the signature, the PDF and the public
 * verification `GET /api/v1/public/service-orders/{token}`.
 */

export const SERVICE_ORDER_STATUSES = ['scheduled', 'in_progress', 'done', 'cancelled'] as const;
export const serviceOrderStatusSchema = z.enum(SERVICE_ORDER_STATUSES, { error: `El estado debe ser uno de: ${SERVICE_ORDER_STATUSES.join(', ')}.` });
export type ServiceOrderStatus = z.infer<typeof serviceOrderStatusSchema>;
export const SERVICE_ORDER_STATUS_LABELS: Record<ServiceOrderStatus, string> = {
  scheduled: 'Programada',
  in_progress: 'En proceso',
  done: 'Completada',
  cancelled: 'Cancelada',
};

/**
 * Moves through `PUT /service-orders/{id}/status`. `done` is never one of them: an order is
 * completed only by signing it (`POST /service-orders/{id}/signature`, from scheduled or in
 * progress), and a signed order is frozen.
 */
export const SERVICE_ORDER_TRANSITIONS: Record<ServiceOrderStatus, readonly ServiceOrderStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['scheduled', 'cancelled'],
  cancelled: ['scheduled'],
  done: [],
};
/** Where signing may start from. */
export const SIGNABLE_STATUSES: readonly ServiceOrderStatus[] = ['scheduled', 'in_progress'];

/** `OS-000123`: numbered per company. */
export const serviceOrderReference = (number: number) => `OS-${String(number).padStart(6, '0')}`;

export const SERVICE_ORDERS_PER_PAGE = 20;
/** The calendar asks for a month at once. */
export const SERVICE_ORDERS_PER_PAGE_MAX = 200;
export const SERVICE_ORDER_TITLE_MAX = 200;
export const SERVICE_ORDER_TEXT_MAX = 5_000;
export const SERVICE_ORDER_LOCATION_MAX = 200;
export const SERVICE_ORDER_PARTS_MAX = 50;
/** A working week of minutes on one order is already a lot; a year is surely a typo. */
export const LABOUR_MINUTES_MAX = 100_000;

/**
 * The signature pad's box, in its own units: every point lies inside it. The screen scales it to
 * whatever size the device has; the PDF draws it at a fixed scale.
 */
export const SIGNATURE_BOX = { width: 600, height: 200 } as const;
export const SIGNATURE_STROKES_MAX = 60;
export const SIGNATURE_POINTS_PER_STROKE_MAX = 1_000;
export const SIGNATURE_POINTS_MAX = 6_000;
/**
 * "Not blank" is measured: the ink's total length (in box units) and how wide it spans. A dot or
 * a tick is not a signature; a short initial is (about two letters' worth of pen travel).
 */
export const SIGNATURE_MIN_INK = 120;
export const SIGNATURE_MIN_SPAN = 40;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const serviceOrderPartSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type ServiceOrderPart = z.infer<typeof serviceOrderPartSchema>;

export const serviceOrderSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "OS-000123". */
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  scheduled_at: z.string(),
  technician: personRef.nullable(),
  status: serviceOrderStatusSchema,
  labour_minutes: z.number().int(),
  ticket: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  /** The revision order and item it came from (engineer B's tables): plain ids. */
  revision_order_id: z.number().int().nullable(),
  revision_item_id: z.number().int().nullable(),
  created_by: personRef.nullable(),
  receiver_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  /** Who captured the signature (the technician or support), not the receiver. */
  signed_by: personRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

const pointSchema = z.tuple([z.number(), z.number()]);
/** Strokes as drawn: each a list of [x, y] points in SIGNATURE_BOX units. */
export const signatureStrokesSchema = z.array(z.array(pointSchema));
export type SignatureStrokes = z.infer<typeof signatureStrokesSchema>;

export const serviceOrderDetailSchema = serviceOrderSchema.extend({
  parts: z.array(serviceOrderPartSchema),
  signature: z.object({ width: z.number(), height: z.number(), strokes: signatureStrokesSchema }).nullable(),
  /** SHA-256 of the signed content (hex), as the verification page shows it. */
  fingerprint: z.string().nullable(),
  /** The public verification page (support and the technician only; null until signed). */
  verification_url: z.string().nullable(),
  /** What the caller may do now: manage (support), work (support or the technician), or only read. */
  can_manage: z.boolean(),
  can_work: z.boolean(),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetailSchema>;

const titleSchema = textSchema('El título', SERVICE_ORDER_TITLE_MAX).min(3, 'El título debe tener al menos 3 caracteres.');
const descriptionSchema = textSchema('La descripción', SERVICE_ORDER_TEXT_MAX);
const locationSchema = textSchema('El lugar', SERVICE_ORDER_LOCATION_MAX).min(2, 'Indica dónde se hará el trabajo.');
const scheduledAtSchema = isoDateTimeSchema('La fecha programada debe ser fecha y hora ISO 8601 con zona (2026-11-23T10:30:00-06:00).');
const labourSchema = z
  .number({ error: 'La mano de obra debe ser un número de minutos.' })
  .int('La mano de obra debe ser un número entero de minutos.')
  .min(0, 'La mano de obra no puede ser negativa.')
  .max(LABOUR_MINUTES_MAX, `La mano de obra no puede pasar de ${LABOUR_MINUTES_MAX} minutos.`);

export const serviceOrderPartInputSchema = z.object({
  description: textSchema('La refacción', 200).min(1, 'Describe la refacción o material.'),
  quantity: z
    .number({ error: 'La cantidad debe ser un número.' })
    .positive('La cantidad debe ser mayor que 0.')
    .max(100_000, 'La cantidad no puede pasar de 100,000.')
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, { message: 'La cantidad admite hasta 3 decimales.' }),
  unit: textSchema('La unidad', 20).min(1, 'Indica la unidad (pza, m, l…).'),
});
const partsSchema = z
  .array(serviceOrderPartInputSchema, { error: 'Las refacciones deben ser una lista.' })
  .max(SERVICE_ORDER_PARTS_MAX, `Como máximo ${SERVICE_ORDER_PARTS_MAX} refacciones por orden.`);

/** `POST /api/v1/service-orders`. `company_id` may be left out by a member of a single company; a ticket's company wins. */
export const createServiceOrderInputSchema = z.object({
  company_id: positiveId('La empresa').optional(),
  ticket_id: positiveId('El ticket').nullish(),
  title: titleSchema,
  description: descriptionSchema.default(''),
  location: locationSchema,
  scheduled_at: scheduledAtSchema,
  technician_id: positiveId('El técnico').nullish(),
  labour_minutes: labourSchema.default(0),
  parts: partsSchema.default([]),
});

/**
 * `PUT /api/v1/service-orders/{id}`: the fields sent change; `parts` replaces the list whole.
 * The technician may change only description, labour and parts; support, everything.
 */
export const updateServiceOrderInputSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  location: locationSchema.optional(),
  scheduled_at: scheduledAtSchema.optional(),
  technician_id: positiveId('El técnico').nullable().optional(),
  labour_minutes: labourSchema.optional(),
  parts: partsSchema.optional(),
});

export const updateServiceOrderStatusInputSchema = z.object({ status: serviceOrderStatusSchema });

const coordinate = (max: number, axis: string) =>
  z
    .number({ error: `Cada punto de la firma debe tener coordenadas numéricas.` })
    .min(0, `La firma se sale del recuadro (${axis} menor que 0).`)
    .max(max, `La firma se sale del recuadro (${axis} mayor que ${max}).`);
const strokeSchema = z
  .array(z.tuple([coordinate(SIGNATURE_BOX.width, 'x'), coordinate(SIGNATURE_BOX.height, 'y')], { error: 'Cada punto de la firma debe ser [x, y].' }), {
    error: 'Cada trazo de la firma debe ser una lista de puntos.',
  })
  .min(1, 'Un trazo de la firma no tiene puntos.')
  .max(SIGNATURE_POINTS_PER_STROKE_MAX, `Un trazo de la firma tiene más de ${SIGNATURE_POINTS_PER_STROKE_MAX} puntos.`);

/** How much ink strokes carry: total length and horizontal span, in box units. */
export function inkOf(strokes: readonly (readonly (readonly [number, number])[])[]): { length: number; span: number } {
  let length = 0;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    stroke.forEach(([x, y], index) => {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      if (index > 0) length += Math.hypot(x - stroke[index - 1]![0], y - stroke[index - 1]![1]);
    });
  }
  return { length, span: maxX >= minX ? maxX - minX : 0 };
}

/** `POST /api/v1/service-orders/{id}/signature`: who received the work, and their signature as drawn. */
export const signServiceOrderInputSchema = z.object({
  receiver_name: textSchema('El nombre de quien recibe', 120).min(3, 'Escribe el nombre de quien recibe el trabajo.'),
  strokes: z
    .array(strokeSchema, { error: 'La firma debe ser una lista de trazos.' })
    .min(1, 'Falta la firma de quien recibe.')
    .max(SIGNATURE_STROKES_MAX, `La firma tiene más de ${SIGNATURE_STROKES_MAX} trazos.`)
    .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= SIGNATURE_POINTS_MAX, { message: `La firma tiene más de ${SIGNATURE_POINTS_MAX} puntos.` })
    .refine(
      (strokes) => {
        const ink = inkOf(strokes);
        return ink.length >= SIGNATURE_MIN_INK && ink.span >= SIGNATURE_MIN_SPAN;
      },
      { message: 'La firma está en blanco o es demasiado corta: pide a quien recibe que firme en el recuadro.' },
    ),
});
export type SignServiceOrderInput = z.infer<typeof signServiceOrderInputSchema>;

export const SERVICE_ORDER_SORTS = ['-number', 'number', 'scheduled_at', '-scheduled_at'] as const;

/**
 * `GET /api/v1/service-orders`, `/companies/{id}/service-orders` and `/search/service-orders`.
 * `from`/`to` bound `scheduled_at` (the calendar's month); `per_page` up to 200 for it.
 * Support sees the company's orders; a technician those assigned to them; a requester those of
 * their own tickets.
 */
export const serviceOrderListQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  per_page: z.coerce
    .number({ error: 'per_page debe ser un número.' })
    .int('per_page debe ser un número entero.')
    .min(1, 'per_page debe ser al menos 1.')
    .max(SERVICE_ORDERS_PER_PAGE_MAX, `per_page no puede pasar de ${SERVICE_ORDERS_PER_PAGE_MAX}.`)
    .default(SERVICE_ORDERS_PER_PAGE),
  company_id: idQueryFilterSchema('La empresa'),
  status: serviceOrderStatusSchema.optional(),
  technician_id: idQueryFilterSchema('El técnico'),
  ticket_id: idQueryFilterSchema('El ticket'),
  from: isoDateTimeSchema('La fecha inicial debe ser fecha y hora ISO 8601 con zona.').optional(),
  to: isoDateTimeSchema('La fecha final debe ser fecha y hora ISO 8601 con zona.').optional(),
  sort: z.enum(SERVICE_ORDER_SORTS, { error: 'Orden no válido.' }).default('-number'),
});
export type ServiceOrderListQuery = z.input<typeof serviceOrderListQuerySchema>;
export const serviceOrderPageSchema = pageOf(serviceOrderSchema);
export type ServiceOrderPage = z.infer<typeof serviceOrderPageSchema>;

/** The token of a verification link: 43 base64url characters (256 bits). */
export const serviceOrderTokenParamsSchema = z.object({
  token: z
    .string()
    .max(64, tooLong('El enlace de verificación no es válido.'))
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'El enlace de verificación no es válido.'),
});

/** `GET /api/v1/public/service-orders/{token}`: what anyone holding the printed QR may check. */
export const serviceOrderVerificationSchema = z.object({
  reference: z.string(),
  company: z.string(),
  title: z.string(),
  technician: z.string().nullable(),
  receiver_name: z.string(),
  signed_at: z.string(),
  /** SHA-256 (hex) of the signed content: the PDF prints the same one. */
  fingerprint: z.string(),
});
export type ServiceOrderVerification = z.infer<typeof serviceOrderVerificationSchema>;
