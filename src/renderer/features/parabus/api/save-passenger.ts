import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePassengerInput, Passenger, UpdatePassengerInput } from '../../../../shared/contracts/parabus-tours';
export { createPassengerInputSchema, updatePassengerInputSchema } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

export type SavePassengerArgs = { tourId: number } & ({ passengerId: number; input: UpdatePassengerInput } | { passengerId?: undefined; input: CreatePassengerInput });

/** `POST /api/v1/tours/{id}/passengers` (new) or `PUT …/passengers/{passengerId}` (edit). */
export async function savePassenger({ tourId, passengerId, input }: SavePassengerArgs): Promise<Passenger> {
  const { data } =
    passengerId === undefined
      ? await api.main.post<Passenger>(`/api/v1/tours/${tourId}/passengers`, input)
      : await api.main.put<Passenger>(`/api/v1/tours/${tourId}/passengers/${passengerId}`, input);
  return data;
}

export function useSavePassenger() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePassenger, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'tours'] }) });
}
