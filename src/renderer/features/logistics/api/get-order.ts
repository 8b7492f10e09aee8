import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/contracts/logistics-orders';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/orders/{id}`: the order and its log of updates, oldest first. */
export async function getOrder(id: number): Promise<OrderDetail> {
  const { data } = await api.main.get<OrderDetail>(`/api/v1/orders/${id}`);
  return data;
}

export const orderDetailKey = (id: number) => ['logistics', 'order', id] as const;

export const getOrderQueryOptions = (id: number) => queryOptions({ queryKey: orderDetailKey(id), queryFn: () => getOrder(id) });

export function useOrder(id: number | null) {
  return useQuery({ ...getOrderQueryOptions(id ?? 0), enabled: id !== null });
}
