import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Unit, UpdateUnitInput } from '../../../../shared/contracts/logistics-units';
export { updateUnitInputSchema } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';
import { busesKey } from './get-buses';

/** `PUT /api/v1/units/{id}`: only the fields sent change. */
export async function updateBus({ id, ...input }: UpdateUnitInput & { id: number }): Promise<Unit> {
  const { data } = await api.main.put<Unit>(`/api/v1/units/${id}`, input);
  return data;
}

export function useUpdateBus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBus, onSuccess: () => queryClient.invalidateQueries({ queryKey: busesKey }) });
}
