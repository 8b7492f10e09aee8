import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `POST /payment-api/v1/payment/{chargeId}/apply`: pays a charge from one's wallet, with some points if asked. */
export async function applyPayment({ chargeId, points, idempotencyKey }: { chargeId: number; points: number; idempotencyKey: string }): Promise<Payment> {
  const { data } = await api.payment.post<Payment>(`/payment/${chargeId}/apply`, { points }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function useApplyPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
