import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '../../../../shared/contracts/logistics-orders';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/containers/{id}/orders?page`: the container's orders, newest first. */
export async function getContainerOrders(containerId: number, page: number): Promise<OrderPage> {
  const { data } = await api.main.get<OrderPage>(`/api/v1/containers/${containerId}/orders`, { params: { page } });
  return data;
}

export const containerOrdersKey = (containerId: number) => ['logistics', 'orders', containerId] as const;

export const getContainerOrdersQueryOptions = (containerId: number, page: number) =>
  queryOptions({ queryKey: [...containerOrdersKey(containerId), page], queryFn: () => getContainerOrders(containerId, page) });

export function useContainerOrders(containerId: number, page: number) {
  return useQuery({ ...getContainerOrdersQueryOptions(containerId, page), placeholderData: keepPreviousData });
}
