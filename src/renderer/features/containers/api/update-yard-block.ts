import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateYardBlockInput, YardBlock } from '../../../../shared/contracts/yard';
export { updateYardBlockInputSchema } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/yard/blocks/{id}`: only the fields sent change; refused if it would strand containers. */
export async function updateYardBlock({ id, ...input }: UpdateYardBlockInput & { id: number }): Promise<YardBlock> {
  const { data } = await api.main.put<YardBlock>(`/api/v1/yard/blocks/${id}`, input);
  return data;
}

export function useUpdateYardBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateYardBlock, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers'] }) });
}
