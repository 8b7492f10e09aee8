import { z } from 'zod';
import { textSchema, tooLong } from './common';
import { positiveId } from './logistics-common';

/*
 * Bus routes (Parabus): what a route adds to the fleet's road route — its public number, fare,
 * colour, drawn path and off-route corridor — its ordered stops, its timetable per day type and
 * the public page anyone opens without signing in.
 */

export const ROUTE_PATH_MAX_POINTS = 5_000;
export const ROUTE_STOPS_MIN = 2;
export const ROUTE_STOPS_MAX = 200;
export const ROUTE_CORRIDOR_MIN_M = 30;
export const ROUTE_CORRIDOR_MAX_M = 2_000;
/** Departures per day type: one every 5 minutes around the clock is 288. */
export const ROUTE_DEPARTURES_MAX = 300;

const latitudeSchema = z.number({ error: 'La latitud debe ser un número.' }).min(-90, 'La latitud va de -90 a 90.').max(90, 'La latitud va de -90 a 90.');
const longitudeSchema = z.number({ error: 'La longitud debe ser un número.' }).min(-180, 'La longitud va de -180 a 180.').max(180, 'La longitud va de -180 a 180.');

export const routePointSchema = z.tuple([latitudeSchema, longitudeSchema], { error: 'Cada punto del recorrido es [latitud, longitud].' });

/** The bus columns a route accepts on create and update; null clears them. */
export const busRouteFields = {
  public_number: z
    .number({ error: 'El número de ruta debe ser un número.' })
    .int('El número de ruta debe ser entero.')
    .min(1, 'El número de ruta debe ser mayor que cero.')
    .max(99_999, 'El número de ruta es demasiado grande.')
    .nullish(),
  description: textSchema('La descripción', 1000)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  fare_cents: z.number({ error: 'La tarifa debe ser un número.' }).int('La tarifa va en centavos enteros.').min(0, 'La tarifa no puede ser negativa.').max(10_000_000, 'La tarifa es demasiado grande.').nullish(),
  color: z
    .string({ error: 'El color debe ser texto.' })
    .max(7, tooLong('El color debe tener la forma #rrggbb.'))
    .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener la forma #rrggbb.')
    .transform((value) => value.toLowerCase())
    .nullish(),
  path: z
    .array(routePointSchema, { error: 'El recorrido es una lista de puntos [latitud, longitud].' })
    .min(2, 'El recorrido necesita al menos 2 puntos.')
    .max(ROUTE_PATH_MAX_POINTS, `El recorrido admite a lo más ${ROUTE_PATH_MAX_POINTS} puntos.`)
    .nullish(),
  corridor_m: z
    .number({ error: 'El corredor debe ser un número.' })
    .int('El corredor va en metros enteros.')
    .min(ROUTE_CORRIDOR_MIN_M, `El corredor debe ser de al menos ${ROUTE_CORRIDOR_MIN_M} m.`)
    .max(ROUTE_CORRIDOR_MAX_M, `El corredor debe ser de a lo más ${ROUTE_CORRIDOR_MAX_M} m.`)
    .optional(),
};

/** A stop along a route, in order. */
export const routeStopSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  terminal_id: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Minutes from the first stop; null when not measured. */
  minutes_from_start: z.number().int().nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const routeStopsSchema = z.object({ route_id: z.number().int(), data: z.array(routeStopSchema) });
export type RouteStops = z.infer<typeof routeStopsSchema>;

/** One stop of `PUT /routes/{id}/stops`: a terminal of the route's company lends its point when none is given. */
export const routeStopInputSchema = z.strictObject({
  name: textSchema('El nombre de la parada', 150).min(1, 'Cada parada necesita un nombre.'),
  terminal_id: positiveId('La terminal').nullish(),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
  minutes_from_start: z.number({ error: 'Los minutos deben ser un número.' }).int('Los minutos van enteros.').min(0, 'Los minutos no pueden ser negativos.').max(1440, 'Los minutos deben ser a lo más 1440.').nullish(),
});
export type RouteStopInput = z.input<typeof routeStopInputSchema>;

