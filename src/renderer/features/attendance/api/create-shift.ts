import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShiftInput, Shift } from '../../../../shared/contracts/attendance-shifts';
import { api } from '../../../lib/api-client';
export { createShiftInputSchema } from '../../../../shared/contracts/attendance-shifts';

/** `POST /attendance-api/v1/companies/{id}/shifts`. */
export async function createShift({ companyId, ...input }: CreateShiftInput & { companyId: number }): Promise<Shift> {
  const { data } = await api.attendance.post<Shift>(`/companies/${companyId}/shifts`, input);
  return data;
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
