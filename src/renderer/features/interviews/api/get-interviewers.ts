import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewerOption } from '../../../../shared/contracts/interviews';
import { api } from '../../../lib/api-client';
import { interviewsKey } from './get-my-interviews';

/** `GET /api/v1/companies/{id}/interviewers`: who may interview for the company (its active members). */
export async function getInterviewers(companyId: number): Promise<InterviewerOption[]> {
  const { data } = await api.jobBoard.get<InterviewerOption[]>(`/api/v1/companies/${companyId}/interviewers`);
  return data;
}

export const getInterviewersQueryOptions = (companyId: number) => queryOptions({ queryKey: [...interviewsKey, 'interviewers', companyId], queryFn: () => getInterviewers(companyId), staleTime: 5 * 60_000 });

export function useInterviewers(companyId: number | null) {
  return useQuery({ ...getInterviewersQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
