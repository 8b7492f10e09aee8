import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, MyApplication } from '../../../../shared/contracts/jobs-applications';
import { api } from '../../../lib/api-client';

/** Every list of the candidate's applications starts with this key: a move refreshes them all. */
export const myApplicationsKey = ['jobs', 'applications'] as const;

export interface MyApplicationsPage {
  data: MyApplication[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** `GET /api/v1/applications`: the candidate's own applications, each with its history. */
export async function getMyApplications(params: { page: number; status?: ApplicationStatus | null }): Promise<MyApplicationsPage> {
  const { data } = await api.jobBoard.get<MyApplicationsPage>('/api/v1/applications', { params: { page: params.page, status: params.status ?? undefined } });
  return data;
}

export const getMyApplicationsQueryOptions = (params: { page: number; status?: ApplicationStatus | null }) =>
  queryOptions({ queryKey: [...myApplicationsKey, params], queryFn: () => getMyApplications(params) });

export function useMyApplications(params: { page: number; status?: ApplicationStatus | null }) {
  // Candidates come back to this screen to see whether anything moved: refetch when they return to the tab.
  return useQuery({ ...getMyApplicationsQueryOptions(params), placeholderData: keepPreviousData, refetchOnWindowFocus: true });
}
