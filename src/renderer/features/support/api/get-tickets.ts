import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TICKET_VIEWS, TicketCategory, TicketPage, TicketPriority, TicketStatus } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export type TicketView = (typeof TICKET_VIEWS)[number];

export interface TicketListParams {
  companyId: number;
  page: number;
  /** Support's queue; a requester's list is their own tickets whatever the view. */
  view: TicketView;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  category: TicketCategory | null;
  /** Subject or reference words (accents and case do not matter). */
  q: string;
}

/** Every ticket list's key starts here: the socket and the mutations refresh them all. */
export const ticketListsKey = ['support', 'tickets', 'list'] as const;

/**
 * `GET /api/v1/companies/{id}/tickets?view&status&priority&category&q&page`: support's queue of the
 * company, or the caller's own tickets when they are not support. 20 a page, newest first.
 */
export async function getTickets({ companyId, page, view, status, priority, category, q }: TicketListParams): Promise<TicketPage> {
  const params = { page, view, status: status ?? undefined, priority: priority ?? undefined, category: category ?? undefined, q: q.trim() || undefined };
  const { data } = await api.main.get<TicketPage>(`/api/v1/companies/${companyId}/tickets`, { params });
  return data;
}

export const getTicketsQueryOptions = (params: TicketListParams) => queryOptions({ queryKey: [...ticketListsKey, params], queryFn: () => getTickets(params) });

export function useTickets(params: TicketListParams, enabled = true) {
  // Every minute as well as on each socket change: the SLA countdowns are the server's, as of the answer.
  return useQuery({ ...getTicketsQueryOptions(params), placeholderData: keepPreviousData, enabled, refetchInterval: 60_000 });
}
