import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/department-shifts/{id}`. */
export async function removeDepartmentShift(id: number): Promise<void> {
  await api.attendance.delete(`/department-shifts/${id}`);
}

export function useRemoveDepartmentShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDepartmentShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
