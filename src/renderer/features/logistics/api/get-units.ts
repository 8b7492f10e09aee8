import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitPage, UnitStatus } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

export interface UnitListParams {
  companyId: number;
  page: number;
  q: string;
  status: UnitStatus | null;
}

/** `GET /api/v1/units?page&q&company_id&status`: the company's trucks. */
export async function getUnits({ companyId, page, q, status }: UnitListParams): Promise<UnitPage> {
  const params = { company_id: companyId, page, q: q.trim() || undefined, status: status ?? undefined };
  const { data } = await api.main.get<UnitPage>('/api/v1/units', { params });
  return data;
}

export const getUnitsQueryOptions = (params: UnitListParams) => queryOptions({ queryKey: ['logistics', 'units', 'list', params], queryFn: () => getUnits(params) });

export function useUnits(params: UnitListParams, enabled = true) {
  return useQuery({ ...getUnitsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
