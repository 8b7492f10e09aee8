import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoftSkill } from '../../shared/contracts/jobs-catalogues';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/soft-skills` (public): the soft skills a vacancy asks for and a candidate claims. */
export async function getSoftSkills(): Promise<SoftSkill[]> {
  const { data } = await api.jobBoard.get<SoftSkill[]>('/api/v1/soft-skills', requestOptions({ anonymous: true }));
  return data;
}

// Seeded by a migration: they do not change while the app runs.
export const getSoftSkillsQueryOptions = () => queryOptions({ queryKey: ['catalogues', 'soft-skills'], queryFn: getSoftSkills, staleTime: Infinity });

export function useSoftSkills() {
  return useQuery(getSoftSkillsQueryOptions());
}
