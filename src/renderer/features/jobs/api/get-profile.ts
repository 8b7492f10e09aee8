import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateProfile } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';

export const candidateProfileKey = ['jobs', 'profile'] as const;

/** `GET /api/v1/profile`: the caller's candidate profile, with its completeness and what is missing. */
export async function getCandidateProfile(): Promise<CandidateProfile> {
  const { data } = await api.jobBoard.get<CandidateProfile>('/api/v1/profile');
  return data;
}

export const getCandidateProfileQueryOptions = () => queryOptions({ queryKey: candidateProfileKey, queryFn: getCandidateProfile });

export function useCandidateProfile() {
  return useQuery(getCandidateProfileQueryOptions());
}
