import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';
import { invoiceableKey } from './get-invoiceable-transactions';
import { invoiceListsKey } from './get-my-invoices';

/** `POST /payment-api/v1/users/{id}/invoices`: one invoice (CFDI 4.0) for the chosen movements. */
export async function requestInvoice({ userId, transactionIds }: { userId: number; transactionIds: number[] }): Promise<Invoice> {
  const { data } = await api.payment.post<Invoice>(`/users/${userId}/invoices`, { transaction_ids: transactionIds });
  return data;
}

export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvoice,
    onSuccess: (_invoice, { userId }) => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceListsKey }), queryClient.invalidateQueries({ queryKey: invoiceableKey(userId) })]),
  });
}
