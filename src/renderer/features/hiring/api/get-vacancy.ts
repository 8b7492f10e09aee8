import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';

export const vacancyKey = (vacancyId: number) => [...hiringKey, 'vacancy', vacancyId] as const;

/** `GET /api/v1/vacancies/{id}`: its company sees it in any status, with its history and counts per stage. */
export async function getVacancy(vacancyId: number): Promise<VacancyDetail> {
  const { data } = await api.main.get<VacancyDetail>(`/api/v1/vacancies/${vacancyId}`);
  return data;
}

export const getVacancyQueryOptions = (vacancyId: number) => queryOptions({ queryKey: vacancyKey(vacancyId), queryFn: () => getVacancy(vacancyId) });

export function useVacancy(vacancyId: number) {
  return useQuery({ ...getVacancyQueryOptions(vacancyId), enabled: vacancyId > 0 });
}
