import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateWorkInterview, CompanyWorkInterview } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';

/** Every query of one work interview starts with this key: an answer or a score refreshes them. */
export const workInterviewKey = (workInterviewId: number) => ['work-interviews', 'one', workInterviewId] as const;

export type WorkInterviewView = CandidateWorkInterview | CompanyWorkInterview;

/** `GET /api/v1/work-interviews/{id}`: the candidate's view (only up to the current question) or the company's. */
export async function getWorkInterview(workInterviewId: number): Promise<WorkInterviewView> {
  const { data } = await api.jobBoard.get<WorkInterviewView>(`/api/v1/work-interviews/${workInterviewId}`);
  return data;
}

export const getWorkInterviewQueryOptions = (workInterviewId: number) => queryOptions({ queryKey: workInterviewKey(workInterviewId), queryFn: () => getWorkInterview(workInterviewId) });

export function useWorkInterview(workInterviewId: number | null) {
  return useQuery({ ...getWorkInterviewQueryOptions(workInterviewId ?? 0), enabled: workInterviewId !== null && workInterviewId > 0 });
}

/** The candidate's view, or null while loading or when the caller is the company. */
export const asCandidateView = (view: WorkInterviewView | undefined): CandidateWorkInterview | null => (view?.view === 'candidate' ? view : null);
