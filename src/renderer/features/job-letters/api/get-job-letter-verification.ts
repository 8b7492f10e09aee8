import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLetterVerification } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/public/job-letters/{token}` (no session): whether the printed letter is valid. */
export async function getJobLetterVerification(token: string): Promise<JobLetterVerification> {
  const { data } = await api.main.get<JobLetterVerification>(`/api/v1/public/job-letters/${encodeURIComponent(token)}`);
  return data;
}

export const getJobLetterVerificationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['job-letters', 'verification', token], queryFn: () => getJobLetterVerification(token), retry: false });

export function useJobLetterVerification(token: string) {
  return useQuery(getJobLetterVerificationQueryOptions(token));
}
