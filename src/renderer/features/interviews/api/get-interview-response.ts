import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInterview } from '../../../../shared/contracts/interviews';
import { api, requestOptions } from '../../../lib/api-client';

export const interviewResponseKey = (token: string) => ['interviews', 'response', token] as const;

/** `GET /api/v1/interview-responses/{token}`: the e-mail link's interview, without a session. */
export async function getInterviewResponse(token: string): Promise<PublicInterview> {
  const { data } = await api.jobBoard.get<PublicInterview>(`/api/v1/interview-responses/${encodeURIComponent(token)}`, requestOptions({ anonymous: true }));
  return data;
}

export const getInterviewResponseQueryOptions = (token: string) => queryOptions({ queryKey: interviewResponseKey(token), queryFn: () => getInterviewResponse(token), retry: false });

export function useInterviewResponse(token: string) {
  return useQuery({ ...getInterviewResponseQueryOptions(token), enabled: token.length > 0 });
}
