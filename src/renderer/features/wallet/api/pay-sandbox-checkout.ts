import { useMutation } from '@tanstack/react-query';
import type { Recharge } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';

/**
 * `POST /payment-api/v1/sandbox/checkout/{rechargeId}`: the sandbox's card form (modo de prueba).
 * No Idempotency-Key: it acts only on a pending recharge and answers its state otherwise.
 */
export async function paySandboxCheckout({ rechargeId, cardNumber }: { rechargeId: number; cardNumber: string }): Promise<Recharge> {
  const { data } = await api.payment.post<Recharge>(`/sandbox/checkout/${rechargeId}`, { card_number: cardNumber });
  return data;
}

export function usePaySandboxCheckout() {
  return useMutation({ mutationFn: paySandboxCheckout });
}
