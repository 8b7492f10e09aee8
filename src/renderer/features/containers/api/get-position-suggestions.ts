import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionSuggestions } from '../../../../shared/contracts/yard';
import { api } from '../../../lib/api-client';
import { yardKey } from './get-yard-blocks';

/** `GET /api/v1/containers/{id}/position-suggestions?limit`: free slots for it, nearest first. */
export async function getPositionSuggestions(id: number, limit = 3): Promise<PositionSuggestions> {
  const { data } = await api.main.get<PositionSuggestions>(`/api/v1/containers/${id}/position-suggestions`, { params: { limit } });
  return data;
}

// Under the yard's key: any movement (which invalidates ['containers']) makes them stale.
export const getPositionSuggestionsQueryOptions = (id: number) => queryOptions({ queryKey: [...yardKey, 'suggestions', id], queryFn: () => getPositionSuggestions(id), staleTime: 0 });

/** Fetched on demand ("Sugerir posición"), not when the form opens. */
export function usePositionSuggestions(id: number) {
  return useQuery({ ...getPositionSuggestionsQueryOptions(id), enabled: false });
}
