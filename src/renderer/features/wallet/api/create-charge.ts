import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Charge } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

export interface CreateChargeRequest {
  companyId: number;
  input: { concept: string; amount: number; payer_user_id?: number | null };
  idempotencyKey: string;
}

/** `POST /payment-api/v1/companies/{id}/charges`: a charge for one person (paid once) or for anyone (a ticket). */
export async function createCharge({ companyId, input, idempotencyKey }: CreateChargeRequest): Promise<Charge> {
  const { data } = await api.payment.post<Charge>(`/companies/${companyId}/charges`, input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCharge, onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKey }) });
}
