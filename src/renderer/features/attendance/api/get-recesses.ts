import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recess } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/companies/{id}/recesses`: every recess of the company's shifts. */
export async function getRecesses(companyId: number): Promise<Recess[]> {
  const { data } = await api.attendance.get<Recess[]>(`/companies/${companyId}/recesses`);
  return data;
}

export const getRecessesQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['attendance', 'recesses', companyId], queryFn: () => getRecesses(companyId) });

export function useRecesses(companyId: number | null) {
  return useQuery({ ...getRecessesQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
