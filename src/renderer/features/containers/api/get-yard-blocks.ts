import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YardBlockList } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/yard/blocks?company_id`: the company's yard layout. */
export async function getYardBlocks(companyId: number): Promise<YardBlockList> {
  const { data } = await api.main.get<YardBlockList>('/api/v1/yard/blocks', { params: { company_id: companyId } });
  return data;
}

export const yardKey = ['containers', 'yard'] as const;

export const getYardBlocksQueryOptions = (companyId: number) => queryOptions({ queryKey: [...yardKey, 'blocks', companyId], queryFn: () => getYardBlocks(companyId) });

export function useYardBlocks(companyId: number) {
  return useQuery({ ...getYardBlocksQueryOptions(companyId), enabled: companyId > 0 });
}
