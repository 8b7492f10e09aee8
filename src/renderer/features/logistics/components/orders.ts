import { ORDER_KINDS_BY_ROLE, ORDER_TRANSITIONS, type Order, type OrderStatus } from '../../../../shared/contracts/logistics-orders';
import { can } from '../../../../shared/permissions';

/** The button of each move along the order flow. */
export const ORDER_ACTION_LABELS: Record<OrderStatus, string> = {
  requested: 'Solicitar',
  approved: 'Aprobar',
  in_progress: 'Iniciar',
  completed: 'Terminar',
  rejected: 'Rechazar',
  cancelled: 'Cancelar orden',
};

const APPROVAL_STEPS: readonly OrderStatus[] = ['approved', 'rejected', 'cancelled'];

/**
 * The status changes this user may make on an order now: the flow's next steps, approval steps
 * for those who approve, and work steps (start, complete) for those who carry out — the receiver
 * and the crane operator only on the kinds of order of their work.
 */
export function orderActions(roles: readonly string[], order: Pick<Order, 'status' | 'kind'>): OrderStatus[] {
  return ORDER_TRANSITIONS[order.status].filter((next) => {
    if (APPROVAL_STEPS.includes(next)) return can(roles, 'orders.approve');
    if (!can(roles, 'orders.progress')) return false;
    // Admins and supervisors work any kind; the yard roles only theirs.
    if (can(roles, 'orders.approve')) return true;
    return Object.entries(ORDER_KINDS_BY_ROLE).some(([role, kinds]) => roles.includes(role) && (kinds as readonly string[]).includes(order.kind));
  });
}

/** A carta porte needs the whole trip planned and the order approved or under way. */
export function waybillBlockers(order: Pick<Order, 'status' | 'origin' | 'destination' | 'unit' | 'driver'>): string[] {
  const missing: string[] = [];
  if (order.status !== 'approved' && order.status !== 'in_progress') missing.push('la orden debe estar aprobada o en proceso');
  if (!order.origin) missing.push('falta el origen');
  if (!order.destination) missing.push('falta el destino');
  if (!order.unit) missing.push('falta la unidad');
  if (!order.driver) missing.push('falta el chofer');
  return missing;
}
