import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelinePage } from '../../shared/contracts/jobs-applications';
import { api } from '../lib/api-client';

/**
 * Under the hiring prefix (`['hiring']`, features/hiring/api): every hiring write refreshes the board.
 * Read by the hiring board and by the work interviews' send form (its applicants).
 */
export const pipelineKey = (vacancyId: number) => ['hiring', 'pipeline', vacancyId] as const;

/** `GET /api/v1/vacancies/{id}/applications`: the board's cards, best match first, and the count per stage. */
export async function getVacancyApplications(vacancyId: number, page = 1): Promise<PipelinePage> {
  const { data } = await api.main.get<PipelinePage>(`/api/v1/vacancies/${vacancyId}/applications`, { params: { page } });
  return data;
}

export const getVacancyApplicationsQueryOptions = (vacancyId: number) => queryOptions({ queryKey: pipelineKey(vacancyId), queryFn: () => getVacancyApplications(vacancyId) });

export function useVacancyApplications(vacancyId: number, enabled = true) {
  return useQuery({ ...getVacancyApplicationsQueryOptions(vacancyId), enabled: enabled && vacancyId > 0 });
}
