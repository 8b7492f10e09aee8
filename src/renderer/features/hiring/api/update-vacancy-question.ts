import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput, VacancyQuestion } from '../../../../shared/contracts/work-interview-questions';
import { api } from '../../../lib/api-client';
import { vacancyQuestionsKey } from './get-vacancy-questions';

/** `PUT /api/v1/vacancy-questions/{id}`: interviews already sent keep their copy of the question. */
export async function updateVacancyQuestion({ id, input }: { id: number; input: QuestionInput }): Promise<VacancyQuestion> {
  const { data } = await api.main.put<VacancyQuestion>(`/api/v1/vacancy-questions/${id}`, input);
  return data;
}

export function useUpdateVacancyQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVacancyQuestion,
    onSuccess: (question) => queryClient.invalidateQueries({ queryKey: vacancyQuestionsKey(question.vacancy_id) }),
  });
}
