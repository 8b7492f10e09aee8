import { z } from 'zod';
import { optionalTextSchema, pageOf, textSchema, tooLong } from './common';
import { codeSchema, idList, logisticsListQuerySchema, positiveId } from './logistics-common';
import { routeRefSchema } from './logistics-routes';

/**
 * SAT c_ConfigAutotransporte: the vehicle configuration (C2 two-axle truck, T3S2 tractor with
 * three axles and a two-axle semitrailer — the usual container rig —, T3S2R4 "full" with two
 * trailers...).
 */
export const VEHICLE_CONFIGS = [
  'C2', 'C3', 'C2R2', 'C3R2', 'C2R3', 'C3R3',
  'T2S1', 'T2S2', 'T2S3', 'T3S1', 'T3S2', 'T3S3',
  'T2S1R2', 'T2S2R2', 'T2S1R3', 'T3S1R2', 'T3S1R3', 'T3S2R2', 'T3S2R3', 'T3S2R4',
  'T2S2S2', 'T3S2S2', 'T3S3S2', 'VL',
] as const;
export const vehicleConfigSchema = z.enum(VEHICLE_CONFIGS, { error: 'La configuración vehicular debe ser una del catálogo del SAT (C2, T3S2, T3S2R4…).' });
export type VehicleConfig = z.infer<typeof vehicleConfigSchema>;

export const UNIT_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export const unitStatusSchema = z.enum(UNIT_STATUSES, { error: 'El estado de la unidad debe ser active, maintenance o inactive.' });
export type UnitStatus = z.infer<typeof unitStatusSchema>;
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = { active: 'En servicio', maintenance: 'En mantenimiento', inactive: 'Fuera de servicio' };

/** Trucks (container logistics) and buses (Parabus) share the fleet; a bus has seats and, usually, a tracker. */
export const UNIT_KINDS = ['truck', 'bus'] as const;
export const unitKindSchema = z.enum(UNIT_KINDS, { error: 'El tipo de unidad debe ser truck o bus.' });
export type UnitKind = z.infer<typeof unitKindSchema>;
export const UNIT_KIND_LABELS: Record<UnitKind, string> = { truck: 'Tractocamión', bus: 'Autobús' };

/**
 * The id the unit's tracker reports with (OsmAnd `id`, Traccar Client's "device identifier").
 * Unique on the whole platform: a report names only the device, not the company.
 */
export const trackerDeviceIdSchema = z
  .string({ error: 'El identificador del rastreador debe ser texto.' })
  .trim()
  .min(3, 'El identificador del rastreador tiene de 3 a 64 caracteres.')
  .max(64, tooLong('El identificador del rastreador tiene de 3 a 64 caracteres.'))
  .regex(/^[A-Za-z0-9_.-]+$/, 'El identificador del rastreador solo lleva letras, números, punto, guion y guion bajo.');

/** A driver as a unit shows them: an employee of the company marked as driver, with licence. */
export const driverRefSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  license_number: z.string().nullable(),
  /** YYYY-MM-DD. */
  license_expires_on: z.string().nullable(),
});
export type DriverRef = z.infer<typeof driverRefSchema>;


/** A truck (tractor) with its trailer, as the carta porte's Autotransporte describes it. */
export const unitSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** Economic number painted on the cab, unique in the company (e.g. "ECO-101"). */
  number: z.string(),
  /** Plates of the tractor (PlacaVM), unique in the company. */
  plates: z.string(),
  vehicle_config: vehicleConfigSchema,
  brand: z.string().nullable(),
  model: z.string().nullable(),
  model_year: z.number().int().nullable(),
  vin: z.string().nullable(),
  /** Gross vehicle weight in tonnes (PesoBrutoVehicular). */
  gross_vehicle_weight_t: z.number().nullable(),
  /** SAT c_TipoPermiso (TPAF01: federal general cargo). */
  sct_permit_type: z.string(),
  sct_permit_number: z.string().nullable(),
  /** Civil liability insurance (AseguraRespCivil, PolizaRespCivil). */
  insurer: z.string().nullable(),
  insurance_policy: z.string().nullable(),
  /** SAT c_SubTipoRem of the trailer (CTR010: chasis portacontenedor) and its plates. */
  trailer_subtype: z.string().nullable(),
  trailer_plates: z.string().nullable(),
  status: unitStatusSchema,
  kind: unitKindSchema,
  /** Passenger seats (buses); null for trucks. */
  seats: z.number().int().nullable(),
  tracker_device_id: z.string().nullable(),
  drivers: z.array(driverRefSchema),
  routes: z.array(routeRefSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

const platesSchema = (label: string) =>
  textSchema(label, 10)
    .toUpperCase()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^[A-Z0-9]{5,10}$/.test(value), { message: `${label}: de 5 a 10 letras o números (sin espacios ni guiones).` });

