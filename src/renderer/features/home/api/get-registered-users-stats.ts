import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisteredUsersStats } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/statistics/registered-users` (super admin: platform; company admin: their companies). */
export async function getRegisteredUsersStats(): Promise<RegisteredUsersStats> {
  const { data } = await api.main.get<RegisteredUsersStats>('/api/v1/statistics/registered-users');
  return data;
}

export const getRegisteredUsersStatsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'registered-users'], queryFn: getRegisteredUsersStats });

export function useRegisteredUsersStats(enabled: boolean) {
  return useQuery({ ...getRegisteredUsersStatsQueryOptions(), enabled });
}
