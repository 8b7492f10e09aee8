import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile, UpdateProfileInput } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';
import { candidateProfileKey } from './get-profile';

/** `PUT /api/v1/profile`: any of the fields; lists (experience, education, categories) are replaced whole. */
export async function updateCandidateProfile(input: UpdateProfileInput): Promise<CandidateProfile> {
  const { data } = await api.jobBoard.put<CandidateProfile>('/api/v1/profile', input);
  return data;
}

export function useUpdateCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCandidateProfile, onSuccess: (profile) => queryClient.setQueryData(candidateProfileKey, profile) });
}
