import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceOrderDetail, createServiceOrderInputSchema } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';
import { serviceOrderListsKey } from './get-service-orders';

export type CreateServiceOrderInput = z.input<typeof createServiceOrderInputSchema>;

/** `POST /api/v1/service-orders`: support creates an order, directly or from a ticket (`ticket_id`). */
export async function createServiceOrder(input: CreateServiceOrderInput): Promise<ServiceOrderDetail> {
  const { data } = await api.main.post<ServiceOrderDetail>('/api/v1/service-orders', input);
  return data;
}

export function useCreateServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createServiceOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceOrderListsKey }) });
}
