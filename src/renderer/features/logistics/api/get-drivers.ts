import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePage } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/search/employees?company_id&only_drivers=true&q`: the company's drivers, for pickers. */
export async function getDrivers(companyId: number, q: string): Promise<EmployeePage> {
  const { data } = await api.main.get<EmployeePage>('/api/v1/search/employees', { params: { company_id: companyId, only_drivers: true, q: q.trim() || undefined } });
  return data;
}

export const getDriversQueryOptions = (companyId: number, q: string) => queryOptions({ queryKey: ['logistics', 'drivers', companyId, q], queryFn: () => getDrivers(companyId, q) });

export function useDrivers(companyId: number, q: string, enabled = true) {
  return useQuery({ ...getDriversQueryOptions(companyId, q), enabled });
}
