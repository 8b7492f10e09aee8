import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/v1/waybill/{id}/report`: the carta porte as a PDF. It needs the bearer, so it comes
 * as a blob through the client and the page saves it. A mutation: each click fetches it anew.
 */
export async function getWaybillReport(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/waybill/${id}/report`, { responseType: 'blob' });
  return data;
}

export function useWaybillReport() {
  return useMutation({ mutationKey: ['logistics', 'waybill-report'], mutationFn: getWaybillReport });
}
