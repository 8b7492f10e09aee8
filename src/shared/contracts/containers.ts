import { z } from 'zod';
import { containerNumberProblem, normalizeContainerNumber } from '../iso6346';
import { idQueryFilterSchema, optionalTextSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong } from './common';

/**
 * Container logistics (issue 7): containers found by ISO 6346 number, vessel calls, yard
 * positions, movements with their history, holds, bulk manifests, reports, search and the
 * control-room dashboard. Choices where the spec is silent are in README "Container logistics".
 *
 * This file holds the vocabulary, the container itself (`GET|POST /containers`,
 * `GET|PUT|DELETE /containers/{id}`, `GET /search/containers`), the bulk upload
 * (`POST /containers-bulk` → `GET /batch/{id}`) and the `container.changed` event. The rest of the
 * area, by sub-domain: `container-movements.ts` (history, locations, holds), `vessel-calls.ts`
 * (`/container-calls`), `container-dashboard.ts` (`/logistics/dashboard`) and
 * `container-reports.ts` (the report paths with the spec's spelling). All paths are under /api/v1.
 */

export const CONTAINER_STATUSES = ['announced', 'in_yard', 'on_vessel', 'gated_out'] as const;
export const containerStatusSchema = z.enum(CONTAINER_STATUSES, { error: 'El estado debe ser announced, in_yard, on_vessel o gated_out.' });
export type ContainerStatus = z.infer<typeof containerStatusSchema>;
export const CONTAINER_STATUS_LABELS: Record<ContainerStatus, string> = {
  announced: 'Anunciado',
  in_yard: 'En patio',
  on_vessel: 'A bordo',
  gated_out: 'Salió por puerta',
};

/** Full or empty (Navis "freight kind": FCL/MTY). */
export const LOAD_STATUSES = ['full', 'empty'] as const;
export const loadStatusSchema = z.enum(LOAD_STATUSES, { error: 'Indica si el contenedor está lleno (full) o vacío (empty).' });
export type LoadStatus = z.infer<typeof loadStatusSchema>;
export const LOAD_STATUS_LABELS: Record<LoadStatus, string> = { full: 'Lleno', empty: 'Vacío' };

/** Import / export / transshipment (Navis "category"). */
export const CONTAINER_CATEGORIES = ['import', 'export', 'transshipment'] as const;
export const containerCategorySchema = z.enum(CONTAINER_CATEGORIES, { error: 'La categoría debe ser import, export o transshipment.' });
export type ContainerCategory = z.infer<typeof containerCategorySchema>;
export const CONTAINER_CATEGORY_LABELS: Record<ContainerCategory, string> = {
  import: 'Importación',
  export: 'Exportación',
  transshipment: 'Transbordo',
};

/**
 * ISO 6346 size-type codes the terminal handles: first character length (2 = 20 ft, 4 = 40 ft,
 * L = 45 ft), second height (2 = 8'6", 5 = high cube 9'6"), then the type group (G general,
 * R reefer, U open top, T tank, P flat rack). Other well-formed codes are accepted too.
 */
export const COMMON_ISO_TYPES = ['22G1', '42G1', '45G1', 'L5G1', '22R1', '42R1', '45R1', '22U1', '42U1', '22T1', '22P1', '42P1'] as const;
export const isoTypeSchema = z
  .string({ error: 'El tipo ISO es obligatorio.' })
  .trim()
  .max(4, tooLong('El tipo ISO debe tener 4 caracteres como 22G1, 42G1, 45G1 o 22R1.'))
  .toUpperCase()
  .regex(/^[1-9L][0-9][A-Z][0-9A-Z]$/, 'El tipo ISO debe tener 4 caracteres como 22G1, 42G1, 45G1 o 22R1.');

/** Reefer (temperature-controlled) codes have an R as the type group: 22R1, 45R1. */
export function isReeferType(isoType: string): boolean {
  return isoType.toUpperCase()[2] === 'R';
}

/** Length in feet from the first character of the size-type code (20, 40, 45). */
export function isoTypeLengthFeet(isoType: string): 20 | 40 | 45 | null {
  const first = isoType.toUpperCase()[0];
  if (first === '2') return 20;
  if (first === '4') return 40;
  if (first === 'L' || first === '9') return 45;
  return null;
}

/** IMDG hazard classes 1–9, optionally with a division (2.1, 5.2, 6.1). */
export const hazardousClassSchema = z
  .string({ error: 'La clase IMDG debe ser texto como 3 o 2.1.' })
  .trim()
  .max(3, tooLong('La clase de mercancía peligrosa (IMDG) va de 1 a 9, con división opcional (por ejemplo 2.1).'))
  .regex(/^[1-9](\.[1-6])?$/, 'La clase de mercancía peligrosa (IMDG) va de 1 a 9, con división opcional (por ejemplo 2.1).');

