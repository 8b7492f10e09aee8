import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyWorkInterview } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';
import { workInterviewKey } from './get-work-interview';

/** `GET /api/v1/work-interviews/{id}/results/summary`: everything, for the company's evaluators. */
export async function getWorkInterviewResults(workInterviewId: number): Promise<CompanyWorkInterview> {
  const { data } = await api.jobBoard.get<CompanyWorkInterview>(`/api/v1/work-interviews/${workInterviewId}/results/summary`);
  return data;
}

export const getWorkInterviewResultsQueryOptions = (workInterviewId: number) =>
  queryOptions({ queryKey: [...workInterviewKey(workInterviewId), 'results'], queryFn: () => getWorkInterviewResults(workInterviewId) });

export function useWorkInterviewResults(workInterviewId: number) {
  return useQuery(getWorkInterviewResultsQueryOptions(workInterviewId));
}
