import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUnitInput, Unit } from '../../../../shared/contracts/logistics-units';
export { createUnitInputSchema } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';
import { busesKey } from './get-buses';

/** `POST /api/v1/units` with kind bus. */
export async function createBus(input: CreateUnitInput): Promise<Unit> {
  const { data } = await api.main.post<Unit>('/api/v1/units', { ...input, kind: 'bus' });
  return data;
}

export function useCreateBus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBus, onSuccess: () => queryClient.invalidateQueries({ queryKey: busesKey }) });
}
