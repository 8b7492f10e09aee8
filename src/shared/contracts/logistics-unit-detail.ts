import { z } from 'zod';
import { orderKindSchema, orderStatusSchema } from './logistics-orders';
import { terminalRefSchema } from './logistics-terminals';
import { driverRefSchema, unitSchema } from './logistics-units';

/* The unit page joins units and the orders they carried, so it sits above both. */

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
