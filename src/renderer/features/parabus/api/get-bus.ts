import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitDetail } from '../../../../shared/contracts/logistics-unit-detail';
import { api } from '../../../lib/api-client';
import { busesKey } from './get-buses';

/** `GET /api/v1/units/{id}`: the bus with its drivers and routes. */
export async function getBus(id: number): Promise<UnitDetail> {
  const { data } = await api.main.get<UnitDetail>(`/api/v1/units/${id}`);
  return data;
}

export const getBusQueryOptions = (id: number) => queryOptions({ queryKey: [...busesKey, 'detail', id], queryFn: () => getBus(id) });

export function useBus(id: number) {
  return useQuery(getBusQueryOptions(id));
}
