import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecordList } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';

export interface EmployeeAttendancesParams {
  employeeId: number;
  from: string;
  to: string;
  page: number;
}

/** `GET /attendance-api/v1/employees/{id}/attendances?from&to&page`: one employee's records with totals. */
export async function getEmployeeAttendances({ employeeId, ...params }: EmployeeAttendancesParams): Promise<AttendanceRecordList> {
  const { data } = await api.attendance.get<AttendanceRecordList>(`/employees/${employeeId}/attendances`, { params });
  return data;
}

export const getEmployeeAttendancesQueryOptions = (params: EmployeeAttendancesParams) =>
  queryOptions({ queryKey: ['attendance', 'records', 'employee', params], queryFn: () => getEmployeeAttendances(params) });

export function useEmployeeAttendances(params: EmployeeAttendancesParams, enabled = true) {
  return useQuery({ ...getEmployeeAttendancesQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
