import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionRecordingDetail } from '../../../../shared/contracts/session-recordings';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/session-recordings/{id}`: the recording with its events, for the player. */
export async function getSessionRecording(id: number): Promise<SessionRecordingDetail> {
  const { data } = await api.main.get<SessionRecordingDetail>(`/api/v1/session-recordings/${id}`);
  return data;
}

export const getSessionRecordingQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['session-recordings', 'detail', id], queryFn: () => getSessionRecording(id), staleTime: Infinity });

export function useSessionRecording(id: number | null) {
  return useQuery({ ...getSessionRecordingQueryOptions(id ?? 0), enabled: id !== null });
}
