import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCategory } from '../../shared/contracts/jobs-catalogues';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/job-categories` (public): the job board's categories, seeded with fixed ids. */
export async function getJobCategories(): Promise<JobCategory[]> {
  const { data } = await api.main.get<JobCategory[]>('/api/v1/job-categories', requestOptions({ anonymous: true }));
  return data;
}

// Seeded by a migration: it does not change while the app runs.
export const getJobCategoriesQueryOptions = () => queryOptions({ queryKey: ['catalogues', 'job-categories'], queryFn: getJobCategories, staleTime: Infinity });

export function useJobCategories() {
  return useQuery(getJobCategoriesQueryOptions());
}
