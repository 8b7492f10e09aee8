import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export const ticketDetailKey = (id: number) => ['support', 'tickets', 'detail', id] as const;

/** `GET /api/v1/tickets/{id}`: the ticket, its status timeline and whether the caller works it (`can_work`). */
export async function getTicket(id: number): Promise<TicketDetail> {
  const { data } = await api.main.get<TicketDetail>(`/api/v1/tickets/${id}`);
  return data;
}

export const getTicketQueryOptions = (id: number) => queryOptions({ queryKey: ticketDetailKey(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery({ ...getTicketQueryOptions(id), enabled: id > 0 });
}
