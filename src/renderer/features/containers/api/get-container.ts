import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from '../../../../shared/contracts/containers';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/containers/{id}`. */
export async function getContainer(id: number): Promise<Container> {
  const { data } = await api.main.get<Container>(`/api/v1/containers/${id}`);
  return data;
}

export const containerDetailKey = (id: number) => ['containers', 'detail', id] as const;

export const getContainerQueryOptions = (id: number) => queryOptions({ queryKey: containerDetailKey(id), queryFn: () => getContainer(id) });

export function useContainer(id: number) {
  return useQuery(getContainerQueryOptions(id));
}
