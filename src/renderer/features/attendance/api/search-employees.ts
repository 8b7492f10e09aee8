import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePage } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

export interface EmployeeSearchParams {
  companyId: number;
  q: string;
  departmentId?: number | null;
}

/** `GET /api/v1/search/employees?q&company_id&department_id`: the first page of matching employees. */
export async function searchEmployees({ companyId, q, departmentId }: EmployeeSearchParams): Promise<EmployeePage> {
  const params = { q: q.trim() || undefined, page: 1, company_id: companyId, department_id: departmentId ?? undefined };
  const { data } = await api.main.get<EmployeePage>('/api/v1/search/employees', { params });
  return data;
}

export const searchEmployeesQueryOptions = (params: EmployeeSearchParams) =>
  queryOptions({ queryKey: ['employees', 'attendance-picker', params], queryFn: () => searchEmployees(params) });

export function useSearchEmployees(params: EmployeeSearchParams) {
  return useQuery({ ...searchEmployeesQueryOptions(params), placeholderData: keepPreviousData });
}
