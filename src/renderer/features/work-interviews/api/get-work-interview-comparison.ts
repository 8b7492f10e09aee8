import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonPage } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/vacancies/{id}/work-interview-results`: the completed interviews side by side, best first. */
export async function getWorkInterviewComparison(vacancyId: number, page: number): Promise<ComparisonPage> {
  const { data } = await api.jobBoard.get<ComparisonPage>(`/api/v1/vacancies/${vacancyId}/work-interview-results`, { params: { page } });
  return data;
}

export const getWorkInterviewComparisonQueryOptions = (vacancyId: number, page: number) =>
  queryOptions({ queryKey: ['work-interviews', 'comparison', vacancyId, page], queryFn: () => getWorkInterviewComparison(vacancyId, page) });

export function useWorkInterviewComparison(vacancyId: number, page: number) {
  return useQuery({ ...getWorkInterviewComparisonQueryOptions(vacancyId, page), placeholderData: keepPreviousData });
}
