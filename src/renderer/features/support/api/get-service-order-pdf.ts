import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

/** `GET /api/v1/service-orders/{id}/pdf`: the printed order (with the bearer, so as a blob in the browser). */
export async function getServiceOrderPdf(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/service-orders/${id}/pdf`, { responseType: 'blob' });
  return data;
}

/** Saves the PDF: the desktop app downloads it to disk in main, the browser saves the fetched blob. */
export function useSaveServiceOrderPdf() {
  return useMutation({
    mutationKey: ['support', 'service-orders', 'pdf'],
    mutationFn: ({ id, reference }: { id: number; reference: string }) => saveProtectedFile({ url: `/api/v1/service-orders/${id}/pdf`, fileName: `orden-servicio-${reference}.pdf` }, () => getServiceOrderPdf(id)),
  });
}
