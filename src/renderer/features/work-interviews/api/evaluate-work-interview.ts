import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWorkInterview, Recommendation } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';
import { workInterviewKey } from './get-work-interview';

/** `PUT /api/v1/work-interviews/{id}/evaluation`: my recommendation and summary. */
export async function evaluateWorkInterview(workInterviewId: number, input: { recommendation: Recommendation; summary: string | null }): Promise<CompanyWorkInterview> {
  const { data } = await api.jobBoard.put<CompanyWorkInterview>(`/api/v1/work-interviews/${workInterviewId}/evaluation`, input);
  return data;
}

export function useEvaluateWorkInterview(workInterviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { recommendation: Recommendation; summary: string | null }) => evaluateWorkInterview(workInterviewId, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: workInterviewKey(workInterviewId) }), queryClient.invalidateQueries({ queryKey: ['work-interviews', 'comparison'] })]),
  });
}
