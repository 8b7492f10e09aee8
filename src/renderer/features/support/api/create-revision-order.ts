import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RevisionOrderDetail, createRevisionOrderInputSchema } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';
import { revisionOrderListsKey } from './get-revision-orders';

export type CreateRevisionOrderInput = z.input<typeof createRevisionOrderInputSchema>;

/** `POST /api/v1/revision-orders`: programs an inspection; the template's items are copied into it. */
export async function createRevisionOrder(input: CreateRevisionOrderInput): Promise<RevisionOrderDetail> {
  const { data } = await api.main.post<RevisionOrderDetail>('/api/v1/revision-orders', input);
  return data;
}

export function useCreateRevisionOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRevisionOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionOrderListsKey }) });
}
