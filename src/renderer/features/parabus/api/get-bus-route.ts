import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Route } from '../../../../shared/contracts/logistics-routes';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/routes/{id}`. */
export async function getBusRoute(id: number): Promise<Route> {
  const { data } = await api.main.get<Route>(`/api/v1/routes/${id}`);
  return data;
}

export const getBusRouteQueryOptions = (id: number) => queryOptions({ queryKey: ['parabus', 'routes', 'detail', id], queryFn: () => getBusRoute(id) });

export function useBusRoute(id: number) {
  return useQuery(getBusRouteQueryOptions(id));
}
