import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/container-calls/{id}`. */
export async function deleteVesselCall(id: number): Promise<void> {
  await api.main.delete(`/api/v1/container-calls/${id}`);
}

export function useDeleteVesselCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVesselCall, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers', 'calls'] }) });
}
