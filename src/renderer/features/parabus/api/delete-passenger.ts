import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/tours/{id}/passengers/{passengerId}`. */
export async function deletePassenger({ tourId, passengerId }: { tourId: number; passengerId: number }): Promise<void> {
  await api.main.delete(`/api/v1/tours/${tourId}/passengers/${passengerId}`);
}

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePassenger, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'tours'] }) });
}
