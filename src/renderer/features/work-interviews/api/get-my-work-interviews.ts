import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWorkInterview } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';

export const myWorkInterviewsKey = ['work-interviews', 'mine'] as const;

/** `GET /api/v1/work-interviews`: the work interviews the candidate was sent, newest first. */
export async function getMyWorkInterviews(): Promise<MyWorkInterview[]> {
  const { data } = await api.jobBoard.get<{ data: MyWorkInterview[] }>('/api/v1/work-interviews');
  return data.data;
}

export const getMyWorkInterviewsQueryOptions = () => queryOptions({ queryKey: myWorkInterviewsKey, queryFn: getMyWorkInterviews });

export function useMyWorkInterviews() {
  return useQuery({ ...getMyWorkInterviewsQueryOptions(), refetchOnWindowFocus: true });
}
