import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

const receiptPath = (transactionId: number) => `/payment-api/v1/transactions/${transactionId}/receipt`;

/** `GET /payment-api/v1/transactions/{id}/receipt`: a movement's PDF receipt (with the bearer, so as a blob in the browser). */
export async function getReceipt(transactionId: number): Promise<Blob> {
  const { data } = await api.payment.get<Blob>(`/transactions/${transactionId}/receipt`, { responseType: 'blob' });
  return data;
}

/** Saves the receipt: the desktop app downloads it in main, the browser saves the fetched blob. */
export function useSaveReceipt() {
  return useMutation({
    mutationKey: ['wallet', 'receipt'],
    mutationFn: (transactionId: number) => saveProtectedFile({ url: receiptPath(transactionId), fileName: `recibo-${transactionId}.pdf` }, () => getReceipt(transactionId)),
  });
}
