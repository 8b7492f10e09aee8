import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionServiceOrdersResult } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';
import { revisionOrderKey } from './get-revision-order';

/** `POST /api/v1/revision-orders/{id}/service-orders`: one service order per failed item (an item that has one keeps it). */
export async function createRevisionServiceOrders(id: number): Promise<RevisionServiceOrdersResult> {
  const { data } = await api.main.post<RevisionServiceOrdersResult>(`/api/v1/revision-orders/${id}/service-orders`);
  return data;
}

export function useCreateRevisionServiceOrders() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRevisionServiceOrders, onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: revisionOrderKey(id) }) });
}
