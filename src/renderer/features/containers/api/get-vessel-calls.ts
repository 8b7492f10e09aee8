import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VesselCallPage, VesselCallStatus } from '../../../../shared/contracts/vessel-calls';
import { api } from '../../../lib/api-client';

export interface VesselCallListParams {
  companyId: number;
  page: number;
  q: string;
  status: VesselCallStatus | null;
}

/** `GET /api/v1/container-calls?q&page&company_id&status`. */
export async function getVesselCalls({ companyId, page, q, status }: VesselCallListParams): Promise<VesselCallPage> {
  const params = { company_id: companyId, page, q: q.trim() || undefined, status: status ?? undefined };
  const { data } = await api.main.get<VesselCallPage>('/api/v1/container-calls', { params });
  return data;
}

export const getVesselCallsQueryOptions = (params: VesselCallListParams) =>
  queryOptions({ queryKey: ['containers', 'calls', 'list', params], queryFn: () => getVesselCalls(params) });

export function useVesselCalls(params: VesselCallListParams) {
  return useQuery({ ...getVesselCallsQueryOptions(params), placeholderData: keepPreviousData });
}
