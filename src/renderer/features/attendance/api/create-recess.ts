import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecessInput, Recess } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';
export { createRecessInputSchema } from '../../../../shared/contracts/attendance-shifts';

/** `POST /attendance-api/v1/recesses` (422 with `data.errors` for an overlap or a time outside the shift). */
export async function createRecess(input: CreateRecessInput): Promise<Recess> {
  const { data } = await api.attendance.post<Recess>('/recesses', input);
  return data;
}

export function useCreateRecess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecess, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
