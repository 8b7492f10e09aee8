import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, ScheduleInterviewInput } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

export { scheduleInterviewInputSchema } from '../../../../shared/contracts/interviews';

/** `POST /api/v1/vacancies/{id}/interviews`: the company schedules an interview with an applicant (who is e-mailed an invitation). */
export async function scheduleInterview({ vacancyId, input }: { vacancyId: number; input: ScheduleInterviewInput }): Promise<Interview> {
  const { data } = await api.jobBoard.post<Interview>(`/api/v1/vacancies/${vacancyId}/interviews`, input);
  return data;
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    // The application moved to «Entrevista» too: the board's queries ('hiring') are read again.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: interviewsKey }), queryClient.invalidateQueries({ queryKey: ['hiring'] })]),
  });
}
