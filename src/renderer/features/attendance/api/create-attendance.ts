import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, CreateAttendanceInput } from '../../../../shared/contracts/attendance-records';
import { api } from '../../../lib/api-client';
export { createAttendanceInputSchema } from '../../../../shared/contracts/attendance-records';

/** `POST /attendance-api/v1/attendances`: a record written by an administrator (source manual). */
export async function createAttendance(input: CreateAttendanceInput): Promise<AttendanceRecord> {
  const { data } = await api.attendance.post<AttendanceRecord>('/attendances', input);
  return data;
}

export function useCreateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAttendance, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
