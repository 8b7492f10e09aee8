import { z } from 'zod';
import { optionalTextSchema, textSchema } from './common';
import { rfcSchema } from './companies';
import { dateTimeSchema, positiveId } from './logistics-common';
import { orderKindSchema, orderStatusSchema, userRefSchema } from './logistics-orders';

/** One line of goods (Mercancia): SAT product key, description, quantity, unit key and weight. */
export const waybillGoodsSchema = z.strictObject({
  /** c_ClaveProdServCP, 8 digits (e.g. 24112700 for containers; the goods inside for a full one). */
  sat_product_key: textSchema('La clave de producto SAT', 8).regex(/^\d{8}$/, 'La clave de producto SAT tiene 8 dígitos.'),
  description: textSchema('La descripción de la mercancía', 1000).min(1, 'Describe la mercancía.'),
  quantity: z.number({ error: 'La cantidad debe ser un número.' }).positive('La cantidad debe ser mayor que cero.'),
  /** c_ClaveUnidad (e.g. "XCT" contenedor... "KGM" kilogramo, "H87" pieza). */
  sat_unit_key: textSchema('La clave de unidad SAT', 3).toUpperCase().regex(/^[A-Z0-9]{2,3}$/, 'La clave de unidad SAT tiene 2 o 3 letras o números.'),
  weight_kg: z.number({ error: 'El peso debe ser un número.' }).positive('El peso debe ser mayor que cero.').max(100_000, 'El peso de una mercancía no puede pasar de 100,000 kg.'),
  /** Hazardous material: its UN number (MaterialPeligroso / CveMaterialPeligroso). */
  hazardous_un_number: optionalTextSchema('El número ONU', 6).refine((value) => value == null || /^(UN)?\d{4}$/i.test(value), { message: 'El número ONU tiene 4 dígitos (UN1203).' }),
});
export type WaybillGoods = z.input<typeof waybillGoodsSchema>;

/**
 * `POST /api/v1/waybills`: issues the carta porte of an order. The order must be approved or in
 * progress, with origin, destination, unit and driver; the rest comes from the order, its
 * container, unit, driver and terminals at this moment (the waybill keeps a copy: it is a document).
 */
export const createWaybillInputSchema = z.strictObject({
  container_order_id: positiveId('La orden'),
  /** FechaHoraSalidaLlegada of the origin and of the destination. */
  departure_at: dateTimeSchema,
  arrival_at: dateTimeSchema,
  /** The driver's RFC (FiguraTransporte / RFCFigura): 13 characters. */
  driver_rfc: rfcSchema,
  /** DistanciaRecorrida; the route's distance when not sent. */
  distance_km: z.number({ error: 'La distancia debe ser un número.' }).positive('La distancia debe ser mayor que cero.').max(10_000).optional(),
  /** Seals on the container; the container's own when not sent. */
  seals: z.array(textSchema('El sello', 40).min(1, 'Un sello no puede estar vacío.')).max(10, 'A lo más 10 sellos.').optional(),
  goods: z.array(waybillGoodsSchema).min(1, 'La carta porte lleva al menos una mercancía.').max(50, 'A lo más 50 mercancías.'),
  /** Tare of the container (kg) so the gross weight adds up; 0 when unknown. */
  container_tare_kg: z.number({ error: 'La tara debe ser un número.' }).nonnegative('La tara no puede ser negativa.').max(10_000).optional(),
  notes: optionalTextSchema('Las observaciones', 1000),
});
export type CreateWaybillInput = z.input<typeof createWaybillInputSchema>;

const placeSnapshotSchema = z.object({
  /** OR000001 / DE000001 (IDUbicacion). */
  location_id: z.string(),
  terminal_id: z.number().int(),
  name: z.string(),
  rfc: z.string().nullable(),
  operator_name: z.string().nullable(),
  address: z.string(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  /** When the unit leaves the origin / reaches the destination (ISO 8601). */
  at: z.string(),
});

/** What a carta porte says, frozen when it was issued. */
export const waybillDataSchema = z.object({
  carrier: z.object({ name: z.string(), rfc: z.string().nullable() }),
  origin: placeSnapshotSchema,
  destination: placeSnapshotSchema,
  distance_km: z.number().nullable(),
  unit: z.object({
    id: z.number().int(),
    number: z.string(),
    plates: z.string(),
    vehicle_config: z.string(),
    model_year: z.number().int().nullable(),
    brand: z.string().nullable(),
    gross_vehicle_weight_t: z.number().nullable(),
    sct_permit_type: z.string(),
    sct_permit_number: z.string().nullable(),
    insurer: z.string().nullable(),
    insurance_policy: z.string().nullable(),
    trailer_subtype: z.string().nullable(),
    trailer_plates: z.string().nullable(),
  }),
  driver: z.object({
    id: z.number().int(),
    full_name: z.string(),
    rfc: z.string(),
    license_number: z.string().nullable(),
    license_expires_on: z.string().nullable(),
  }),
  container: z.object({
    id: z.number().int(),
    number: z.string(),
    size_type: z.string().nullable(),
    seals: z.array(z.string()),
    tare_kg: z.number(),
  }),
  goods: z.array(
    z.object({
      sat_product_key: z.string(),
      description: z.string(),
      quantity: z.number(),
      sat_unit_key: z.string(),
      weight_kg: z.number(),
      hazardous_un_number: z.string().nullable(),
    }),
  ),
  /** Goods plus the container's tare (PesoBrutoTotal, kg). */
  total_weight_kg: z.number(),
  order: z.object({ id: z.number().int(), folio: z.string(), kind: orderKindSchema }),
  notes: z.string().nullable(),
});
export type WaybillData = z.infer<typeof waybillDataSchema>;

export const waybillSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  container_order_id: z.number().int(),
  /** "CP-000123", per company. */
  folio: z.string(),
  /** IdCCP of Carta Porte 3.x: "CCC" and 33 more characters, UUID-shaped. */
  id_ccp: z.string(),
  issued_at: z.string(),
  issued_by: userRefSchema.nullable(),
  data: waybillDataSchema,
  /** The public verification link the PDF's QR code opens. */
  verification_url: z.string(),
  created_at: z.string(),
});
export type Waybill = z.infer<typeof waybillSchema>;

export const waybillListSchema = z.object({ data: z.array(waybillSchema) });
export type WaybillList = z.infer<typeof waybillListSchema>;

/** `GET /api/v1/waybills/verify/{folio}?s=`: the signed link of the QR code. */
export const waybillVerifyParamsSchema = z.object({ folio: textSchema('El folio', 60).min(1) });
export const waybillVerifyQuerySchema = z.object({ s: textSchema('La firma', 200).min(1, 'Falta la firma del enlace.') });

/** What the public verification answers: enough to check a paper against the system, no personal data beyond the driver's name. */
export const waybillVerificationSchema = z.object({
  valid: z.literal(true),
  folio: z.string(),
  id_ccp: z.string(),
  issued_at: z.string(),
  carrier: z.object({ name: z.string(), rfc: z.string().nullable() }),
  origin: z.object({ name: z.string(), at: z.string() }),
  destination: z.object({ name: z.string(), at: z.string() }),
  container_number: z.string(),
  unit_plates: z.string(),
  trailer_plates: z.string().nullable(),
  driver_name: z.string(),
  total_weight_kg: z.number(),
  order_status: orderStatusSchema,
});
export type WaybillVerification = z.infer<typeof waybillVerificationSchema>;

/** `GET /api/v1/orders/{id}/waybills` answers the waybills of the order, newest first. */
export const orderWaybillsSchema = waybillListSchema;
