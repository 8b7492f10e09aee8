import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvStatus } from '../../../../shared/contracts/jobs-cv';
import { api } from '../../../lib/api-client';

/** Under ['jobs', …] so that a change to the CV also refreshes the profile (its cv_type and meter). */
export const cvKey = ['jobs', 'cv'] as const;

/** `GET /api/v1/profile/cv`: the chosen CV type, the uploaded PDF if any, and what a download gives now. */
export async function getCv(): Promise<CvStatus> {
  const { data } = await api.main.get<CvStatus>('/api/v1/profile/cv');
  return data;
}

export const getCvQueryOptions = () => queryOptions({ queryKey: cvKey, queryFn: getCv });

export function useCv() {
  return useQuery(getCvQueryOptions());
}
