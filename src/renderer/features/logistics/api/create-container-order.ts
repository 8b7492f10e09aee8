import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '../../../../shared/contracts/logistics-orders';
export { createOrderInputSchema } from '../../../../shared/contracts/logistics-orders';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/containers/{id}/orders`: a new order starts as requested. */
export async function createContainerOrder({ containerId, ...input }: CreateOrderInput & { containerId: number }): Promise<Order> {
  const { data } = await api.main.post<Order>(`/api/v1/containers/${containerId}/orders`, input);
  return data;
}

export function useCreateContainerOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContainerOrder, onSuccess: (order) => queryClient.invalidateQueries({ queryKey: ['logistics', 'orders', order.container.id] }) });
}
