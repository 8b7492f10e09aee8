import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeocodeResult, Place } from '../../shared/contracts/geocoding';
import { api } from '../lib/api-client';

/** `GET /api/v1/geocode?q=`: places in Mexico for a map's search box (the server's geocoder). */
export async function searchPlaces(query: string): Promise<Place[]> {
  const { data } = await api.main.get<GeocodeResult>('/api/v1/geocode', { params: { q: query } });
  return data.data;
}

export const searchPlacesQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['geocode', query], queryFn: () => searchPlaces(query), staleTime: 24 * 3600_000, retry: false });

/** Searches once the query has 3 letters (the server's minimum); debounce the query before. */
export function useSearchPlaces(query: string) {
  return useQuery({ ...searchPlacesQueryOptions(query.trim()), enabled: query.trim().length >= 3 });
}
