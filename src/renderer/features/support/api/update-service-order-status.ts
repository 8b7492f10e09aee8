import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOrderDetail, ServiceOrderStatus } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';
import { serviceOrderDetailKey } from './get-service-order';
import { serviceOrderListsKey } from './get-service-orders';

/** `PUT /api/v1/service-orders/{id}/status`: a move of SERVICE_ORDER_TRANSITIONS (done only by signing). */
export async function updateServiceOrderStatus({ id, status }: { id: number; status: ServiceOrderStatus }): Promise<ServiceOrderDetail> {
  const { data } = await api.main.put<ServiceOrderDetail>(`/api/v1/service-orders/${id}/status`, { status });
  return data;
}

export function useUpdateServiceOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderDetailKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: serviceOrderListsKey });
    },
  });
}
