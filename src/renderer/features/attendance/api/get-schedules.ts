import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schedule } from '../../../../shared/contracts/attendance-schedules';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/schedules`: non-working periods, whole company or one department. */
export async function getSchedules(companyId: number): Promise<Schedule[]> {
  const { data } = await api.attendance.get<Schedule[]>(`/companies/${companyId}/schedules`);
  return data;
}

export const getSchedulesQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'schedules', companyId], queryFn: () => getSchedules(companyId) });

export function useSchedules(companyId: number | null) {
  return useQuery({ ...getSchedulesQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
