import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWaybillInput, Waybill } from '../../../../shared/contracts/logistics-waybills';
export { createWaybillInputSchema } from '../../../../shared/contracts/logistics-waybills';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/waybills`: issues the carta porte of an approved or in-progress order. */
export async function createWaybill(input: CreateWaybillInput): Promise<Waybill> {
  const { data } = await api.main.post<Waybill>('/api/v1/waybills', input);
  return data;
}

export function useCreateWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWaybill,
    onSuccess: (waybill) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['logistics', 'waybills', waybill.container_order_id] }),
        queryClient.invalidateQueries({ queryKey: ['logistics', 'orders'] }),
      ]),
  });
}
