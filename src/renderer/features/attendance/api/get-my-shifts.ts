import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyShifts } from '../../../../shared/contracts/attendance-assignments';
import { api } from '../../../lib/api-client';

/** `GET /attendance-api/v1/me/shifts`: the signed-in user's shifts, recesses and non-working days per company. */
export async function getMyShifts(): Promise<MyShifts> {
  const { data } = await api.attendance.get<MyShifts>('/me/shifts');
  return data;
}

export const getMyShiftsQueryOptions = () => queryOptions({ queryKey: ['attendance', 'me', 'shifts'], queryFn: getMyShifts });

export function useMyShifts() {
  return useQuery(getMyShiftsQueryOptions());
}
