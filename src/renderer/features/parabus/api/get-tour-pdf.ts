import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The manifest (`GET /api/v1/tours/{id}/manifest`) or one passenger's ticket
 * (`GET /api/v1/tours/{id}/passengers/{passengerId}/ticket`) as a PDF blob; the bearer is needed,
 * so the page saves the blob. A mutation: each click fetches it anew.
 */
export async function getTourPdf({ tourId, passengerId }: { tourId: number; passengerId?: number }): Promise<Blob> {
  const url = passengerId === undefined ? `/api/v1/tours/${tourId}/manifest` : `/api/v1/tours/${tourId}/passengers/${passengerId}/ticket`;
  const { data } = await api.main.get<Blob>(url, { responseType: 'blob' });
  return data;
}

export function useTourPdf() {
  return useMutation({ mutationKey: ['parabus', 'tour-pdf'], mutationFn: getTourPdf });
}
