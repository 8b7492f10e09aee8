import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TicketMessageKind } from '../../../../shared/contracts/support';
import { realtime } from '../../../lib/realtime';
import { useSessionStore } from '../../../stores/session';
import { ticketDetailKey } from '../api/get-ticket';
import { ticketMessagesKey } from '../api/get-ticket-messages';
import { type Typer, TYPING_EXPIRES_MS, activeTypers, applyTypingEvent, createTypingEmitter } from './typing';

/**
 * One ticket's room: joins it on every new socket (`ticket:join`; the server lets in support and
 * the requester, and support also hears notes), leaves on the way out, refetches the ticket and
 * its conversation on `ticket.changed`, and tracks who else is typing (collision detection).
 * `typing(kind)` is called on each keystroke of the reply box, `stopTyping()` when it is sent.
 */
export function useTicketRoom(ticketId: number) {
  const queryClient = useQueryClient();
  const selfId = useSessionStore((state) => state.user?.id ?? null);
  const [typers, setTypers] = useState<Typer[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (ticketId <= 0) return;
    const stopConnect = realtime.onConnect(() => realtime.emit('ticket:join', { ticket_id: ticketId }));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ticketDetailKey(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ticketMessagesKey(ticketId) });
    };
    const stopChanged = realtime.on('ticket.changed', (event) => {
      if (event.id !== ticketId) return;
      refresh();
      // A message arrived: whoever wrote it has stopped typing.
      if (event.change === 'message') setTypers([]);
    });
    const stopTyping = realtime.on('ticket:typing', (event) => setTypers((current) => applyTypingEvent(current, event, ticketId, selfId, Date.now())));
    const stopReconnect = realtime.onReconnect(refresh);
    return () => {
      stopConnect();
      stopChanged();
      stopTyping();
      stopReconnect();
      realtime.emit('ticket:leave', { ticket_id: ticketId });
      setTypers([]);
    };
  }, [queryClient, ticketId, selfId]);

  // A clock only while someone is shown typing, to drop indicators nobody refreshed.
  useEffect(() => {
    if (typers.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), TYPING_EXPIRES_MS / 4);
    return () => clearInterval(timer);
  }, [typers.length]);

  const emitter = useMemo(() => createTypingEmitter(({ kind, typing }) => realtime.emit('ticket:typing', { ticket_id: ticketId, kind, typing })), [ticketId]);
  useEffect(() => () => emitter.stop(), [emitter]);

  const typing = useCallback((kind: TicketMessageKind) => emitter.input(kind), [emitter]);
  const stopTyping = useCallback(() => emitter.stop(), [emitter]);
  return { typers: activeTypers(typers, Math.max(now, Date.now())), typing, stopTyping };
}
