import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { serviceOrderDetailKey } from './get-service-order';
import { serviceOrderListsKey } from './get-service-orders';

/** `DELETE /api/v1/service-orders/{id}`: support of the company, never a signed order (422: it is a receipt). */
export async function deleteServiceOrder(id: number): Promise<{ message: string }> {
  const { data } = await api.main.delete<{ message: string }>(`/api/v1/service-orders/${id}`);
  return data;
}

export function useDeleteServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceOrder,
    onSuccess: (_answer, id) => {
      // Gone: its page must not read it again (a 404), the lists must.
      queryClient.removeQueries({ queryKey: serviceOrderDetailKey(id) });
      return queryClient.invalidateQueries({ queryKey: serviceOrderListsKey });
    },
  });
}
