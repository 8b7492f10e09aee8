import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCategory } from '../../shared/contracts/jobs-catalogues';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/job-categories` (public): the job board's categories (the candidate's search and profile, the company's vacancy form). */
export async function getJobCategories(): Promise<JobCategory[]> {
  const { data } = await api.jobBoard.get<JobCategory[]>('/api/v1/job-categories', requestOptions({ anonymous: true }));
  return data;
}

// Seeded by a migration: they do not change while the app runs.
export const getJobCategoriesQueryOptions = () => queryOptions({ queryKey: ['catalogues', 'job-categories'], queryFn: getJobCategories, staleTime: Infinity });

export function useJobCategories() {
  return useQuery(getJobCategoriesQueryOptions());
}
