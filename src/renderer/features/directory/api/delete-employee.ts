import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/departments/{id}/employees/{employeeId}`. */
export async function deleteEmployee({ departmentId, employeeId }: { departmentId: number; employeeId: number }): Promise<void> {
  await api.main.delete(`/api/v1/departments/${departmentId}/employees/${employeeId}`);
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['departments'] })]),
  });
}
