import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A spoken answer's recording (`audio_url` of a result, company only), as a blob for the player. */
export async function getAnswerAudio(audioUrl: string): Promise<Blob> {
  const { data } = await api.jobBoard.get<Blob>(audioUrl, { responseType: 'blob' });
  return data;
}

export const getAnswerAudioQueryOptions = (audioUrl: string) => queryOptions({ queryKey: ['work-interviews', 'answer-audio', audioUrl], queryFn: () => getAnswerAudio(audioUrl), staleTime: Infinity });

export function useAnswerAudio(audioUrl: string | null, enabled: boolean) {
  return useQuery({ ...getAnswerAudioQueryOptions(audioUrl ?? ''), enabled: enabled && audioUrl !== null });
}
