import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/companies/{id}`. */
export async function getCompany(id: number): Promise<Company> {
  const { data } = await api.main.get<Company>(`/api/v1/companies/${id}`);
  return data;
}

export const getCompanyQueryOptions = (id: number) => queryOptions({ queryKey: ['companies', 'detail', id], queryFn: () => getCompany(id) });

export function useCompany(id: number | null) {
  return useQuery({ ...getCompanyQueryOptions(id ?? 0), enabled: id !== null });
}
