import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDeviceInput, CreatedDevice } from '../../../../shared/contracts/attendance-clock';
import { api } from '../../../lib/api-client';
export { createDeviceInputSchema } from '../../../../shared/contracts/attendance-clock';

/** `POST /attendance-api/v1/companies/{id}/devices`: the answer carries the device's token, once. */
export async function createDevice({ companyId, ...input }: CreateDeviceInput & { companyId: number }): Promise<CreatedDevice> {
  const { data } = await api.attendance.post<CreatedDevice>(`/companies/${companyId}/devices`, input);
  return data;
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance', 'devices'] }) });
}
