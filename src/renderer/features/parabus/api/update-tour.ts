import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tour, UpdateTourInput } from '../../../../shared/contracts/parabus-tours';
export { updateTourInputSchema } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/tours/{id}`: the fields sent change; status follows the tour's flow. */
export async function updateTour({ id, ...input }: UpdateTourInput & { id: number }): Promise<Tour> {
  const { data } = await api.main.put<Tour>(`/api/v1/tours/${id}`, input);
  return data;
}

export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTour, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'tours'] }) });
}
