import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/shifts/{id}` (its recesses and assignments go with it). */
export async function deleteShift(id: number): Promise<void> {
  await api.attendance.delete(`/shifts/${id}`);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
