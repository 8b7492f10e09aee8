import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicRegisteredUsers } from '../../../../shared/contracts/users';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /api/v1/statistics/registered-users` without a session: open accounts, in all and per role. */
export async function getRegisteredUsers(): Promise<PublicRegisteredUsers> {
  const { data } = await api.main.get<PublicRegisteredUsers>('/api/v1/statistics/registered-users', requestOptions({ anonymous: true }));
  return data;
}

export const getRegisteredUsersQueryOptions = () => queryOptions({ queryKey: ['superempleos-home', 'registered-users'], queryFn: getRegisteredUsers, staleTime: 10 * 60_000 });

export function useRegisteredUsers() {
  return useQuery(getRegisteredUsersQueryOptions());
}
