import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationPage } from '../../../../shared/contracts/container-movements';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/containers/{id}/locations?page` — spec §9: page is not sent when it is 1. */
export async function getContainerLocations(id: number, page: number): Promise<LocationPage> {
  const { data } = await api.main.get<LocationPage>(`/api/v1/containers/${id}/locations`, { params: page === 1 ? undefined : { page } });
  return data;
}

export const containerLocationsKey = (id: number) => ['containers', 'locations', id] as const;

export const getContainerLocationsQueryOptions = (id: number, page: number) =>
  queryOptions({ queryKey: [...containerLocationsKey(id), page], queryFn: () => getContainerLocations(id, page) });

export function useContainerLocations(id: number, page: number) {
  return useQuery({ ...getContainerLocationsQueryOptions(id, page), placeholderData: keepPreviousData });
}