/** `PUT /api/v1/routes/{id}/stops`: the stops become exactly these, in this order. */
export const replaceRouteStopsInputSchema = z.strictObject({
  stops: z
    .array(routeStopInputSchema, { error: 'Envía la lista de paradas.' })
    .min(ROUTE_STOPS_MIN, `La ruta necesita al menos ${ROUTE_STOPS_MIN} paradas.`)
    .max(ROUTE_STOPS_MAX, `La ruta admite a lo más ${ROUTE_STOPS_MAX} paradas.`),
});
export type ReplaceRouteStopsInput = z.input<typeof replaceRouteStopsInputSchema>;

export const ROUTE_DAY_TYPES = ['weekday', 'saturday', 'sunday'] as const;
export type RouteDayType = (typeof ROUTE_DAY_TYPES)[number];
export const ROUTE_DAY_TYPE_LABELS: Record<RouteDayType, string> = { weekday: 'Lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' };

const departureSchema = z
  .string({ error: 'Cada salida es una hora HH:MM.' })
  .max(5, tooLong('Cada salida es una hora HH:MM (00:00 a 23:59).'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cada salida es una hora HH:MM (00:00 a 23:59).');

const departuresOf = (label: string) =>
  z
    .array(departureSchema, { error: `Las salidas de ${label} son una lista de horas HH:MM.` })
    .max(ROUTE_DEPARTURES_MAX, `A lo más ${ROUTE_DEPARTURES_MAX} salidas por día.`)
    .refine((list) => new Set(list).size === list.length, `Hay salidas repetidas en ${label}.`)
    .transform((list) => [...list].sort());

/** `PUT /api/v1/routes/{id}/timetable`: every day type's departures become exactly these. */
export const routeTimetableInputSchema = z.strictObject({
  weekday: departuresOf('lunes a viernes'),
  saturday: departuresOf('sábado'),
  sunday: departuresOf('domingo'),
});
export type RouteTimetableInput = z.input<typeof routeTimetableInputSchema>;

/** Departures from the first stop, 'HH:MM' business time, sorted, per day type. */
export const routeTimetableSchema = z.object({
  route_id: z.number().int(),
  weekday: z.array(z.string()),
  saturday: z.array(z.string()),
  sunday: z.array(z.string()),
});
export type RouteTimetable = z.infer<typeof routeTimetableSchema>;

/** A bus on the route now, as the public sees it: never plates or drivers. */
export const publicRouteBusSchema = z.object({
  number: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bearing: z.number().nullable(),
  speed_kmh: z.number().nullable(),
  device_time: z.string(),
});
export type PublicRouteBus = z.infer<typeof publicRouteBusSchema>;

/** `GET /api/v1/public/routes/{number}` and `/public/routes/by-name/{slug}`. */
export const publicRouteSchema = z.object({
  /** The route's id: what a complaint filed from its page names (the server finds the company by it). */
  id: z.number().int(),
  public_number: z.number().int(),
  name: z.string(),
  slug: z.string(),
  company_name: z.string(),
  description: z.string().nullable(),
  fare_cents: z.number().int().nullable(),
  color: z.string().nullable(),
  path: z.array(z.tuple([z.number(), z.number()])).nullable(),
  stops: z.array(routeStopSchema.omit({ id: true, terminal_id: true })),
  timetable: routeTimetableSchema.omit({ route_id: true }),
  buses: z.array(publicRouteBusSchema),
});
export type PublicRoute = z.infer<typeof publicRouteSchema>;

export const publicRouteNumberParamsSchema = z.object({
  number: z.coerce.number({ error: 'El número de ruta debe ser un número.' }).int('El número de ruta debe ser entero.').min(1, 'El número de ruta debe ser mayor que cero.').max(99_999, 'El número de ruta es demasiado grande.'),
});
export const publicRouteSlugParamsSchema = z.object({
  slug: z.string().max(160, tooLong('El nombre de la ruta es demasiado largo.')).regex(/^[a-z0-9-]+$/, 'El nombre de la ruta va en minúsculas, números y guiones.'),
});

/** A route name as its public address: accent-free, lower-case, words joined by dashes ("Centro – Zapopan" → "centro-zapopan"). */
export function routeSlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
