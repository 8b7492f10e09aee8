import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '../../../../shared/contracts/wallet-reads';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/users/{id}/wallet`: balance, points (and those expiring soon), money in and out per month. */
export async function getWalletSummary(userId: number): Promise<WalletSummary> {
  const { data } = await api.payment.get<WalletSummary>(`/users/${userId}/wallet`);
  return data;
}

export const getWalletSummaryQueryOptions = (userId: number) => queryOptions({ queryKey: [...walletKey, 'summary', userId], queryFn: () => getWalletSummary(userId) });

export function useWalletSummary(userId: number | undefined) {
  return useQuery({ ...getWalletSummaryQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