export const HOLD_KINDS = ['customs', 'line', 'damage'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];
export const HOLD_LABELS: Record<HoldKind, string> = { customs: 'Aduana', line: 'Naviera', damage: 'Daño' };

export const holdsSchema = z.object({ customs: z.boolean(), line: z.boolean(), damage: z.boolean() });
export type Holds = z.infer<typeof holdsSchema>;

/** Movements of spec §7 history: each changes the status and/or yard position by the state machine. */
export const MOVEMENT_TYPES = ['gate_in', 'gate_out', 'discharge', 'load', 'yard_move', 'inspection'] as const;
export const movementTypeSchema = z.enum(MOVEMENT_TYPES, { error: 'El movimiento debe ser gate_in, gate_out, discharge, load, yard_move o inspection.' });
export type MovementType = z.infer<typeof movementTypeSchema>;

/** Block letters/digits (e.g. "A", "B2"), bay 1–99, row 1–20, tier 1–9 (stack height). */
export const yardPositionSchema = z.strictObject({
  block: z
    .string({ error: 'El bloque es obligatorio.' })
    .trim()
    .max(4, tooLong('El bloque debe tener de 1 a 4 letras o números (por ejemplo A o B2).'))
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,4}$/, 'El bloque debe tener de 1 a 4 letras o números (por ejemplo A o B2).'),
  bay: z.number({ error: 'La bahía debe ser un número.' }).int('La bahía debe ser un número entero.').min(1, 'La bahía va de 1 a 99.').max(99, 'La bahía va de 1 a 99.'),
  row: z.number({ error: 'La fila debe ser un número.' }).int('La fila debe ser un número entero.').min(1, 'La fila va de 1 a 20.').max(20, 'La fila va de 1 a 20.'),
  tier: z.number({ error: 'La estiba debe ser un número.' }).int('La estiba debe ser un número entero.').min(1, 'La estiba (nivel) va de 1 a 9.').max(9, 'La estiba (nivel) va de 1 a 9.'),
});
export type YardPosition = z.infer<typeof yardPositionSchema>;

/** "A-12-03-2": block, bay (2 digits), row (2 digits), tier — how operators read a slot. */
export function formatYardPosition(position: YardPosition | null): string {
  if (!position) return '—';
  return `${position.block}-${String(position.bay).padStart(2, '0')}-${String(position.row).padStart(2, '0')}-${position.tier}`;
}

const CONTAINER_NUMBER_FORMAT = 'El número de contenedor debe tener 3 letras del propietario, la categoría U, J o Z, 6 dígitos y el dígito verificador (por ejemplo CSQU3054383).';
/** A valid ISO 6346 number, normalized to upper case without separators. */
export const containerNumberSchema = z
  .string({ error: 'El número de contenedor es obligatorio.' })
  // 11 characters plus room for the spaces, dashes and dots people type between the groups.
  .max(30, tooLong(CONTAINER_NUMBER_FORMAT))
  .transform(normalizeContainerNumber)
  .superRefine((value, ctx) => {
    const problem = containerNumberProblem(value);
    if (problem === 'format') {
      ctx.addIssue({ code: 'custom', message: CONTAINER_NUMBER_FORMAT });
    } else if (problem === 'check_digit') {
      ctx.addIssue({ code: 'custom', message: 'El dígito verificador del número de contenedor no es válido (ISO 6346).' });
    }
  });

/** Who did something, as the history and the locations show them. */
export const userRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const containerSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** ISO 6346, e.g. CSQU3054383. Unique within the company. */
  number: z.string(),
  iso_type: z.string(),
  load_status: loadStatusSchema,
  category: containerCategorySchema,
  /** Shipping line (operator) code or name, e.g. MSC, MAEU, CMA CGM. */
  shipping_line: z.string(),
  seals: z.array(z.string()),
  gross_weight_kg: z.number().nullable(),
  /** IMDG class; null when the cargo is not dangerous. */
  hazardous_class: z.string().nullable(),
  /** Set-point in °C; only reefer types (22R1, 45R1…) carry one. */
  reefer_temperature_c: z.number().nullable(),
  holds: holdsSchema,
  /** Current yard slot; null unless the container is in the yard. */
  position: yardPositionSchema.nullable(),
  status: containerStatusSchema,
  /** The vessel call the container last came on or is listed for. */
  vessel_call_id: z.number().int().nullable(),
  vessel_call: z.object({ id: z.number().int(), vessel_name: z.string(), voyage: z.string() }).nullable(),
  notes: z.string().nullable(),
  /** When the current visit began (gate in or discharge); dwell time counts from it. */
  arrived_at: z.string().nullable(),
  /** When it left (gate out or load); null while it is here or announced. */
  departed_at: z.string().nullable(),
  last_movement_at: z.string().nullable(),
  /** Archived (hidden from the lists, history kept); null while active. */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Container = z.infer<typeof containerSchema>;

