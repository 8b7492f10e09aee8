import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/contracts/container-dashboard';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/logistics/dashboard?company_id&days`: counts for the control room's charts. */
export async function getLogisticsDashboard(companyId: number, days: number): Promise<Dashboard> {
  const { data } = await api.main.get<Dashboard>('/api/v1/logistics/dashboard', { params: { company_id: companyId, days } });
  return data;
}

export const logisticsDashboardKey = ['containers', 'dashboard'] as const;

export const getLogisticsDashboardQueryOptions = (companyId: number, days: number) =>
  queryOptions({ queryKey: [...logisticsDashboardKey, companyId, days], queryFn: () => getLogisticsDashboard(companyId, days) });

export function useLogisticsDashboard(companyId: number, days: number) {
  return useQuery(getLogisticsDashboardQueryOptions(companyId, days));
}
