import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, UpdateAttendanceInput } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';
export { updateAttendanceInputSchema } from '../../../../shared/contracts/attendance-records';

/** `PUT /attendance-api/v1/attendances/{id}`. */
export async function updateAttendance({ id, ...input }: UpdateAttendanceInput & { id: number }): Promise<AttendanceRecord> {
  const { data } = await api.attendance.put<AttendanceRecord>(`/attendances/${id}`, input);
  return data;
}

export function useUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAttendance, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
