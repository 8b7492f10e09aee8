import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `GET /api/v1/vacancies/{id}/interviews?user_id=`: one applicant's interviews for a vacancy (the company). */
export async function getVacancyInterviews(vacancyId: number, userId: number): Promise<Interview[]> {
  const { data } = await api.jobBoard.get<Interview[]>(`/api/v1/vacancies/${vacancyId}/interviews`, { params: { user_id: userId } });
  return data;
}

export const getVacancyInterviewsQueryOptions = (vacancyId: number, userId: number) =>
  queryOptions({ queryKey: [...interviewsKey, 'vacancy', vacancyId, userId], queryFn: () => getVacancyInterviews(vacancyId, userId) });

export function useVacancyInterviews(vacancyId: number, userId: number) {
  return useQuery({ ...getVacancyInterviewsQueryOptions(vacancyId, userId), enabled: vacancyId > 0 && userId > 0 });
}
