import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/recesses/{id}`. */
export async function deleteRecess(id: number): Promise<void> {
  await api.attendance.delete(`/recesses/${id}`);
}

export function useDeleteRecess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecess, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
