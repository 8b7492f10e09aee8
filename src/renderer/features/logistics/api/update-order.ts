import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, UpdateOrderInput } from '../../../../shared/contracts/logistics-orders';
export { updateOrderInputSchema } from '../../../../shared/contracts/logistics-orders';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/orders/{id}`: `update_report` goes to the order's log; `status` moves it along its flow. */
export async function updateOrder({ id, ...input }: UpdateOrderInput & { id: number }): Promise<Order> {
  const { data } = await api.main.put<Order>(`/api/v1/orders/${id}`, input);
  return data;
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['logistics', 'orders', order.container.id] }),
        queryClient.invalidateQueries({ queryKey: ['logistics', 'order', order.id] }),
        queryClient.invalidateQueries({ queryKey: ['containers', 'history', order.container.id] }),
      ]),
  });
}