const sealsSchema = z
  .array(textSchema('El sello', 40).min(1, 'Un sello no puede estar vacío.'), { error: 'Los sellos deben ser una lista de textos.' })
  .max(10, 'Un contenedor lleva como máximo 10 sellos.');

const weightSchema = z
  .number({ error: 'El peso bruto debe ser un número de kilogramos.' })
  .min(0, 'El peso bruto no puede ser negativo.')
  .max(60_000, 'El peso bruto no puede pasar de 60,000 kg.');

const temperatureSchema = z
  .number({ error: 'La temperatura debe ser un número en °C.' })
  .min(-70, 'La temperatura va de -70 °C a 40 °C.')
  .max(40, 'La temperatura va de -70 °C a 40 °C.');

export const shippingLineSchema = textSchema('La naviera', 60).min(1, 'La naviera es obligatoria.');

export const optionalIdSchema = (label: string) =>
  z.number({ error: `${label} debe ser un identificador numérico.` }).int().positive(`${label} debe ser un identificador positivo.`).max(2_147_483_647).nullish();

function checkReefer(value: { iso_type?: string; reefer_temperature_c?: number | null | undefined }, ctx: z.RefinementCtx) {
  if (value.iso_type !== undefined && value.reefer_temperature_c != null && !isReeferType(value.iso_type)) {
    ctx.addIssue({ code: 'custom', path: ['reefer_temperature_c'], message: 'Solo los contenedores refrigerados (tipo R, como 22R1 o 45R1) llevan temperatura.' });
  }
}

/**
 * `POST /api/v1/containers`: the container starts `announced` (expected) with no position; a
 * movement brings it in. `company_id` defaults to the caller's company (the first, if several).
 */
export const createContainerInputSchema = z
  .strictObject({
    company_id: optionalIdSchema('La empresa'),
    number: containerNumberSchema,
    iso_type: isoTypeSchema,
    load_status: loadStatusSchema,
    category: containerCategorySchema,
    shipping_line: shippingLineSchema,
    seals: sealsSchema.default([]),
    gross_weight_kg: weightSchema.nullish(),
    hazardous_class: hazardousClassSchema.nullish(),
    reefer_temperature_c: temperatureSchema.nullish(),
    vessel_call_id: optionalIdSchema('El arribo'),
    notes: optionalTextSchema('Las notas', 1000),
  })
  .superRefine(checkReefer);
export type CreateContainerInput = z.input<typeof createContainerInputSchema>;

/**
 * `PUT /api/v1/containers/{id}`: data only — status, position and holds change through
 * movements and `PUT /holds`, so each change is in the history. Only fields sent change.
 */
export const updateContainerInputSchema = z
  .strictObject({
    number: containerNumberSchema.optional(),
    iso_type: isoTypeSchema.optional(),
    load_status: loadStatusSchema.optional(),
    category: containerCategorySchema.optional(),
    shipping_line: shippingLineSchema.optional(),
    seals: sealsSchema.optional(),
    gross_weight_kg: weightSchema.nullish(),
    hazardous_class: hazardousClassSchema.nullish(),
    reefer_temperature_c: temperatureSchema.nullish(),
    vessel_call_id: optionalIdSchema('El arribo'),
    notes: optionalTextSchema('Las notas', 1000),
  })
  .superRefine(checkReefer);
export type UpdateContainerInput = z.input<typeof updateContainerInputSchema>;

export const CONTAINERS_PER_PAGE = 50;

export const CONTAINER_SORTS = ['number', '-number', 'updated_at', '-updated_at', 'arrived_at', '-arrived_at'] as const;

/**
 * `GET /api/v1/containers?…` and `GET /api/v1/search/containers?…` take the same filters. `q`
 * matches the start of the number ("MSCU12") and, with 4+ characters, any part of it
 * ("305438"); it also matches the start of the shipping line or the vessel name.
 * `/contenedores/vacios` is `load_status=empty`, `/exportaciones` `category=export`, `/stock`
 * `status=in_yard`.
 */
