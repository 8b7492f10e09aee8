import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * The positioning service (spec §7: "GET position and units-locations"), under
 * `/positioning-api/v1`. Trackers report over the OsmAnd protocol; these are the reads the screens
 * make and the socket events that keep the live map current without polling.
 */

/** A unit is `offline` when its last report is older than this (server setting UNIT_OFFLINE_MINUTES). */
export const DEFAULT_OFFLINE_AFTER_MINUTES = 5;
/** Below this speed a unit counts as stopped. */
export const MOVING_SPEED_KMH = 3;

export const UNIT_MOTION_STATUSES = ['moving', 'stopped', 'offline'] as const;
export type UnitMotionStatus = (typeof UNIT_MOTION_STATUSES)[number];

/** A unit's last known position (`GET /units/{id}/position`, each row of units-locations). */
export const unitLocationSchema = z.object({
  unit_id: z.number().int(),
  company_id: z.number().int(),
  /** Economic number (ECO-101) and plates, to label the marker. */
  number: z.string(),
  plates: z.string(),
  /** The first route the unit is assigned to, to colour it and check its corridor; null if none. */
  route_id: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  speed_kmh: z.number().nullable(),
  /** Degrees from north, clockwise. */
  bearing: z.number().nullable(),
  battery: z.number().nullable(),
  /** When the tracker took the fix (ISO). */
  device_time: z.string(),
  /** When the server received it (ISO); offline is judged on this. */
  received_at: z.string(),
  status: z.enum(UNIT_MOTION_STATUSES),
  off_route: z.boolean(),
  /** The terminal whose geofence the unit is in, if any. */
  at_terminal_id: z.number().int().nullable(),
});
export type UnitLocation = z.infer<typeof unitLocationSchema>;

/** `GET /companies/{id}/units-locations`: every unit of the company that has reported. */
export const unitsLocationsResponseSchema = z.object({
  data: z.array(unitLocationSchema),
  /** So the client can turn a marker grey when no report comes, without asking again. */
  offline_after_minutes: z.number().int().positive(),
});
export type UnitsLocationsResponse = z.infer<typeof unitsLocationsResponseSchema>;

/** One point of a trail or replay: [lat, lon] plus time and speed. */
export const trackPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Device time (ISO). */
  t: z.string(),
  speed_kmh: z.number().nullable(),
  bearing: z.number().nullable(),
});
export type TrackPoint = z.infer<typeof trackPointSchema>;

/**
 * Range queries: `from`/`to` ISO instants, at most 7 days apart. `simplify` (default true) thins
 * the track for the map (Douglas-Peucker, keeping every point where the speed crosses the stop
 * threshold), so a day of 5-second reports (17,280 points) draws fast.
 */
export const trackRangeQuerySchema = z.object({
  from: isoDateTimeSchema('La fecha inicial debe ser una fecha y hora ISO.'),
  to: isoDateTimeSchema('La fecha final debe ser una fecha y hora ISO.'),
  simplify: z.enum(['true', 'false']).optional(),
});

/** `GET /units/{id}/trail?from&to`: one unit's track (the live map's "last hour" and the unit page). */
export const unitTrailSchema = z.object({
  unit_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Points before simplification, to say how much was thinned. */
  total_points: z.number().int(),
  points: z.array(trackPointSchema),
});
export type UnitTrail = z.infer<typeof unitTrailSchema>;

/** `GET /companies/{id}/replay?unit_ids=1,2&from&to`: several units over one range (at most 20 units). */
export const replayQuerySchema = trackRangeQuerySchema.extend({
  unit_ids: z.string({ error: 'Indica las unidades (unit_ids=1,2).' }).max(200),
});
export const replayResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  units: z.array(
    z.object({
      unit_id: z.number().int(),
      number: z.string(),
      route_id: z.number().int().nullable(),
      total_points: z.number().int(),
      points: z.array(trackPointSchema),
    }),
  ),
});
export type ReplayResponse = z.infer<typeof replayResponseSchema>;

/**
 * A stop found automatically: speed below MOVING_SPEED_KMH for at least the stop threshold
 * (server setting STOP_MINUTES, default 5). `GET /units/{id}/stops?date=YYYY-MM-DD` (business day).
 */
export const unitStopSchema = z.object({
  started_at: z.string(),
  /** null while the unit is still stopped. */
  ended_at: z.string().nullable(),
  minutes: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** The terminal whose geofence the stop is in, if any. */
  terminal_id: z.number().int().nullable(),
});
export type UnitStop = z.infer<typeof unitStopSchema>;
export const unitStopsResponseSchema = z.object({ unit_id: z.number().int(), date: z.string(), data: z.array(unitStopSchema) });
export type UnitStopsResponse = z.infer<typeof unitStopsResponseSchema>;

export const TRACKER_EVENT_KINDS = ['off_route', 'back_on_route', 'arrival', 'departure'] as const;
export type TrackerEventKind = (typeof TRACKER_EVENT_KINDS)[number];

/** Off route / back on route, arrival at / departure from a terminal. */
export const trackerEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  unit_id: z.number().int(),
  unit_number: z.string(),
  kind: z.enum(TRACKER_EVENT_KINDS),
  occurred_at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  route_id: z.number().int().nullable(),
  terminal_id: z.number().int().nullable(),
});
export type TrackerEvent = z.infer<typeof trackerEventSchema>;
/** `GET /companies/{id}/tracker-events?from&to&unit_id`: newest first, at most 500. */
export const trackerEventsResponseSchema = z.object({ data: z.array(trackerEventSchema) });

/**
 * Which tracker events become a notice for the signed-in user in one company (as Traccar lets each
 * user choose the event types that notify them). Until the user chooses, these are on: leaving the
 * route and arriving at or leaving a terminal; a return to the route only mends what an off-route
 * notice already said, so it is off.
 */
export const DEFAULT_TRACKER_NOTICE_KINDS: readonly TrackerEventKind[] = ['off_route', 'arrival', 'departure'];

/** `PUT /companies/{id}/tracker-notices`: the kinds that notify the caller in that company (none: no tracker notices). */
export const trackerNoticeChoicesInputSchema = z.strictObject({
  kinds: z
    .array(z.enum(TRACKER_EVENT_KINDS, { error: 'Tipo de evento no válido: usa off_route, back_on_route, arrival o departure.' }), {
      error: 'Indica en una lista los tipos de evento que quieres recibir como aviso.',
    })
    .max(TRACKER_EVENT_KINDS.length, 'Hay tipos de evento repetidos.')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Hay tipos de evento repetidos.'),
});
export type TrackerNoticeChoicesInput = z.infer<typeof trackerNoticeChoicesInputSchema>;

/** `GET` and `PUT /companies/{id}/tracker-notices`: the caller's choice, in the order of TRACKER_EVENT_KINDS. */
export const trackerNoticeChoicesSchema = z.object({
  kinds: z.array(z.enum(TRACKER_EVENT_KINDS)),
  /** True while the user has never chosen: `kinds` are DEFAULT_TRACKER_NOTICE_KINDS. */
  is_default: z.boolean(),
});
export type TrackerNoticeChoices = z.infer<typeof trackerNoticeChoicesSchema>;

/** Socket events to room `company:<id>` (see src/shared/realtime.ts). */
export const UNIT_POSITION_EVENT = 'unit:position';
export const UNIT_TRACKER_EVENT = 'unit:event';
