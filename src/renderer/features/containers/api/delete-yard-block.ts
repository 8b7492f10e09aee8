import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/yard/blocks/{id}`: only an empty block. */
export async function deleteYardBlock(id: number): Promise<void> {
  await api.main.delete(`/api/v1/yard/blocks/${id}`);
}

export function useDeleteYardBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteYardBlock, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers'] }) });
}
