import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shift } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/shifts`: the company's shifts with their recesses. */
export async function getShifts(companyId: number): Promise<Shift[]> {
  const { data } = await api.attendance.get<Shift[]>(`/companies/${companyId}/shifts`);
  return data;
}

export const getShiftsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'shifts', companyId], queryFn: () => getShifts(companyId) });

export function useShifts(companyId: number | null) {
  return useQuery({ ...getShiftsQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
