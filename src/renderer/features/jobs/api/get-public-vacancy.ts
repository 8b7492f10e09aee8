import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicVacancy } from '../../../../shared/contracts/jobs-vacancies';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /api/v1/public/vacancies/{id}` (no session): a published vacancy and its schema.org JobPosting. */
export async function getPublicVacancy(vacancyId: number): Promise<PublicVacancy> {
  const { data } = await api.jobBoard.get<PublicVacancy>(`/api/v1/public/vacancies/${vacancyId}`, requestOptions({ anonymous: true }));
  return data;
}

export const getPublicVacancyQueryOptions = (vacancyId: number) => queryOptions({ queryKey: ['jobs', 'public-vacancy', vacancyId], queryFn: () => getPublicVacancy(vacancyId) });

export function usePublicVacancy(vacancyId: number) {
  return useQuery({ ...getPublicVacancyQueryOptions(vacancyId), enabled: vacancyId > 0 });
}
