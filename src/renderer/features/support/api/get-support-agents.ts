import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportAgent } from '../../../../shared/contracts/support-dashboard';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/companies/{id}/support-agents`: who a ticket of the company may be assigned to (support only). */
export async function getSupportAgents(companyId: number): Promise<SupportAgent[]> {
  const { data } = await api.main.get<{ data: SupportAgent[] }>(`/api/v1/companies/${companyId}/support-agents`);
  return data.data;
}

export const getSupportAgentsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['support', 'agents', companyId], queryFn: () => getSupportAgents(companyId), staleTime: 60_000 });

export function useSupportAgents(companyId: number, enabled = true) {
  return useQuery({ ...getSupportAgentsQueryOptions(companyId), enabled: enabled && companyId > 0 });
}
