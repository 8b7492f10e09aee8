import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteUnits } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/routes/{id}/units`: adds these units (those already on it stay). */
export async function addRouteUnits({ routeId, unitIds }: { routeId: number; unitIds: number[] }): Promise<RouteUnits> {
  const { data } = await api.main.post<RouteUnits>(`/api/v1/routes/${routeId}/units`, { unit_ids: unitIds });
  return data;
}

export function useAddRouteUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRouteUnits,
    onSuccess: (units, { routeId }) => {
      queryClient.setQueryData(['parabus', 'routes', 'units', routeId], units);
      return queryClient.invalidateQueries({ queryKey: ['parabus', 'routes', 'list'] });
    },
  });
}
