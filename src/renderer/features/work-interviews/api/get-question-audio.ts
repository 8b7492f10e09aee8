import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/work-interviews/{id}/questions/{position}/audio`: the question spoken aloud. */
export async function getQuestionAudio(workInterviewId: number, position: number): Promise<Blob> {
  const { data } = await api.jobBoard.get<Blob>(`/api/v1/work-interviews/${workInterviewId}/questions/${position}/audio`, { responseType: 'blob' });
  return data;
}

// A question's words never change once sent: fetched once per session.
export const getQuestionAudioQueryOptions = (workInterviewId: number, position: number) =>
  queryOptions({ queryKey: ['work-interviews', 'question-audio', workInterviewId, position], queryFn: () => getQuestionAudio(workInterviewId, position), staleTime: Infinity, gcTime: 30 * 60_000, retry: 1 });

export function useQuestionAudio(workInterviewId: number, position: number | null) {
  return useQuery({ ...getQuestionAudioQueryOptions(workInterviewId, position ?? 0), enabled: position !== null });
}
