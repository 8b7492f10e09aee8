import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUnitDriversInput, Unit } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/units/{id}/drivers`: the unit's drivers become exactly these. */
export async function setUnitDrivers({ id, ...input }: SetUnitDriversInput & { id: number }): Promise<Unit> {
  const { data } = await api.main.put<Unit>(`/api/v1/units/${id}/drivers`, input);
  return data;
}

export function useSetUnitDrivers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUnitDrivers, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['logistics', 'units'] }) });
}
