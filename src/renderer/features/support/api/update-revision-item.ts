import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RevisionOrderDetail, updateRevisionItemInputSchema } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';
import { revisionOrderKey } from './get-revision-order';
import { revisionOrderListsKey } from './get-revision-orders';

export type UpdateRevisionItemInput = z.input<typeof updateRevisionItemInputSchema>;

/** `PUT /api/v1/revision-orders/{id}/items/{itemId}`: the item's result, note and photos; answers the whole order. */
export async function updateRevisionItem({ orderId, itemId, input }: { orderId: number; itemId: number; input: UpdateRevisionItemInput }): Promise<RevisionOrderDetail> {
  const { data } = await api.main.put<RevisionOrderDetail>(`/api/v1/revision-orders/${orderId}/items/${itemId}`, input);
  return data;
}

export function useUpdateRevisionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevisionItem,
    onSuccess: (order) => {
      queryClient.setQueryData(revisionOrderKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: revisionOrderListsKey });
    },
  });
}
