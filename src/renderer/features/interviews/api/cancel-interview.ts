import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `DELETE /api/v1/interviews/{id}?reason=`: the company cancels, telling the candidate why. */
export async function cancelInterview({ id, reason }: { id: number; reason: string }): Promise<Interview> {
  const { data } = await api.jobBoard.delete<Interview>(`/api/v1/interviews/${id}`, { params: { reason } });
  return data;
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }) });
}
