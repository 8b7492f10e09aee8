import { useMutation } from '@tanstack/react-query';
import type { Recharge } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';

export interface StartRechargeInput {
  userId: number;
  /** Centavos. */
  amount: number;
  /** One per person's action, the same on a retry (see `createActionKeys`). */
  idempotencyKey: string;
}

/** `POST /payment-api/v1/payment/{userId}/recharge`: a pending recharge with the provider's checkout data. */
export async function startRecharge({ userId, amount, idempotencyKey }: StartRechargeInput): Promise<Recharge> {
  const { data } = await api.payment.post<Recharge>(`/payment/${userId}/recharge`, { amount }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function useStartRecharge() {
  return useMutation({ mutationFn: startRecharge });
}
