import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportSettings } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/companies/{id}/support-settings`: SLA targets per priority and the business calendar (defaults until saved). */
export async function getSupportSettings(companyId: number): Promise<SupportSettings> {
  const { data } = await api.main.get<SupportSettings>(`/api/v1/companies/${companyId}/support-settings`);
  return data;
}

export const getSupportSettingsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['support', 'settings', companyId], queryFn: () => getSupportSettings(companyId) });

export function useSupportSettings(companyId: number, enabled = true) {
  return useQuery({ ...getSupportSettingsQueryOptions(companyId), enabled: enabled && companyId > 0 });
}
