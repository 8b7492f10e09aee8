import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteTimetable } from '../../../../shared/contracts/bus-routes';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/routes/{id}/timetable`: departures per day type. */
export async function getRouteTimetable(routeId: number): Promise<RouteTimetable> {
  const { data } = await api.main.get<RouteTimetable>(`/api/v1/routes/${routeId}/timetable`);
  return data;
}

export const getRouteTimetableQueryOptions = (routeId: number) => queryOptions({ queryKey: ['parabus', 'routes', 'timetable', routeId], queryFn: () => getRouteTimetable(routeId) });

export function useRouteTimetable(routeId: number) {
  return useQuery(getRouteTimetableQueryOptions(routeId));
}
