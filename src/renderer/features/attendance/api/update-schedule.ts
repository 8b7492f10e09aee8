import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule, UpdateScheduleInput } from '../../../../shared/contracts/attendance-schedules';
import { api } from '../../../lib/api-client';
export { updateScheduleInputSchema } from '../../../../shared/contracts/attendance-schedules';

/** `PUT /attendance-api/v1/schedules/{id}`. */
export async function updateSchedule({ id, ...input }: UpdateScheduleInput & { id: number }): Promise<Schedule> {
  const { data } = await api.attendance.put<Schedule>(`/schedules/${id}`, input);
  return data;
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
