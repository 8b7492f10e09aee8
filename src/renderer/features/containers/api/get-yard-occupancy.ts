import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YardOccupancy } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';
import { yardKey } from './get-yard-blocks';

/** `GET /api/v1/yard/occupancy?company_id`: every block with its containers by bay and stack. */
export async function getYardOccupancy(companyId: number): Promise<YardOccupancy> {
  const { data } = await api.main.get<YardOccupancy>('/api/v1/yard/occupancy', { params: { company_id: companyId } });
  return data;
}

export const getYardOccupancyQueryOptions = (companyId: number) => queryOptions({ queryKey: [...yardKey, 'occupancy', companyId], queryFn: () => getYardOccupancy(companyId) });

export function useYardOccupancy(companyId: number) {
  return useQuery({ ...getYardOccupancyQueryOptions(companyId), enabled: companyId > 0 });
}