export const containerListQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  per_page: z.coerce.number().int().min(1).max(500, 'Como máximo 500 por página.').default(CONTAINERS_PER_PAGE),
  company_id: idQueryFilterSchema('La empresa'),
  status: containerStatusSchema.optional(),
  load_status: loadStatusSchema.optional(),
  category: containerCategorySchema.optional(),
  shipping_line: textSchema('La naviera', 60).optional(),
  vessel_call_id: idQueryFilterSchema('El arribo'),
  /** Vessel name prefix (case-insensitive). */
  vessel: textSchema('El buque', 100).optional(),
  block: textSchema('El bloque', 4).toUpperCase().optional(),
  /** Only containers with at least one hold. */
  on_hold: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').optional(),
  /** true: only archived containers; otherwise only active ones. */
  archived: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1').optional(),
  sort: z.enum(CONTAINER_SORTS, { error: 'Orden no válido.' }).default('number'),
});
export type ContainerListQuery = z.input<typeof containerListQuerySchema>;

export const containerPageSchema = pageOf(containerSchema);
export type ContainerPage = z.infer<typeof containerPageSchema>;

/** Search answers the same page shape as the list. */
export const containerSearchQuerySchema = containerListQuerySchema;
export const containerSearchPageSchema = containerPageSchema;

/**
 * `POST /api/v1/containers-bulk` (multipart, field `file`; optional field `company_id`): a vessel
 * manifest or stock list, CSV or XLSX, first row headers (matched without case or accents). A row
 * updates the container with the same number in the company or announces a new one; `viaje`
 * adds it to that call's discharge list (import/transshipment) or load list (export).
 */
export const CONTAINER_IMPORT_COLUMNS = [
  { field: 'number', headers: ['contenedor', 'numero', 'numero de contenedor', 'container'], required: true, help: 'Número ISO 6346 con dígito verificador (CSQU3054383).' },
  { field: 'iso_type', headers: ['tipo', 'tipo iso', 'iso', 'size type'], required: true, help: 'Código ISO de tamaño y tipo: 22G1, 42G1, 45G1, 22R1…' },
  { field: 'load_status', headers: ['lleno/vacio', 'lleno vacio', 'estado de carga', 'full/empty'], required: true, help: 'lleno / vacío (o full / empty).' },
  { field: 'category', headers: ['categoria', 'tipo de operacion', 'operacion'], required: true, help: 'importación, exportación o transbordo (import / export / transshipment).' },
  { field: 'shipping_line', headers: ['naviera', 'linea', 'linea naviera', 'line'], required: true, help: 'Naviera (MSC, MAEU, CMA CGM…).' },
  { field: 'seals', headers: ['sellos', 'sello', 'seals'], required: false, help: 'Sellos separados por coma o punto y coma.' },
  { field: 'gross_weight_kg', headers: ['peso', 'peso bruto', 'peso bruto kg', 'peso kg'], required: false, help: 'Peso bruto en kg.' },
  { field: 'hazardous_class', headers: ['imo', 'clase imo', 'clase imdg', 'peligroso'], required: false, help: 'Clase IMDG 1–9 (vacío: no peligroso).' },
  { field: 'reefer_temperature_c', headers: ['temperatura', 'temp', 'temperatura c'], required: false, help: 'Solo refrigerados (tipo R), °C.' },
  { field: 'voyage', headers: ['viaje', 'voyage'], required: false, help: 'Viaje de un arribo registrado.' },
] as const;
export type ContainerImportField = (typeof CONTAINER_IMPORT_COLUMNS)[number]['field'];

/** The made-up row of the downloadable template: a valid container number and a full reefer. */
export const CONTAINER_IMPORT_EXAMPLE: Readonly<Record<ContainerImportField, string>> = {
  number: 'CSQU3054383',
  iso_type: '22R1',
  load_status: 'lleno',
  category: 'importación',
  shipping_line: 'MSC',
  seals: 'ML-123456',
  gross_weight_kg: '18500',
  hazardous_class: '',
  reefer_temperature_c: '-18',
  voyage: '',
};

// The batch it becomes and the upload limits: contracts/imports.ts (one engine for every kind).

/**
 * `container.changed`, pushed to `company:<id>` on every create, edit, movement, hold change
 * and delete, so tables and the dashboard update without reloading.
 */
export const containerChangedEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  number: z.string(),
  change: z.enum(['created', 'updated', 'movement', 'holds', 'deleted']),
  movement: movementTypeSchema.nullable(),
  status: containerStatusSchema,
  position: yardPositionSchema.nullable(),
  holds: holdsSchema,
  at: z.string(),
});
export type ContainerChangedEvent = z.infer<typeof containerChangedEventSchema>;
