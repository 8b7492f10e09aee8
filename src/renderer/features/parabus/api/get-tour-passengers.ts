import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassengerList } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/tours/{id}/passengers`: by seat, with the occupancy. */
export async function getTourPassengers(tourId: number): Promise<PassengerList> {
  const { data } = await api.main.get<PassengerList>(`/api/v1/tours/${tourId}/passengers`);
  return data;
}

export const getTourPassengersQueryOptions = (tourId: number) =>
  queryOptions({ queryKey: ['parabus', 'tours', 'passengers', tourId], queryFn: () => getTourPassengers(tourId) });

export function useTourPassengers(tourId: number) {
  return useQuery({ ...getTourPassengersQueryOptions(tourId), enabled: tourId > 0 });
}
