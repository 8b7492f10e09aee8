import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/companies/{id}`: the whole company (members and the super admin). */
export async function getCompanyDetail(id: number): Promise<CompanyDetail> {
  const { data } = await api.main.get<CompanyDetail>(`/api/v1/companies/${id}`);
  return data;
}

export const getCompanyDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['companies', 'detail', id], queryFn: () => getCompanyDetail(id) });

export function useCompanyDetail(id: number | null) {
  return useQuery({ ...getCompanyDetailQueryOptions(id ?? 0), enabled: id !== null });
}
