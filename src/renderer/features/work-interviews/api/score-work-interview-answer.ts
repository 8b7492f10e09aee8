import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionResult } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';
import { workInterviewKey } from './get-work-interview';

/** `PUT /api/v1/work-interviews/{id}/results/{position}`: my score (0–4) and comment of one answer. */
export async function scoreWorkInterviewAnswer(workInterviewId: number, input: { position: number; score: number; comment: string | null }): Promise<QuestionResult> {
  const { data } = await api.jobBoard.put<QuestionResult>(`/api/v1/work-interviews/${workInterviewId}/results/${input.position}`, { score: input.score, comment: input.comment });
  return data;
}

export function useScoreWorkInterviewAnswer(workInterviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: number; score: number; comment: string | null }) => scoreWorkInterviewAnswer(workInterviewId, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: workInterviewKey(workInterviewId) }), queryClient.invalidateQueries({ queryKey: ['work-interviews', 'comparison'] })]),
  });
}
