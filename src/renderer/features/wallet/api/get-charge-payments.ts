import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargePayment } from '../../../../shared/contracts/wallet-reads';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/charges/{id}/payments`: who paid a charge and how (the company's admins). */
export async function getChargePayments(chargeId: number): Promise<ChargePayment[]> {
  const { data } = await api.payment.get<{ data: ChargePayment[] }>(`/charges/${chargeId}/payments`);
  return data.data;
}

export const getChargePaymentsQueryOptions = (chargeId: number) => queryOptions({ queryKey: [...walletKey, 'charge-payments', chargeId], queryFn: () => getChargePayments(chargeId) });

export function useChargePayments(chargeId: number | null) {
  return useQuery({ ...getChargePaymentsQueryOptions(chargeId ?? 0), enabled: chargeId !== null });
}
