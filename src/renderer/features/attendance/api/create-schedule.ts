import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleInput, Schedule } from '../../../../shared/contracts/attendance-schedules';
import { api } from '../../../lib/api-client';
export { createScheduleInputSchema } from '../../../../shared/contracts/attendance-schedules';

/** `POST /attendance-api/v1/companies/{id}/schedules`. */
export async function createSchedule({ companyId, ...input }: CreateScheduleInput & { companyId: number }): Promise<Schedule> {
  const { data } = await api.attendance.post<Schedule>(`/companies/${companyId}/schedules`, input);
  return data;
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }) });
}
