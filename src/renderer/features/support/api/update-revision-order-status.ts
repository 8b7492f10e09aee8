import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionOrderDetail, RevisionStatus } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';
import { revisionOrderKey } from './get-revision-order';
import { revisionOrderListsKey } from './get-revision-orders';

/** `PUT /api/v1/revision-orders/{id}/status`: done needs every item answered and a note on each failure (the server says which is missing). */
export async function updateRevisionOrderStatus({ id, status }: { id: number; status: RevisionStatus }): Promise<RevisionOrderDetail> {
  const { data } = await api.main.put<RevisionOrderDetail>(`/api/v1/revision-orders/${id}/status`, { status });
  return data;
}

export function useUpdateRevisionOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevisionOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(revisionOrderKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: revisionOrderListsKey });
    },
  });
}
