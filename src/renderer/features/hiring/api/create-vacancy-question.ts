import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput, VacancyQuestion } from '../../../../shared/contracts/work-interview-questions';
import { api } from '../../../lib/api-client';
import { vacancyQuestionsKey } from './get-vacancy-questions';

/** `POST /api/v1/vacancies/{id}/questions`: a question at the end of the bank. */
export async function createVacancyQuestion({ vacancyId, input }: { vacancyId: number; input: QuestionInput }): Promise<VacancyQuestion> {
  const { data } = await api.main.post<VacancyQuestion>(`/api/v1/vacancies/${vacancyId}/questions`, input);
  return data;
}

export function useCreateVacancyQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVacancyQuestion,
    onSuccess: (question) => queryClient.invalidateQueries({ queryKey: vacancyQuestionsKey(question.vacancy_id) }),
  });
}
