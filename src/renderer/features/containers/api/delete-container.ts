import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/containers/{id}`: for records made by mistake; one with history is refused (409: archive it). */
export async function deleteContainer(id: number): Promise<void> {
  await api.main.delete(`/api/v1/containers/${id}`);
}

export function useDeleteContainer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContainer, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers', 'list'] }) });
}
