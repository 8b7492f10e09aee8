import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';
import { candidateProfileKey } from './get-profile';

/** `PUT /api/v1/profile/soft-skills`: replaces the candidate's soft skills. */
export async function updateProfileSoftSkills(softSkillIds: number[]): Promise<CandidateProfile> {
  const { data } = await api.jobBoard.put<CandidateProfile>('/api/v1/profile/soft-skills', { soft_skill_ids: softSkillIds });
  return data;
}

export function useUpdateProfileSoftSkills() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfileSoftSkills, onSuccess: (profile) => queryClient.setQueryData(candidateProfileKey, profile) });
}
