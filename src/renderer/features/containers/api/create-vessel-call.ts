import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVesselCallInput, VesselCall } from '../../../../shared/contracts/vessel-calls';
export { createVesselCallInputSchema } from '../../../../shared/contracts/vessel-calls';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/container-calls`. */
export async function createVesselCall(input: CreateVesselCallInput): Promise<VesselCall> {
  const { data } = await api.main.post<VesselCall>('/api/v1/container-calls', input);
  return data;
}

export function useCreateVesselCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVesselCall, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers', 'calls'] }) });
}
