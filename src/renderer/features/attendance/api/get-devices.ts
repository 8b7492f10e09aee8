import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceDevice } from '../../../../shared/contracts/attendance-clock';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/devices`: the company's attendance clocks. */
export async function getDevices(companyId: number): Promise<AttendanceDevice[]> {
  const { data } = await api.attendance.get<AttendanceDevice[]>(`/companies/${companyId}/devices`);
  return data;
}

export const getDevicesQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'devices', companyId], queryFn: () => getDevices(companyId) });

export function useDevices(companyId: number | null) {
  return useQuery({ ...getDevicesQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
