import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUnitInput, Unit } from '../../../../shared/contracts/logistics-units';
export { createUnitInputSchema } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/units`: economic number and plates unique in the company. */
export async function createUnit(input: CreateUnitInput): Promise<Unit> {
  const { data } = await api.main.post<Unit>('/api/v1/units', input);
  return data;
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnit, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['logistics', 'units'] }) });
}
