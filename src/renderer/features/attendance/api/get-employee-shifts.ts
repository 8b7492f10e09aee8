import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeShift } from '../../../../shared/contracts/attendance-assignments';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/employee-shifts`: shifts assigned to single employees. */
export async function getEmployeeShifts(companyId: number): Promise<EmployeeShift[]> {
  const { data } = await api.attendance.get<EmployeeShift[]>(`/companies/${companyId}/employee-shifts`);
  return data;
}

export const getEmployeeShiftsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'employee-shifts', companyId], queryFn: () => getEmployeeShifts(companyId) });

export function useEmployeeShifts(companyId: number | null) {
  return useQuery({ ...getEmployeeShiftsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
