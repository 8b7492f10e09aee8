import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../../shared/contracts/employees';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/departments/{id}/employees/{employeeId}`. */
export async function getEmployee(departmentId: number, employeeId: number): Promise<Employee> {
  const { data } = await api.main.get<Employee>(`/api/v1/departments/${departmentId}/employees/${employeeId}`);
  return data;
}

export const getEmployeeQueryOptions = (departmentId: number, employeeId: number) =>
  queryOptions({ queryKey: ['employees', 'detail', employeeId, departmentId], queryFn: () => getEmployee(departmentId, employeeId) });

export function useEmployee(departmentId: number, employeeId: number) {
  return useQuery(getEmployeeQueryOptions(departmentId, employeeId));
}
