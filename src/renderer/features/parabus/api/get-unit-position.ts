import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitLocation } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

/** `GET /positioning-api/v1/units/{id}/position`: the unit's last known position (404 before its first report). */
export async function getUnitPosition(unitId: number): Promise<UnitLocation> {
  const { data } = await api.positioning.get<UnitLocation>(`/units/${unitId}/position`);
  return data;
}

export const getUnitPositionQueryOptions = (unitId: number) =>
  queryOptions({ queryKey: ['parabus', 'positioning', 'position', unitId], queryFn: () => getUnitPosition(unitId), retry: false });

export function useUnitPosition(unitId: number) {
  return useQuery(getUnitPositionQueryOptions(unitId));
}
