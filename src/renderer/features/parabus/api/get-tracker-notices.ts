import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackerNoticeChoices } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

/** `GET /positioning-api/v1/companies/{id}/tracker-notices`: which tracker events notify me in this company. */
export async function getTrackerNotices(companyId: number): Promise<TrackerNoticeChoices> {
  const { data } = await api.positioning.get<TrackerNoticeChoices>(`/companies/${companyId}/tracker-notices`);
  return data;
}

export const trackerNoticesKey = (companyId: number) => ['parabus', 'positioning', 'tracker-notices', companyId] as const;

export const getTrackerNoticesQueryOptions = (companyId: number) => queryOptions({ queryKey: trackerNoticesKey(companyId), queryFn: () => getTrackerNotices(companyId) });

export function useTrackerNotices(companyId: number, enabled = true) {
  return useQuery({ ...getTrackerNoticesQueryOptions(companyId), enabled });
}
