import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/departments/{id}`. */
export async function deleteDepartment(id: number): Promise<void> {
  await api.main.delete(`/api/v1/departments/${id}`);
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepartment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['departments'] }) });
}
