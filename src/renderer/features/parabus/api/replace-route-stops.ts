import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplaceRouteStopsInput, RouteStops } from '../../../../shared/contracts/bus-routes';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/routes/{id}/stops`: the stops become exactly these, in this order. */
export async function replaceRouteStops({ routeId, ...input }: ReplaceRouteStopsInput & { routeId: number }): Promise<RouteStops> {
  const { data } = await api.main.put<RouteStops>(`/api/v1/routes/${routeId}/stops`, input);
  return data;
}

export function useReplaceRouteStops() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceRouteStops,
    onSuccess: (stops) => {
      queryClient.setQueryData(['parabus', 'routes', 'stops', stops.route_id], stops);
      return queryClient.invalidateQueries({ queryKey: ['parabus', 'routes', 'list'] });
    },
  });
}
