import { z } from 'zod';
import { optionalTextSchema, pageOf, textSchema } from './common';
import { codeSchema, optionalRfcSchema, positiveId } from './logistics-common';

/** What a place is: a port terminal, an inland (dry) port, a rail yard, a customer's site or a warehouse. */
/** `bus`: a bus terminal or base (Parabus), where bus routes start and end. */
export const TERMINAL_KINDS = ['port', 'inland', 'rail', 'customer', 'warehouse', 'bus'] as const;
export const terminalKindSchema = z.enum(TERMINAL_KINDS, { error: 'El tipo de terminal debe ser port, inland, rail, customer, warehouse o bus.' });
export type TerminalKind = z.infer<typeof terminalKindSchema>;
export const TERMINAL_KIND_LABELS: Record<TerminalKind, string> = {
  port: 'Terminal portuaria',
  inland: 'Puerto interior',
  rail: 'Terminal ferroviaria',
  customer: 'Cliente',
  warehouse: 'Almacén',
  bus: 'Terminal de autobuses',
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
