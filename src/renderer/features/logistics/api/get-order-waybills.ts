import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillList } from '../../../../shared/contracts/logistics-waybills';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/orders/{id}/waybills`: the order's cartas porte, newest first. */
export async function getOrderWaybills(orderId: number): Promise<WaybillList> {
  const { data } = await api.main.get<WaybillList>(`/api/v1/orders/${orderId}/waybills`);
  return data;
}

export const orderWaybillsKey = (orderId: number) => ['logistics', 'waybills', orderId] as const;

export const getOrderWaybillsQueryOptions = (orderId: number) => queryOptions({ queryKey: orderWaybillsKey(orderId), queryFn: () => getOrderWaybills(orderId) });

export function useOrderWaybills(orderId: number, enabled = true) {
  return useQuery({ ...getOrderWaybillsQueryOptions(orderId), enabled });
}
