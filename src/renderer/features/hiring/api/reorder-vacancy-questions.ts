import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VacancyQuestionList } from '../../../../shared/contracts/work-interview-questions';
import { api } from '../../../lib/api-client';
import { vacancyQuestionsKey } from './get-vacancy-questions';

/** `PUT /api/v1/vacancies/{id}/questions/order`: every question of the bank, each once, in the new order. */
export async function reorderVacancyQuestions({ vacancyId, ids }: { vacancyId: number; ids: number[] }): Promise<VacancyQuestionList> {
  const { data } = await api.main.put<VacancyQuestionList>(`/api/v1/vacancies/${vacancyId}/questions/order`, { ids });
  return data;
}

/**
 * Optimistic: the list shows the new order at once; a refusal puts the old one back (the caller
 * says why) and the list is read again either way.
 */
export function useReorderVacancyQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderVacancyQuestions,
    onMutate: async ({ vacancyId, ids }) => {
      const key = vacancyQuestionsKey(vacancyId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VacancyQuestionList>(key);
      if (previous) {
        const byId = new Map(previous.data.map((question) => [question.id, question]));
        const data = ids.flatMap((id, index) => {
          const question = byId.get(id);
          return question ? [{ ...question, position: index + 1 }] : [];
        });
        queryClient.setQueryData<VacancyQuestionList>(key, { data });
      }
      return { previous };
    },
    onError: (_error, { vacancyId }, context) => {
      if (context?.previous) queryClient.setQueryData(vacancyQuestionsKey(vacancyId), context.previous);
    },
    onSettled: (_data, _error, { vacancyId }) => queryClient.invalidateQueries({ queryKey: vacancyQuestionsKey(vacancyId) }),
  });
}
