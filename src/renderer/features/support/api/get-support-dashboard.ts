import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportDashboard } from '../../../../shared/contracts/support-dashboard';
import { api } from '../../../lib/api-client';
import { ticketListsKey } from './get-tickets';

export interface SupportDashboardInput {
  companyId: number;
  /** Mexico City dates (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
}

/** `GET /api/v1/companies/{id}/support-dashboard?from&to`: support's counts and SLA compliance. */
export async function getSupportDashboard({ companyId, from, to }: SupportDashboardInput): Promise<SupportDashboard> {
  const { data } = await api.main.get<SupportDashboard>(`/api/v1/companies/${companyId}/support-dashboard`, { params: { from, to } });
  return data;
}

// Under the lists' key: a ticket change (useLiveSupport) refreshes the dashboard too.
export const getSupportDashboardQueryOptions = (input: SupportDashboardInput) =>
  queryOptions({ queryKey: [...ticketListsKey, 'dashboard', input], queryFn: () => getSupportDashboard(input), placeholderData: keepPreviousData });

export function useSupportDashboard(input: SupportDashboardInput, enabled = true) {
  return useQuery({ ...getSupportDashboardQueryOptions(input), enabled: enabled && input.companyId > 0 });
}
