import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceListQuery, AttendanceRecordPage, AttendanceTotals } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';

export type CompanyAttendancesParams = Omit<AttendanceListQuery, 'page' | 'per_page'> & { companyId: number; page: number; per_page?: number };

/** A page of the company's records; `totals` when the server adds them for the filtered set. */
export type CompanyAttendances = AttendanceRecordPage & { totals?: AttendanceTotals };

/**
 * `GET /attendance-api/v1/companies/{id}/attendances?from&to&employee_id&department_id&status&page&per_page`:
 * every record of the company, narrowed by the filters before paging.
 */
export async function getCompanyAttendances({ companyId, ...query }: CompanyAttendancesParams): Promise<CompanyAttendances> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const { data } = await api.attendance.get<CompanyAttendances>(`/companies/${companyId}/attendances`, { params });
  return data;
}

export const getCompanyAttendancesQueryOptions = (params: CompanyAttendancesParams) =>
  queryOptions({ queryKey: ['attendance', 'records', 'company', params], queryFn: () => getCompanyAttendances(params) });

export function useCompanyAttendances(params: CompanyAttendancesParams, enabled = true) {
  return useQuery({ ...getCompanyAttendancesQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
