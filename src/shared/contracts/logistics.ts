import { z } from 'zod';
import { idQueryFilterSchema, idSchema, isoDateTimeSchema, optionalTextSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema } from './common';
import { rfcSchema } from './companies';

/**
 * Container logistics around the containers themselves: terminals, routes, units (trucks) and
 * their drivers, orders (a piece of work on a container) and waybills (carta porte, CFDI with the
 * Carta Porte 3.1 complement, for road transport of a container).
 *
 * Every record belongs to one company (`company_id`). Creating takes `company_id` only when the
 * caller belongs to several companies (or is a super admin); it must be one of the caller's
 * companies (404 otherwise). Lists take `?company_id` to narrow to one of them.
 */

const positiveId = (label: string) =>
  z
    .number({ error: `${label} debe ser un identificador numérico.` })
    .int(`${label} debe ser un identificador entero.`)
    .positive(`${label} debe ser un identificador positivo.`)
    .max(2_147_483_647, 'El identificador es demasiado grande.');

const idList = (label: string) =>
  z
    .array(positiveId(label), { error: `${label}: envía una lista de identificadores.` })
    .max(200, 'No se pueden enviar más de 200 identificadores.')
    .transform((ids) => [...new Set(ids)]);

const optionalRfcSchema = rfcSchema.nullish().or(z.literal('').transform(() => null));

const dateTimeSchema = isoDateTimeSchema('La fecha y hora debe ser ISO 8601 (2026-11-23T10:30:00-06:00).');

const codeSchema = (label: string, max: number) =>
  textSchema(label, max)
    .min(1, `${label} es obligatorio.`)
    .toUpperCase()
    .refine((value) => /^[A-Z0-9][A-Z0-9.\-/ ]*$/.test(value), { message: `${label} solo admite letras sin acentos, números, espacios, guiones, puntos y /.` });

/** `?company_id&page&per_page&q` of a logistics list (20 per page unless `per_page` says up to 100: pickers). */
export const logisticsListQuerySchema = z.object({
  page: pageQuerySchema,
  per_page: z.coerce
    .number({ error: 'per_page debe ser un número.' })
    .int('per_page debe ser un número entero.')
    .min(1, 'per_page va de 1 a 100.')
    .max(100, 'per_page va de 1 a 100.')
    .default(20),
  q: searchTextQuerySchema,
  company_id: idQueryFilterSchema('La empresa'),
});
export type LogisticsListQuery = z.input<typeof logisticsListQuerySchema>;

export const LOGISTICS_PER_PAGE = 20;

/* ------------------------------------------------------------------------------------------ */
/* Terminals                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** What a place is: a port terminal, an inland (dry) port, a rail yard, a customer's site or a warehouse. */
export const TERMINAL_KINDS = ['port', 'inland', 'rail', 'customer', 'warehouse'] as const;
export const terminalKindSchema = z.enum(TERMINAL_KINDS, { error: 'El tipo de terminal debe ser port, inland, rail, customer o warehouse.' });
export type TerminalKind = z.infer<typeof terminalKindSchema>;
export const TERMINAL_KIND_LABELS: Record<TerminalKind, string> = {
  port: 'Terminal portuaria',
  inland: 'Puerto interior',
  rail: 'Terminal ferroviaria',
  customer: 'Cliente',
  warehouse: 'Almacén',
};

/**
 * A place containers leave from or arrive at. The address and RFC are what the carta porte's
 * Ubicaciones carry (origin / destination: RFC and name of the sender or receiver, domicilio).
 */
export const terminalSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** Short code, unique in the company (e.g. "TEC-MZO"). */
  code: z.string(),
  name: z.string(),
  kind: terminalKindSchema,
  /** RFC of who sends or receives at this place (RFCRemitenteDestinatario). */
  rfc: z.string().nullable(),
  /** Legal name of who sends or receives there (NombreRemitenteDestinatario). */
  operator_name: z.string().nullable(),
  street: z.string().nullable(),
  exterior_number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  municipality: z.string().nullable(),
  state: z.string().nullable(),
  /** 5 digits. */
  postal_code: z.string().nullable(),
  /** ISO 3166 alpha-3; "MEX" by default. */
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Terminal = z.infer<typeof terminalSchema>;

