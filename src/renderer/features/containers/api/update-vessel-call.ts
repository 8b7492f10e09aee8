import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVesselCallInput, VesselCall } from '../../../../shared/contracts/vessel-calls';
export { updateVesselCallInputSchema } from '../../../../shared/contracts/vessel-calls';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/container-calls/{id}`: fields sent change; a list sent replaces the list. */
export async function updateVesselCall({ id, ...input }: UpdateVesselCallInput & { id: number }): Promise<VesselCall> {
  const { data } = await api.main.put<VesselCall>(`/api/v1/container-calls/${id}`, input);
  return data;
}

export function useUpdateVesselCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVesselCall, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers', 'calls'] }) });
}
