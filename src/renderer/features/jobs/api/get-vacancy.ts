import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';

export const vacancyDetailKey = (vacancyId: number) => ['jobs', 'vacancy', vacancyId] as const;

/** `GET /api/v1/vacancies/{id}`: a published vacancy with the caller's own application and bookmark. */
export async function getVacancy(vacancyId: number): Promise<VacancyDetail> {
  const { data } = await api.jobBoard.get<VacancyDetail>(`/api/v1/vacancies/${vacancyId}`);
  return data;
}

export const getVacancyQueryOptions = (vacancyId: number) => queryOptions({ queryKey: vacancyDetailKey(vacancyId), queryFn: () => getVacancy(vacancyId) });

export function useVacancy(vacancyId: number) {
  return useQuery({ ...getVacancyQueryOptions(vacancyId), enabled: vacancyId > 0 });
}
