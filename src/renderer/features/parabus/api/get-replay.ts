import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReplayResponse } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

export interface ReplayParams {
  companyId: number;
  unitIds: number[];
  from: string;
  to: string;
}

/** `GET /positioning-api/v1/companies/{id}/replay?unit_ids&from&to`: several units' tracks over one range. */
export async function getReplay({ companyId, unitIds, from, to }: ReplayParams): Promise<ReplayResponse> {
  const { data } = await api.positioning.get<ReplayResponse>(`/companies/${companyId}/replay`, { params: { unit_ids: unitIds.join(','), from, to } });
  return data;
}

export const getReplayQueryOptions = (params: ReplayParams) => queryOptions({ queryKey: ['parabus', 'positioning', 'replay', params], queryFn: () => getReplay(params) });

export function useReplay(params: ReplayParams | null) {
  return useQuery({ ...getReplayQueryOptions(params ?? { companyId: 0, unitIds: [], from: '', to: '' }), enabled: params !== null });
}
