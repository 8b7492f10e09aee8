import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/schedules/{id}`. */
export async function deleteSchedule(id: number): Promise<void> {
  await api.attendance.delete(`/schedules/${id}`);
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
