import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vacancyQuestionsKey } from './get-vacancy-questions';

/** `DELETE /api/v1/vacancy-questions/{id}`: the rest of the bank closes the gap. */
export async function deleteVacancyQuestion({ id }: { id: number; vacancyId: number }): Promise<{ message: string }> {
  const { data } = await api.main.delete<{ message: string }>(`/api/v1/vacancy-questions/${id}`);
  return data;
}

export function useDeleteVacancyQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVacancyQuestion,
    onSuccess: (_result, { vacancyId }) => queryClient.invalidateQueries({ queryKey: vacancyQuestionsKey(vacancyId) }),
  });
}
