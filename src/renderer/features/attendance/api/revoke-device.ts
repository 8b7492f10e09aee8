import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /attendance-api/v1/devices/{id}`: the clock's token stops working at once. */
export async function revokeDevice(id: number): Promise<void> {
  await api.attendance.delete(`/devices/${id}`);
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeDevice, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance', 'devices'] }) });
}
