import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Points } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/users/{id}/points`: the points, their lots with expiry, their history and the rules. */
export async function getPoints(userId: number): Promise<Points> {
  const { data } = await api.payment.get<Points>(`/users/${userId}/points`);
  return data;
}

export const getPointsQueryOptions = (userId: number) => queryOptions({ queryKey: [...walletKey, 'points', userId], queryFn: () => getPoints(userId) });

export function usePoints(userId: number | undefined) {
  return useQuery({ ...getPointsQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
