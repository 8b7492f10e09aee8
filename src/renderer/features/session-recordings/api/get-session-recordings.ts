import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionRecordingPage } from '../../../../shared/contracts/session-recordings';
import { api } from '../../../lib/api-client';

export interface SessionRecordingsParams {
  page: number;
  q: string;
  date: string;
  companyId: number | null;
}

/** `GET /api/v1/session-recordings?page&q&company_id&date`: newest first (super admin). */
export async function getSessionRecordings({ page, q, date, companyId }: SessionRecordingsParams): Promise<SessionRecordingPage> {
  const params = { page, q: q.trim() || undefined, date: date || undefined, company_id: companyId ?? undefined };
  const { data } = await api.main.get<SessionRecordingPage>('/api/v1/session-recordings', { params });
  return data;
}

export const getSessionRecordingsQueryOptions = (params: SessionRecordingsParams) =>
  queryOptions({ queryKey: ['session-recordings', 'list', params], queryFn: () => getSessionRecordings(params) });

export function useSessionRecordings(params: SessionRecordingsParams) {
  return useQuery({ ...getSessionRecordingsQueryOptions(params), placeholderData: keepPreviousData });
}
