import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/users/{id}/companies`: the companies a user belongs to. */
export async function getUserCompanies(userId: number): Promise<Company[]> {
  const { data } = await api.main.get<Company[]>(`/api/v1/users/${userId}/companies`);
  return data;
}

export const getUserCompaniesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['companies', 'of-user', userId], queryFn: () => getUserCompanies(userId) });

export function useUserCompanies(userId: number | null) {
  return useQuery({ ...getUserCompaniesQueryOptions(userId ?? 0), enabled: userId !== null });
}
