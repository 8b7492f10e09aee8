import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackerNoticeChoices, TrackerNoticeChoicesInput } from '../../../../shared/contracts/positioning';
export { trackerNoticeChoicesInputSchema } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';
import { trackerNoticesKey } from './get-tracker-notices';

/** `PUT /positioning-api/v1/companies/{id}/tracker-notices` with `{ kinds }`: exactly these kinds notify me there. */
export async function updateTrackerNotices({ companyId, ...input }: TrackerNoticeChoicesInput & { companyId: number }): Promise<TrackerNoticeChoices> {
  const { data } = await api.positioning.put<TrackerNoticeChoices>(`/companies/${companyId}/tracker-notices`, input);
  return data;
}

export function useUpdateTrackerNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrackerNotices,
    onSuccess: (choices, { companyId }) => queryClient.setQueryData(trackerNoticesKey(companyId), choices),
  });
}
