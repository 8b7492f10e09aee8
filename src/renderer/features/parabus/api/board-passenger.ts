import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardingResult } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/tours/{id}/boardings`: a scanned or typed ticket code. */
export async function boardPassenger({ tourId, ticketCode }: { tourId: number; ticketCode: string }): Promise<BoardingResult> {
  const { data } = await api.main.post<BoardingResult>(`/api/v1/tours/${tourId}/boardings`, { ticket_code: ticketCode });
  return data;
}

export function useBoardPassenger() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: boardPassenger, onSettled: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'tours'] }) });
}
