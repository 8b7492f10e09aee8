import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionOrderDetail } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';

export const revisionOrderKey = (id: number) => ['support', 'revision-orders', 'detail', id] as const;

/** `GET /api/v1/revision-orders/{id}`: the order with its checklist items and whether the caller manages it. */
export async function getRevisionOrder(id: number): Promise<RevisionOrderDetail> {
  const { data } = await api.main.get<RevisionOrderDetail>(`/api/v1/revision-orders/${id}`);
  return data;
}

export const getRevisionOrderQueryOptions = (id: number) => queryOptions({ queryKey: revisionOrderKey(id), queryFn: () => getRevisionOrder(id) });

export function useRevisionOrder(id: number) {
  return useQuery({ ...getRevisionOrderQueryOptions(id), enabled: id > 0 });
}
