import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiscalData, FiscalDataInput } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';
import { fiscalDataKey } from './get-fiscal-data';

/** `PUT /payment-api/v1/users/{id}/fiscal-data`: saves the receiver's data of future invoices. */
export async function saveFiscalData({ userId, input }: { userId: number; input: FiscalDataInput }): Promise<FiscalData> {
  const { data } = await api.payment.put<{ fiscal_data: FiscalData }>(`/users/${userId}/fiscal-data`, input);
  return data.fiscal_data;
}

export function useSaveFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFiscalData,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(fiscalDataKey(userId), saved),
  });
}
