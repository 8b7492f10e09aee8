import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketMessage } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export const ticketMessagesKey = (id: number) => ['support', 'tickets', 'messages', id] as const;

/** `GET /api/v1/tickets/{id}/messages`: the conversation, oldest first (internal notes only reach support). */
export async function getTicketMessages(id: number): Promise<TicketMessage[]> {
  const { data } = await api.main.get<{ data: TicketMessage[] }>(`/api/v1/tickets/${id}/messages`);
  return data.data;
}

export const getTicketMessagesQueryOptions = (id: number) => queryOptions({ queryKey: ticketMessagesKey(id), queryFn: () => getTicketMessages(id) });

export function useTicketMessages(id: number) {
  return useQuery({ ...getTicketMessagesQueryOptions(id), enabled: id > 0 });
}