const latitudeSchema = z.number({ error: 'La latitud debe ser un número.' }).min(-90, 'La latitud va de -90 a 90.').max(90, 'La latitud va de -90 a 90.').nullish();
const longitudeSchema = z.number({ error: 'La longitud debe ser un número.' }).min(-180, 'La longitud va de -180 a 180.').max(180, 'La longitud va de -180 a 180.').nullish();

const terminalFields = {
  kind: terminalKindSchema.optional(),
  rfc: optionalRfcSchema,
  operator_name: optionalTextSchema('La razón social', 200),
  street: optionalTextSchema('La calle', 150),
  exterior_number: optionalTextSchema('El número exterior', 30),
  neighborhood: optionalTextSchema('La colonia', 120),
  municipality: optionalTextSchema('El municipio', 120),
  state: optionalTextSchema('El estado', 120),
  postal_code: optionalTextSchema('El código postal', 5).refine((value) => value == null || /^\d{5}$/.test(value), { message: 'El código postal debe tener 5 dígitos.' }),
  country: textSchema('El país', 3)
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'El país debe ser un código de 3 letras (MEX).')
    .optional(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  phone: optionalTextSchema('El teléfono', 30),
};

/** `POST /api/v1/terminals`. */
export const createTerminalInputSchema = z.strictObject({
  company_id: positiveId('La empresa').optional(),
  code: codeSchema('El código', 30),
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.'),
  ...terminalFields,
});
export type CreateTerminalInput = z.input<typeof createTerminalInputSchema>;

/** `PUT /api/v1/terminals/{id}`: only the fields sent change. */
export const updateTerminalInputSchema = z.strictObject({
  code: codeSchema('El código', 30).optional(),
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.').optional(),
  ...terminalFields,
});
export type UpdateTerminalInput = z.input<typeof updateTerminalInputSchema>;

export const terminalPageSchema = pageOf(terminalSchema);
export type TerminalPage = z.infer<typeof terminalPageSchema>;

/** A terminal as other records show it. */
export const terminalRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type TerminalRef = z.infer<typeof terminalRefSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Routes                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** A road route between two terminals, run by the units assigned to it. */
export const routeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  origin: terminalRefSchema,
  destination: terminalRefSchema,
  /** Road distance; the carta porte's DistanciaRecorrida by default. */
  distance_km: z.number().nullable(),
  estimated_minutes: z.number().int().nullable(),
  active: z.boolean(),
  units_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Route = z.infer<typeof routeSchema>;

const routeFields = {
  distance_km: z.number({ error: 'La distancia debe ser un número.' }).positive('La distancia debe ser mayor que cero.').max(10_000, 'La distancia es demasiado grande.').nullish(),
  estimated_minutes: z.number({ error: 'El tiempo estimado debe ser un número.' }).int('El tiempo estimado va en minutos enteros.').positive('El tiempo estimado debe ser mayor que cero.').max(100_000).nullish(),
  active: z.boolean({ error: 'Indica si la ruta está activa (true o false).' }).optional(),
};

/** `POST /api/v1/routes`: origin and destination are terminals of the same company, and differ. */
export const createRouteInputSchema = z.strictObject({
  company_id: positiveId('La empresa').optional(),
  code: codeSchema('El código', 30),
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.'),
  origin_terminal_id: positiveId('La terminal de origen'),
  destination_terminal_id: positiveId('La terminal de destino'),
  ...routeFields,
});
export type CreateRouteInput = z.input<typeof createRouteInputSchema>;

/** `PUT /api/v1/routes/{id}`. */
export const updateRouteInputSchema = z.strictObject({
  code: codeSchema('El código', 30).optional(),
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.').optional(),
  origin_terminal_id: positiveId('La terminal de origen').optional(),
  destination_terminal_id: positiveId('La terminal de destino').optional(),
  ...routeFields,
});
export type UpdateRouteInput = z.input<typeof updateRouteInputSchema>;

