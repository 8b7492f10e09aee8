import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkInterviewPage } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/vacancies/{id}/work-interviews[?user_id=]`: the vacancy's work interviews (one applicant's) with status and overall score. */
export async function getVacancyWorkInterviews(vacancyId: number, page: number, userId?: number): Promise<WorkInterviewPage> {
  const { data } = await api.jobBoard.get<WorkInterviewPage>(`/api/v1/vacancies/${vacancyId}/work-interviews`, { params: { page, user_id: userId } });
  return data;
}

export const getVacancyWorkInterviewsQueryOptions = (vacancyId: number, page: number, userId?: number) =>
  queryOptions({ queryKey: ['work-interviews', 'vacancy', vacancyId, page, userId ?? null], queryFn: () => getVacancyWorkInterviews(vacancyId, page, userId) });

export function useVacancyWorkInterviews(vacancyId: number, page: number, userId?: number) {
  return useQuery(getVacancyWorkInterviewsQueryOptions(vacancyId, page, userId));
}
