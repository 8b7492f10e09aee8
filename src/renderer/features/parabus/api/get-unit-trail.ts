import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitTrail } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

export interface TrailParams {
  unitId: number;
  from: string;
  to: string;
}

/** `GET /positioning-api/v1/units/{id}/trail?from&to`: one unit's track, simplified for the map. */
export async function getUnitTrail({ unitId, from, to }: TrailParams): Promise<UnitTrail> {
  const { data } = await api.positioning.get<UnitTrail>(`/units/${unitId}/trail`, { params: { from, to } });
  return data;
}

export const getUnitTrailQueryOptions = (params: TrailParams) => queryOptions({ queryKey: ['parabus', 'positioning', 'trail', params], queryFn: () => getUnitTrail(params) });

export function useUnitTrail(params: TrailParams, enabled = true) {
  return useQuery({ ...getUnitTrailQueryOptions(params), enabled });
}
