import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookmarksKey } from './get-bookmarks';
import { vacancyDetailKey } from './get-vacancy';

/** `DELETE /api/v1/bookmark-vacancy/{id}`: takes the VACANCY's id (the screen knows the vacancy, not a bookmark row). */
export async function removeBookmark(vacancyId: number): Promise<void> {
  await api.jobBoard.delete(`/api/v1/bookmark-vacancy/${vacancyId}`);
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSettled: (_data, _error, vacancyId) => Promise.all([queryClient.invalidateQueries({ queryKey: bookmarksKey }), queryClient.invalidateQueries({ queryKey: vacancyDetailKey(vacancyId) })]),
  });
}
