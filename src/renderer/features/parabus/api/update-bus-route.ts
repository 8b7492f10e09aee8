import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Route, UpdateRouteInput } from '../../../../shared/contracts/logistics-routes';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/routes/{id}`: only the fields sent change (the path, a number, the colour…). */
export async function updateBusRoute({ id, ...input }: UpdateRouteInput & { id: number }): Promise<Route> {
  const { data } = await api.main.put<Route>(`/api/v1/routes/${id}`, input);
  return data;
}

export function useUpdateBusRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusRoute,
    onSuccess: (route) => {
      queryClient.setQueryData(['parabus', 'routes', 'detail', route.id], route);
      return queryClient.invalidateQueries({ queryKey: ['parabus', 'routes', 'list'] });
    },
  });
}
