import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyCount, VacancyFilters } from '../../../../shared/contracts/jobs-search';
import { api, requestOptions } from '../../../lib/api-client';

/** `POST /api/v1/vacancies-count` (public): the published vacancies for a filter set, with facet counts. */
export async function countVacancies(filters: VacancyFilters): Promise<VacancyCount> {
  const { data } = await api.main.post<VacancyCount>('/api/v1/vacancies-count', filters, requestOptions({ anonymous: true }));
  return data;
}

export const countVacanciesQueryOptions = (filters: VacancyFilters) => queryOptions({ queryKey: ['superempleos-home', 'vacancies-count', filters], queryFn: () => countVacancies(filters), staleTime: 60_000 });

export function useVacancyCount(filters: VacancyFilters) {
  return useQuery(countVacanciesQueryOptions(filters));
}
