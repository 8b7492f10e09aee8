import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../../lib/realtime';
import { revisionOrderKey } from '../api/get-revision-order';
import { revisionOrderListsKey } from '../api/get-revision-orders';
import { serviceOrderDetailKey } from '../api/get-service-order';
import { serviceOrderListsKey } from '../api/get-service-orders';
import { ticketDetailKey } from '../api/get-ticket';
import { ticketListsKey } from '../api/get-tickets';
import { createLiveRefetch } from './live-refetch';

const LIVE = {
  tickets: { event: 'ticket.changed', listsKey: ticketListsKey, detailKey: ticketDetailKey },
  'service-orders': { event: 'service-order.changed', listsKey: serviceOrderListsKey, detailKey: serviceOrderDetailKey },
  'revision-orders': { event: 'revision-order.changed', listsKey: revisionOrderListsKey, detailKey: revisionOrderKey },
} as const;

/**
 * Keeps support's lists and details live: support joins the company's support room
 * (`tickets:subscribe`, again on every new socket, since rooms do not survive one) — tickets,
 * service orders and revision orders all go there; a requester, technician or inspector hears
 * their own in their user room without joining anything. Each event reads the record again and
 * the lists once the burst settles (createLiveRefetch); a reconnection reads the lists again.
 */
export function useLiveSupport(kind: keyof typeof LIVE, companyId: number | null, support: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (companyId === null) return;
    const { event, listsKey, detailKey } = LIVE[kind];
    const live = createLiveRefetch({ companyId, listsKey, detailKey, invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }) });
    const stopConnect = support ? realtime.onConnect(() => realtime.emit('tickets:subscribe', { company_id: companyId })) : () => undefined;
    const stopChanged = realtime.on(event, (change: { id: number; company_id: number }) => live.changed(change));
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: listsKey }));
    return () => {
      stopConnect();
      stopChanged();
      stopReconnect();
      live.stop();
    };
  }, [queryClient, kind, companyId, support]);
}
