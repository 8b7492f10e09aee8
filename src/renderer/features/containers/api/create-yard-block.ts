import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateYardBlockInput, YardBlock } from '../../../../shared/contracts/yard';
export { createYardBlockInputSchema } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/yard/blocks`: adds a block to the yard. */
export async function createYardBlock(input: CreateYardBlockInput): Promise<YardBlock> {
  const { data } = await api.main.post<YardBlock>('/api/v1/yard/blocks', input);
  return data;
}

export function useCreateYardBlock() {
  const queryClient = useQueryClient();
  // The layout, the map and the dashboard's capacity all change.
  return useMutation({ mutationFn: createYardBlock, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers'] }) });
}
