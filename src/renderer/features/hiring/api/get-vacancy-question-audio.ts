import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/vacancy-questions/{id}/audio`: the question read aloud, as the candidate will hear it. */
export async function getVacancyQuestionAudio(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/vacancy-questions/${id}/audio`, { responseType: 'blob' });
  return data;
}

/** A mutation, not a query: the audio is fetched when «Escuchar» is pressed, never on page load. */
export function useVacancyQuestionAudio() {
  return useMutation({ mutationKey: ['hiring', 'question-audio'], mutationFn: getVacancyQuestionAudio });
}