export const routePageSchema = pageOf(routeSchema);
export type RoutePage = z.infer<typeof routePageSchema>;

/** `POST /api/v1/routes/{id}/units`: adds these units to the route (units already on it stay). */
export const addRouteUnitsInputSchema = z.strictObject({ unit_ids: idList('Las unidades').pipe(z.array(z.number()).min(1, 'Envía al menos una unidad.')) });
export type AddRouteUnitsInput = z.input<typeof addRouteUnitsInputSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Units (trucks) and drivers                                                                 */
/* ------------------------------------------------------------------------------------------ */

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

/** A driver as a unit shows them: an employee of the company marked as driver, with licence. */
export const driverRefSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  license_number: z.string().nullable(),
  /** YYYY-MM-DD. */
  license_expires_on: z.string().nullable(),
});
export type DriverRef = z.infer<typeof driverRefSchema>;

export const routeRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type RouteRef = z.infer<typeof routeRefSchema>;

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

/**
 * `GET /api/v1/routes/transport-sector?page&q`: the active routes of the caller's companies that
 * are in the transport sector (spec §6 fixed sector ids), every such company for a super admin.
 */
export const transportSectorRoutesQuerySchema = z.object({ page: pageQuerySchema, q: searchTextQuerySchema });

/** `?status` narrows the units list. */
export const unitListQuerySchema = logisticsListQuerySchema.extend({ status: unitStatusSchema.optional() });
export type UnitListQuery = z.input<typeof unitListQuerySchema>;

/* ------------------------------------------------------------------------------------------ */
/* Orders                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** The work an order asks for on a container. */
export const ORDER_KINDS = ['delivery', 'reception', 'transfer', 'inspection'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS, { error: 'El tipo de orden debe ser delivery, reception, transfer o inspection.' });
export type OrderKind = z.infer<typeof orderKindSchema>;
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { delivery: 'Entrega', reception: 'Recepción', transfer: 'Traslado', inspection: 'Inspección' };

/**
 * Status flow: requested → approved → in_progress → completed. A requested order may be rejected;
 * requested, approved and in-progress orders may be cancelled. completed, rejected and cancelled
 * are final. See ORDER_TRANSITIONS.
 */
export const ORDER_STATUSES = ['requested', 'approved', 'in_progress', 'completed', 'rejected', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'El estado debe ser requested, approved, in_progress, completed, rejected o cancelled.' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  requested: 'Solicitada',
  approved: 'Aprobada',
  in_progress: 'En proceso',
  completed: 'Terminada',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
};

/** Where an order may go from each status (the server refuses anything else with a 409). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/**
 * Which kinds of order the yard roles carry out (move to in_progress / completed): the receiver
 * works the gate (receptions and deliveries), the crane operator the yard (transfers and
 * inspections). Admins and supervisors carry out any.
 */
export const ORDER_KINDS_BY_ROLE = {
  container_receiver: ['reception', 'delivery'],
  containers_crane_operator: ['transfer', 'inspection'],
} as const satisfies Record<string, readonly OrderKind[]>;

export const userRefSchema = z.object({ id: z.number().int(), full_name: z.string() });

