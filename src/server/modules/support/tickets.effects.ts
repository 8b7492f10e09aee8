import type { Kysely } from 'kysely';
import { TICKET_STATUS_LABELS, type TicketStatus, ticketReference } from '../../../shared/contracts/support';
import { type TicketChangedEvent, companySupportRoom, ticketAgentsRoom, ticketRoom } from '../../../shared/realtime';
import type { Database } from '../../db/schema';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { Realtime } from '../../lib/realtime';
import type { NotificationsService } from '../notifications/notifications.service';
import { clip } from '../../lib/clip-text';
import { createSupportNotices } from './support.notices';
import type * as repository from './tickets.repository';

type TicketLike = Pick<repository.TicketRow, 'id' | 'company_id' | 'number' | 'subject' | 'status' | 'priority' | 'assignee_id' | 'requester_id'>;

const detailsRoute = (id: number) => `/soporte/tickets/${id}/detalles`;

/**
 * What a ticket's change does outside the database: the socket event to whoever looks at the
 * company's queue or the ticket (never the content), and the requester's notice and e-mail for
 * public replies and status changes. Notices and mail go out after the reply (background tasks).
 * The subject always carries the reference, so mail clients thread the conversation.
 */
export function createTicketEffects(deps: { db: Kysely<Database>; realtime: Realtime; notifications: NotificationsService; mailer: Mailer; background: BackgroundTasks }) {
  const { db, realtime, notifications, mailer, background } = deps;

  const tell = createSupportNotices({ db, notifications, mailer });
  const tellRequester = (ticket: TicketLike, title: string, text: string) => {
    const reference = ticketReference(ticket.number);
    return tell(ticket.requester_id, {
      companyId: ticket.company_id,
      reference,
      title,
      body: text,
      route: detailsRoute(ticket.id),
      subject: ticket.subject,
      footer: `Puedes seguir la conversación en Plataforma, en Soporte › Mis tickets (${reference}). Si respondes, cita la referencia ${reference}.`,
    });
  };

  return {
    /** A change, to the company's support room, the ticket's room (its agents' only for internal notes) and the requester. */
    emit(ticket: TicketLike, change: TicketChangedEvent['change'], at: string, internal = false) {
      const event: TicketChangedEvent = {
        id: ticket.id,
        company_id: ticket.company_id,
        reference: ticketReference(ticket.number),
        status: ticket.status as TicketStatus,
        priority: ticket.priority as TicketChangedEvent['priority'],
        assignee_id: ticket.assignee_id,
        change,
        at,
      };
      realtime.emitToRoom(companySupportRoom(ticket.company_id), 'ticket.changed', event);
      realtime.emitToRoom(internal ? ticketAgentsRoom(ticket.id) : ticketRoom(ticket.id), 'ticket.changed', event);
      if (!internal) realtime.emitToUser(ticket.requester_id, 'ticket.changed', event);
    },

    publicReply(ticket: TicketLike, authorName: string, body: string) {
      background.later(`respuesta del ticket ${ticketReference(ticket.number)}`, () => tellRequester(ticket, `${authorName} respondió tu ticket`, body));
    },

    statusChanged(ticket: TicketLike, from: TicketStatus, to: TicketStatus) {
      background.later(`estado del ticket ${ticketReference(ticket.number)}`, () =>
        tellRequester(ticket, `Tu ticket pasó a «${TICKET_STATUS_LABELS[to]}»`, `«${ticket.subject}» estaba ${TICKET_STATUS_LABELS[from].toLowerCase()} y ahora está ${TICKET_STATUS_LABELS[to].toLowerCase()}.`),
      );
    },

    /** A support person's notice (assigned to them, the requester wrote again). */
    tellAgent(ticket: TicketLike, userId: number, title: string, body: string) {
      background.later(`aviso del ticket ${ticketReference(ticket.number)}`, () =>
        notifications.notify([userId], { title: clip(`${ticketReference(ticket.number)}: ${title}`, 120), body: clip(body, 1000), route: detailsRoute(ticket.id), companyId: ticket.company_id }).then(() => undefined),
      );
    },

    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}

export type TicketEffects = ReturnType<typeof createTicketEffects>;
