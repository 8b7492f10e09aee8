import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayableCharge } from '../../../../shared/contracts/wallet-reads';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/users/{id}/charges`: the charges waiting for this person's payment. */
export async function getOpenCharges(userId: number): Promise<PayableCharge[]> {
  const { data } = await api.payment.get<{ data: PayableCharge[] }>(`/users/${userId}/charges`);
  return data.data;
}

export const getOpenChargesQueryOptions = (userId: number) => queryOptions({ queryKey: [...walletKey, 'open-charges', userId], queryFn: () => getOpenCharges(userId) });

export function useOpenCharges(userId: number | undefined) {
  return useQuery({ ...getOpenChargesQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
