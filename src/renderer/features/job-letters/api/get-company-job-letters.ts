import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLetterPage, JobLetterStatus } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';
import { jobLetterListsKey } from './get-my-job-letters';

export interface CompanyJobLettersParams {
  companyId: number;
  page: number;
  status?: JobLetterStatus | null;
}

/** `GET /api/v1/companies/{id}/job-letters`: the company's requests (its admins), newest first. */
export async function getCompanyJobLetters({ companyId, page, status }: CompanyJobLettersParams): Promise<JobLetterPage> {
  const { data } = await api.main.get<JobLetterPage>(`/api/v1/companies/${companyId}/job-letters`, { params: { page, status: status ?? undefined } });
  return data;
}

export const getCompanyJobLettersQueryOptions = (params: CompanyJobLettersParams) =>
  queryOptions({ queryKey: [...jobLetterListsKey, 'company', params], queryFn: () => getCompanyJobLetters(params) });

export function useCompanyJobLetters(params: CompanyJobLettersParams, enabled = true) {
  return useQuery({ ...getCompanyJobLettersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
