import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/user`: the signed-in user (spec §3 current-user shape). */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await api.main.get<CurrentUser>('/api/v1/user');
  return data;
}

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'current-user'], queryFn: getCurrentUser });

export function useCurrentUser(enabled = true) {
  return useQuery({ ...getCurrentUserQueryOptions(), enabled });
}
