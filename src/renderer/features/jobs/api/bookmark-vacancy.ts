import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookmarksKey } from './get-bookmarks';
import { vacancyDetailKey } from './get-vacancy';

/** `POST /api/v1/vacancies/{id}/bookmark`: saves a published vacancy (twice is no change). */
export async function bookmarkVacancy(vacancyId: number): Promise<void> {
  await api.jobBoard.post(`/api/v1/vacancies/${vacancyId}/bookmark`);
}

export function useBookmarkVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkVacancy,
    onSettled: (_data, _error, vacancyId) => Promise.all([queryClient.invalidateQueries({ queryKey: bookmarksKey }), queryClient.invalidateQueries({ queryKey: vacancyDetailKey(vacancyId) })]),
  });
}
