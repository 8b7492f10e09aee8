import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, UpdateEmployeeInput } from '../../../../shared/contracts/employees';
export { updateEmployeeInputSchema } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/departments/{id}/employees/{employeeId}`: `department_id` moves them within the company. */
export async function updateEmployee({ departmentId, employeeId, ...input }: UpdateEmployeeInput & { departmentId: number; employeeId: number }): Promise<Employee> {
  const { data } = await api.main.put<Employee>(`/api/v1/departments/${departmentId}/employees/${employeeId}`, input);
  return data;
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['employees'] }), queryClient.invalidateQueries({ queryKey: ['departments'] })]),
  });
}
