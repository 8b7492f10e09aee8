import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentShift } from '../../../../shared/contracts/attendance-assignments';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/department-shifts`: shifts assigned to whole departments. */
export async function getDepartmentShifts(companyId: number): Promise<DepartmentShift[]> {
  const { data } = await api.attendance.get<DepartmentShift[]>(`/companies/${companyId}/department-shifts`);
  return data;
}

export const getDepartmentShiftsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'department-shifts', companyId], queryFn: () => getDepartmentShifts(companyId) });

export function useDepartmentShifts(companyId: number | null) {
  return useQuery({ ...getDepartmentShiftsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
