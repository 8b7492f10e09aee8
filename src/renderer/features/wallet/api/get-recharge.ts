import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recharge } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** While the provider has not confirmed, the screen asks again this often. */
export const RECHARGE_POLL_MS = 1_500;

/** `GET /payment-api/v1/recharges/{id}`: one's recharge; pending until the provider's webhook settles it. */
export async function getRecharge(id: number): Promise<Recharge> {
  const { data } = await api.payment.get<Recharge>(`/recharges/${id}`);
  return data;
}

export const getRechargeQueryOptions = (id: number) => queryOptions({ queryKey: [...walletKey, 'recharge', id], queryFn: () => getRecharge(id) });

/** Polls the recharge until it is no longer pending: the balance moves only on the server's word. */
export function useRechargeStatus(id: number | null, polling: boolean) {
  return useQuery({ ...getRechargeQueryOptions(id ?? 0), enabled: id !== null && polling, refetchInterval: (query) => (query.state.data?.status === 'pending' ? RECHARGE_POLL_MS : false) });
}
