import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeStatus } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/employee-status`: where each employee is right now. */
export async function getEmployeeStatus(companyId: number): Promise<EmployeeStatus[]> {
  const { data } = await api.attendance.get<EmployeeStatus[]>(`/companies/${companyId}/employee-status`);
  return data;
}

/** The key the live board patches from `attendance.punch` events. */
export const employeeStatusQueryKey = (companyId: number) => ['attendance', 'employee-status', companyId] as const;

export const getEmployeeStatusQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: employeeStatusQueryKey(companyId), queryFn: () => getEmployeeStatus(companyId) });

export function useEmployeeStatus(companyId: number | null) {
  return useQuery({ ...getEmployeeStatusQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
