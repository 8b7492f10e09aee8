import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRouteInput, Route } from '../../../../shared/contracts/logistics-routes';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/routes`. */
export async function createBusRoute(input: CreateRouteInput): Promise<Route> {
  const { data } = await api.main.post<Route>('/api/v1/routes', input);
  return data;
}

export function useCreateBusRoute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBusRoute, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'routes'] }) });
}
