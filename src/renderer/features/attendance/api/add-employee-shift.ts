import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddEmployeeShiftInput, EmployeeShift } from '../../../../shared/contracts/attendance-assignments';
import { api } from '../../../lib/api-client';
export { addEmployeeShiftInputSchema } from '../../../../shared/contracts/attendance-assignments';

/** `POST /attendance-api/v1/employee-shifts`: an employee's own shift replaces their department's. */
export async function addEmployeeShift(input: AddEmployeeShiftInput): Promise<EmployeeShift> {
  const { data } = await api.attendance.post<EmployeeShift>('/employee-shifts', input);
  return data;
}

export function useAddEmployeeShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addEmployeeShift, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
