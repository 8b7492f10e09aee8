import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceOrderDetail, updateServiceOrderInputSchema } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';
import { serviceOrderDetailKey } from './get-service-order';
import { serviceOrderListsKey } from './get-service-orders';

export type UpdateServiceOrderInput = z.input<typeof updateServiceOrderInputSchema>;

/** `PUT /api/v1/service-orders/{id}`: the fields sent change; `parts` replaces the list whole. */
export async function updateServiceOrder({ id, input }: { id: number; input: UpdateServiceOrderInput }): Promise<ServiceOrderDetail> {
  const { data } = await api.main.put<ServiceOrderDetail>(`/api/v1/service-orders/${id}`, input);
  return data;
}

export function useUpdateServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderDetailKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: serviceOrderListsKey });
    },
  });
}
