import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitDetail } from '../../../../shared/contracts/logistics-unit-detail';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/units/{id}`: the unit, its drivers and routes, and its latest movements. */
export async function getUnit(id: number): Promise<UnitDetail> {
  const { data } = await api.main.get<UnitDetail>(`/api/v1/units/${id}`);
  return data;
}

export const unitDetailKey = (id: number) => ['logistics', 'units', 'detail', id] as const;

export const getUnitQueryOptions = (id: number) => queryOptions({ queryKey: unitDetailKey(id), queryFn: () => getUnit(id) });

export function useUnit(id: number) {
  return useQuery(getUnitQueryOptions(id));
}
