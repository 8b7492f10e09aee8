import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSector } from '../../../../shared/contracts/business-sectors';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /api/v1/business-sectors` (public reference list, no bearer): the whole (short) catalogue, by name. */
export async function getBusinessSectors(): Promise<BusinessSector[]> {
  const { data } = await api.main.get<BusinessSector[]>('/api/v1/business-sectors', requestOptions({ anonymous: true }));
  return data;
}

export const getBusinessSectorsQueryOptions = () =>
  queryOptions({ queryKey: ['business-sectors'], queryFn: getBusinessSectors, staleTime: 10 * 60_000 });

export function useBusinessSectors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getBusinessSectorsQueryOptions(), enabled: options.enabled ?? true });
}
