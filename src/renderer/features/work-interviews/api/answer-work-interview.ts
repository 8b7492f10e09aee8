import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANSWER_AUDIO_FIELD, type CandidateWorkInterview } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';
import { workInterviewKey } from './get-work-interview';

export type AnswerInput = { position: number; text: string } | { position: number; audio: Blob };

/** `POST /api/v1/work-interviews/{id}/answers/{position}`: JSON `{ text }`, or the recording as multipart. */
export async function answerWorkInterview(workInterviewId: number, input: AnswerInput): Promise<CandidateWorkInterview> {
  const url = `/api/v1/work-interviews/${workInterviewId}/answers/${input.position}`;
  if ('text' in input) return (await api.jobBoard.post<CandidateWorkInterview>(url, { text: input.text })).data;
  const form = new FormData();
  const extension = input.audio.type.includes('ogg') ? 'ogg' : input.audio.type.includes('mp4') ? 'm4a' : 'webm';
  form.append(ANSWER_AUDIO_FIELD, input.audio, `respuesta.${extension}`);
  return (await api.jobBoard.post<CandidateWorkInterview>(url, form)).data;
}

export function useAnswerWorkInterview(workInterviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) => answerWorkInterview(workInterviewId, input),
    onSuccess: (view) => queryClient.setQueryData(workInterviewKey(workInterviewId), view),
    // A refusal (answered already, time up) moves the interview on: read where it stands now. A
    // request that never reached the server (status null) moved nothing: the answer stays to resend.
    onError: (error) => {
      if (error.status !== null) void queryClient.invalidateQueries({ queryKey: workInterviewKey(workInterviewId) });
    },
  });
}
