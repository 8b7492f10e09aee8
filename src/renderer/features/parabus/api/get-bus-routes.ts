import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutePage } from '../../../../shared/contracts/logistics-routes';
import { api } from '../../../lib/api-client';

export interface BusRouteListParams {
  companyId: number;
  page: number;
  q: string;
  /** 100 for the live map, which draws every route. */
  perPage?: number;
}

/** `GET /api/v1/routes?company_id&page&q&per_page`: the company's routes, with their path and colour. */
export async function getBusRoutes({ companyId, page, q, perPage }: BusRouteListParams): Promise<RoutePage> {
  const { data } = await api.main.get<RoutePage>('/api/v1/routes', { params: { company_id: companyId, page, q: q.trim() || undefined, per_page: perPage } });
  return data;
}

export const getBusRoutesQueryOptions = (params: BusRouteListParams) => queryOptions({ queryKey: ['parabus', 'routes', 'list', params], queryFn: () => getBusRoutes(params) });

export function useBusRoutes(params: BusRouteListParams, enabled = true) {
  return useQuery({ ...getBusRoutesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
