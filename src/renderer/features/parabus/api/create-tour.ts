import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTourInput, Tour } from '../../../../shared/contracts/parabus-tours';
export { createTourInputSchema } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/tours`. */
export async function createTour(input: CreateTourInput): Promise<Tour> {
  const { data } = await api.main.post<Tour>('/api/v1/tours', input);
  return data;
}

export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTour, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'tours'] }) });
}
