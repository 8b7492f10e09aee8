import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '../../shared/contracts/departments';
import { api } from '../lib/api-client';

/** `GET /api/v1/companies/{id}/departments`: every department of the company, by name. */
export async function getDepartments(companyId: number): Promise<Department[]> {
  const { data } = await api.main.get<Department[]>(`/api/v1/companies/${companyId}/departments`);
  return data;
}

export const getDepartmentsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['departments', 'of-company', companyId], queryFn: () => getDepartments(companyId) });

export function useDepartments(companyId: number | null) {
  return useQuery({ ...getDepartmentsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
