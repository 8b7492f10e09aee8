import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail, UpdateCompanyInput } from '../../../../shared/contracts/companies';
export { updateCompanyInputSchema } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/companies/{id}`: only the fields sent change (banners and landing text too). */
export async function updateCompany({ id, ...input }: UpdateCompanyInput & { id: number }): Promise<CompanyDetail> {
  const { data } = await api.main.put<CompanyDetail>(`/api/v1/companies/${id}`, input);
  return data;
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(['companies', 'detail', company.id], company);
      return queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