const unitFields = {
  vehicle_config: vehicleConfigSchema.optional(),
  brand: optionalTextSchema('La marca', 60),
  model: optionalTextSchema('El modelo', 60),
  model_year: z
    .number({ error: 'El año del modelo debe ser un número.' })
    .int('El año del modelo debe ser entero.')
    .min(1950, 'El año del modelo debe ser de 1950 en adelante.')
    .max(2100, 'El año del modelo es demasiado grande.')
    .nullish(),
  vin: optionalTextSchema('El número de serie (VIN)', 17).refine((value) => value == null || /^[A-HJ-NPR-Z0-9]{17}$/i.test(value), {
    message: 'El VIN tiene 17 letras y números (sin I, O ni Q).',
  }),
  gross_vehicle_weight_t: z.number({ error: 'El peso bruto vehicular debe ser un número.' }).positive('El peso bruto vehicular debe ser mayor que cero.').max(200, 'El peso bruto vehicular va en toneladas.').nullish(),
  sct_permit_type: textSchema('El tipo de permiso SCT', 6)
    .toUpperCase()
    .regex(/^TP[A-Z0-9]{2}\d{2}$/, 'El tipo de permiso SCT es una clave del catálogo c_TipoPermiso (TPAF01).')
    .optional(),
  sct_permit_number: optionalTextSchema('El número de permiso SCT', 50),
  insurer: optionalTextSchema('La aseguradora', 120),
  insurance_policy: optionalTextSchema('La póliza de seguro', 50),
  trailer_subtype: optionalTextSchema('El subtipo de remolque', 6).refine((value) => value == null || /^CTR\d{3}$/.test(value), {
    message: 'El subtipo de remolque es una clave del catálogo c_SubTipoRem (CTR010).',
  }),
  trailer_plates: platesSchema('Las placas del remolque').nullish(),
  status: unitStatusSchema.optional(),
  kind: unitKindSchema.optional(),
  seats: z
    .number({ error: 'Los asientos deben ser un número.' })
    .int('Los asientos deben ser un número entero.')
    .min(1, 'La unidad tiene de 1 a 120 asientos.')
    .max(120, 'La unidad tiene de 1 a 120 asientos.')
    .nullish(),
  /** Empty text or null removes the tracker. */
  tracker_device_id: z.union([z.literal('').transform(() => null), trackerDeviceIdSchema]).nullish(),
};

/** `POST /api/v1/units`. */
export const createUnitInputSchema = z.strictObject({
  company_id: positiveId('La empresa').optional(),
  number: codeSchema('El número económico', 30),
  plates: platesSchema('Las placas'),
  ...unitFields,
  /** Drivers (employees marked as drivers, of the same company). */
  driver_ids: idList('Los choferes').optional(),
  route_ids: idList('Las rutas').optional(),
});
export type CreateUnitInput = z.input<typeof createUnitInputSchema>;

/** `PUT /api/v1/units/{id}`. */
export const updateUnitInputSchema = z.strictObject({
  number: codeSchema('El número económico', 30).optional(),
  plates: platesSchema('Las placas').optional(),
  ...unitFields,
});
export type UpdateUnitInput = z.input<typeof updateUnitInputSchema>;

/** `PUT /api/v1/units/{id}/drivers`: the unit's drivers become exactly these. */
export const setUnitDriversInputSchema = z.strictObject({ driver_ids: idList('Los choferes') });
export type SetUnitDriversInput = z.input<typeof setUnitDriversInputSchema>;

/** `PUT /api/v1/units/{id}/routes`: the unit's routes become exactly these. */
export const setUnitRoutesInputSchema = z.strictObject({ route_ids: idList('Las rutas') });
export type SetUnitRoutesInput = z.input<typeof setUnitRoutesInputSchema>;

/** `POST /api/v1/drivers/{id}/units`: assigns these units to the driver (an employee marked as driver); units already assigned stay. */
export const assignDriverUnitsInputSchema = z.strictObject({ unit_ids: idList('Las unidades').pipe(z.array(z.number()).min(1, 'Envía al menos una unidad.')) });
export type AssignDriverUnitsInput = z.input<typeof assignDriverUnitsInputSchema>;

export const unitPageSchema = pageOf(unitSchema);
export type UnitPage = z.infer<typeof unitPageSchema>;
export const unitListSchema = z.object({ data: z.array(unitSchema) });
export type UnitList = z.infer<typeof unitListSchema>;

/** `?status` and `?kind` narrow the units list. */
export const unitListQuerySchema = logisticsListQuerySchema.extend({ status: unitStatusSchema.optional(), kind: unitKindSchema.optional() });
export type UnitListQuery = z.input<typeof unitListQuerySchema>;

/** `GET /api/v1/drivers/{id}/units` and the answer of POST: the driver's units. */
export const driverUnitsSchema = z.object({ driver: driverRefSchema, data: z.array(unitSchema) });
export type DriverUnits = z.infer<typeof driverUnitsSchema>;

/** `GET /api/v1/routes/{id}/units`. */
export const routeUnitsSchema = z.object({ route: routeRefSchema, data: z.array(unitSchema) });
export type RouteUnits = z.infer<typeof routeUnitsSchema>;
