import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trackerEventsResponseSchema } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

export type TrackerEventsResponse = z.infer<typeof trackerEventsResponseSchema>;

export interface TrackerEventsParams {
  companyId: number;
  from: string;
  to: string;
  unitId?: number;
}

/** `GET /positioning-api/v1/companies/{id}/tracker-events?from&to&unit_id`: newest first. */
export async function getTrackerEvents({ companyId, from, to, unitId }: TrackerEventsParams): Promise<TrackerEventsResponse> {
  const { data } = await api.positioning.get<TrackerEventsResponse>(`/companies/${companyId}/tracker-events`, { params: { from, to, unit_id: unitId } });
  return data;
}

export const trackerEventsKey = ['parabus', 'positioning', 'tracker-events'] as const;

export const getTrackerEventsQueryOptions = (params: TrackerEventsParams) => queryOptions({ queryKey: [...trackerEventsKey, params], queryFn: () => getTrackerEvents(params) });

export function useTrackerEvents(params: TrackerEventsParams, enabled = true) {
  return useQuery({ ...getTrackerEventsQueryOptions(params), enabled });
}
