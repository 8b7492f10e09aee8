import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutePage } from '../../../../shared/contracts/logistics-routes';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/routes?page&q&company_id`: the company's road routes (for pickers, the first 100). */
export async function getRoutes(companyId: number, q = ''): Promise<RoutePage> {
  const { data } = await api.main.get<RoutePage>('/api/v1/routes', { params: { company_id: companyId, q: q.trim() || undefined } });
  return data;
}

export const getRoutesQueryOptions = (companyId: number) => queryOptions({ queryKey: ['logistics', 'routes', companyId], queryFn: () => getRoutes(companyId) });

export function useRoutes(companyId: number, enabled = true) {
  return useQuery({ ...getRoutesQueryOptions(companyId), enabled });
}