/** One status change or report on an order: its log. */
export const orderUpdateSchema = z.object({
  id: z.number().int(),
  from_status: orderStatusSchema.nullable(),
  to_status: orderStatusSchema,
  update_report: z.string(),
  user: userRefSchema.nullable(),
  created_at: z.string(),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "ORD-000123", per company. */
  folio: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  container: z.object({ id: z.number().int(), number: z.string() }),
  origin: terminalRefSchema.nullable(),
  destination: terminalRefSchema.nullable(),
  route: routeRefSchema.nullable(),
  unit: z.object({ id: z.number().int(), number: z.string(), plates: z.string() }).nullable(),
  driver: driverRefSchema.nullable(),
  /** When the work is planned for (ISO 8601). */
  scheduled_at: z.string().nullable(),
  notes: z.string().nullable(),
  /** The last update's report. */
  update_report: z.string().nullable(),
  requested_by: userRefSchema.nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  waybills_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/v1/orders/{id}`: the order and its log, oldest first. */
export const orderDetailSchema = orderSchema.extend({ updates: z.array(orderUpdateSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

const orderFields = {
  origin_terminal_id: positiveId('La terminal de origen').nullish(),
  destination_terminal_id: positiveId('La terminal de destino').nullish(),
  route_id: positiveId('La ruta').nullish(),
  unit_id: positiveId('La unidad').nullish(),
  driver_id: positiveId('El chofer').nullish(),
  scheduled_at: dateTimeSchema.nullish(),
  notes: optionalTextSchema('Las notas', 2000),
};

/**
 * `POST /api/v1/containers/{id}/orders`: a new order starts as requested. A route fills origin
 * and destination when they are not sent.
 */
export const createOrderInputSchema = z.strictObject({ kind: orderKindSchema, ...orderFields });
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export const updateReportSchema = textSchema('El reporte', 2000).min(1, 'Escribe el reporte de la actualización.');

/**
 * `PUT /api/v1/orders/{id}`: `update_report` says what happened (it goes to the order's log);
 * `status` moves the order along ORDER_TRANSITIONS; the other fields edit the plan (only while
 * the order is not closed).
 */
export const updateOrderInputSchema = z.strictObject({
  update_report: updateReportSchema,
  status: orderStatusSchema.optional(),
  ...orderFields,
});
export type UpdateOrderInput = z.input<typeof updateOrderInputSchema>;

/** `GET /api/v1/containers/{id}/orders?page&status`. */
export const containerOrdersQuerySchema = z.object({ page: pageQuerySchema, status: orderStatusSchema.optional() });
export type ContainerOrdersQuery = z.input<typeof containerOrdersQuerySchema>;

/* ------------------------------------------------------------------------------------------ */
/* Waybills (carta porte)                                                                     */
/* ------------------------------------------------------------------------------------------ */

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

/* ------------------------------------------------------------------------------------------ */
/* Unit page                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** A container move the unit carried: an order assigned to it, with its waybills' folios. */
export const unitMovementSchema = z.object({
  order_id: z.number().int(),
  order_folio: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  container: z.object({ id: z.number().int(), number: z.string() }),
  origin: terminalRefSchema.nullable(),
  destination: terminalRefSchema.nullable(),
  driver: driverRefSchema.nullable(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  waybills: z.array(z.object({ id: z.number().int(), folio: z.string() })),
  updated_at: z.string(),
});
export type UnitMovement = z.infer<typeof unitMovementSchema>;

/** `GET /api/v1/units/{id}`: the unit, its drivers and routes, and its 50 latest movements. */
export const unitDetailSchema = unitSchema.extend({ movements: z.array(unitMovementSchema) });
export type UnitDetail = z.infer<typeof unitDetailSchema>;

/** `GET /api/v1/drivers/{id}/units` and the answer of POST: the driver's units. */
export const driverUnitsSchema = z.object({ driver: driverRefSchema, data: z.array(unitSchema) });
export type DriverUnits = z.infer<typeof driverUnitsSchema>;

/** `GET /api/v1/routes/{id}/units`. */
export const routeUnitsSchema = z.object({ route: routeRefSchema, data: z.array(unitSchema) });
export type RouteUnits = z.infer<typeof routeUnitsSchema>;

/** Path params of `/drivers/{id}/units` and friends. */
export const logisticsIdParamsSchema = z.object({ id: idSchema });

/** `GET /api/v1/orders/{id}/waybills` answers the waybills of the order, newest first. */
export const orderWaybillsSchema = waybillListSchema;

/** `GET /api/v1/search/{terminals|units|routes}?q&page&company_id`: word-prefix search (codes, names, plates, numbers). */
export const logisticsSearchQuerySchema = logisticsListQuerySchema;
