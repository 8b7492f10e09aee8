import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, Employee } from '../../../../shared/contracts/employees';
export { createEmployeeInputSchema } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/departments/{id}/employees`. */
export async function createEmployee({ departmentId, ...input }: CreateEmployeeInput & { departmentId: number }): Promise<Employee> {
  const { data } = await api.main.post<Employee>(`/api/v1/departments/${departmentId}/employees`, input);
  return data;
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    // Department head counts change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['departments'] })]),
  });
}
