import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift, UpdateShiftInput } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';
export { updateShiftInputSchema } from '../../../../shared/contracts/attendance-shifts';

/** `PUT /attendance-api/v1/shifts/{id}`. */
export async function updateShift({ id, ...input }: UpdateShiftInput & { id: number }): Promise<Shift> {
  const { data } = await api.attendance.put<Shift>(`/shifts/${id}`, input);
  return data;
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  // Shift times show in assignments, recesses and calendars too: refresh the whole area.
  return useMutation({ mutationFn: updateShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
