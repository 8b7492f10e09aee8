import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `PUT /api/v1/interviews/{id}/confirm`: the candidate confirms they will attend. */
export async function confirmInterview(id: number): Promise<Interview> {
  const { data } = await api.jobBoard.put<Interview>(`/api/v1/interviews/${id}/confirm`);
  return data;
}

export function useConfirmInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }) });
}
