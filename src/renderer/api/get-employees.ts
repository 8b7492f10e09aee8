import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePage } from '../../shared/contracts/employees';
import { api } from '../lib/api-client';

export interface EmployeeListParams {
  companyId: number;
  page: number;
  /** Words to search; accents and case do not matter ("jose perez" finds "José Pérez"). */
  q: string;
  departmentId: number | null;
  onlyDrivers: boolean;
}

/**
 * `GET /api/v1/search/employees?q&page&company_id&department_id&only_drivers`: the company's
 * employees (a blank `q` lists them all, in directory order), narrowed by the server before
 * paging, so a page is full and the total counts what matches.
 */
export async function getEmployees({ companyId, page, q, departmentId, onlyDrivers }: EmployeeListParams): Promise<EmployeePage> {
  const params = { q: q.trim() || undefined, page, company_id: companyId, department_id: departmentId ?? undefined, only_drivers: onlyDrivers || undefined };
  const { data } = await api.main.get<EmployeePage>('/api/v1/search/employees', { params });
  return data;
}

export const getEmployeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({ queryKey: ['employees', 'list', params], queryFn: () => getEmployees(params) });

export function useEmployees(params: EmployeeListParams) {
  return useQuery({ ...getEmployeesQueryOptions(params), placeholderData: keepPreviousData });
}
