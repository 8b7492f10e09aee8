import { useMutation } from '@tanstack/react-query';
import type { InterviewResponseInput } from '../../../../shared/contracts/interviews';
import type { MessageResponse } from '../../../../shared/contracts/common';
import { api, requestOptions } from '../../../lib/api-client';

/** `POST /api/v1/interview-responses/{token}`: confirm or reject (with a reason) from the e-mail link; the link works once. */
export async function answerInterviewResponse({ token, input }: { token: string; input: InterviewResponseInput }): Promise<MessageResponse> {
  const { data } = await api.jobBoard.post<MessageResponse>(`/api/v1/interview-responses/${encodeURIComponent(token)}`, input, requestOptions({ anonymous: true }));
  return data;
}

export function useAnswerInterviewResponse() {
  return useMutation({ mutationFn: answerInterviewResponse });
}
