import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteUnits } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/routes/{id}/units`: the units that run the route. */
export async function getRouteUnits(routeId: number): Promise<RouteUnits> {
  const { data } = await api.main.get<RouteUnits>(`/api/v1/routes/${routeId}/units`);
  return data;
}

export const getRouteUnitsQueryOptions = (routeId: number) => queryOptions({ queryKey: ['parabus', 'routes', 'units', routeId], queryFn: () => getRouteUnits(routeId) });

export function useRouteUnits(routeId: number) {
  return useQuery(getRouteUnitsQueryOptions(routeId));
}
