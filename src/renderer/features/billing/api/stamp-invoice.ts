import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';
import { invoiceListsKey } from './get-my-invoices';

/** `POST /payment-api/v1/invoices/{id}/stamp`: the PAC's stamped XML and its PDF (multipart). */
export async function stampInvoice({ id, xml, pdf }: { id: number; xml: File; pdf: File }): Promise<Invoice> {
  const form = new FormData();
  form.append('xml', xml);
  form.append('pdf', pdf);
  const { data } = await api.payment.post<Invoice>(`/invoices/${id}/stamp`, form);
  return data;
}

export function useStampInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stampInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceListsKey }),
  });
}
