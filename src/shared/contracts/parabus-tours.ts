import { z } from 'zod';
import { emailSchema, idQueryFilterSchema, optionalTextSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema, tooLong } from './common';
import { dateTimeSchema, positiveId } from './logistics-common';

/**
 * Tours (issue 13): a trip sold seat by seat, run by one bus (a unit of kind 'bus') with a driver
 * (an employee marked as driver) and a guide, with its passengers, their tickets (a QR carrying a
 * random ticket code) and the boarding that scans them.
 */

export const TOUR_STATUSES = ['scheduled', 'boarding', 'in_progress', 'completed', 'cancelled'] as const;
export const tourStatusSchema = z.enum(TOUR_STATUSES, { error: 'El estado del tour debe ser scheduled, boarding, in_progress, completed o cancelled.' });
export type TourStatus = z.infer<typeof tourStatusSchema>;
export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  scheduled: 'Programado',
  boarding: 'Abordando',
  in_progress: 'En curso',
  completed: 'Terminado',
  cancelled: 'Cancelado',
};

/**
 * Where a tour may go from each status. Boarding may go back to scheduled (opened too early);
 * a completed or cancelled tour is final (a new tour is created instead, so the manifest of the
 * old one stays as it was).
 */
export const TOUR_TRANSITIONS: Record<TourStatus, readonly TourStatus[]> = {
  scheduled: ['boarding', 'cancelled'],
  boarding: ['scheduled', 'in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export const PASSENGER_STATUSES = ['pending', 'boarded', 'no_show', 'cancelled'] as const;
export const passengerStatusSchema = z.enum(PASSENGER_STATUSES, { error: 'El estado del pasajero debe ser pending, boarded, no_show o cancelled.' });
export type PassengerStatus = z.infer<typeof passengerStatusSchema>;
export const PASSENGER_STATUS_LABELS: Record<PassengerStatus, string> = {
  pending: 'Por abordar',
  boarded: 'Abordó',
  no_show: 'No se presentó',
  cancelled: 'Cancelado',
};

/** One stop of the itinerary: the wall time in business time and the place. */
export const itineraryItemSchema = z.strictObject({
  time: z
    .string({ error: 'La hora del itinerario va como HH:MM.' })
    .max(5, tooLong('La hora del itinerario va como HH:MM.'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora del itinerario va como HH:MM (24 horas).'),
  place: textSchema('El lugar del itinerario', 200).min(1, 'Escribe el lugar de cada parada del itinerario.'),
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const tourSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  itinerary: z.array(z.object({ time: z.string(), place: z.string() })),
  departure_point: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  unit: z.object({ id: z.number().int(), number: z.string(), plates: z.string(), kind: z.string(), seats: z.number().int().nullable() }).nullable(),
  driver: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  guide_name: z.string().nullable(),
  seats: z.number().int(),
  /** MXN centavos. */
  fare_cents: z.number().int().nullable(),
  status: tourStatusSchema,
  /** Passengers holding a seat (every status but cancelled). */
  passengers_count: z.number().int(),
  boarded_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;
export const tourPageSchema = pageOf(tourSchema);
export type TourPage = z.infer<typeof tourPageSchema>;

export const TOUR_WHEN = ['upcoming', 'past', 'all'] as const;

/** `GET /api/v1/tours` and `GET /api/v1/companies/{id}/tours`: upcoming (not ended yet) by default. */
export const tourListQuerySchema = z.object({
  page: pageQuerySchema,
  q: searchTextQuerySchema,
  status: tourStatusSchema.optional(),
  when: z.enum(TOUR_WHEN, { error: 'when debe ser upcoming, past o all.' }).default('upcoming'),
  company_id: idQueryFilterSchema('La empresa'),
});
export type TourListQuery = z.input<typeof tourListQuerySchema>;

const seatsSchema = z.number({ error: 'Los asientos deben ser un número.' }).int('Los asientos van en números enteros.').min(1, 'El tour necesita al menos un asiento.').max(120, 'Un tour tiene como máximo 120 asientos.');
const fareSchema = z.number({ error: 'La tarifa debe ser un número (centavos).' }).int('La tarifa va en centavos enteros.').min(0, 'La tarifa no puede ser negativa.').max(100_000_000, 'La tarifa es demasiado grande.');

const tourFields = {
  description: optionalTextSchema('La descripción', 2000),
  itinerary: z.array(itineraryItemSchema, { error: 'El itinerario es una lista de {time, place}.' }).max(50, 'El itinerario tiene como máximo 50 paradas.').optional(),
  departure_point: optionalTextSchema('El punto de salida', 200),
  ends_at: dateTimeSchema.nullish(),
  unit_id: positiveId('La unidad').nullish(),
  driver_id: positiveId('El chofer').nullish(),
  guide_name: optionalTextSchema('El guía', 150),
  fare_cents: fareSchema.nullish(),
};

/** `POST /api/v1/tours`: seats default to the unit's seats. */
export const createTourInputSchema = z.strictObject({
  company_id: positiveId('La empresa').optional(),
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.'),
  starts_at: dateTimeSchema,
  seats: seatsSchema.optional(),
  ...tourFields,
});
export type CreateTourInput = z.input<typeof createTourInputSchema>;

/** `PUT /api/v1/tours/{id}`: what is given changes; status follows TOUR_TRANSITIONS. */
export const updateTourInputSchema = z.strictObject({
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.').optional(),
  starts_at: dateTimeSchema.optional(),
  seats: seatsSchema.optional(),
  status: tourStatusSchema.optional(),
  ...tourFields,
});
export type UpdateTourInput = z.input<typeof updateTourInputSchema>;

export const passengerSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  seat: z.number().int().nullable(),
  status: passengerStatusSchema,
  /** What the QR on the ticket carries (random, unguessable). */
  ticket_code: z.string(),
  boarded_at: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type Passenger = z.infer<typeof passengerSchema>;

/** `GET /api/v1/tours/{id}/passengers`: every passenger by seat, and the occupancy. */
export const passengerListSchema = z.object({
  data: z.array(passengerSchema),
  seats: z.number().int(),
  /** Seats held (passengers not cancelled). */
  taken: z.number().int(),
  boarded: z.number().int(),
});
export type PassengerList = z.infer<typeof passengerListSchema>;

const phoneSchema = textSchema('El teléfono', 30)
  .regex(/^[+\d][\d\s().-]{6,29}$/, 'El teléfono no es válido.')
  .nullish()
  .or(z.literal('').transform(() => null));

const passengerFields = {
  phone: phoneSchema,
  email: emailSchema.nullish().or(z.literal('').transform(() => null)),
  seat: z.number({ error: 'El asiento debe ser un número.' }).int('El asiento debe ser un número entero.').min(1, 'Los asientos empiezan en 1.').max(120, 'El asiento no existe.').nullish(),
  notes: optionalTextSchema('Las notas', 1000),
};

export const createPassengerInputSchema = z.strictObject({
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.'),
  ...passengerFields,
});
export type CreatePassengerInput = z.input<typeof createPassengerInputSchema>;

export const updatePassengerInputSchema = z.strictObject({
  name: textSchema('El nombre', 150).min(1, 'El nombre es obligatorio.').optional(),
  status: passengerStatusSchema.optional(),
  ...passengerFields,
});
export type UpdatePassengerInput = z.input<typeof updatePassengerInputSchema>;

export const tourPassengerParamsSchema = z.object({ id: positiveIdParam(), passengerId: positiveIdParam() });

function positiveIdParam() {
  return z.coerce.number({ error: 'El identificador debe ser un número.' }).int('El identificador debe ser un número entero.').positive('El identificador debe ser positivo.').max(2_147_483_647, 'El identificador es demasiado grande.');
}

/** `POST /api/v1/tours/{id}/boardings`: the code the QR carries, typed or scanned. */
export const boardingInputSchema = z.strictObject({
  ticket_code: z
    .string({ error: 'Escribe o escanea el código del boleto.' })
    .trim()
    .min(1, 'Escribe o escanea el código del boleto.')
    .max(40, tooLong('El código del boleto no es válido.'))
    .transform((value) => value.toUpperCase()),
});
export type BoardingInput = z.input<typeof boardingInputSchema>;

export const boardingResultSchema = z.object({ message: z.string(), passenger: passengerSchema });
export type BoardingResult = z.infer<typeof boardingResultSchema>;

/** `GET /api/v1/users/{id}/tours`: the caller's own upcoming tours as driver. */
export const userToursSchema = z.object({ data: z.array(tourSchema) });
export type UserTours = z.infer<typeof userToursSchema>;

/** A unit a driver is assigned to, with the routes it runs. */
export const driverUnitAssignmentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  number: z.string(),
  plates: z.string(),
  kind: z.string(),
  routes: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), public_number: z.number().int().nullable() })),
});
export type DriverUnitAssignment = z.infer<typeof driverUnitAssignmentSchema>;

/**
 * `GET /api/v1/users/{id}/driver-assignments`: what the caller drives as an employee with a
 * licence — the units (and their routes) they are assigned to, and their tours not ended yet,
 * soonest first. Only the caller's own: another user's id answers 404.
 */
export const driverAssignmentsSchema = z.object({
  units: z.array(driverUnitAssignmentSchema),
  tours: z.array(tourSchema),
});
export type DriverAssignments = z.infer<typeof driverAssignmentsSchema>;
