import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceOrderDetail } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';

export const serviceOrderDetailKey = (id: number) => ['support', 'service-orders', 'detail', id] as const;

/** `GET /api/v1/service-orders/{id}`: the order, its parts, its signature and what the caller may do (`can_manage`, `can_work`). */
export async function getServiceOrder(id: number): Promise<ServiceOrderDetail> {
  const { data } = await api.main.get<ServiceOrderDetail>(`/api/v1/service-orders/${id}`);
  return data;
}

export const getServiceOrderQueryOptions = (id: number) => queryOptions({ queryKey: serviceOrderDetailKey(id), queryFn: () => getServiceOrder(id) });

export function useServiceOrder(id: number) {
  return useQuery({ ...getServiceOrderQueryOptions(id), enabled: id > 0 });
}
