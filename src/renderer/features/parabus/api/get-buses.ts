import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitPage } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

export interface BusListParams {
  companyId: number;
  page: number;
  q: string;
  /** 100 for pickers (the map's unit list, the replay's choice). */
  perPage?: number;
  /** `bus` (default) or every unit of the company. */
  kind?: 'bus' | null;
}

/** `GET /api/v1/units?kind=bus`: the company's buses (the fleet's units of kind bus), or all its units. */
export async function getBuses({ companyId, page, q, perPage, kind = 'bus' }: BusListParams): Promise<UnitPage> {
  const params = { company_id: companyId, kind: kind ?? undefined, page, q: q.trim() || undefined, per_page: perPage };
  const { data } = await api.main.get<UnitPage>('/api/v1/units', { params });
  return data;
}

export const busesKey = ['parabus', 'units'] as const;

export const getBusesQueryOptions = (params: BusListParams) => queryOptions({ queryKey: [...busesKey, 'list', params], queryFn: () => getBuses(params) });

export function useBuses(params: BusListParams, enabled = true) {
  return useQuery({ ...getBusesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
