import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancySearchPage, VacancySearchQuery } from '../../../../shared/contracts/jobs-search';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/search/vacancies`: published vacancies matching the words and filters, newest first, with facet counts. */
export async function searchVacancies(query: VacancySearchQuery): Promise<VacancySearchPage> {
  const { data } = await api.jobBoard.get<VacancySearchPage>('/api/v1/search/vacancies', { params: query });
  return data;
}

export const searchVacanciesQueryOptions = (query: VacancySearchQuery) => queryOptions({ queryKey: ['jobs', 'search', query], queryFn: () => searchVacancies(query) });

export function useVacancySearch(query: VacancySearchQuery) {
  // The previous page stays on screen while the next one loads (no flash of the loader per keystroke).
  return useQuery({ ...searchVacanciesQueryOptions(query), placeholderData: keepPreviousData });
}
