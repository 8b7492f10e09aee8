import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceOrderPage, ServiceOrderStatus } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';

export interface ServiceOrderListParams {
  companyId: number;
  page: number;
  /** 20 for the list; up to 200 for a calendar range. */
  perPage?: number;
  status?: ServiceOrderStatus | null;
  technicianId?: number | null;
  ticketId?: number | null;
  /** Bounds of `scheduled_at` (ISO with offset): the calendar's visible range. */
  from?: string;
  to?: string;
  q?: string;
  sort?: '-number' | 'scheduled_at';
}

/** Every service-order list's key starts here: the mutations refresh them all. */
export const serviceOrderListsKey = ['support', 'service-orders', 'list'] as const;

/**
 * `GET /api/v1/companies/{id}/service-orders`: support sees the company's orders, a technician
 * those assigned to them, a requester those of their own tickets.
 */
export async function getServiceOrders({ companyId, page, perPage, status, technicianId, ticketId, from, to, q, sort }: ServiceOrderListParams): Promise<ServiceOrderPage> {
  const params = {
    page,
    per_page: perPage,
    status: status ?? undefined,
    technician_id: technicianId ?? undefined,
    ticket_id: ticketId ?? undefined,
    from,
    to,
    q: q?.trim() || undefined,
    sort,
  };
  const { data } = await api.main.get<ServiceOrderPage>(`/api/v1/companies/${companyId}/service-orders`, { params });
  return data;
}

export const getServiceOrdersQueryOptions = (params: ServiceOrderListParams) => queryOptions({ queryKey: [...serviceOrderListsKey, params], queryFn: () => getServiceOrders(params) });

export function useServiceOrders(params: ServiceOrderListParams, enabled = true) {
  return useQuery({ ...getServiceOrdersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
