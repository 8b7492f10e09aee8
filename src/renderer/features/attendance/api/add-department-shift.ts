import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDepartmentShiftInput, DepartmentShift } from '../../../../shared/contracts/attendance-assignments';
import { api } from '../../../lib/api-client';
export { addDepartmentShiftInputSchema } from '../../../../shared/contracts/attendance-assignments';

/** `POST /attendance-api/v1/department-shifts`. */
export async function addDepartmentShift(input: AddDepartmentShiftInput): Promise<DepartmentShift> {
  const { data } = await api.attendance.post<DepartmentShift>('/department-shifts', input);
  return data;
}

export function useAddDepartmentShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDepartmentShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
