import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema } from './common';
import { codeSchema, idList, positiveId } from './logistics-common';
import { busRouteFields } from './bus-routes';
import { terminalRefSchema } from './logistics-terminals';

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
  /** Parabus: how many stops the route has (0 for a truck route). */
  stops_count: z.number().int(),
  /** Parabus: the number of its public page /parabus/ruta-{number}; null when not published. */
  public_number: z.number().int().nullable(),
  description: z.string().nullable(),
  /** MXN centavos. */
  fare_cents: z.number().int().nullable(),
  /** '#rrggbb' on the map. */
  color: z.string().nullable(),
  /** The path between the stops as [lat, lon] points; null when not drawn yet. */
  path: z.array(z.tuple([z.number(), z.number()])).nullable(),
  /** Metres either side of the path before a unit counts as off route. */
  corridor_m: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Route = z.infer<typeof routeSchema>;

const routeFields = {
  distance_km: z.number({ error: 'La distancia debe ser un número.' }).positive('La distancia debe ser mayor que cero.').max(10_000, 'La distancia es demasiado grande.').nullish(),
  estimated_minutes: z.number({ error: 'El tiempo estimado debe ser un número.' }).int('El tiempo estimado va en minutos enteros.').positive('El tiempo estimado debe ser mayor que cero.').max(100_000).nullish(),
  active: z.boolean({ error: 'Indica si la ruta está activa (true o false).' }).optional(),
  ...busRouteFields,
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
/** `DELETE /api/v1/routes/{id}/units/{unitId}`: the route and the unit to take off it. */
export const routeUnitParamsSchema = z.object({ id: idSchema, unitId: idSchema });

export const addRouteUnitsInputSchema = z.strictObject({ unit_ids: idList('Las unidades').pipe(z.array(z.number()).min(1, 'Envía al menos una unidad.')) });
export type AddRouteUnitsInput = z.input<typeof addRouteUnitsInputSchema>;

export const routeRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type RouteRef = z.infer<typeof routeRefSchema>;

/**
 * `GET /api/v1/routes/transport-sector?page&q`: the active routes of the caller's companies that
 * are in the transport sector (spec §6 fixed sector ids), every such company for a super admin.
 */
export const transportSectorRoutesQuerySchema = z.object({ page: pageQuerySchema, q: searchTextQuerySchema });
