import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerMode, CandidateWorkInterview } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';
import { myWorkInterviewsKey } from './get-my-work-interviews';
import { workInterviewKey } from './get-work-interview';

export type WorkInterviewStep = { action: 'confirm_identity' } | { action: 'start'; answer_mode?: AnswerMode } | { action: 'finish' };
export type StepResult = CandidateWorkInterview & { answer_mode_reason: string | null };

/** `PUT /api/v1/work-interviews/{id}`: the candidate's steps — confirm identity, start, finish. */
export async function updateWorkInterviewStep(workInterviewId: number, step: WorkInterviewStep): Promise<StepResult> {
  const { data } = await api.jobBoard.put<StepResult>(`/api/v1/work-interviews/${workInterviewId}`, step);
  return data;
}

export function useWorkInterviewStep(workInterviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: WorkInterviewStep) => updateWorkInterviewStep(workInterviewId, step),
    onSuccess: (result) => {
      queryClient.setQueryData(workInterviewKey(workInterviewId), result);
      return queryClient.invalidateQueries({ queryKey: myWorkInterviewsKey });
    },
  });
}
