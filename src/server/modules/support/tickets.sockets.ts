import { z } from 'zod';
import { ticketJoinPayloadSchema, ticketTypingPayloadSchema } from '../../../shared/contracts/support';
import { type JoinAck, companySupportRoom, ticketAgentsRoom, ticketRoom } from '../../../shared/realtime';
import type { RealtimeServer } from '../../plugins/realtime';
import type { TicketsService } from './tickets.service';

const subscribePayloadSchema = z.object({ company_id: z.number().int().positive() });
const REFUSED = 'No encontramos ese ticket.';

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * The ticket rooms of the socket layer. A socket joins a company's support room or a ticket's room
 * only after the tickets service said the caller may see it (support, or the ticket's requester);
 * a requester never joins the agents' room, so internal-note typing and note changes stay with
 * support. Typing is relayed only from a socket in the room, to the others in it.
 *
 * When a user's identity changes the realtime plugin moves their sockets back to the rooms of
 * `roomsOf`, leaving these: the screen joins again (its socket reconnects or it re-subscribes).
 */
export function registerTicketSockets(io: RealtimeServer, tickets: TicketsService, logger: Logger) {
  const answer = (ack: unknown, value: Parameters<JoinAck>[0]) => {
    if (typeof ack === 'function') (ack as JoinAck)(value);
  };

  io.on('connection', (socket) => {
    const names = new Map<number, string>();
    const guarded = (label: string, handler: (payload: unknown, ack: unknown) => Promise<void>) => (payload: unknown, ack?: unknown) => {
      handler(payload, ack).catch((error: unknown) => {
        logger.error({ err: error }, `falló el evento de socket ${label}`);
        answer(ack, { ok: false, message: 'No pudimos atender la solicitud.' });
      });
    };

    socket.on(
      'tickets:subscribe',
      guarded('tickets:subscribe', async (payload, ack) => {
        const parsed = subscribePayloadSchema.safeParse(payload);
        const { principal } = socket.data;
        if (!parsed.success || !(await tickets.isAgent(principal, parsed.data.company_id))) return answer(ack, { ok: false, message: 'No encontramos esa empresa.' });
        await socket.join(companySupportRoom(parsed.data.company_id));
        answer(ack, { ok: true });
      }),
    );

    socket.on(
      'ticket:join',
      guarded('ticket:join', async (payload, ack) => {
        const parsed = ticketJoinPayloadSchema.safeParse(payload);
        const viewer = parsed.success ? await tickets.viewer(socket.data.principal, parsed.data.ticket_id) : null;
        if (!parsed.success || !viewer) return answer(ack, { ok: false, message: REFUSED });
        const id = parsed.data.ticket_id;
        names.set(id, viewer.name);
        await socket.join(viewer.agent ? [ticketRoom(id), ticketAgentsRoom(id)] : [ticketRoom(id)]);
        answer(ack, { ok: true });
      }),
    );

    socket.on('ticket:leave', (payload) => {
      const parsed = ticketJoinPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      names.delete(parsed.data.ticket_id);
      void socket.leave(ticketRoom(parsed.data.ticket_id));
      void socket.leave(ticketAgentsRoom(parsed.data.ticket_id));
    });

    socket.on('ticket:typing', (payload) => {
      const parsed = ticketTypingPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const { ticket_id, kind, typing } = parsed.data;
      // Only from a socket the join let in; a note only among the ticket's agents.
      const room = kind === 'internal_note' ? ticketAgentsRoom(ticket_id) : ticketRoom(ticket_id);
      if (!socket.rooms.has(room)) return;
      socket.to(room).emit('ticket:typing', { ticket_id, user_id: socket.data.principal.userId, name: names.get(ticket_id) ?? '', kind, typing });
    });
  });
}
