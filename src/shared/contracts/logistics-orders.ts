import { z } from 'zod';
import { optionalTextSchema, pageOf, pageQuerySchema, textSchema } from './common';
import { dateTimeSchema, positiveId } from './logistics-common';
import { routeRefSchema } from './logistics-routes';
import { terminalRefSchema } from './logistics-terminals';
import { driverRefSchema } from './logistics-units';

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
