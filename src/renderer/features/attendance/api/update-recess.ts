import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recess, UpdateRecessInput } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';
export { updateRecessInputSchema } from '../../../../shared/contracts/attendance-shifts';

/** `PUT /attendance-api/v1/recesses/{id}`. */
export async function updateRecess({ id, ...input }: UpdateRecessInput & { id: number }): Promise<Recess> {
  const { data } = await api.attendance.put<Recess>(`/recesses/${id}`, input);
  return data;
}

export function useUpdateRecess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecess, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
