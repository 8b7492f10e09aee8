import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLetterDetail } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';

export const jobLetterDetailKey = (id: number) => ['job-letters', 'detail', id] as const;

/** `GET /api/v1/job-letters/{id}`: the letter for its requester or the company's admins. */
export async function getJobLetter(id: number): Promise<JobLetterDetail> {
  const { data } = await api.main.get<JobLetterDetail>(`/api/v1/job-letters/${id}`);
  return data;
}

export const getJobLetterQueryOptions = (id: number) => queryOptions({ queryKey: jobLetterDetailKey(id), queryFn: () => getJobLetter(id) });

export function useJobLetter(id: number) {
  return useQuery({ ...getJobLetterQueryOptions(id), enabled: id > 0 });
}
