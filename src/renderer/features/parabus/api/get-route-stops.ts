import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteStops } from '../../../../shared/contracts/bus-routes';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/routes/{id}/stops`: in order. */
export async function getRouteStops(routeId: number): Promise<RouteStops> {
  const { data } = await api.main.get<RouteStops>(`/api/v1/routes/${routeId}/stops`);
  return data;
}

export const getRouteStopsQueryOptions = (routeId: number) => queryOptions({ queryKey: ['parabus', 'routes', 'stops', routeId], queryFn: () => getRouteStops(routeId) });

export function useRouteStops(routeId: number) {
  return useQuery(getRouteStopsQueryOptions(routeId));
}
