import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitsLocationsResponse } from '../../../../shared/contracts/positioning';
import { api } from '../../../lib/api-client';

/** `GET /positioning-api/v1/companies/{id}/units-locations`: the last position of every unit that reported. */
export async function getUnitsLocations(companyId: number): Promise<UnitsLocationsResponse> {
  const { data } = await api.positioning.get<UnitsLocationsResponse>(`/companies/${companyId}/units-locations`);
  return data;
}

export const unitsLocationsKey = (companyId: number) => ['parabus', 'positioning', 'units-locations', companyId] as const;

// Read once; the socket keeps it current (no polling), so it never goes stale on its own.
export const getUnitsLocationsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: unitsLocationsKey(companyId), queryFn: () => getUnitsLocations(companyId), staleTime: Infinity });

export function useUnitsLocations(companyId: number, enabled = true) {
  return useQuery({ ...getUnitsLocationsQueryOptions(companyId), enabled });
}
