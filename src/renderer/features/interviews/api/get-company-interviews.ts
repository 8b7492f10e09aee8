import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { type InterviewRange, interviewsKey } from './get-my-interviews';

/** `GET /api/v1/companies/{id}/interviews?from&to`: the company's agenda. */
export async function getCompanyInterviews(companyId: number, range: InterviewRange): Promise<Interview[]> {
  const { data } = await api.jobBoard.get<Interview[]>(`/api/v1/companies/${companyId}/interviews`, { params: range });
  return data;
}

export const getCompanyInterviewsQueryOptions = (companyId: number, range: InterviewRange) =>
  queryOptions({ queryKey: [...interviewsKey, 'company', companyId, range], queryFn: () => getCompanyInterviews(companyId, range) });

export function useCompanyInterviews(companyId: number | null, range: InterviewRange, enabled = true) {
  return useQuery({ ...getCompanyInterviewsQueryOptions(companyId ?? 0, range), enabled: enabled && companyId !== null });
}
