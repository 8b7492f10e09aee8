import { z } from 'zod';
import { idQueryFilterSchema, isoDateTimeSchema, optionalTextSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema } from './common';
import { containerStatusSchema, optionalIdSchema, shippingLineSchema, yardPositionSchema } from './containers';

export const VESSEL_CALL_STATUSES = ['expected', 'at_berth', 'departed'] as const;
export type VesselCallStatus = (typeof VESSEL_CALL_STATUSES)[number];

const callContainerSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  iso_type: z.string(),
  status: containerStatusSchema,
  position: yardPositionSchema.nullable(),
});

/**
 * A vessel call (visit) at `/api/v1/container-calls`. Status is derived: `departed` once ATD is
 * set, `at_berth` once ATA is set, else `expected`.
 */
export const vesselCallSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  vessel_name: z.string(),
  voyage: z.string(),
  shipping_line: z.string(),
  berth: z.string().nullable(),
  eta: z.string().nullable(),
  ata: z.string().nullable(),
  etd: z.string().nullable(),
  atd: z.string().nullable(),
  status: z.enum(VESSEL_CALL_STATUSES),
  to_discharge_count: z.number().int(),
  to_load_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VesselCall = z.infer<typeof vesselCallSchema>;

/** `GET /api/v1/container-calls/{id}`: the call with its discharge and load lists. */
export const vesselCallDetailSchema = vesselCallSchema.extend({
  to_discharge: z.array(callContainerSchema),
  to_load: z.array(callContainerSchema),
});
export type VesselCallDetail = z.infer<typeof vesselCallDetailSchema>;

const dateTimeSchema = (label: string) => isoDateTimeSchema(`${label} debe ser una fecha y hora ISO 8601.`).nullish();
const containerIdListSchema = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'Debe ser una lista de identificadores de contenedor.' })
  .max(5000, 'Como máximo 5000 contenedores por lista.');

/** `POST /api/v1/container-calls`. The lists are container ids of the same company. */
export const createVesselCallInputSchema = z.strictObject({
  company_id: optionalIdSchema('La empresa'),
  vessel_name: textSchema('El buque', 100).min(1, 'El nombre del buque es obligatorio.'),
  voyage: textSchema('El viaje', 30).min(1, 'El viaje es obligatorio.'),
  shipping_line: shippingLineSchema,
  berth: optionalTextSchema('El muelle', 30),
  eta: dateTimeSchema('La ETA'),
  ata: dateTimeSchema('La ATA'),
  etd: dateTimeSchema('La ETD'),
  atd: dateTimeSchema('La ATD'),
  to_discharge: containerIdListSchema.optional(),
  to_load: containerIdListSchema.optional(),
});
export type CreateVesselCallInput = z.input<typeof createVesselCallInputSchema>;

/** `PUT /api/v1/container-calls/{id}`: fields sent change; a list sent replaces the list. */
export const updateVesselCallInputSchema = createVesselCallInputSchema.omit({ company_id: true }).partial();
export type UpdateVesselCallInput = z.input<typeof updateVesselCallInputSchema>;

export const VESSEL_CALLS_PER_PAGE = 20;
export const vesselCallListQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  company_id: idQueryFilterSchema('La empresa'),
  status: z.enum(VESSEL_CALL_STATUSES).optional(),
});
export const vesselCallPageSchema = pageOf(vesselCallSchema);
export type VesselCallPage = z.infer<typeof vesselCallPageSchema>;
