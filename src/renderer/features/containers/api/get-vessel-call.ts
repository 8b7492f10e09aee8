import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VesselCallDetail } from '../../../../shared/contracts/vessel-calls';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/container-calls/{id}`: the call with its discharge and load lists. */
export async function getVesselCall(id: number): Promise<VesselCallDetail> {
  const { data } = await api.main.get<VesselCallDetail>(`/api/v1/container-calls/${id}`);
  return data;
}

export const getVesselCallQueryOptions = (id: number) => queryOptions({ queryKey: ['containers', 'calls', 'detail', id], queryFn: () => getVesselCall(id) });

export function useVesselCall(id: number | null) {
  return useQuery({ ...getVesselCallQueryOptions(id ?? 0), enabled: id !== null });
}
