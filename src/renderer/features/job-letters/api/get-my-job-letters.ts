import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLetterPage, JobLetterStatus } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';

/** Every letter list's key starts here: the writes refresh them all. */
export const jobLetterListsKey = ['job-letters', 'list'] as const;

export interface MyJobLettersParams {
  userId: number;
  page: number;
  status?: JobLetterStatus | null;
}

/** `GET /api/v1/users/{id}/job-letters`: the signed-in person's own letters, newest first. */
export async function getMyJobLetters({ userId, page, status }: MyJobLettersParams): Promise<JobLetterPage> {
  const { data } = await api.main.get<JobLetterPage>(`/api/v1/users/${userId}/job-letters`, { params: { page, status: status ?? undefined } });
  return data;
}

export const getMyJobLettersQueryOptions = (params: MyJobLettersParams) => queryOptions({ queryKey: [...jobLetterListsKey, 'user', params], queryFn: () => getMyJobLetters(params) });

export function useMyJobLetters(params: MyJobLettersParams, enabled = true) {
  return useQuery({ ...getMyJobLettersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
