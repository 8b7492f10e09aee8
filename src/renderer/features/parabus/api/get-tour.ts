import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tour } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/tours/{id}`. */
export async function getTour(id: number): Promise<Tour> {
  const { data } = await api.main.get<Tour>(`/api/v1/tours/${id}`);
  return data;
}

export const getTourQueryOptions = (id: number) => queryOptions({ queryKey: ['parabus', 'tours', 'detail', id], queryFn: () => getTour(id) });

export function useTour(id: number) {
  return useQuery({ ...getTourQueryOptions(id), enabled: id > 0 });
}
