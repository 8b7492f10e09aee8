import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateList } from '../../shared/contracts/catalogues';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/states` (public): Mexico's 32 states, INEGI keys as ids. */
export async function getStates(): Promise<StateList> {
  const { data } = await api.main.get<StateList>('/api/v1/states', requestOptions({ anonymous: true }));
  return data;
}

// The catalogue does not change while the app runs.
export const getStatesQueryOptions = () => queryOptions({ queryKey: ['catalogues', 'states'], queryFn: getStates, staleTime: Infinity });

export function useStates() {
  return useQuery(getStatesQueryOptions());
}
