import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, CreateCompanyInput } from '../../../../shared/contracts/companies';
export { createCompanyInputSchema } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/companies` (super admin): starts neither verified nor authorized. */
export async function createCompany(input: CreateCompanyInput): Promise<CompanyDetail> {
  const { data } = await api.main.post<CompanyDetail>('/api/v1/companies', input);
  return data;
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCompany, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }) });
}
