import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelinePage } from '../../../../shared/contracts/jobs-applications';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';

export const pipelineKey = (vacancyId: number) => [...hiringKey, 'pipeline', vacancyId] as const;

/** `GET /api/v1/vacancies/{id}/applications`: the board's cards, best match first, and the count per stage. */
export async function getVacancyApplications(vacancyId: number, page = 1): Promise<PipelinePage> {
  const { data } = await api.main.get<PipelinePage>(`/api/v1/vacancies/${vacancyId}/applications`, { params: { page } });
  return data;
}

export const getVacancyApplicationsQueryOptions = (vacancyId: number) => queryOptions({ queryKey: pipelineKey(vacancyId), queryFn: () => getVacancyApplications(vacancyId) });

export function useVacancyApplications(vacancyId: number) {
  return useQuery({ ...getVacancyApplicationsQueryOptions(vacancyId), enabled: vacancyId > 0 });
}
