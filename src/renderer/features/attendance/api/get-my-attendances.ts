import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecordList } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';

export interface MyAttendancesParams {
  companyId: number | null;
  from: string;
  to: string;
  page: number;
}

/** `GET /attendance-api/v1/me/attendances?company_id&from&to&page`: the signed-in employee's own records. */
export async function getMyAttendances({ companyId, from, to, page }: MyAttendancesParams): Promise<AttendanceRecordList> {
  const params = { company_id: companyId ?? undefined, from, to, page };
  const { data } = await api.attendance.get<AttendanceRecordList>('/me/attendances', { params });
  return data;
}

export const getMyAttendancesQueryOptions = (params: MyAttendancesParams) =>
  queryOptions({ queryKey: ['attendance', 'records', 'me', params], queryFn: () => getMyAttendances(params) });

export function useMyAttendances(params: MyAttendancesParams, enabled = true) {
  return useQuery({ ...getMyAttendancesQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
