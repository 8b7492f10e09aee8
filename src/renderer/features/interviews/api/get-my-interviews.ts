import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';

/** Every interview query starts with this key: a change refreshes them all. */
export const interviewsKey = ['interviews'] as const;

export interface InterviewRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /api/v1/users/{id}/interviews`: the signed-in person's interviews, as candidate and as interviewer. */
export async function getMyInterviews(userId: number, range: InterviewRange = {}): Promise<Interview[]> {
  const { data } = await api.jobBoard.get<Interview[]>(`/api/v1/users/${userId}/interviews`, { params: range });
  return data;
}

export const getMyInterviewsQueryOptions = (userId: number, range: InterviewRange = {}) =>
  queryOptions({ queryKey: [...interviewsKey, 'user', userId, range], queryFn: () => getMyInterviews(userId, range) });

export function useMyInterviews(userId: number | null, range: InterviewRange = {}, enabled = true) {
  // Candidates come back to see whether anything changed: refetch when they return to the tab.
  return useQuery({ ...getMyInterviewsQueryOptions(userId ?? 0, range), enabled: enabled && userId !== null, refetchOnWindowFocus: true });
}
