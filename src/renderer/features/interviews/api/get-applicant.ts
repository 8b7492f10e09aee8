import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationView } from '../../../../shared/contracts/jobs-applications';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/**
 * `GET /api/v1/applications/{id}` as the company reads it: who the applicant is and where the
 * application stands, for the interviews screen (the board lives in features/hiring).
 */
export async function getApplicant(applicationId: number): Promise<ApplicationView> {
  const { data } = await api.jobBoard.get<ApplicationView>(`/api/v1/applications/${applicationId}`);
  return data;
}

export const getApplicantQueryOptions = (applicationId: number) => queryOptions({ queryKey: [...interviewsKey, 'applicant', applicationId], queryFn: () => getApplicant(applicationId) });

export function useApplicant(applicationId: number | null) {
  return useQuery({ ...getApplicantQueryOptions(applicationId ?? 0), enabled: applicationId !== null && applicationId > 0 });
}
