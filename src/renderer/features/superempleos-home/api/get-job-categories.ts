import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCategory } from '../../../../shared/contracts/jobs-catalogues';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /api/v1/job-categories` (public): the job board's categories. */
export async function getJobCategories(): Promise<JobCategory[]> {
  const { data } = await api.main.get<JobCategory[]>('/api/v1/job-categories', requestOptions({ anonymous: true }));
  return data;
}

export const getJobCategoriesQueryOptions = () => queryOptions({ queryKey: ['superempleos-home', 'job-categories'], queryFn: getJobCategories, staleTime: 60 * 60_000 });

export function useJobCategories() {
  return useQuery(getJobCategoriesQueryOptions());
}
