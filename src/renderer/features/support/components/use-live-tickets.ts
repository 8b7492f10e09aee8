import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../../lib/realtime';
import { ticketListsKey } from '../api/get-tickets';

/** Lists are read again this long after the last event, so a burst of changes costs one request. */
const SETTLE_MS = 400;

/**
 * Keeps the ticket lists live: support joins the company's support room (`tickets:subscribe`,
 * again on every new socket, since rooms do not survive one); a requester hears their own
 * tickets in their user room without joining anything. Each `ticket.changed` refetches the lists
 * once the burst settles, and the changed ticket's detail and conversation if they are cached.
 */
export function useLiveTickets(companyId: number | null, support: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (companyId === null) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stopConnect = support ? realtime.onConnect(() => realtime.emit('tickets:subscribe', { company_id: companyId })) : () => undefined;
    const stopChanged = realtime.on('ticket.changed', (event) => {
      if (event.company_id !== companyId) return;
      void queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'detail', event.id] });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ticketListsKey }), SETTLE_MS);
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: ticketListsKey }));
    return () => {
      stopConnect();
      stopChanged();
      stopReconnect();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, companyId, support]);
}
