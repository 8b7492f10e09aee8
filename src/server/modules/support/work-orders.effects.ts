import type { RevisionOrderChangedEvent, ServiceOrderChangedEvent } from '../../../shared/realtime';
import { companySupportRoom } from '../../../shared/realtime';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Realtime } from '../../lib/realtime';
import { type SupportNotices, whenInMexico } from './support.notices';

/** What a service or revision order tells: who works it (technician / inspector), and when. */
export interface WorkOrderLike {
  id: number;
  company_id: number;
  reference: string;
  status: ServiceOrderChangedEvent['status'];
  /** The technician of a service order, the inspector of a revision order. */
  assignee_id: number | null;
  /** What the notice and the mail name it by (the order's title, the inspected asset). */
  title: string;
  scheduled_at: string;
}

const KINDS = {
  service: { noun: 'orden de servicio', route: (id: number) => `/soporte/ordenes-servicio/${id}/detalles`, menu: 'Soporte › Órdenes de servicio' },
  revision: { noun: 'orden de revisión', route: (id: number) => `/soporte/ordenes-revision/${id}/detalles`, menu: 'Soporte › Órdenes de revisión' },
} as const;
type Kind = keyof typeof KINDS;

/**
 * What a service or revision order's change does outside the database, as tickets.effects does for
 * tickets: the socket event (no content) to the company's support room and the assignee's user
 * room — the previous assignee's too, whose list loses the order — and the assignee's notice and
 * e-mail when the order is given to them or its date moves. Nobody is told of their own action.
 * Notices go out after the reply (background tasks).
 */
export function createWorkOrderEffects(deps: { realtime: Realtime; tell: SupportNotices; background: BackgroundTasks }) {
  const { realtime, tell, background } = deps;

  function emit(kind: Kind, order: WorkOrderLike, change: string, at: string, previousAssignee: number | null) {
    const base = { id: order.id, company_id: order.company_id, reference: order.reference, status: order.status, at };
    const users = new Set([order.assignee_id, previousAssignee].filter((id): id is number => id !== null));
    const send = (room: string | number) => {
      // Two events, one shape each: the map of socket events keeps their payloads apart.
      if (kind === 'service') {
        const event = { ...base, technician_id: order.assignee_id, change: change as ServiceOrderChangedEvent['change'] };
        if (typeof room === 'string') realtime.emitToRoom(room, 'service-order.changed', event);
        else realtime.emitToUser(room, 'service-order.changed', event);
      } else {
        const event = { ...base, inspector_id: order.assignee_id, change: change as RevisionOrderChangedEvent['change'] };
        if (typeof room === 'string') realtime.emitToRoom(room, 'revision-order.changed', event);
        else realtime.emitToUser(room, 'revision-order.changed', event);
      }
    };
    send(companySupportRoom(order.company_id));
    for (const userId of users) send(userId);
  }

  function notify(kind: Kind, order: WorkOrderLike, actorId: number, title: string) {
    const userId = order.assignee_id;
    if (userId === null || userId === actorId) return;
    const { noun, route, menu } = KINDS[kind];
    background.later(`aviso de la ${noun} ${order.reference}`, () =>
      tell(userId, {
        companyId: order.company_id,
        reference: order.reference,
        title,
        body: `«${order.title}», programada para el ${whenInMexico(order.scheduled_at)}.`,
        route: route(order.id),
        subject: order.title,
        footer: `La encuentras en Plataforma, en ${menu} (${order.reference}).`,
      }),
    );
  }

  const forKind = <K extends Kind>(kind: K) => ({
    /** The event of a change; `previousAssignee` when the order changed hands (their list loses it). */
    emit: (order: WorkOrderLike, change: K extends 'service' ? ServiceOrderChangedEvent['change'] : RevisionOrderChangedEvent['change'], at: string, previousAssignee: number | null = null) =>
      emit(kind, order, change, at, previousAssignee),
    /** The assignee is told the order is theirs now (created with them, or reassigned), unless they did it. */
    assigned: (order: WorkOrderLike, actorId: number) => notify(kind, order, actorId, `Te asignaron la ${KINDS[kind].noun} ${order.reference}`),
    /** The assignee is told its date moved, unless they moved it. */
    rescheduled: (order: WorkOrderLike, actorId: number) => notify(kind, order, actorId, `Cambió la fecha de la ${KINDS[kind].noun} ${order.reference}`),
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  });

  return { serviceOrders: forKind('service'), revisionOrders: forKind('revision') };
}

export type WorkOrderEffects = ReturnType<typeof createWorkOrderEffects>;
export type ServiceOrderEffects = WorkOrderEffects['serviceOrders'];
export type RevisionOrderEffects = WorkOrderEffects['revisionOrders'];
