import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverAssignments } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/users/{id}/driver-assignments`: the signed-in driver's buses, routes and tours. */
export async function getDriverAssignments(userId: number): Promise<DriverAssignments> {
  const { data } = await api.main.get<DriverAssignments>(`/api/v1/users/${userId}/driver-assignments`);
  return data;
}

export const getDriverAssignmentsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['parabus', 'driver-assignments', userId], queryFn: () => getDriverAssignments(userId) });

export function useDriverAssignments(userId: number | undefined) {
  return useQuery({ ...getDriverAssignmentsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
