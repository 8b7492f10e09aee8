import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, UpdateInterviewInput } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `PUT /api/v1/interviews/{id}`: the company reschedules (the candidate is asked again) or marks it completed. */
export async function updateInterview({ id, input }: { id: number; input: UpdateInterviewInput }): Promise<Interview> {
  const { data } = await api.jobBoard.put<Interview>(`/api/v1/interviews/${id}`, input);
  return data;
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }) });
}
