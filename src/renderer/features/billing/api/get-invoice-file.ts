import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

export type InvoiceFileKind = 'xml' | 'pdf';

/** `GET /payment-api/v1/invoices/{id}/xml|pdf`: with the bearer, so fetched as a blob in the browser. */
export async function getInvoiceFile(id: number, kind: InvoiceFileKind): Promise<Blob> {
  const { data } = await api.payment.get<Blob>(`/invoices/${id}/${kind}`, { responseType: 'blob' });
  return data;
}

/** Saves the XML (the draft while pending) or the PDF; the desktop app downloads it in main. */
export function useSaveInvoiceFile() {
  return useMutation({
    mutationKey: ['billing', 'file'],
    mutationFn: ({ id, kind, fileName }: { id: number; kind: InvoiceFileKind; fileName: string }) =>
      saveProtectedFile({ url: `/payment-api/v1/invoices/${id}/${kind}`, fileName }, () => getInvoiceFile(id, kind)),
  });
}
