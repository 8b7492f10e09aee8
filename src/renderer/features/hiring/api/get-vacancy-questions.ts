import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyQuestionList } from '../../../../shared/contracts/work-interview-questions';
import { api } from '../../../lib/api-client';
import { vacancyKey } from './get-vacancy';

export const vacancyQuestionsKey = (vacancyId: number) => [...vacancyKey(vacancyId), 'questions'] as const;

/** `GET /api/v1/vacancies/{id}/questions`: the vacancy's question bank, in its order (its company only). */
export async function getVacancyQuestions(vacancyId: number): Promise<VacancyQuestionList> {
  const { data } = await api.main.get<VacancyQuestionList>(`/api/v1/vacancies/${vacancyId}/questions`);
  return data;
}

export const getVacancyQuestionsQueryOptions = (vacancyId: number) => queryOptions({ queryKey: vacancyQuestionsKey(vacancyId), queryFn: () => getVacancyQuestions(vacancyId) });

export function useVacancyQuestions(vacancyId: number) {
  return useQuery({ ...getVacancyQuestionsQueryOptions(vacancyId), enabled: vacancyId > 0 });
}
