import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/employee-shifts/{id}`. */
export async function removeEmployeeShift(id: number): Promise<void> {
  await api.attendance.delete(`/employee-shifts/${id}`);
}

export function useRemoveEmployeeShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeEmployeeShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
