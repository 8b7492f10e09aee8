import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitStopsResponse } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

/** `GET /positioning-api/v1/units/{id}/stops?date`: the stops found automatically on one business day. */
export async function getUnitStops(unitId: number, date: string): Promise<UnitStopsResponse> {
  const { data } = await api.positioning.get<UnitStopsResponse>(`/units/${unitId}/stops`, { params: { date } });
  return data;
}

export const getUnitStopsQueryOptions = (unitId: number, date: string) => queryOptions({ queryKey: ['parabus', 'positioning', 'stops', unitId, date], queryFn: () => getUnitStops(unitId, date) });

export function useUnitStops(unitId: number, date: string) {
  return useQuery(getUnitStopsQueryOptions(unitId, date));
}
