import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `POST /payment-api/v1/payments/{id}/refund`: the company's admin returns a payment (money, and the points it used). */
export async function refundPayment({ paymentId, idempotencyKey }: { paymentId: number; idempotencyKey: string }): Promise<Payment> {
  const { data } = await api.payment.post<Payment>(`/payments/${paymentId}/refund`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
