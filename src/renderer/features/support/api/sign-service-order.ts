import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOrderDetail, SignServiceOrderInput } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';
import { serviceOrderDetailKey } from './get-service-order';
import { serviceOrderListsKey } from './get-service-orders';

/** `POST /api/v1/service-orders/{id}/signature`: the receiver's name and strokes; the order becomes done and frozen. */
export async function signServiceOrder({ id, input }: { id: number; input: SignServiceOrderInput }): Promise<ServiceOrderDetail> {
  const { data } = await api.main.post<ServiceOrderDetail>(`/api/v1/service-orders/${id}/signature`, input);
  return data;
}

export function useSignServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signServiceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderDetailKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: serviceOrderListsKey });
    },
  });
}
