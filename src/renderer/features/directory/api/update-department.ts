import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department, UpdateDepartmentInput } from '../../../../shared/contracts/departments';
export { updateDepartmentInputSchema } from '../../../../shared/contracts/departments';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/departments/{id}`: only the fields sent change; null clears parent or manager. */
export async function updateDepartment({ id, ...input }: UpdateDepartmentInput & { id: number }): Promise<Department> {
  const { data } = await api.main.put<Department>(`/api/v1/departments/${id}`, input);
  return data;
}

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDepartment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['departments'] }) });
}
