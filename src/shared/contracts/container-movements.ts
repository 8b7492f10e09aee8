import { z } from 'zod';
import { isoDateTimeSchema, optionalTextSchema, pageOf, pageQuerySchema } from './common';
import {
  type ContainerStatus,
  MOVEMENT_TYPES,
  type MovementType,
  containerSchema,
  containerStatusSchema,
  movementTypeSchema,
  optionalIdSchema,
  userRefSchema,
  yardPositionSchema,
} from './containers';

/**
 * What happens to a container (under /api/v1): movements by the state machine and their history
 * (`GET|POST /containers/{id}/history`), the slots it occupied (`GET|POST /containers/{id}/locations`)
 * and its holds (`PUT /containers/{id}/holds`).
 */

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  gate_in: 'Entrada por puerta',
  gate_out: 'Salida por puerta',
  discharge: 'Descarga de buque',
  load: 'Carga a buque',
  yard_move: 'Movimiento en patio',
  inspection: 'Inspección',
};

/**
 * The state machine, one place for server and screens: which statuses a movement starts from and
 * which it leaves the container in (null: unchanged). Departures (gate_out, load) are also
 * refused while any hold is set. Gate in from gated_out is a container coming back (a new visit).
 */
export const MOVEMENT_RULES: Record<MovementType, { from: readonly ContainerStatus[]; to: ContainerStatus | null; needsPosition: boolean; departure: boolean }> = {
  gate_in: { from: ['announced', 'gated_out'], to: 'in_yard', needsPosition: true, departure: false },
  discharge: { from: ['announced', 'on_vessel'], to: 'in_yard', needsPosition: true, departure: false },
  yard_move: { from: ['in_yard'], to: null, needsPosition: true, departure: false },
  inspection: { from: ['in_yard'], to: null, needsPosition: false, departure: false },
  gate_out: { from: ['in_yard'], to: 'gated_out', needsPosition: false, departure: true },
  load: { from: ['in_yard'], to: 'on_vessel', needsPosition: false, departure: true },
};

/** History entries are movements plus the other things that happen to a container. */
export const HISTORY_KINDS = [...MOVEMENT_TYPES, 'created', 'updated', 'hold_set', 'hold_released', 'order', 'waybill', 'note'] as const;
export const historyKindSchema = z.enum(HISTORY_KINDS);
export type HistoryKind = z.infer<typeof historyKindSchema>;

/**
 * `POST /api/v1/containers/{id}/history`: perform a movement. `position` is required for gate in,
 * discharge and yard move; `vessel_call_id` names the call for discharge/load (else the
 * container's). `occurred_at` defaults to now (a clerk may record a movement a few minutes late).
 * `damage` on an inspection sets the damage hold.
 */
export const movementInputSchema = z.strictObject({
  type: movementTypeSchema,
  position: yardPositionSchema.nullish(),
  vessel_call_id: optionalIdSchema('El arribo'),
  notes: optionalTextSchema('Las notas', 1000),
  occurred_at: isoDateTimeSchema('La fecha del movimiento debe ser ISO 8601.').optional(),
  damage: z.boolean().optional(),
});
export type MovementInput = z.input<typeof movementInputSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  container_id: z.number().int(),
  kind: historyKindSchema,
  from_status: containerStatusSchema.nullable(),
  to_status: containerStatusSchema.nullable(),
  from_position: yardPositionSchema.nullable(),
  to_position: yardPositionSchema.nullable(),
  vessel_call_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Who did it; null for the system (bulk upload without a user, demo data). */
  user: userRefSchema.nullable(),
  occurred_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const HISTORY_PER_PAGE = 50;
export const historyQuerySchema = z.object({ page: pageQuerySchema });
export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** The answer to a movement: the container as it is now and the entry written. */
export const movementResultSchema = z.object({ container: containerSchema, entry: historyEntrySchema });
export type MovementResult = z.infer<typeof movementResultSchema>;


/** A slot the container occupied and for how long (`until` null: it is there now). */
export const locationSchema = z.object({
  id: z.number().int(),
  container_id: z.number().int(),
  position: yardPositionSchema,
  since: z.string(),
  until: z.string().nullable(),
  user: userRefSchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const LOCATIONS_PER_PAGE = 20;
/** `GET /api/v1/containers/{id}/locations?page` (spec §9: the client omits page when 1). */
export const locationsQuerySchema = z.object({ page: pageQuerySchema });
export const locationPageSchema = pageOf(locationSchema);
export type LocationPage = z.infer<typeof locationPageSchema>;

/**
 * `POST /api/v1/containers/{id}/locations`: put the container in a slot — a yard move when it is
 * in the yard (same rules and history as `POST /history` with `yard_move`).
 */
export const locationInputSchema = yardPositionSchema.extend({ notes: optionalTextSchema('Las notas', 1000) });
export type LocationInput = z.input<typeof locationInputSchema>;


/** `PUT /api/v1/containers/{id}/holds`: only the holds sent change; each change is a history entry. */
export const holdsInputSchema = z.strictObject({
  customs: z.boolean().optional(),
  line: z.boolean().optional(),
  damage: z.boolean().optional(),
  notes: optionalTextSchema('Las notas', 1000),
});
export type HoldsInput = z.input<typeof holdsInputSchema>;
