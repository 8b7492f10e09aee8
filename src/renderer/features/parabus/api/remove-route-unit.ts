import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteUnits } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';
import { busesKey } from './get-buses';

/** `DELETE /api/v1/routes/{id}/units/{unitId}`: the unit no longer runs the route (it stays in the fleet). */
export async function removeRouteUnit({ routeId, unitId }: { routeId: number; unitId: number }): Promise<RouteUnits> {
  const { data } = await api.main.delete<RouteUnits>(`/api/v1/routes/${routeId}/units/${unitId}`);
  return data;
}

export function useRemoveRouteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRouteUnit,
    onSuccess: (units, { routeId }) => {
      queryClient.setQueryData(['parabus', 'routes', 'units', routeId], units);
      // The route list counts units; the bus pages list their routes.
      return Promise.all([queryClient.invalidateQueries({ queryKey: ['parabus', 'routes', 'list'] }), queryClient.invalidateQueries({ queryKey: busesKey })]);
    },
  });
}
