import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/attendances/{id}`. */
export async function deleteAttendance(id: number): Promise<void> {
  await api.attendance.delete(`/attendances/${id}`);
}

export function useDeleteAttendance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAttendance, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
