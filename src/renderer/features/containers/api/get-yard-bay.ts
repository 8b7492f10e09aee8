import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YardBay } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';
import { yardKey } from './get-yard-blocks';

export interface YardBayParams {
  companyId: number;
  block: string;
  bay: number;
}

/** `GET /api/v1/yard/bay?company_id&block&bay`: the containers of one bay, by row then tier. */
export async function getYardBay({ companyId, block, bay }: YardBayParams): Promise<YardBay> {
  const { data } = await api.main.get<YardBay>('/api/v1/yard/bay', { params: { company_id: companyId, block, bay } });
  return data;
}

export const getYardBayQueryOptions = (params: YardBayParams) => queryOptions({ queryKey: [...yardKey, 'bay', params], queryFn: () => getYardBay(params) });

export function useYardBay(params: YardBayParams | null) {
  return useQuery({ ...getYardBayQueryOptions(params ?? { companyId: 0, block: '', bay: 0 }), enabled: params !== null });
}
