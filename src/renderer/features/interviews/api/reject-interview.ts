import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `PUT /api/v1/interviews/{id}/reject`: the candidate cannot attend, with the reason the interviewers read. */
export async function rejectInterview({ id, reason }: { id: number; reason: string }): Promise<Interview> {
  const { data } = await api.jobBoard.put<Interview>(`/api/v1/interviews/${id}/reject`, { reason });
  return data;
}

export function useRejectInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }) });
}
