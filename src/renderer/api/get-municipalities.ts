import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MunicipalityList } from '../../shared/contracts/catalogues';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/states/{id}/municipalities` (public): all of a state's municipalities, by name. */
export async function getMunicipalities(stateId: number): Promise<MunicipalityList> {
  const { data } = await api.main.get<MunicipalityList>(`/api/v1/states/${stateId}/municipalities`, requestOptions({ anonymous: true }));
  return data;
}

export const getMunicipalitiesQueryOptions = (stateId: number) =>
  queryOptions({ queryKey: ['catalogues', 'municipalities', stateId], queryFn: () => getMunicipalities(stateId), staleTime: Infinity });

export function useMunicipalities(stateId: number | null) {
  return useQuery({ ...getMunicipalitiesQueryOptions(stateId ?? 0), enabled: stateId !== null });
}
