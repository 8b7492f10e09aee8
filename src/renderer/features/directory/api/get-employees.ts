import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePage } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

export interface EmployeeListParams {
  companyId: number;
  page: number;
  /** Words to search; accents and case do not matter ("jose perez" finds "José Pérez"). */
  q: string;
  departmentId: number | null;
  onlyDrivers: boolean;
}

/**
 * Three calls behind one table: `GET /api/v1/search/employees?q&page` when there are words,
 * `GET /api/v1/departments/{id}/employees?page` for one department, otherwise
 * `GET /api/v1/companies/{id}/employees?page&only_drivers`. The filters the chosen call does not
 * take (`company_id`, `department_id`, `only_drivers`) go along anyway and are applied by the
 * table to what arrives (see `employeeMatches`).
 */
export async function getEmployees({ companyId, page, q, departmentId, onlyDrivers }: EmployeeListParams): Promise<EmployeePage> {
  if (q.trim()) {
    const params = { q: q.trim(), page, company_id: companyId, department_id: departmentId ?? undefined, only_drivers: onlyDrivers || undefined };
    const { data } = await api.main.get<EmployeePage>('/api/v1/search/employees', { params });
    return data;
  }
  if (departmentId !== null) {
    const { data } = await api.main.get<EmployeePage>(`/api/v1/departments/${departmentId}/employees`, { params: { page, only_drivers: onlyDrivers || undefined } });
    return data;
  }
  const { data } = await api.main.get<EmployeePage>(`/api/v1/companies/${companyId}/employees`, { params: { page, only_drivers: onlyDrivers } });
  return data;
}

export const getEmployeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({ queryKey: ['employees', 'list', params], queryFn: () => getEmployees(params) });

export function useEmployees(params: EmployeeListParams) {
  return useQuery({ ...getEmployeesQueryOptions(params), placeholderData: keepPreviousData });
}
