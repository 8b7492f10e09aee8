import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDepartmentInput, Department } from '../../../../shared/contracts/departments';
export { createDepartmentInputSchema } from '../../../../shared/contracts/departments';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/companies/{id}/departments`: without a slug the server makes one from the name. */
export async function createDepartment({ companyId, ...input }: CreateDepartmentInput & { companyId: number }): Promise<Department> {
  const { data } = await api.main.post<Department>(`/api/v1/companies/${companyId}/departments`, input);
  return data;
}

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDepartment, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['departments'] }) });
}
