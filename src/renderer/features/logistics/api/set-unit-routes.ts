import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUnitRoutesInput, Unit } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/units/{id}/routes`: the unit's routes become exactly these. */
export async function setUnitRoutes({ id, ...input }: SetUnitRoutesInput & { id: number }): Promise<Unit> {
  const { data } = await api.main.put<Unit>(`/api/v1/units/${id}/routes`, input);
  return data;
}

export function useSetUnitRoutes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUnitRoutes, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['logistics', 'units'] }) });
}
